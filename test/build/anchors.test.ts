import { describe, expect, test } from 'vitest';
import { RULES_CHAPTER_ANCHORS } from '../../src/edition/anchors.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentOf } from '../support/dist.ts';

/** The rules chapter, parsed once for all of its anchors' tests (not once per anchor). */
const page = () => documentOf('little-wars/the-rules/index.html');

describe('the rules chapter carries the citation scheme', () => {
  test.each(RULES_CHAPTER_ANCHORS.map((a) => a.id))('#%s exists once and links to itself', (id) => {
    const doc = page();
    const found = doc.querySelectorAll(`[id="${id}"]`);
    expect(found.length).toBe(1);
    const el = found[0]!;
    // Numbered rules are self-links; sections are headings listed in the chapter contents.
    const selfLink = el.matches('a')
      ? el.getAttribute('href')
      : doc.querySelector(`a[href="#${id}"]`)?.getAttribute('href');
    expect(selfLink).toBe(`#${id}`);
  });

  test('every page of the 1913 edition from p. 39 to p. 62 is marked, in order', () => {
    const ids = [...page().querySelectorAll('.pb')].map((e) => e.id);
    expect(ids).toEqual(Array.from({ length: 24 }, (_, i) => `p${39 + i}`));
  });

  test('“see 1 above” is a link to rule melee-1', () => {
    const refs = [...page().querySelectorAll('a.xref')].filter((a) => a.textContent === 'see 1 above');
    expect(refs.length).toBe(2);
    for (const a of refs) expect(a.getAttribute('href')).toBe('#melee-1');
  });

  test('the emendations listed at the end link to their places in the text and back', () => {
    const doc = page();
    const items = [...doc.querySelectorAll('.emendations li')];
    expect(items.length).toBeGreaterThan(0);
    for (const li of items) {
      const n = li.id.replace('em-', '');
      expect(doc.getElementById(`em-${n}-ref`)).not.toBeNull();
      expect(doc.querySelector(`a.em-mark[href="#em-${n}"]`)).not.toBeNull();
    }
  });
});

describe('every chapter of Little Wars marks each of its pages of the 1913 edition once, in order', () => {
  const dir = join(import.meta.dirname, '..', '..', 'content', 'little-wars');
  const chapters = readdirSync(dir)
    .filter((f) => /^\d+-.+\.mdx$/.test(f))
    .map((f) => ({
      file: f,
      pages: /^pages:\s*\{\s*first:\s*(\d+),\s*last:\s*(\d+)\s*\}/m.exec(readFileSync(join(dir, f), 'utf8')),
    }))
    .filter((c) => c.pages);
  test('the chapters together cover pages 7 to 111 without a gap', () => {
    const ranges = chapters.map((c) => [Number(c.pages![1]), Number(c.pages![2])] as const).sort((a, b) => a[0] - b[0]);
    expect(ranges[0]?.[0]).toBe(7);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1);
  });
  test.each(chapters.map((c) => [c.file, Number(c.pages![1]), Number(c.pages![2])] as const))(
    '%s: p%i to p%i',
    (file, first, last) => {
      const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
      const ids = [...documentOf(`little-wars/${slug}/index.html`).querySelectorAll('.pb')].map((e) => e.id);
      expect(ids).toEqual(Array.from({ length: last - first + 1 }, (_, i) => `p${first + i}`));
    },
  );
});
