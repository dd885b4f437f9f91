/**
 * What a reader hears and reads on every built page (issue 21): a link or control is named by the book's own
 * numbering (Wells' `rule (3)(b₁)`), never by the edition's internal rule ids (`melee-3b-i`), and no page skips a
 * heading level (a widget's heading follows the page's outline: WCAG 1.3.1, Lighthouse's heading-order).
 */
import { describe, expect, test } from 'vitest';
import { RULES_CHAPTER_ANCHORS } from '../../src/edition/anchors.ts';
import { WELLS_RULE_IDS } from '../../src/rules/wells/anchors.ts';
import { pagesToCheck, readDist } from '../support/dist.ts';

const pages = pagesToCheck();

/**
 * Every internal rule id of the engine and the edition that is not a plain English word (`melee-3b-i`, not `forces`):
 * a plain word in a name is the book's word, so only the made-up ids can be told apart from it.
 */
const RULE_IDS = [...new Set([...WELLS_RULE_IDS, ...RULES_CHAPTER_ANCHORS.map((a) => a.id)])].filter((id) =>
  id.includes('-'),
);
// Not in an address shown as such (`/little-wars/the-rules/#melee-3b-i` on the 404 page, `#melee-3b-i` on the citation
// page, which teaches the addresses): that is where the ids belong.
const anyId = new RegExp(`(?<![\\w#/-])(${RULE_IDS.join('|')})(?![\\w-])`);

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What names a page’s links and controls: labels, titles, alt texts, hidden words, links’ and buttons’ words. */
function names(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [
    ...[...body.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]!),
    ...[...body.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => text(m[2]!)),
    ...[...body.matchAll(/class="visually-hidden"[^>]*>([^<]*)</g)].map((m) => m[1]!),
  ];
}

/** A page's headings that come more than one level below the one before them. */
function skippedHeadings(html: string): string[] {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    words: text(m[2]!).slice(0, 60),
  }));
  return headings.flatMap((h, i) => {
    const before = headings[i - 1];
    return before && h.level > before.level + 1
      ? [`h${before.level} “${before.words}” → h${h.level} “${h.words}”`]
      : [];
  });
}

describe('names and headings on every page', () => {
  test('the ids to look for are the engine’s and the edition’s, and the pattern finds one', () => {
    expect(RULE_IDS).toEqual(expect.arrayContaining(['melee-3b-i', 'mobility-iv', 'melee-3-example', 'game-1-note']));
    expect(anyId.test('Link to rule melee-3b-i')).toBe(true);
    expect(anyId.test('Link to Hand-to-Hand Fighting and Capturing, rule (3)(b₁)')).toBe(false);
    expect(anyId.test('/little-wars/the-rules/#melee-3b-i')).toBe(false);
    expect(skippedHeadings('<h1>a</h1><h3>b</h3>')).toEqual(['h1 “a” → h3 “b”']);
  });

  test('no link, control or title names a rule by its internal id', () => {
    const found = pages.flatMap((file) =>
      names(readDist(file))
        .filter((n) => anyId.test(n))
        .map((n) => `${file}: ${n.slice(0, 100)}`),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  test('no page skips a heading level', () => {
    const found = pages.flatMap((file) => skippedHeadings(readDist(file)).map((s) => `${file}: ${s}`));
    expect(found).toEqual([]);
  });
});
