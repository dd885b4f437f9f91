import { describe, expect, test } from 'vitest';
import { openingPreset } from '../../src/components/widgets/openingPreset.ts';
import { MELEE_PRESETS } from '../../src/islands/melee/presets.ts';
import { headingLevel } from '../../src/islands/shared/headingLevel.ts';

describe('the props of a widget in MDX', () => {
  test('no preset opens on the first example; a named one on that example', () => {
    expect(openingPreset('MeleeCalculator', {}, MELEE_PRESETS)).toBe(MELEE_PRESETS[0]);
    expect(openingPreset('MeleeCalculator', { preset: 'wells-melee-19v13' }, MELEE_PRESETS).state.b).toBe(13);
  });
  test('an unknown preset fails the build, naming the ones allowed', () => {
    expect(() => openingPreset('MeleeCalculator', { preset: 'wells-melee-1v1' }, MELEE_PRESETS)).toThrow(
      /<MeleeCalculator preset="wells-melee-1v1">: no such example\. Expected one of: wells-melee-9v11, /,
    );
  });
  test('an unknown prop fails the build', () => {
    expect(() => openingPreset('MeleeCalculator', { charger: 'b' }, MELEE_PRESETS)).toThrow(
      '<MeleeCalculator>: unknown prop "charger". Expected only "preset".',
    );
  });
  test('a heading level is 3 unless the page asks for another from 2 to 5; anything else fails the build', () => {
    expect(headingLevel('ShellCalculator', undefined)).toBe(3);
    expect(headingLevel('ShellCalculator', 2)).toBe(2);
    expect(() => headingLevel('ShellCalculator', 1)).toThrow(
      '<ShellCalculator heading={1}>: expected one of 2, 3, 4, 5.',
    );
    expect(() => headingLevel('ShellCalculator', '2')).toThrow('<ShellCalculator heading={"2"}>');
  });
});
