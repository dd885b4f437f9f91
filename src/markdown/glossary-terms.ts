/**
 * Marks the words of the Wells glossary in the chapters of *Little Wars*: the first use of each
 * word in a chapter becomes a link to its entry (`/little-wars/glossary/#term-<slug>`, with
 * `data-term` for previews). The words themselves are untouched, only wrapped; headings,
 * links, code and the edition's components (notes, rules, emendations, captions) are left
 * alone, so the text stays readable and the fidelity tests see the same words.
 */
import type { SatteriProcessorOptions } from '@astrojs/markdown-satteri';
import { WELLS_GLOSSARY, termPattern, wellsTermPath } from '../edition/wells-glossary.ts';

/** A hast plugin entry as Sätteri takes it (a factory called once per document). */
type HastPluginEntry = NonNullable<SatteriProcessorOptions['hastPlugins']>[number];
type Factory = Extract<HastPluginEntry, (ctx: never) => unknown>;
type Definition = Exclude<ReturnType<Factory>, Factory | readonly unknown[] | null | undefined | false>;
type TextVisitor = NonNullable<Definition['text']>;
type Text = Parameters<TextVisitor>[0];
type Context = Parameters<TextVisitor>[1];
type Parents = Readonly<NonNullable<ReturnType<Context['parent']>>>;
type Content = Parameters<Context['replaceNode']>[1];
type Element = Extract<Content, { type: 'element' }>;

/** Elements whose text is never marked. */
const SKIP = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'script', 'style']);

const PATTERNS = WELLS_GLOSSARY.map((entry) => ({ slug: entry.slug, pattern: termPattern(entry) }));

/** Whether a text node stands in plain prose: no skipped element and no MDX component above it. */
function inProse(parents: readonly Parents[]): boolean {
  return parents.every((p) => {
    if (p.type === 'element') return !SKIP.has(p.tagName);
    return p.type === 'root';
  });
}

interface Hit {
  readonly slug: string;
  readonly start: number;
  readonly end: number;
}

/** The first not-yet-marked glossary word(s) in `value`, without overlaps, in order. */
function firstHits(value: string, seen: ReadonlySet<string>): Hit[] {
  const hits: Hit[] = [];
  for (const { slug, pattern } of PATTERNS) {
    if (seen.has(slug)) continue;
    pattern.lastIndex = 0;
    const m = pattern.exec(value);
    if (m) hits.push({ slug, start: m.index, end: m.index + m[0].length });
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Hit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept;
}

function link(slug: string, words: string, base: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: `${base}${wellsTermPath(slug).slice(1)}`, className: ['glossary-term'], dataTerm: slug },
    children: [{ type: 'text', value: words }],
  };
}

/**
 * The hast plugin, for the chapters of Little Wars only (one instance per chapter, so "first" is per chapter), linking
 * under the site's base path (`/` or `/first-wargames/`, src/edition/site.ts): astro.config passes it, as the config
 * is read before Astro sets the base for the pages.
 */
export const glossaryTerms =
  (base: string): Factory =>
  (ctx) => {
    if (!ctx.fileURL || !/\/content\/little-wars\/[^/]+\.mdx$/.test(ctx.fileURL.pathname)) return null;
    const seen = new Set<string>();
    return {
      name: 'glossary-terms',
      text(node: Readonly<Text>, visit: Context) {
        const parents: Parents[] = [];
        for (let p: Parents | undefined = visit.parent(node); p; p = visit.parent(p)) parents.push(p);
        if (!inProse(parents)) return;
        const hits = firstHits(node.value, seen);
        if (hits.length === 0) return;
        const out: Content & unknown[] = [];
        let at = 0;
        for (const h of hits) {
          seen.add(h.slug);
          if (h.start > at) out.push({ type: 'text', value: node.value.slice(at, h.start) });
          out.push(link(h.slug, node.value.slice(h.start, h.end), base));
          at = h.end;
        }
        if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
        visit.replaceNode(node, out);
      },
    };
  };
