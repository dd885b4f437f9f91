/** What blocks a wheeling, in a refusal's words (§62, §170, §177, §178). */
import { describe, expect, test } from 'vitest';
import { blockerWords } from '../../../../src/rules/hellwig/game/blockers.ts';

describe('blockerWords', () => {
  test.each([
    ['transporter', 'a transporter on 331'],
    ['water', 'water on 331'],
    ['players-mixed', 'the other player’s pieces among them on 331'],
    ['unmanned', 'a device no piece mans on 331'],
  ] as const)('%s', (reason, said) => {
    expect(blockerWords({ square: 331 as never, reason })).toBe(said);
  });
});
