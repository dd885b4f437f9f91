/**
 * The search UI, loaded on demand by the inline loader (HeadScript.astro) and built to
 * `/search/ui.js` by src/integrations/search-ui.ts. It drives Pagefind's JS API directly,
 * so that results can land on the exact rule (see landing.ts), and renders into a panel
 * under the header box, or into the results region of the search page.
 */
import { citationOf, land, type PagefindAnchor, type PagefindSubResult } from './landing.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  anchors: PagefindAnchor[];
  locations: number[];
  sub_results: PagefindSubResult[];
}
/** The part of Pagefind's browser API the UI uses. */
export interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  debouncedSearch(q: string, o?: unknown, ms?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const MAX_RESULTS = 8;
const MAX_LANDINGS = 3;
let api: Promise<PagefindApi> | undefined;

/** Load the site's Pagefind bundle once. */
function loadPagefind(): Promise<PagefindApi> {
  // The index is written by the build; the path is a string so the bundler leaves it alone.
  const path = '/pagefind/pagefind.js';
  api ??= (import(/* @vite-ignore */ path) as Promise<PagefindApi>).then(async (pf) => {
    await pf.options({ excerptLength: 24 });
    return pf;
  });
  return api;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
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
    if (m) p.append(el('mark', {}, decode(m[1] ?? '')));
    else p.append(decode(part));
  }
  return p;
}

function decode(text: string): string {
  const t = document.createElement('textarea');
  t.innerHTML = text;
  return t.value;
}

async function render(query: string, list: HTMLOListElement, status: HTMLElement, pagefind: () => Promise<PagefindApi>): Promise<void> {
  const q = query.trim();
  if (!q) {
    list.replaceChildren();
    status.textContent = '';
    return;
  }
  const pf = await pagefind();
  const search = await pf.debouncedSearch(q, {}, 150);
  if (!search) return; // a newer query superseded this one
  const datas = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
  const items = datas.map((d) => {
    const li = el('li', { class: 'search-result' });
    const title = d.meta.title ?? d.url;
    const subs = d.sub_results.slice(0, MAX_LANDINGS);
    if (subs.length === 0) {
      li.append(el('a', { href: d.url, class: 'search-result-title' }, title), excerptNode(d.excerpt));
      return li;
    }
    li.append(el('p', { class: 'search-result-page' }, title));
    const ul = el('ul');
    for (const sub of subs) {
      const { url, id } = land(sub, d.anchors);
      const sli = el('li');
      const a = el('a', { href: url, class: 'search-result-title' }, citationOf(url, id, sub.title));
      sli.append(a, excerptNode(sub.excerpt));
      ul.append(sli);
    }
    li.append(ul);
    return li;
  });
  list.replaceChildren(...items);
  const n = search.results.length;
  status.textContent = n === 0 ? `No results for “${q}”.` : `${n} ${n === 1 ? 'page matches' : 'pages match'} “${q}”${n > MAX_RESULTS ? `; the first ${MAX_RESULTS} are shown` : ''}.`;
}

const mounted = new WeakSet<HTMLFormElement>();

/** Attach the search UI to a `form.search`. Idempotent. `pagefind` is for tests. */
export function mount(form: HTMLFormElement, pagefind: () => Promise<PagefindApi> = loadPagefind): void {
  if (mounted.has(form)) return;
  mounted.add(form);
  const input = form.querySelector('input');
  if (!input) return;
  const pageRegion = form.id === 'page-search' ? document.getElementById('search-results') : null;
  const panel = pageRegion ?? el('div', { class: 'search-panel', hidden: '' });
  const status = el('p', { class: 'search-status', role: 'status' });
  const list = el('ol', { class: 'search-list' });
  panel.replaceChildren(status, list);
  if (!pageRegion) {
    panel.id = `${form.id}-panel`;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-label', 'Search results');
    form.append(panel);
    input.setAttribute('aria-controls', panel.id);
  }
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a')];
  const close = () => {
    if (!pageRegion) panel.hidden = true;
  };
  const update = () => {
    if (pageRegion) {
      const url = new URL(location.href);
      url.searchParams.set('q', input.value);
      history.replaceState(null, '', url);
    }
    if (!pageRegion) panel.hidden = input.value.trim() === '';
    void render(input.value, list, status, pagefind);
  };
  input.addEventListener('input', update);
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
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      update();
    });
    const q = new URL(location.href).searchParams.get('q');
    if (q && !input.value) input.value = q;
    if (input.value) update();
  } else if (input.value) update();
}
