import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cardSvg } from '../../src/edition/card.ts';
import { CARDS, headTags, type HeadInput, type MetaTag } from '../../src/edition/meta.ts';
import { editionRevision } from '../../src/edition/revision.ts';

const rules: HeadInput = {
  subject: { kind: 'chapter', book: 'little-wars', title: 'The Rules', numeral: 'III', pages: { first: 39, last: 62 } },
  title: 'III. The Rules · Little Wars · The First Wargames',
  description: 'Wells’ rules.',
  path: '/little-wars/the-rules/',
  site: new URL('https://example.org'),
  base: '/',
  revised: '2026-11-25',
};
const all = (meta: readonly MetaTag[], key: string) =>
  meta.filter((m) => ('name' in m ? m.name : m.property) === key).map((m) => m.content);
const one = (meta: readonly MetaTag[], key: string) => {
  const found = all(meta, key);
  expect(found, key).toHaveLength(1);
  return found[0];
};

describe('headTags: the Highwire tags of a chapter', () => {
  const { meta } = headTags(rules);
  test.each([
    ['citation_title', 'The Rules'],
    ['citation_author', 'Wells, H. G.'],
    ['citation_publication_date', '1913'],
    ['citation_book_title', 'Little Wars'],
    ['citation_publisher', 'Frank Palmer'],
    ['citation_language', 'en'],
    ['citation_public_url', 'https://example.org/little-wars/the-rules/'],
    ['citation_online_date', '2026/11/25'],
    ['citation_firstpage', '39'],
    ['citation_lastpage', '62'],
    ['og:url', 'https://example.org/little-wars/the-rules/'],
    ['og:image', 'https://example.org/og/little-wars.png'],
    ['twitter:card', 'summary_large_image'],
  ])('%s is %s', (key, value) => expect(one(meta, key)).toBe(value));

  test('a Hellwig chapter names Hellwig, 1780, Leipzig’s publisher, and no pages', () => {
    const tags = headTags({
      ...rules,
      subject: { kind: 'chapter', book: 'hellwig-1780', title: 'On the Artillery', numeral: 'V' },
      path: '/hellwig/artillery/',
    }).meta;
    expect(one(tags, 'citation_author')).toBe('Hellwig, Johann Christian Ludwig');
    expect(one(tags, 'citation_publication_date')).toBe('1780');
    expect(one(tags, 'citation_book_title')).toBe('Attempt at a Tactical Game Built Upon Chess');
    expect(all(tags, 'citation_firstpage')).toEqual([]);
  });

  test('without a site address, no tag carries a URL, and the card is a summary', () => {
    const { meta, jsonLd } = headTags({ ...rules, site: undefined });
    expect(meta.filter((m) => /https?:/.test(m.content))).toEqual([]);
    for (const key of ['citation_public_url', 'og:url', 'og:image', 'twitter:image'])
      expect(all(meta, key)).toEqual([]);
    expect(one(meta, 'twitter:card')).toBe('summary');
    expect(jsonLd).not.toMatch(/"url"/);
  });

  test('under a base path, URLs carry it once', () => {
    const { meta } = headTags({
      ...rules,
      site: new URL('https://example.org'),
      base: '/wargames/',
      path: '/wargames/little-wars/the-rules/',
    });
    expect(one(meta, 'citation_public_url')).toBe('https://example.org/wargames/little-wars/the-rules/');
    expect(one(meta, 'og:image')).toBe('https://example.org/wargames/og/little-wars.png');
  });

  test('an editorial page has cards but no citation tags and no JSON-LD', () => {
    const { meta, jsonLd } = headTags({ ...rules, subject: { kind: 'page' }, path: '/about/' });
    expect(meta.filter((m) => 'name' in m && m.name.startsWith('citation_'))).toEqual([]);
    expect(one(meta, 'og:image')).toBe('https://example.org/og/edition.png');
    expect(jsonLd).toBe('');
  });
});

describe('headTags: schema.org JSON-LD', () => {
  test('a chapter is a Chapter, part of the Book, with Wells, 1913 and its pages', () => {
    const ld = JSON.parse(headTags(rules).jsonLd);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Chapter',
      name: 'The Rules',
      pageStart: 39,
      pageEnd: 62,
      url: 'https://example.org/little-wars/the-rules/',
      author: [{ '@type': 'Person', name: 'H. G. Wells' }],
      isPartOf: {
        '@type': 'Book',
        name: 'Little Wars',
        datePublished: '1913',
        url: 'https://example.org/little-wars/',
      },
    });
  });
  test('Hellwig’s contents page is a Book translated from the German of 1780', () => {
    const ld = JSON.parse(
      headTags({ ...rules, subject: { kind: 'book', book: 'hellwig-1780' }, path: '/hellwig/' }).jsonLd,
    );
    expect(ld['@type']).toBe('Book');
    expect(ld.translator).toMatchObject({ '@type': 'Organization' });
    expect(ld.translationOfWork).toMatchObject({ inLanguage: 'de', datePublished: '1780' });
  });
  test('no text can close the script element', () => {
    expect(
      headTags({ ...rules, subject: { kind: 'chapter', book: 'little-wars', title: '</script><b>' } }).jsonLd,
    ).not.toContain('<');
  });
});

describe('the card images and the revision', () => {
  test.each(CARDS)('the %s card is an SVG of 1200 × 630 naming its book', (card) => {
    const svg = cardSvg(card);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain(
      card === 'hellwig-1780' ? 'Hellwig' : card === 'little-wars' ? 'Wells' : 'The First Wargames'.toUpperCase(),
    );
  });
  test('the revision date is the last commit’s, or the one given, never the day of the build', () => {
    const root = join(import.meta.dirname, '..', '..');
    const git = execFileSync('git', ['log', '-1', '--format=%cs'], { cwd: root, encoding: 'utf8' }).trim();
    expect(editionRevision(root, {})).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), revised: git });
    expect(editionRevision(root, { EDITION_REVISED: '2030-01-02' }).revised).toBe('2030-01-02');
  });
});
