import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { handle } from '../../src/islands/previews/ui.ts';

/** The index as the build writes it, with an excerpt that is markup in disguise. */
const INDEX = {
  'glossary#term-enfilade': {
    citation: 'Little Wars, glossary: enfilade',
    text: 'Fire along the length of a line of men.',
    url: 'little-wars/glossary/#term-enfilade',
  },
  s45: {
    citation: 'Hellwig §45',
    text: '§. 45. <img src=x onerror="alert(1)"> moves <b>as</b> a rook.',
    url: 'hellwig/artillery/#s45',
  },
};

describe('a preview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(INDEX), { status: 200 }))),
    );
    document.body.innerHTML =
      `<p>See <a class="xref" href="/hellwig/artillery/#s45"` +
      ` data-preview="hellwig:s45">§. 45</a>.
      <span class="sidenote-wrap"><label for="t" class="sidenote-mark">n</label><input` +
      ` type="checkbox" id="t" class="sidenote-check">
      <span class="sidenote" id="note-x"><span class="sidenote-kind">Editor’s note. </span>` +
      `The <em>field</em> of effect.</span></span></p>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.getElementById('preview-popover')?.remove();
  });

  test('shows the excerpt as text, never as markup, with its citation and a Go to link', async () => {
    const ref = document.querySelector('a.xref')!;
    handle('click', ref);
    await vi.waitFor(() => expect(document.querySelector('.preview-cite')?.textContent).toBe('Hellwig §45'));
    const pop = document.getElementById('preview-popover')!;
    expect(pop.querySelector('.preview-text')?.textContent).toBe(INDEX.s45.text);
    expect(pop.querySelector('img, b, script')).toBeNull();
    const go = pop.querySelector('a')!;
    expect(go.getAttribute('href')).toBe('/hellwig/artillery/#s45');
    expect(go.textContent).toBe('Go to Hellwig §45');
    expect(ref.getAttribute('aria-describedby')).toBe('preview-popover');
    // Placed right after its reference, so Tab reaches its link next.
    expect(ref.nextElementSibling).toBe(pop);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(ref.hasAttribute('aria-describedby')).toBe(false);
  });

  test('a glossary mark previews its entry, found by the link to the glossary', async () => {
    document.body.innerHTML =
      `<p>An <a class="glossary-term" href="/little-wars/glossary/#term-enfilade" ` +
      `data-term="enfilade">enfilade</a>.</p>`;
    const mark = document.querySelector('a.glossary-term')!;
    handle('click', mark);
    await vi.waitFor(() =>
      expect(document.querySelector('.preview-cite')?.textContent).toBe('Little Wars, glossary: enfilade'),
    );
    expect(document.querySelector('.preview-text')?.textContent).toBe('Fire along the length of a line of men.');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]?.toString()).toMatch(/little-wars\.json$/);
  });

  test('a note marker shows the whole note, without its “Editor’s note” label, and fetches nothing', async () => {
    const box = document.querySelector('.sidenote-check')!;
    (box as HTMLElement).focus();
    handle('focusin', box);
    await vi.advanceTimersByTimeAsync(600);
    const pop = document.getElementById('preview-popover')!;
    expect(pop.querySelector('.preview-cite')?.textContent).toBe('Editor’s note');
    expect(pop.querySelector('.preview-text')?.textContent).toBe('The field of effect.');
    expect(pop.querySelector('a')?.getAttribute('href')).toBe('#note-x');
    expect(fetch).not.toHaveBeenCalled();
    // After the note's whole marker, not between its label and checkbox (the CSS pairs them).
    expect(document.querySelector('.sidenote-wrap')?.nextElementSibling).toBe(pop);
  });
});
