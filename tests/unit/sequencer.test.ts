/** The test files' start order (tests/setup/sequencer.ts): by group, then project, then longest first. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import LongestFirst, { weightOf } from '../setup/sequencer';

const root = path.resolve(import.meta.dirname, '../..');
const spec = (file: string, project: string, groupOrder: number) =>
  ({ moduleId: path.join(root, file), project: { name: project, config: { sequence: { groupOrder } } } }) as unknown as TestSpecification;
const order = async (files: TestSpecification[]) => (await new LongestFirst({} as never).sort(files)).map((s) => path.relative(root, s.moduleId));

describe('the test files start longest first', () => {
  it('knows the heaviest e2e files', () => {
    expect(weightOf(path.join(root, 'tests/e2e/home.test.ts'))).toBeLessThan(weightOf(path.join(root, 'tests/e2e/cashier.test.ts')));
  });

  it('orders by group, then project, then weight, an unknown file first', async () => {
    const files = [
      spec('tests/e2e/home.test.ts', 'e2e', 3),
      spec('tests/e2e/cashier.test.ts', 'e2e', 3),
      spec('tests/e2e/not-weighed.test.ts', 'e2e', 3),
      spec('tests/gateway/passwords.test.ts', 'gateway', 1),
      spec('tests/gateway/ledger.test.ts', 'gateway', 1),
    ];
    expect(await order(files)).toEqual([
      'tests/gateway/ledger.test.ts',
      'tests/gateway/passwords.test.ts',
      'tests/e2e/not-weighed.test.ts',
      'tests/e2e/cashier.test.ts',
      'tests/e2e/home.test.ts',
    ]);
  });
});
