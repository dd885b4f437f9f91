/**
 * The search UI, loaded on demand by the inline loader (HeadScript.astro) and built to
 * `/search/ui.js` by src/integrations/search-ui.ts. It drives Pagefind's JS API directly, so
 * that results land on the exact rule or § (landing.ts), other spellings of the books' words
 * are searched too, a typed citation ("§ 47a", "melee-3b", "p. 39") goes straight to its
 * place, and the search page can filter by book, kind and chapter.
 */
import { citationOf, citationTargets, land, subScore, type CitationTarget } from './landing.ts';
import { correctedQuery, isStopWord, meaningfulQuery, type WordCounts } from './words.ts';
import { RULES_CHAPTER_ANCHORS } from '../edition/anchors.ts';
import { checkFilters, FILTER_KEYS, type Filters } from './filters.ts';
import { pageHref } from '../edition/little-wars.ts';
import { loadPagefind, type PagefindApi, type PagefindResultData } from './pagefind.ts';
import { MAX_RESULTS, searchAll, wordLocations } from './ranking.ts';

const MAX_LANDINGS = 3;
const RULE_IDS = RULES_CHAPTER_ANCHORS.map((a) => a.id);

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Pagefind excerpts are plain text with <mark> around the terms; keep only that markup. */
function excerptNode(excerpt: string): HTMLElement {
  const p = el('p', { class: 'search-excerpt' });
  for (const part of excerpt.split(/(<mark>.*?<\/mark>)/)) {
    const m = /^<mark>(.*)<\/mark>$/.exec(part);
    // A stop word is never marked, even where Pagefind matched it as the prefix of a longer word.
    if (m && !isStopWord(decode(m[1] ?? ''))) p.append(el('mark', {}, decode(m[1] ?? '')));
    else if (m) p.append(decode(m[1] ?? ''));
    else p.append(decode(part));
  }
  return p;
}

function decode(text: string): string {
  const t = document.createElement('textarea');
  t.innerHTML = text;
  return t.value;
}

