/**
 * A drawing that waits off the screen to be drawn (`content-visibility: auto`, issue 21) must have its room reserved
 * exactly, or the page would jump as it is drawn and a deep link would land off its target: a chapter board's frame
 * carries its drawing's shape and height (frameShape in BoardSvg.tsx), and every map of Hook's Farm printed in a page
 * is the compact map whose shape widgets.css gives `.hf-map-scroll`. The browser test of the heights themselves is
 * landing.test.ts's (deep links land on their target); these hold the numbers to the drawings on every page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { htmlPages, readDist } from '../support/dist.ts';

const pages = htmlPages();
const WIDGETS_CSS = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'styles', 'widgets.css'), 'utf8');

/** A drawing's width and height from its viewBox. */
const sizeOf = (svg: string): [number, number] => {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error(`no viewBox in ${svg.slice(0, 80)}`);
  return [Number(box[1]), Number(box[2])];
};

/** Every sized board frame of a page: its style and the opening tag of its drawing. */
const framesOf = (html: string) =>
  [...html.matchAll(/<div class="board-frame sized" style="([^"]*)"[^>]*>\s*(<svg[^>]*>)/g)].map((m) => ({
    style: m[1] ?? '',
    svg: m[2] ?? '',
  }));

/** Every map in a Hook's Farm frame of a page: the opening tag of its drawing. */
const mapsOf = (html: string) =>
  [...html.matchAll(/<div class="hf-map-scroll"[^>]*>\s*(<svg[^>]*>)/g)].map((m) => m[1] ?? '');

/** Each page's frames and maps, read once for the three tests. */
const parts = new Map<string, { frames: ReturnType<typeof framesOf>; maps: string[] }>();
const partsOf = (file: string) => {
  let found = parts.get(file);
  if (!found) {
    const html = readDist(file);
    found = { frames: framesOf(html), maps: mapsOf(html) };
    parts.set(file, found);
  }
  return found;
};

describe('drawings that wait to be drawn have their room reserved exactly', () => {
  test('there are chapter boards and maps to check', () => {
    expect(pages.flatMap((f) => partsOf(f).frames).length).toBeGreaterThan(40);
    expect(pages.flatMap((f) => partsOf(f).maps).length).toBeGreaterThan(16);
  });

  test.each(pages)('%s: each chapter board’s frame has its drawing’s shape and height', (file) => {
    for (const { style, svg } of partsOf(file).frames) {
      const [w, h] = sizeOf(svg);
      expect(style).toContain(`--frame-shape:${w} / ${h};`);
      expect(style).toContain(`--frame-height:${h}px;`);
    }
  });

  test(
    'every map of Hook’s Farm in a frame has the shape ' + 'widgets.css reserves for it, and its height at 680 px',
    () => {
      const ratio = /\.hf-map-scroll \{\s*aspect-ratio: ([\d.]+) \/ ([\d.]+);/.exec(WIDGETS_CSS);
      const narrow = /contain-intrinsic-block-size: auto ([\d.]+)px;/.exec(
        WIDGETS_CSS.slice(WIDGETS_CSS.indexOf('.hf-map-scroll {\n    aspect-ratio: auto;')),
      );
      const minWidth = /\.hf-map-scroll > \.hf-map \{\s*min-width: (\d+)px;/.exec(WIDGETS_CSS);
      expect(ratio && narrow && minWidth, 'the maps’ rules in widgets.css').toBeTruthy();
      const [w, h] = [Number(ratio![1]), Number(ratio![2])];
      for (const svg of pages.flatMap((f) => partsOf(f).maps)) expect(sizeOf(svg)).toEqual([w, h]);
      expect(Number(narrow![1])).toBeCloseTo((Number(minWidth![1]) * h) / w, 1);
    },
  );
});
