import { describe, expect, test } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { extractEmendations } from '../../src/markdown/emendations.ts';
import { applyEmendations, coverage, words } from '../support/fidelity.ts';
import { parseHtml, readDist, requireDist } from '../support/dist.ts';
import { hellwigLosses, hellwigSources as sources, paragraphs } from '../support/chapter-losses.ts';
import { describeLoss } from '../support/alignment.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CHAPTERS = join(ROOT, 'content', 'hellwig');
const files = existsSync(CHAPTERS) ? readdirSync(CHAPTERS).filter((f) => /^\d+-.+\.mdx$/.test(f)) : [];

/** The page's reading text as passages: running text, and each variant reading on its own. */
function pagePassages(html: string): string[][] {
  const doc = parseHtml(html);
  const root = doc.querySelector('.chapter-text');
  if (!root) throw new Error('no .chapter-text');
  for (const el of root.querySelectorAll(
    '.widget-slot, .sidenote-wrap, .em-mark, .para-missing-label, summary, [data-footnote-backref], ' +
      '[data-footnote-ref], #footnote-label',
  ))
    el.remove();
  for (const el of root.querySelectorAll('p, h2, h3, h4, li, blockquote, td, th, figcaption'))
    el.append(doc.createTextNode(' '));
  const variants = [...root.querySelectorAll('details.variant')].map((d) => d.textContent ?? '');
  for (const el of root.querySelectorAll('details.variant')) el.remove();
  const title = doc.querySelector('.chapter-head h1')?.textContent ?? '';
  return [`${title} ${root.textContent ?? ''}`, ...variants].map(words);
}

describe('Hellwig fidelity: every § of both translations is in the edition', () => {
  test.each(files.length ? files : ['(no chapters yet)'])(
    '%s keeps at least 99.5 per cent of each § of its sources',
    (file) => {
      if (!files.length) return;
      requireDist();
      const mdx = readFileSync(join(CHAPTERS, file), 'utf8');
      const ranges = sources(mdx);
      expect(ranges.length, 'the chapter names its source lines').toBeGreaterThan(0);
      const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
      const page = pagePassages(readDist(`hellwig/${slug}/index.html`));
      const emendations = extractEmendations(mdx);
      const failures: string[] = [];
      for (const range of ranges) {
        const raw = readFileSync(join(ROOT, 'content', 'sources', range.file), 'utf8')
          .split('\n')
          .slice(range.from - 1, range.to);
        // Emendations apply to whichever passage holds their source reading.
        for (const para of paragraphs(raw, range.from)) {
          const p = { label: para.label, text: para.lines.map((l) => l.text).join(' ') };
          const relevant = emendations.filter((e) => p.text.includes(e.was));
          const result = coverage([words(applyEmendations(p.text, relevant))], page);
          if (result.ratio < 0.995)
            failures.push(
              `${range.translation} ${p.label}: ${result.found}/${result.total}; missing ` +
                `“${result.missing.join('” … “')}”`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  test.each(files.length ? files : ['(no chapters yet)'])(
    '%s has every word of every source line, in order',
    (file) => {
      if (!files.length) return;
      requireDist();
      const mdx = readFileSync(join(CHAPTERS, file), 'utf8');
      const slug = file.replace(/^\d+-/, '').replace(/\.mdx$/, '');
      const lost = hellwigLosses(mdx, readDist(`hellwig/${slug}/index.html`)).map(({ translation, loss }) =>
        describeLoss(loss, `${translation} line`),
      );
      expect(lost).toEqual([]);
    },
  );
});
