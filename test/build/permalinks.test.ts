import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentOf, htmlPages, isPermalinkPage, PERMALINK_SAMPLE, readDist, served } from '../support/dist.ts';
import { fileFor, idsOf } from '../support/links.ts';

/**
 * The § permalink pages (`/hellwig/s47a/`), one per § of Hellwig: a few hundred small redirect
 * pages from one template. The sample (PERMALINK_SAMPLE) goes through every check a page gets
 * (html-validate, links, budgets, axe and the landing in Chromium); here every page is held to
 * that template and to its own target, in one test each, naming every page that fails.
 */
const CHAPTERS = join(import.meta.dirname, '..', '..', 'content', 'hellwig');

/** Every § the edition defines (`<S n="47a">`) → the slug of the chapter that holds it. */
function paragraphs(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of readdirSync(CHAPTERS).filter((f) => /^\d+-.+\.mdx$/.test(f))) {
    const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
    for (const m of readFileSync(join(CHAPTERS, file), 'utf8').matchAll(/<S\s+n="([^"]+)"/g)) map.set(m[1]!, slug);
  }
  return map;
}

/**
 * The printed labels one translation gives a § under another number (`<S … printed="88a">`):
 * pages of their own, held by hellwig-aliases.test.ts.
 */
function aliases(): Set<string> {
  const out = new Set<string>();
  for (const file of readdirSync(CHAPTERS).filter((f) => /^\d+-.+\.mdx$/.test(f))) {
    for (const m of readFileSync(join(CHAPTERS, file), 'utf8').matchAll(/<S\b[^>]*\bprinted="([^"]+)"/g))
      out.add(m[1]!);
  }
  return out;
}

interface Permalink {
  readonly file: string;
  readonly html: string;
  readonly n: string;
  /** Where the refresh sends the reader. */
  readonly refresh: string | undefined;
  /** Where the link in the text goes, and the chapter it names (`chapter V, On the Artillery`). */
  readonly link: string | undefined;
  readonly chapter: string | undefined;
}

function read(file: string): Permalink {
  const html = readDist(file);
  const n = /^hellwig\/s(.+)\/index\.html$/.exec(file)![1]!;
  const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
  const text = new RegExp(
    `<p>§ ${n} is in (chapter [^:<]+|its chapter): <a href="([^"]+)">go to § ${n}</a>\\.</p>`,
  ).exec(html);
  return { file, html, n, refresh, link: text?.[2], chapter: text?.[1] };
}

/** The page with what belongs to its § alone (its number, target, chapter and own address) put back to placeholders. */
function template(p: Permalink): string {
  let out = p.html;
  for (const [part, name] of [
    [p.refresh, '{target}'],
    [p.chapter, '{chapter}'],
  ] as const)
    if (part) out = out.split(part).join(name);
  // The page's own address (its og:url, written since the site's address is always configured) is its § too.
  return out
    .replace(new RegExp(`§ ${p.n}(?![0-9a-z])`, 'g'), '§ {n}')
    .split(`/hellwig/s${p.n}/`)
    .join('/hellwig/s{n}/');
}

describe('the § permalink pages', () => {
  const files = htmlPages().filter(isPermalinkPage);
  const all = files.map(read);
  const labels = aliases();
  // The § pages share one template; the printed labels' pages say what the label is instead.
  const pages = all.filter((p) => !labels.has(p.n));

  test('there is one for every § of the edition and none for a § it lacks', () => {
    expect(labels.size, 'printed labels with pages of their own').toBeGreaterThan(0);
    const expected = [...paragraphs().keys(), ...labels].map((n) => `hellwig/s${n}/index.html`).sort();
    expect(expected.length).toBeGreaterThan(250);
    expect(files.sort()).toEqual(expected);
    for (const f of PERMALINK_SAMPLE) expect(files, 'the sample checked one by one').toContain(f);
  });

  test('every one is the same page as the sample’s first, its §, chapter and target aside', () => {
    const model = template(pages.find((p) => p.file === PERMALINK_SAMPLE[0])!);
    expect(model).toContain('{target}');
    expect(model).toContain('{chapter}');
    expect(model).toContain('§ {n}');
    const unlike = pages.filter((p) => template(p) !== model).map((p) => p.file);
    expect(unlike, 'permalink pages that differ from the template').toEqual([]);
  });

  test('every one sends the reader, by refresh and by link, to its § in the chapter that holds it', () => {
    const holds = paragraphs();
    const wrong: string[] = [];
    for (const p of pages) {
      const path = `/hellwig/${holds.get(p.n)}/#s${p.n}`;
      const expected = served(path);
      if (p.refresh !== expected) wrong.push(`${p.file}: refreshes to ${p.refresh}, not ${expected}`);
      if (p.link !== expected) wrong.push(`${p.file}: links to ${p.link}, not ${expected}`);
      const target = fileFor(path.replace(/#.*$/, ''));
      if (!target) {
        wrong.push(`${p.file}: ${expected} is not a built page`);
        continue;
      }
      if (!idsOf(target).has(`s${p.n}`)) wrong.push(`${p.file}: no #s${p.n} in ${target}`);
      // The chapter named is the one it lands in: "chapter V, On the Artillery" for "V. On the Artillery".
      const h1 = documentOf(target).querySelector('.chapter-head h1')?.textContent ?? '';
      const named = p.chapter?.replace(/^chapter (\S+), /, '$1. ');
      if (p.chapter !== 'its chapter' && named !== h1)
        wrong.push(`${p.file}: names “${p.chapter}”, but lands in “${h1}”`);
    }
    expect(pages.length).toBeGreaterThan(250);
    expect(wrong).toEqual([]);
  });

  test('every one is at most 60 KB of HTML gzipped and loads no script file', () => {
    const over = all.filter((p) => gzipSync(p.html).byteLength > 60 * 1024).map((p) => p.file);
    const scripts = all.filter((p) => /<script[^>]*\ssrc=/.test(p.html)).map((p) => p.file);
    expect(all.length).toBeGreaterThan(250);
    expect({ over, scripts }).toEqual({ over: [], scripts: [] });
  });
});
