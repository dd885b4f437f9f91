import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractEmendations } from '../../src/markdown/emendations.ts';
import { applyEmendations, coverage, cutCaptions, pageReadingText, sourceText, words } from '../support/fidelity.ts';
import { parseHtml, readDist, requireDist } from '../support/dist.ts';
import { littleWarsLosses, plateCaptions } from '../support/chapter-losses.ts';
import { describeLoss } from '../support/alignment.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CHAPTERS = join(ROOT, 'content', 'little-wars');

interface Front {
  source: { file: string; from: number; to: number };
}

/** Read the `source:` line of a chapter's frontmatter: `{ file: x, from: n, to: m }`. */
function frontmatter(mdx: string): Front {
  const m = /^source:\s*\{\s*file:\s*([^,\s]+),\s*from:\s*(\d+),\s*to:\s*(\d+)\s*\}/m.exec(mdx);
  if (!m?.[1]) throw new Error('chapter frontmatter lacks `source: { file, from, to }`');
  return { source: { file: m[1], from: Number(m[2]), to: Number(m[3]) } };
}

const chapters = readdirSync(CHAPTERS).filter((f) => /^\d+-.+\.mdx$/.test(f));
const pageOf = (file: string) => readDist(`little-wars/${file.replace(/^\d+-/, '').replace(/\.mdx$/, '')}/index.html`);
const captions = new Map<string, string[]>();
/** The plate captions a chapter's page prints, read once. */
const captionsOf = (file: string) => captions.get(file) ?? captions.set(file, plateCaptions(pageOf(file))).get(file)!;

describe('text fidelity: every edited chapter still contains its source', () => {
  test('there is at least one chapter to check', () => {
    expect(chapters.length).toBeGreaterThan(0);
  });

  test.each(chapters)('%s keeps at least 99.5 per cent of the source’s word 5-grams', (file) => {
    requireDist();
    const mdx = readFileSync(join(CHAPTERS, file), 'utf8');
    const { source } = frontmatter(mdx);
    const raw = readFileSync(join(ROOT, 'content', 'sources', source.file), 'utf8');
    const src = words(applyEmendations(sourceText(raw, source.from, source.to), extractEmendations(mdx)));
    const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
    const page = pageReadingText(parseHtml(readDist(`little-wars/${slug}/index.html`))).map(words);
    const result = coverage(cutCaptions(src, page.slice(1)), page);
    const report = result.missing.map((m) => `  missing: “${m}”`).join('\n');
    expect(result.total, 'the source passage is empty: check the line range').toBeGreaterThan(100);
    expect(result.ratio, `${file}: ${result.found}/${result.total} 5-grams found\n${report}`).toBeGreaterThanOrEqual(
      0.995,
    );
  });

  test.each(chapters)('%s has every word of every source line, in order', (file) => {
    requireDist();
    const mdx = readFileSync(join(CHAPTERS, file), 'utf8');
    // A plate's caption may be in another chapter's source lines than the plate's page (see littleWarsLosses).
    const elsewhere = chapters.filter((f) => f !== file).flatMap((f) => captionsOf(f));
    expect(littleWarsLosses(mdx, pageOf(file), elsewhere).map((l) => describeLoss(l))).toEqual([]);
  });
});
