/**
 * The board page's kits that load on first need (lazy.ts, pageKits.ts: issue 16's budget) and the board as built
 * before its island runs (issue 21): every control there and disabled, a line saying what needs JavaScript.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { BoardPage } from '../../src/islands/board/BoardPage.tsx';
import { BOARD_PRESETS, presetsAt, WHOLE_PLATE, windowOf } from '../../src/islands/board/presets.ts';
import { lazy } from '../../src/islands/board/lazy.ts';
import { isWorksLesson } from '../../src/islands/board/worksLessons.ts';

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const live = (doc: Document) =>
  [...doc.querySelectorAll('.hellwig-board :is(button, input, select, textarea)')]
    .filter((c) => !c.hasAttribute('disabled'))
    .map((c) => c.outerHTML.slice(0, 80));

describe('the board as built, before its island runs', () => {
  test('the board page: every control there and disabled, and its line says what needs JavaScript', () => {
    const doc = parse(
      renderToString(
        <BoardPage presets={BOARD_PRESETS} initialPreset="hellwig-s47-field" window={WHOLE_PLATE} idPrefix="b" page />,
      ),
    );
    expect(doc.querySelectorAll('.hellwig-board :is(button, input, select)').length).toBeGreaterThan(
      BOARD_PRESETS.length,
    );
    expect(live(doc)).toEqual([]);
    expect(doc.querySelector('.board-static-note')?.textContent).toContain('need JavaScript');
  });

  test('each small board beside its §: the same', () => {
    // One § for each kind of example's answer (its buttons differ), and one with none.
    const kinds = new Map<string, string>();
    for (const p of BOARD_PRESETS)
      if (!(p.lesson && isWorksLesson(p.lesson)))
        kinds.set(p.lesson?.kind ?? 'none', kinds.get(p.lesson?.kind ?? 'none') ?? p.cite);
    const cites = [...new Set(kinds.values())];
    expect(cites.length).toBeGreaterThan(5);
    for (const cite of cites) {
      const presets = presetsAt(cite);
      const doc = parse(
        renderToString(
          <HellwigBoard presets={presets} initialPreset={presets[0]!.id} window={windowOf(presets)} idPrefix="s" />,
        ),
      );
      expect(doc.querySelectorAll('.hellwig-board :is(button, input, select)').length, cite).toBeGreaterThan(0);
      expect(live(doc), cite).toEqual([]);
    }
  });
});

describe('kits loaded on first need', () => {
  // Each kit must load here for the first time, and the dom project's files share their imports (vitest.config.ts),
  // so another file may have loaded it: this part takes the board's modules afresh.
  let Page: typeof BoardPage;
  let presets: typeof BOARD_PRESETS;
  let whole: typeof WHOLE_PLATE;
  beforeAll(async () => {
    vi.resetModules();
    ({ BoardPage: Page } = await import('../../src/islands/board/BoardPage.tsx'));
    ({ BOARD_PRESETS: presets, WHOLE_PLATE: whole } = await import('../../src/islands/board/presets.ts'));
  });

  test('a kit is imported once, kept, and tried again after a failed fetch', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const kit = lazy('the answer', importer, { eager: true });
    expect(kit.eager).toBe(true);
    expect(kit.loaded()).toBeUndefined();
    await expect(kit.load()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([kit.load(), kit.load()]);
    expect(a).toEqual({ answer: 42 });
    expect(b).toBe(a);
    expect(kit.loaded()).toBe(a);
    await kit.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  test('the board page loads plate III when it is chosen, saying so, then shows it', async () => {
    history.replaceState(null, '', '/hellwig/board/');
    render(<Page presets={presets} initialPreset="hellwig-s47-field" window={whole} idPrefix="t" page />);
    const plateIII = screen.getByRole('radio', { name: /Plate III,/ }) as HTMLInputElement;
    fireEvent.click(plateIII);
    // The first time, the kit is fetched: the status says so.
    const status = document.querySelector('.board-loading[role="status"]')!;
    expect(status.textContent).toBe('Loading plate III…');
    await vi.waitFor(() =>
      expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-square]')).toHaveLength(1617),
    );
    expect(status.textContent).toBe('');
    expect(document.querySelector('.plate-iii-key')).not.toBeNull();
  });

  test('an address on plate III with a breastwork opens on it: both kits are loaded at once', async () => {
    history.replaceState(null, '', '/hellwig/board/?pl=III&p=AS300&bw=300A');
    render(<Page presets={presets} initialPreset="hellwig-s47-field" window={whole} idPrefix="t" page />);
    await vi.waitFor(() =>
      expect(document.querySelectorAll('.board-svg:not(.board-swatch) [data-square]')).toHaveLength(1617),
    );
    await vi.waitFor(() => expect(document.querySelector('[data-work="A"]')).not.toBeNull());
    expect(document.querySelector('.widget-problems')).toBeNull();
  });
  test(
    'a breastwork alone loads the breastworks and bridges, ' + 'not the second school; a hill tool then loads it',
    async () => {
      history.replaceState(null, '', '/hellwig/board/?p=AS300&bw=300A');
      render(<Page presets={presets} initialPreset="hellwig-s47-field" window={whole} idPrefix="t" page />);
      // The breastworks' kit came with the test before; the second school's part is not loaded by a breastwork.
      const status = document.querySelector('.board-loading[role="status"]')!;
      await vi.waitFor(() => expect(document.querySelector('[data-work="A"]')).not.toBeNull());
      expect(status.textContent).toBe('');
      fireEvent.change(screen.getByRole('combobox', { name: /Enter or a click does/ }), {
        target: { value: 'hill-first' },
      });
      expect(status.textContent).toBe('Loading hills, depots and fire…');
      await vi.waitFor(() => expect(status.textContent).toBe(''));
      fireEvent.click(document.querySelector('[data-square="170"]')!);
      await vi.waitFor(() => expect(document.querySelector('[data-hill="first"]')).not.toBeNull());
    },
  );

  test('an address with a hill opens on it, drawn', async () => {
    history.replaceState(null, '', '/hellwig/board/?hl=170.171.192.193:1');
    render(<Page presets={presets} initialPreset="hellwig-s47-field" window={whole} idPrefix="t" page />);
    await vi.waitFor(() => expect(document.querySelector('[data-hill="first"]')).not.toBeNull());
    expect(document.querySelector('.widget-problems')).toBeNull();
  });
});
