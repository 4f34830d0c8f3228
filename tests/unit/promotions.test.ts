import { describe, expect, it } from 'vitest';
import { addImages, commentTooLong } from '@client/features/promotions/application-rules';
import { appResourceUrl, socialLinks } from '@client/features/downloads/safe-links';
import { sniffImage } from '@gateway/domain/promotions';
import { activityAction, activityState, promotionPhase } from '@shared/promotion-state';
import type { Resource } from '@shared/api';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const png = (name = 'a.png') => file(name, 'image/png');

describe('application images in the browser (docs/product.md 9)', () => {
  it('adds up to 3 png or jpg images', () => {
    const three = addImages([png()], [png('b.png'), file('c.jpg', 'image/jpeg')]);
    expect(three).toMatchObject({ errorKey: null });
    expect(three.images).toHaveLength(3);
  });

  it('refuses a 4th image and keeps the three', () => {
    const current = [png(), png(), png()];
    expect(addImages(current, [png()])).toEqual({ images: current, errorKey: 'promo.errors.tooManyImages' });
  });

  it('refuses an image over 5 MB, but not one of exactly 5 MB', () => {
    expect(addImages([], [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)]).errorKey).toBe('promo.errors.imageTooLarge');
    expect(addImages([], [file('ok.png', 'image/png', 5 * 1024 * 1024)]).errorKey).toBeNull();
  });

  it('refuses a gif, and a png type with another name', () => {
    expect(addImages([], [file('a.gif', 'image/gif')]).errorKey).toBe('promo.errors.imageType');
    expect(addImages([], [file('a.webp', 'image/png')]).errorKey).toBe('promo.errors.imageType');
  });

  it('counts the comment in characters, trimmed', () => {
    expect(commentTooLong('ư'.repeat(140))).toBe(false);
    expect(commentTooLong(` ${'a'.repeat(140)} `)).toBe(false);
    expect(commentTooLong('a'.repeat(141))).toBe(true);
  });
});

describe('image sniffing on the gateway', () => {
  it('knows png and jpg by their first bytes only', () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(sniffImage(new TextEncoder().encode('GIF89a..'))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('activity states (docs/product.md 4)', () => {
  const now = 1_000_000;
  it('phases by the time window', () => {
    expect(promotionPhase(now + 1, null, now)).toBe('coming_soon');
    expect(promotionPhase(0, now, now)).toBe('closed');
    expect(promotionPhase(0, null, now)).toBe('open');
  });
  it('the member state wins over the phase; actions join and claim', () => {
    expect(activityState({ phase: 'closed' }, { state: 'issued' })).toBe('issued');
    expect(activityAction({ phase: 'closed', mode: 'apply' }, 'issued')).toBe('claim');
    expect(activityAction({ phase: 'open', mode: 'signup' }, 'signed')).toBeNull();
    expect(activityAction({ phase: 'open', mode: 'apply' }, 'claimed')).toBeNull();
  });
});

describe('download and social links only to allowed hosts', () => {
  const r = (resourceType: Resource['resourceType'], url: string): Resource => ({ resourceType, url, labelNameEn: resourceType });
  const allowed = ['http://127.0.0.1:8798', 'https://cdn.example'];
  it('takes app links from the upstream hosts only', () => {
    expect(appResourceUrl([r('Android', 'http://127.0.0.1:8798/downloads/portal.apk')], 'Android', allowed)).toBe('http://127.0.0.1:8798/downloads/portal.apk');
    expect(appResourceUrl([r('Android', 'https://evil.example/app.apk')], 'Android', allowed)).toBeNull();
    expect(appResourceUrl([r('MOBILECONFIG', 'javascript:alert(1)')], 'MOBILECONFIG', allowed)).toBeNull();
    expect(appResourceUrl([], 'Android', allowed)).toBeNull();
  });
  it('takes social links over https on their network only', () => {
    const links = socialLinks([
      r('TELEGRAM', 'https://t.me/democlub'),
      r('FACEBOOK', 'http://www.facebook.com/democlub'),
      r('INSTAGRAM', 'https://instagram.com.evil.example/x'),
      r('WHATSAPP', 'https://wa.me/840000000000'),
    ]);
    expect(links.map((l) => l.type)).toEqual(['WHATSAPP', 'TELEGRAM']);
  });
});
