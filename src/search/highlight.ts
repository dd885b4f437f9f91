/**
 * Marks the words of the search a reader came from (`?highlight=…`) on the page they landed on, as
 * `<mark class="pagefind-highlight">`, loaded by the inline loader (HeadScript.astro) only when the
 * address asks for it and built to `/search/highlight.js`. Which words, and how many places at most,
 * is highlightTerms.ts; widgets and code are left alone.
 */
import { highlightTerms, MAX_MARKS, wordPattern } from './highlightTerms.ts';

/** Where marks never go: the widgets (out of the index too), scripts, and marks already made. */
const SKIP = '[data-pagefind-ignore], script, style, noscript, textarea, mark, svg';

/** Mark the whole words `pattern` matches in the text under `root`, in reading order, at most `max`; how many. */
export function markWords(root: Element, pattern: RegExp, max: number = MAX_MARKS): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  let marked = 0;
  for (const node of nodes) {
    if (marked >= max) break;
    const text = node.data;
    const found = [...text.matchAll(pattern)].slice(0, max - marked);
    if (found.length === 0) continue;
    const parts: (string | HTMLElement)[] = [];
    let at = 0;
    for (const m of found) {
      const mark = document.createElement('mark');
      mark.className = 'pagefind-highlight';
      mark.textContent = m[0];
      parts.push(text.slice(at, m.index), mark);
      at = m.index + m[0].length;
    }
    parts.push(text.slice(at));
    node.replaceWith(...parts);
    marked += found.length;
  }
  return marked;
}

/** Mark the page's main text for the address's `?highlight=` words. */
export function highlightPage(): number {
  const pattern = wordPattern(highlightTerms(new URLSearchParams(location.search).getAll('highlight')));
  const main = document.querySelector('main');
  return pattern && main ? markWords(main, pattern) : 0;
}

highlightPage();
