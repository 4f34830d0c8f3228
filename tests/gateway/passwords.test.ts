import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@gateway/domain/passwords';

// demo_member / Demo1234 as in gateway/db/migrations/0002_seed.sql (same as Node's crypto.pbkdf2Sync)
const SEEDED = 'pbkdf2$100000$ZGVtb19tZW1iZXIjIyMjIw==$2/CY15t6chKHa5tZ/jjx2tBKrzsO2sbvCwO6siBLrEk=';

describe('gateway passwords', () => {
  it('verifies the seeded hash', async () => {
    expect(await verifyPassword('Demo1234', SEEDED)).toBe(true);
    expect(await verifyPassword('demo1234', SEEDED)).toBe(false);
  });

  it('hashes with a random salt in the stored format', async () => {
    const [a, b] = [await hashPassword('Secret99'), await hashPassword('Secret99')];
    expect(a).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret99', a)).toBe(true);
  });

  it('rejects a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
