import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { mount } from '../../src/search/ui.ts';
import type { PagefindApi } from '../../src/search/pagefind.ts';

type Kinded = { url: string; filters?: { kind?: string[] } };
/** Does a record pass Pagefind-style `{ kind: { any: [...] } }` filters? Pages without a kind are text. */
function passes(r: Kinded, o?: { filters?: Record<string, unknown> }): boolean {
  const any = (o?.filters?.['kind'] as { any?: string[] } | undefined)?.any;
  return !any || any.includes(r.filters?.kind?.[0] ?? 'Text');
}
/** A stand-in for Pagefind's browser API, returning the given results (as filtered) for any query. */
function fakePagefind(results: Kinded[]): () => Promise<PagefindApi> {
  const run = async (_q: string | null, o?: { filters?: Record<string, unknown> }) => ({
    results: results.filter((r) => passes(r, o)).map((r) => ({ id: r.url, score: 1, data: async () => r })),
  });
  const api = { options: async () => {}, debouncedSearch: run, search: run } as unknown as PagefindApi;
  return async () => api;
}

const rulesPage = {
  url: '/little-wars/the-rules/',
  excerpt: 'is said to be <mark>isolated</mark>.',
  meta: { title: 'The Rules' },
  locations: [420],
  anchors: [
    { element: 'h2', id: 'melee', text: 'Hand-to-Hand', location: 400 },
    { element: 'a', id: 'melee-1', text: '(1)', location: 401 },
    { element: 'span', id: 'p48', text: '', location: 410 },
  ],
  sub_results: [
    {
      title: 'Hand-to-Hand Fighting and Capturing',
      url: '/little-wars/the-rules/#melee',
      excerpt: 'to be <mark>isolated</mark>. But &amp; more',
      locations: [420],
      anchor: { element: 'h2', id: 'melee', location: 400 },
    },
  ],
};

function setup(results: Kinded[]) {
  document.body.innerHTML = `
    <form id="site-search" class="search" action="/search/">
      <label for="q">Search both books</label><input id="q" type="search" name="q" />
      <button type="submit">Search</button>
    </form>`;
  const form = document.querySelector('form')!;
  mount(form, fakePagefind(results));
  return screen.getByLabelText('Search both books') as HTMLInputElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the search UI', () => {
  test('shows results that land on the rule, not the section heading', async () => {
    const input = setup([rulesPage]);
    fireEvent.input(input, { target: { value: 'isolated' } });
    const region = await screen.findByRole('region', { name: 'Search results' });
    const link = await within(region).findByRole('link', {
      name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)',
    });
    expect(link.getAttribute('href')).toBe('/little-wars/the-rules/#melee-1');
    expect(within(region).getByRole('status').textContent).toBe('1 result matches “isolated”.');
    // Pagefind's <mark> is kept as markup; everything else is text, entities decoded.
    const excerpt = link.parentElement!.querySelector('.search-excerpt')!;
    expect(excerpt.querySelector('mark')?.textContent).toBe('isolated');
    expect(excerpt.textContent).toBe('to be isolated. But & more');
  });

  test('never injects markup from an excerpt', async () => {
    const hostile = {
      ...rulesPage,
      sub_results: [{ ...rulesPage.sub_results[0], excerpt: '<img src=x onerror=alert(1)> <mark>x</mark>' }],
    };
    const input = setup([hostile]);
    fireEvent.input(input, { target: { value: 'x' } });
    await screen.findByRole('link', { name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)' });
    expect(document.querySelector('.search-panel img')).toBeNull();
  });

  test('says so when nothing matches', async () => {
    const input = setup([]);
    fireEvent.input(input, { target: { value: 'zeppelin' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results for “zeppelin”.'));
  });

  test('arrow keys move into the results and Escape closes them', async () => {
    const input = setup([rulesPage]);
    input.focus();
    fireEvent.input(input, { target: { value: 'isolated' } });
    const link = await screen.findByRole('link', {
      name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)',
    });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(link);
    fireEvent.keyDown(link, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(document.getElementById('site-search-panel')?.hidden).toBe(true);
    expect(document.activeElement).toBe(input);
  });

  test('an empty query clears and hides the results', async () => {
    const input = setup([rulesPage]);
    fireEvent.input(input, { target: { value: 'isolated' } });
    await screen.findByRole('link', { name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)' });
    fireEvent.input(input, { target: { value: '  ' } });
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)' }),
      ).toBeNull(),
    );
  });
});

