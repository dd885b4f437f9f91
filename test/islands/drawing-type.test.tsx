/**
 * The drawings of the new Wells widgets on a 390 px phone (issue 18): their type is never under 12 px. A drawing wider
 * than a phone's column keeps its width there inside a frame that scrolls sideways (focusable and named, so a keyboard
 * can scroll it), rather than shrinking its 12 px type to under 6 px; the small drawings declare no type under 12 px.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RulesGrew } from '../../src/islands/history/RulesGrew.tsx';
import { HISTORY_PRESETS } from '../../src/islands/history/presets.ts';
import { ChargeCalculator } from '../../src/islands/kriegspiel/charge/ChargeCalculator.tsx';
import { CHARGE_PRESETS } from '../../src/islands/kriegspiel/charge/presets.ts';

afterEach(cleanup);

/** The one stylesheet, where every widget's styles are (an island's own import would be inlined into every chapter). */
// The widgets' styles are in widgets.css since the stylesheet was split (text pages carry only global.css): both count.
const css = () =>
  ['global.css', 'widgets.css'].map((f) => readFileSync(join(process.cwd(), 'src', 'styles', f), 'utf8')).join('\n');
/** The px font sizes a stylesheet declares within the rules whose selectors match `selector`. */
function fontSizes(sheet: string, selector: RegExp): number[] {
  return [...sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, sel]) => selector.test(sel!))
    .flatMap(([, , body]) => [...body!.matchAll(/font-size:\s*([\d.]+)px/g)].map((m) => Number(m[1])));
}
/** The min-width the stylesheet gives `selector` on a phone, in px. */
function phoneWidth(sheet: string, selector: string): number {
  const at = sheet.indexOf(`${selector} {`);
  const m = /min-width:\s*(\d+)px/.exec(sheet.slice(at));
  return at < 0 || !m ? 0 : Number(m[1]);
}

describe('the drawings’ type on a phone', () => {
  test.each([
    [
      'how the rules grew',
      () => render(<RulesGrew presets={HISTORY_PRESETS} initial={HISTORY_PRESETS[0]!.state} />),
      '.grew-svg',
    ],
    [
      'the charge calculator',
      () => render(<ChargeCalculator presets={CHARGE_PRESETS} initial={CHARGE_PRESETS[0]!.state} />),
      '.charge-svg',
    ],
  ] as const)('%s: the wide drawing keeps its width in a frame that scrolls', (_name, open, svgClass) => {
    open();
    const svg = document.querySelector<SVGSVGElement>(`svg${svgClass}`)!;
    const frame = svg.parentElement!;
    expect(frame.classList.contains('drawing-scroll')).toBe(true);
    expect(frame.tabIndex).toBe(0);
    expect(screen.getByRole('group', { name: frame.getAttribute('aria-label')! })).toBe(frame);
    const viewBoxWidth = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    // At its viewBox's width the drawing's 12 px type is drawn at 12 px.
    expect(phoneWidth(css(), `.drawing-scroll > ${svgClass}`)).toBeGreaterThanOrEqual(viewBoxWidth);
  });

  test('no drawing of the five widgets declares type under 12 px', () => {
    const sizes = [
      ...fontSizes(css(), /charge/),
      ...fontSizes(css(), /grew|drawing-scroll/),
      ...fontSizes(css(), /\.(supply-strip|shell-svg|melee-svg|transport-svg)/),
    ];
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.filter((px) => px < 12)).toEqual([]);
  });
});