/** A result's place without the words to mark: `/hellwig/artillery/#s62`. */
const placeKey = (url: string) => url.replace(/\?[^#]*/, '');

/**
 * One result; Pagefind has already added `?highlight=` (one per word) to its URLs for the page's
 * highlighter. A page's landing on a rule or § that is listed already as a record of its own
 * (`listed`) is left out.
 */
function resultItem(
  d: PagefindResultData,
  listed: ReadonlySet<string>,
  wordsAt?: readonly ReadonlySet<number>[],
): HTMLLIElement {
  const li = el('li', { class: 'search-result' });
  const title = d.meta.title ?? d.url;
  const kind = d.filters?.['kind']?.[0];
  // Notes and glossary entries are records pointing at one place: they need no landing. Pages
  // show their best-matching sections first (Pagefind lists them in page order).
  // A rule or § indexed as a record of its own (search-records.ts) is its own place, named as printed.
  const record = kind === 'Note' || kind === 'Glossary' || Boolean(d.meta.place);
  const subs = record
    ? []
    : d.sub_results
        .filter((s) => s.locations?.length)
        .sort((a, b) => subScore(b) - subScore(a))
        .slice(0, MAX_LANDINGS)
        .map((sub) => ({ sub, ...land(sub, d.anchors, wordsAt) }))
        // Two sections of a page may land on one anchor: it is listed once.
        .filter(({ url }, i, all) => !listed.has(placeKey(url)) && all.findIndex((o) => o.url === url) === i);
  if (subs.length === 0) {
    // A note is cited by the rule or § it annotates.
    const id = d.meta.anchor || d.url.split('#')[1];
    const place = Boolean(d.meta.place);
    const head = el(
      'p',
      { class: 'search-result-page' },
      place ? '' : record ? title : kind && kind !== 'Text' ? kind : '',
    );
    const a = el(
      'a',
      { href: d.url, class: 'search-result-title' },
      place ? title : id ? `${citationOf(d.url, id, title)}${kind === 'Note' ? ': editor’s note' : ''}` : title,
    );
    if (head.textContent) li.append(head);
    li.append(a, excerptNode(d.excerpt));
    return li;
  }
  li.append(el('p', { class: 'search-result-page' }, title));
  const ul = el('ul');
  for (const { sub, url, id } of subs) {
    const sli = el('li');
    sli.append(
      el('a', { href: url, class: 'search-result-title' }, citationOf(url, id, sub.title)),
      excerptNode(sub.excerpt),
    );
    ul.append(sli);
  }
  li.append(ul);
  return li;
}

let words: Promise<WordCounts> | undefined;
const noWords = (): Promise<WordCounts> => Promise.resolve([]);

/** The index's words (written by the build beside this script), fetched once, with the first query. */
function indexWords(): Promise<WordCounts> {
  words ??= fetch(new URL('./words.json', import.meta.url))
    .then((r) => (r.ok ? (r.json() as Promise<WordCounts>) : []))
    .catch(() => []);
  return words;
}

async function render(
  query: string,
  filters: Filters,
  list: HTMLOListElement,
  status: HTMLElement,
  pagefind: () => Promise<PagefindApi>,
  jumps: readonly CitationTarget[],
  wordList: () => Promise<WordCounts>,
): Promise<void> {
  let q = query.trim();
  const filtered = Object.values(filters).some((v) => v.length > 0);
  if (!q && !filtered) {
    list.replaceChildren();
    status.textContent = '';
    return;
  }
  const pf = await pagefind();
  let found = await searchAll(pf, q || null, filters);
  if (!found) return;
  // A word the index lacks is likely a typo (Pagefind may still find a few near matches): search
  // the nearest words it holds.
  let typed: string | undefined;
  if (q && jumps.length === 0) {
    const corrected = correctedQuery(meaningfulQuery(q), await wordList());
    const again = corrected ? await searchAll(pf, corrected, filters) : null;
    if (corrected && again && again.total > 0) [typed, q, found] = [q, corrected, again];
  }
  const datas = await Promise.all(found.shown.map((r) => r.data()));
  const perWord = await wordLocations(pf, q, found.shown, filters);
  const listed = new Set(datas.filter((d) => d.meta.place).map((d) => placeKey(d.url)));
  // A rule a typed citation goes to is not listed again below its "Go to".
  const jumped = new Set(jumps.map((j) => j.url));
  const items = datas.flatMap((d, i) =>
    d.meta.place && jumped.has(placeKey(d.url)) ? [] : [resultItem(d, listed, perWord.get(found.shown[i]?.id ?? ''))],
  );
  items.unshift(
    ...jumps.map((jump) => {
      const li = el('li', { class: 'search-result search-jump' });
      li.append(el('a', { href: jump.url, class: 'search-result-title' }, `Go to ${jump.label}`));
      return li;
    }),
  );
  list.replaceChildren(...items);
  const n = found.total;
  const what = q ? `“${q}”` : 'the filters';
  const jump = jumps.length === 1 ? jumps[0] : undefined;
  status.textContent =
    (typed ? `Did you mean ${what}? Showing its results, not those for “${typed}”. ` : '') +
    (jump ? `${jump.label}: press Enter to go there. ` : '') +
    (jumps.length > 1 ? `${jumps.length} rules have this number. ` : '') +
    (n === 0
      ? `No results for ${what}.`
      : `${n} ${n === 1 ? 'result matches' : 'results match'} ` +
        `${what}${n > MAX_RESULTS ? `; the first ${MAX_RESULTS} are shown` : ''}.`);
}

/** The search page's filter checkboxes, built from the index's own filter values. */
function buildFilters(
  host: HTMLElement,
  available: Record<string, Record<string, number>>,
  selected: Filters,
  onChange: () => void,
): void {
  const groups = FILTER_KEYS.filter(([key]) => Object.keys(available[key] ?? {}).length > 0).map(([key, label]) => {
    const fieldset = el('fieldset', { class: 'search-filter' });
    fieldset.append(el('legend', {}, label));
    for (const [value, count] of Object.entries(available[key] ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      const id = `filter-${key}-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      const input = el('input', { type: 'checkbox', id, name: key, value });
      input.checked = selected[key]?.includes(value) ?? false;
      input.addEventListener('change', () => {
        const now = new Set(selected[key] ?? []);
        if (input.checked) now.add(value);
        else now.delete(value);
        selected[key] = [...now];
        onChange();
      });
      const label = el('label', { for: id }, `${value} (${count})`);
      const row = el('div', { class: 'search-filter-row' });
      row.append(input, label);
      fieldset.append(row);
    }
    return fieldset;
  });
  host.replaceChildren(...groups);
}

const mounted = new WeakSet<HTMLFormElement>();

/** Attach the search UI to a `form.search`. Idempotent. `pagefind` is for tests, which have no word list. */
export function mount(form: HTMLFormElement, pagefind: () => Promise<PagefindApi> = loadPagefind): void {
  const wordList = pagefind === loadPagefind ? indexWords : noWords;
  if (mounted.has(form)) return;
  mounted.add(form);
  const input = form.querySelector('input');
  if (!input) return;
  const pageRegion = form.id === 'page-search' ? document.getElementById('search-results') : null;
  const filterHost = pageRegion ? document.getElementById('search-filters') : null;
  const panel = pageRegion ?? el('div', { class: 'search-panel', hidden: '' });
  const status = el('p', { class: 'search-status', role: 'status' });
  const list = el('ol', { class: 'search-list' });
  // What of the address's filters the index does not hold, said once (the search page only, after the count).
  const notice = el('p', { class: 'search-notice', role: 'status' });
  panel.replaceChildren(status, list);
  if (!pageRegion) {
    panel.id = `${form.id}-panel`;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-label', 'Search results');
    form.append(panel);
    input.setAttribute('aria-controls', panel.id);
  }
  const params = new URL(location.href).searchParams;
  const filters: Filters = {};
  if (pageRegion) for (const [key] of FILTER_KEYS) filters[key] = params.getAll(key);
  const jumpFor = () => citationTargets(input.value, RULE_IDS, pageHref);
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  const close = () => {
    if (!pageRegion) panel.hidden = true;
  };
  const writeAddress = () => {
    const url = new URL(location.href);
    url.search = '';
    if (input.value) url.searchParams.set('q', input.value);
    for (const [key] of FILTER_KEYS) for (const v of filters[key] ?? []) url.searchParams.append(key, v);
    history.replaceState(history.state, '', url);
  };
  const update = () => {
    if (pageRegion) writeAddress();
    else panel.hidden = input.value.trim() === '';
    render(input.value, pageRegion ? filters : {}, list, status, pagefind, jumpFor(), wordList).catch((error) => {
      // Said in the console as an error, so a fault of the search's own (its ranking, its words) is not passed off as
      // a network's: the browser tests fail on any console error.
      console.error('Search failed', error);
      // Offline, the index files of words never searched are not on this device (src/offline/worker.ts).
      status.textContent = navigator.onLine
        ? 'Search could not load; try again.'
        : 'You are offline, and the search index for these words is not kept on this device. Words searched ' +
          'before still work.';
    });
  };
  input.addEventListener('input', update);
  form.addEventListener('submit', (e) => {
    const [jump, ...more] = jumpFor();
    if (jump && more.length === 0) {
      e.preventDefault();
      location.assign(jump.url);
    } else if (pageRegion) {
      e.preventDefault();
      update();
    }
  });
  form.addEventListener('keydown', (e) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' && all.length) {
      e.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (e.key === 'ArrowUp' && at >= 0) {
      e.preventDefault();
      if (at === 0) input.focus();
      else all[at - 1]?.focus();
    } else if (e.key === 'Escape') {
      close();
      input.focus();
    }
  });
  form.addEventListener('focusout', (e) => {
    if (!form.contains(e.relatedTarget as Node | null)) close();
  });
  if (pageRegion) {
    // On a phone the filters fold away (results first), unless the address chose some.
    const box = filterHost?.closest('details');
    const narrow = typeof matchMedia === 'function' && matchMedia('(max-width: 47.99rem)').matches;
    if (box && narrow && !Object.values(filters).some((v) => v.length)) box.open = false;
    const q = params.get('q');
    if (q && !input.value) input.value = q;
    // The address's filters are checked against the index's before the first search: an unknown one is said and
    // dropped from the address, and the boxes tick the ones that stand.
    void (async () => {
      const available = (await (await pagefind()).filters?.()) ?? {};
      const checked = checkFilters(filters, available);
      Object.assign(filters, checked.filters);
      if (checked.problems.length) {
        notice.textContent = checked.problems.join(' ');
        status.after(notice);
      }
      if (filterHost) buildFilters(filterHost, available, filters, update);
      if (input.value || Object.values(filters).some((v) => v.length)) update();
      else if (checked.problems.length) writeAddress();
    })();
  } else if (input.value) update();
}

/**
 * The places a query finds, in the order the search UI lists them (the same code, into a list
 * no one sees): the links' addresses, typed citations first. For the tests of what a reader's
 * question finds first.
 */
export async function search(query: string, pagefind: () => Promise<PagefindApi> = loadPagefind): Promise<string[]> {
  const list = el('ol');
  const wordList = pagefind === loadPagefind ? indexWords : noWords;
  await render(query, {}, list, el('p'), pagefind, citationTargets(query, RULE_IDS, pageHref), wordList);
  return [...list.querySelectorAll<HTMLAnchorElement>('a.search-result-title')].map(
    (a) => a.getAttribute('href') ?? '',
  );
}