describe('the search UI beyond plain words', () => {
  test('a typed citation is offered first and Enter goes there', async () => {
    const input = setup([rulesPage]);
    fireEvent.input(input, { target: { value: '§ 47a' } });
    const jump = await screen.findByRole('link', { name: 'Go to Hellwig §47a' });
    expect(jump.getAttribute('href')).toBe('/hellwig/s47a/');
    expect(screen.getByRole('status').textContent).toMatch(/^Hellwig §47a: press Enter to go there\./);
  });

  test('other spellings are searched and their results merged once', async () => {
    const seen: (string | null)[] = [];
    const api = {
      options: async () => {},
      debouncedSearch: async (q: string | null, o?: { filters?: Record<string, unknown> }) => {
        if (passes(rulesPage, o)) seen.push(q);
        return { results: passes(rulesPage, o) ? [{ id: 'rules', score: 1, data: async () => rulesPage }] : [] };
      },
      search: async (q: string | null, o?: { filters?: Record<string, unknown> }) => {
        if (passes(rulesPage, o)) seen.push(q);
        return { results: passes(rulesPage, o) ? [{ id: 'rules', score: 2, data: async () => rulesPage }] : [] };
      },
    };
    document.body.innerHTML =
      `<form id="site-search" class="search"><label for="q">Search both books</label><input id="q" ` +
      `type="search" /></form>`;
    mount(document.querySelector('form')!, async () => api as never);
    fireEvent.input(screen.getByLabelText('Search both books'), { target: { value: 'maneuver' } });
    await screen.findAllByRole('link', { name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)' });
    expect(seen.sort()).toEqual(['maneuver', 'manoeuvre', 'manœuvre'].sort());
    expect(
      screen.getAllByRole('link', { name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1)' }),
    ).toHaveLength(1);
  });

  test('a note found by search is labelled as the editor’s and lands on the rule it annotates', async () => {
    const note = {
      url: '/little-wars/the-rules/#melee-1',
      excerpt: 'whose <mark>move</mark> is meant',
      meta: { title: 'Editor’s note · The Rules' },
      filters: { kind: ['Note'] },
      anchors: [],
      locations: [1],
      sub_results: [],
    };
    const input = setup([note]);
    fireEvent.input(input, { target: { value: 'move' } });
    const link = await screen.findByRole('link', {
      name: 'Little Wars, Hand-to-Hand Fighting and Capturing, rule (1): editor’s note',
    });
    expect(link.getAttribute('href')).toBe('/little-wars/the-rules/#melee-1');
  });
});

describe('the search page’s address', () => {
  test('an unknown filter is reported, dropped from the address, and the boxes tick the ones that stand', async () => {
    history.replaceState(null, '', '/search/?q=isolated&book=x&kind=Note#top');
    document.body.innerHTML =
      `
      <form id="page-search" class="search"><label for="q">Search both books</label><input id="q"` +
      ` type="search" /></form>
      <div id="search-filters"></div><div id="search-results"></div>`;
    const run = async () => ({ results: [{ id: 'rules', score: 1, data: async () => rulesPage }] });
    const api = {
      options: async () => {},
      debouncedSearch: run,
      search: run,
      filters: async () => ({ book: { 'Little Wars': 40, Hellwig: 60 }, kind: { Note: 10, Text: 90 } }),
    };
    mount(document.querySelector('form')!, async () => api as never);
    await waitFor(() =>
      expect(document.querySelector('.search-notice')!.textContent).toBe('Unknown book “x”: showing both books.'),
    );
    await waitFor(() => expect(location.search).toBe('?q=isolated&kind=Note'));
    expect(location.hash).toBe('#top');
    expect((screen.getByLabelText('Note (10)') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Little Wars (40)') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Hellwig (60)') as HTMLInputElement).checked).toBe(false);
  });
});
