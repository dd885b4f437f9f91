/**
 * The links beside the presets read as the book prints its rules ("rule (3)(b₁)"), not as the
 * edition's anchor ids (`melee-3b-i`): a screen reader's list of links is a list of Wells' rules.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { PresetList } from '../../src/islands/shared/PresetList.tsx';
import { MELEE_PRESETS } from '../../src/islands/melee/presets.ts';
import { TIME_PRESETS } from '../../src/islands/time/presets.ts';
import { FINISH_PRESETS } from '../../src/islands/finish/presets.ts';
import { FORCE_PRESETS } from '../../src/islands/force/presets.ts';
import { GUN_PRESETS } from '../../src/islands/gun/presets.ts';

afterEach(cleanup);

const links = (presets: Parameters<typeof PresetList>[0]['presets']) => {
  render(<PresetList id="p" presets={presets} active={0} onChoose={() => undefined} />);
  return screen.getAllByRole('link').map((a) => ({ name: a.textContent, href: a.getAttribute('href') }));
};

describe('preset links are named as the book prints the rule', () => {
  test('the mêlée calculator’s 9 against 11 links “rule (3)(b₁)”', () => {
    const names = links(MELEE_PRESETS);
    expect(names[0]).toEqual({ name: 'rule (3)(b₁)', href: '/little-wars/the-rules/#melee-3b-i' });
  });
  test.each([
    ['mêlée', MELEE_PRESETS],
    ['time', TIME_PRESETS],
    ['finish', FINISH_PRESETS],
    ['force', FORCE_PRESETS],
    ['gun', GUN_PRESETS],
  ] as const)('no %s preset link is named by an anchor id', (_, presets) => {
    for (const { name } of links(presets)) {
      expect(name).toMatch(/^rule \(\d\)(?:\([a-z][₁₂]?\))?|^Composition of Forces$/);
    }
  });
});
