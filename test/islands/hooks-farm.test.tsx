import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { HooksFarmReplay, STEP_MS } from '../../src/islands/hooks/HooksFarmReplay.tsx';
import { HooksMap } from '../../src/islands/hooks/HooksMap.tsx';
import { REPLAY, stepById } from '../../src/islands/hooks/replay.ts';
import { parseStep, STEP_KEYS, stepToSearch } from '../../src/islands/hooks/state.ts';
import { withOwnParams } from '../../src/edition/addressKeys.ts';
import { MELEE_PRESETS } from '../../src/islands/melee/presets.ts';
import { describeEvents } from '../../src/islands/hooks/words.ts';
import { excerpt } from '../../src/islands/hooks/StepText.tsx';
import { mapFrame, shapeBox } from '../../src/islands/hooks/geometry.ts';
import { prettySvg } from '../support/svg.ts';
import { renderToString } from 'preact-render-to-string';
import { ADDRESS_PAUSE_MS } from '../../src/islands/shared/useAddressState.ts';

const PRESETS = MELEE_PRESETS.filter((p) => p.id.startsWith('wells-melee-hooks-farm-'));
const LAST = REPLAY.steps.length - 1;

function setUrl(search: string) {
  window.history.replaceState(null, '', `/little-wars/hooks-farm/${search}`);
}
/** The address of a half-move as the page numbers it: `?step=7` for the seventh. */
const at = (id: string) => `?step=${stepById(id).index + 1}`;
const IDS = REPLAY.steps.map((s) => s.halfMove.id);
/** The dead of one side drawn on a map, added up from the counts by their marks. */
const deadOnMap = (container: Element, army: string) =>
  [...container.querySelectorAll(`.hf-dead.hf-${army} .hf-marker-n`)].reduce((n, t) => n + Number(t.textContent), 0);
/** The value shown for one line of "The ledger after this half-move". */
function now(term: string): string {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
  return dt.nextElementSibling?.textContent ?? '';
}
const title = () => document.getElementById('hf-step-title')!.textContent;
const map = () => screen.getByRole('group', { name: /^Map of the battle/ });
const slider = () => screen.getByRole('slider') as HTMLInputElement;

beforeEach(() => setUrl(''));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Fake the clock of setTimeout, which the replay waits on before it writes the address. */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/**
 * Take hold of the clock d3-timer paces the transition by. d3-timer keeps the `performance` it
 * found when it loaded, and happy-dom runs animation frames at once, so the transition's time is
 * whatever `performance.now()` says: `advance(ms)` moves it on and lets a few frames run.
 */
async function holdAnimationClock(): Promise<{ advance(ms: number): Promise<void> }> {
  let now = performance.now();
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  // d3-timer caches the time until its next frame: let that frame pass, so it reads the held clock.
  await act(frame);
  return {
    async advance(ms: number) {
      // In steps of at most 250 ms: d3-timer takes a jump of over a second for a sleeping clock and discounts it.
      for (let left = ms; left > 0; left -= 250) {
        now += Math.min(250, left);
        await act(frame);
      }
    },
  };
}

describe('the replay of Hook’s Farm', () => {
  test('opens on Red’s putting down, with the full ledger table and the half-move in the timeline', () => {
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    expect(title()).toBe('Red puts down');
    expect(screen.getByText(`Half-move 1 of ${REPLAY.steps.length}`)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2 + REPLAY.steps.length);
    expect(now('Red on the field')).toBe('50 infantry and 25 cavalry');
    expect(slider().getAttribute('aria-valuetext')).toBe(`Red puts down (1 of ${REPLAY.steps.length})`);
  });

  test('Step, Back, Start and End move through the half-moves, and the URL follows', async () => {
    fakeTimeouts();
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    await fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(title()).toBe('Blue puts down');
    // The address follows once the reader pauses on a half-move.
    expect(window.location.search).toBe('');
    await act(() => {
      vi.advanceTimersByTime(ADDRESS_PAUSE_MS);
    });
    expect(window.location.search).toBe('?step=2');
    // A copied address opens with the replay in view.
    expect(window.location.hash).toBe('#replay');
    await fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(title()).toBe('Blue remains on the field (his seventh move onward, summed up)');
    expect(screen.getByRole('button', { name: 'Step' }).getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(title()).toBe('Red’s retreat (his seventh move onward, summed up)');
    await fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(title()).toBe('Red puts down');
    await act(() => {
      vi.advanceTimersByTime(ADDRESS_PAUSE_MS);
    });
    expect(window.location.search).toBe('?step=1');
  });

  test('a fast run of steps writes the address once, when the reader stops', async () => {
    fakeTimeouts();
    const spy = vi.spyOn(window.history, 'replaceState');
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    for (let i = 0; i < 5; i++) await fireEvent.keyDown(map(), { key: 'ArrowRight' });
    expect(title()).toBe(REPLAY.steps[5]!.halfMove.title);
    await act(() => {
      vi.advanceTimersByTime(ADDRESS_PAUSE_MS - 1);
    });
    expect(spy).not.toHaveBeenCalled();
    await act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(window.location.search).toBe('?step=6');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  test('a half-move not yet in the address is written at once when the replay goes', async () => {
    fakeTimeouts();
    const spy = vi.spyOn(window.history, 'replaceState');
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    for (let i = 0; i < 3; i++) await fireEvent.keyDown(map(), { key: 'ArrowRight' });
    expect(spy).not.toHaveBeenCalled();
    cleanup();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?step=4');
    await act(() => {
      vi.advanceTimersByTime(ADDRESS_PAUSE_MS);
    });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  test('the keyboard steps through the whole battle on the map: → to the end, ← back, Home and End', async () => {
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    const titles: string[] = [];
    for (let i = 0; i < LAST; i++) {
      await fireEvent.keyDown(map(), { key: 'ArrowRight' });
      titles.push(title()!);
    }
    expect(titles).toEqual(REPLAY.steps.slice(1).map((s) => s.halfMove.title));
    await fireEvent.keyDown(map(), { key: 'ArrowRight' });
    expect(title()).toBe(REPLAY.steps[LAST]!.halfMove.title);
    await fireEvent.keyDown(map(), { key: 'ArrowLeft' });
    expect(title()).toBe(REPLAY.steps[LAST - 1]!.halfMove.title);
    await fireEvent.keyDown(map(), { key: 'Home' });
    expect(title()).toBe('Red puts down');
    await fireEvent.keyDown(map(), { key: 'End' });
    expect(now('Prisoners Blue holds')).toBe('6');
    expect(now('Guns Blue has captured')).toBe('2');
    // Red's field is empty at the end: the box says where the men went who were neither killed nor taken (l.779;
    // INC-5).
    expect(now('Red on the field')).toBe('0 infantry and 0 cavalry');
    expect(now('Red escaped')).toBe('11 men, 1 gun');
    expect(now('Red men whose fate is not told')).toBe('21');
  });

  test('Space plays and pauses; the slider and the list jump', async () => {
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    const play = screen.getByRole('button', { name: 'Play' });
    await fireEvent.keyDown(map(), { key: ' ' });
    // The label alone says the state (no aria-pressed besides, which would announce it twice).
    expect(play.getAttribute('aria-pressed')).toBeNull();
    expect(play.textContent).toBe('Pause');
    await fireEvent.keyDown(slider(), { key: ' ' });
    expect(play.getAttribute('aria-pressed')).toBeNull();
    expect(play.textContent).toBe('Play');
    await fireEvent.input(slider(), { target: { value: '9' } });
    expect(title()).toBe('Blue’s fourth move');
    await fireEvent.change(screen.getByLabelText('Jump to'), { target: { value: '6' } });
    expect(title()).toBe('Red’s third move: the cavalry charge');
  });

  test(
    'the live region says what happened in the half-move, one short sentence an event, and only where it is ' +
      'while the battle plays',
    async () => {
      setUrl(at('blue-2'));
      render(<HooksFarmReplay meleePresets={PRESETS} />);
      const timeline = () => within(screen.getByRole('group', { name: 'Timeline' }));
      const live = () => document.querySelector('.hf-replay > .hf-announce[aria-live="polite"]')!.textContent!;
      await fireEvent.click(timeline().getByRole('button', { name: 'Step' }));
      expect(live()).toBe(
        'Red’s third move: the cavalry charge, half-move 7 of 16. Red’s middle gun kills 2 of Blue’s cavalry. ' +
          'Red’s left gun kills 6 of Blue’s infantry. Mêlée, Red 18 against Blue 21: 15 dead on each side, 3 Red ' +
          'taken prisoner. Red’s right gun is abandoned.',
      );
      await fireEvent.click(timeline().getByRole('button', { name: 'Step' }));
      expect(live()).toBe(
        'Blue’s third move, half-move 8 of 16. Blue’s gun E kills 1 of Red’s cavalry and 1 of Red’s infantry.',
      );
      await fireEvent.click(timeline().getByRole('button', { name: 'Play' }));
      await fireEvent.click(timeline().getByRole('button', { name: 'Step' }));
      expect(live()).toBe('Red’s fourth move, half-move 9 of 16.');
    },
  );

  test('a row of the ledger table jumps to its half-move', async () => {
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    await fireEvent.click(within(screen.getByRole('table')).getByRole('link', { name: 'Blue’s fifth move' }));
    expect(title()).toBe('Blue’s fifth move');
    const current = within(screen.getByRole('table'))
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Blue’s fifth move');
  });

  test.each([
    ['blue-2', { 'Red on the field': '47 infantry and 25 cavalry', 'Red dead': '3' }],
    [
      'red-3',
      {
        'Blue on the field': '44 infantry and 8 cavalry',
        'Blue guns (in action)': '3 (1)',
        'Prisoners Blue holds': '3',
        'Blue dead': '23',
      },
    ],
    ['blue-3', { 'Red on the field': '46 infantry and 6 cavalry', 'Blue guns (in action)': '3 (3)' }],
    ['blue-4', { 'Prisoners Blue holds': '6', 'Red dead': '33' }],
    ['blue-5', { 'Guns Blue has captured': '1', 'Red on the field': '27 infantry and 5 cavalry' }],
    [
      'blue-holds',
      { 'Guns Blue has captured': '2', 'Prisoners Blue holds': '6', 'Red on the field': '0 infantry and 0 cavalry' },
    ],
  ])('the ledger after %s reads as the engine computes it', (id, expected) => {
    setUrl(at(id));
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    for (const [k, v] of Object.entries(expected)) expect(now(k), k).toBe(v);
  });

  test('a mêlée half-move shows the engine’s working and the mêlée calculator on that example', () => {
    setUrl(at('red-3'));
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    expect(screen.getByRole('list', { name: 'The mêlée worked by the rules' }).textContent).toContain(
      'Red has 2 of its own side within a move',
    );
    const heading = screen
      .getAllByRole('heading')
      .find((h) => h.textContent === "Mêlée calculator: Hook's Farm: 18 against 21, in the replay")!;
    const calc = heading.closest('section')!;
    const redRow = within(calc).getByRole('rowheader', { name: 'Red' }).closest('tr')!;
    expect([...redRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['18', '15', '3', '0']);
    expect(within(calc).getByRole('button', { name: "Hook's Farm: 18 against 21" }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // The calculator does not take over the replay's URL.
    expect(window.location.search).toBe('?step=7');
  });

  test.each(REPLAY.steps.filter((s) => s.melees.length > 0).map((s) => [s.halfMove.id, s] as const))(
    'at %s the calculator works the mêlée the replay resolved, with the same support as “By the rules”',
    (id, step) => {
      setUrl(at(id));
      render(<HooksFarmReplay meleePresets={PRESETS} />);
      const m = step.melees[0]!;
      const inferior = m.result.inferior === 'a' ? 'Red' : 'Blue';
      const support = m.result.inferior === 'a' ? m.support.red : m.support.blue;
      const events = screen.getByRole('heading', { name: 'By the rules' }).nextElementSibling!;
      expect(events.textContent).toContain(`${inferior} has ${support} within a move`);
      const calc = document.querySelector('.hf-panel .melee-calc') as HTMLElement;
      expect(
        (within(calc).getByLabelText(`${inferior}’s men in support within a move`) as HTMLInputElement).value,
      ).toBe(String(support));
      for (const side of ['Red', 'Blue'] as const) {
        const row = within(calc).getByRole('rowheader', { name: side }).closest('tr')!;
        const k = side === 'Red' ? 'a' : 'b';
        expect([...row.querySelectorAll('td')].map((td) => Number(td.textContent))).toEqual([
          m.men[side === 'Red' ? 'red' : 'blue'],
          m.result.dead[k],
          m.result.prisoners[k],
          m.result.survivors[k],
        ]);
      }
    },
  );

  test('a mêlée half-move has one set of Start/Play/Step/End buttons and says the working once', () => {
    setUrl(at('red-3'));
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    for (const name of ['Start', 'Play', 'Step', 'End'])
      expect(screen.getAllByRole('button', { name })).toHaveLength(1);
    const working = REPLAY.steps.find((s) => s.halfMove.id === 'red-3')!.melees[0]!.result.steps[0]!;
    expect(screen.getAllByText(working)).toHaveLength(1);
  });

  test('the calculator’s heading sits one level under the half-move’s title', () => {
    setUrl(at('blue-4'));
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    expect(document.getElementById('hf-step-title')!.tagName).toBe('H4');
    expect(screen.getByRole('heading', { level: 5, name: /^Mêlée calculator/ })).toBeTruthy();
  });

  test(
    'the text beside the map quotes the narrator, gives the general where he differs, and notes the ' +
      'inconsistencies',
    () => {
      setUrl(at('red-3'));
      render(<HooksFarmReplay meleePresets={PRESETS} />);
      expect(screen.getByText(/Red has reckoned on twenty cavalry for his charge/)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'The general’s version' })).toBeTruthy();
      expect(screen.getByText(/with half a dozen prisoners/)).toBeTruthy();
      const notes = screen.getAllByRole('note');
      expect(notes.map((n) => n.textContent?.split(' ')[0])).toEqual(['INC-2', 'INC-3', 'INC-10', 'INC-15']);
      expect(within(notes[1]!).getByRole('link', { name: 'Note in chapter IV' }).getAttribute('href')).toBe(
        '/little-wars/the-battle-of-hooks-farm/#note-half-a-dozen',
      );
      expect(screen.getByRole('link', { name: '5A' }).getAttribute('href')).toBe('/little-wars/the-rules/#fig-5a');
      expect(screen.getByRole('link', { name: '78' }).getAttribute('href')).toBe(
        '/little-wars/the-battle-of-hooks-farm/#p78',
      );
    },
  );

  test('stepping through, each half-move’s pages, figures and lines read as when the page opens at it', async () => {
    const fresh = REPLAY.steps.map((_, i) => {
      setUrl(`?step=${i + 1}`);
      const { unmount } = render(<HooksFarmReplay meleePresets={PRESETS} />);
      const text = document.querySelector('.hf-cite')!.textContent;
      unmount();
      return text;
    });
    expect(fresh[stepById('red-3').index]).toBe('pp. 77, 78, 79, 80 · figures 5A, 5B · source lines 706–722');
    setUrl('');
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    const seen = [document.querySelector('.hf-cite')!.textContent];
    for (let i = 1; i <= LAST; i++) {
      await fireEvent.click(screen.getByRole('button', { name: 'Step' }));
      seen.push(document.querySelector('.hf-cite')!.textContent);
    }
    expect(seen).toEqual(fresh);
  });

  test('as built, the timeline is there and disabled, and a line says where the half-moves are printed', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<HooksFarmReplay meleePresets={PRESETS} />),
      'text/html',
    );
    const timeline = doc.querySelector('[aria-label="Timeline"]')!;
    const controls = [...timeline.querySelectorAll('button, input, select')];
    expect(controls.length).toBe(8);
    expect(controls.filter((c) => !c.hasAttribute('disabled'))).toEqual([]);
    expect(doc.querySelector('.hf-static-note')?.textContent).toContain('needs JavaScript');
  });

  test('a step given twice with different values is reported, and the replay opens at the start', () => {
    setUrl('?step=3&step=5');
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    expect(screen.getByRole('alert').textContent).toContain('“step” is given 2 times with different values');
    expect(title()).toBe('Red puts down');
  });

  test('a bad step in the URL is reported and the replay opens at the start', () => {
    setUrl('?step=99');
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    expect(screen.getByRole('alert').textContent).toContain('must be the number of a half-move from 1 to 16');
    expect(title()).toBe('Red puts down');
    // The bad value is not left in the address to be shared again.
    expect(window.location.search).toBe('');
  });

  test('the dead can be hidden and shown again', async () => {
    setUrl(at('blue-4'));
    const { container } = render(<HooksFarmReplay meleePresets={PRESETS} />);
    const dead = () => container.querySelectorAll('.hf-stage svg[role="img"] .hf-dead').length;
    expect(dead()).toBeGreaterThan(0);
    await fireEvent.click(screen.getByLabelText('Show the dead where they fell'));
    expect(dead()).toBe(0);
    await fireEvent.click(screen.getByLabelText('Show the dead where they fell'));
    expect(dead()).toBeGreaterThan(0);
  });

  test('a step forward is animated frame by frame, unless the reader prefers reduced motion', async () => {
    const moving = () => document.querySelector('.hf-map-wrap')?.getAttribute('data-moving');
    const clock = await holdAnimationClock();
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    await fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(moving()).toBe('true');
    // d3-timer runs the transition to its end, then the map rests: still moving just before, at rest after.
    await clock.advance(STEP_MS - 100);
    expect(moving()).toBe('true');
    await clock.advance(200);
    expect(moving()).toBeNull();
    cleanup();
    setUrl('');
    const media = vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({
          matches: q.includes('reduce'),
          media: q,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    await fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(media).toHaveBeenCalled();
    expect(moving()).toBeNull();
    expect(title()).toBe('Blue puts down');
  });

  test('reduced motion is followed as the reader changes it, not read once on load', async () => {
    const moving = () => document.querySelector('.hf-map-wrap')?.getAttribute('data-moving');
    let listener: ((e: { matches: boolean }) => void) | undefined;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({
          matches: false,
          media: q,
          addEventListener: (_: string, f: (e: { matches: boolean }) => void) => {
            listener = f;
          },
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    render(<HooksFarmReplay meleePresets={PRESETS} />);
    const step = within(screen.getByRole('group', { name: 'Timeline' })).getByRole('button', { name: 'Step' });
    await fireEvent.click(step);
    expect(moving()).toBe('true');
    // The reader turns reduced motion on mid-transition: the half-move ends at once, and the next step jumps.
    await act(() => listener!({ matches: true }));
    expect(moving()).toBeNull();
    await fireEvent.click(step);
    expect(moving()).toBeNull();
    expect(title()).toBe('Red’s first move');
  });
});

describe('the ledger chart', () => {
  test(
    'Red’s lines start at his putting down, Blue’s at his, ' + 'and the half-move on screen is marked from the first',
    () => {
      const { container } = render(<HooksFarmReplay meleePresets={PRESETS} />);
      const series = [...container.querySelectorAll('.hf-chart svg g.hf-series')];
      expect(series).toHaveLength(8);
      for (const g of series) {
        const marks = g.querySelectorAll('.hf-series-mark').length;
        expect(marks).toBe(g.classList.contains('hf-red') ? REPLAY.steps.length : REPLAY.steps.length - 1);
      }
      expect(container.querySelector('.hf-chart-now')).toBeTruthy();
    },
  );
});

describe('the map', () => {
  test('draws each body by side and arm in shape as well as colour, and guns with their facing', () => {
    const step = stepById('red-3');
    const { container } = render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} />);
    const units = [...container.querySelectorAll('.hf-unit')];
    expect(units).toHaveLength(step.units.length);
    for (const u of units) {
      const army = u.classList.contains('hf-red') ? 'red' : 'blue';
      expect(u.querySelector('.hf-frame')!.getAttribute('d')).toBe(
        army === 'red'
          ? container.querySelector('.hf-unit.hf-red .hf-frame')!.getAttribute('d')
          : 'M-8 -5.5h16v11h-16Z',
      );
    }
    // Red's middle gun fired down towards the gap; a gun moved and not fired points back the way it came.
    const guns = [...container.querySelectorAll('.hf-gun')];
    expect(guns).toHaveLength(6);
    expect(container.querySelectorAll('.hf-gun-idle').length).toBe(
      step.guns.filter((g) => g.status !== 'in-action').length,
    );
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toContain(
      'Blue: 44 infantry and 8 cavalry, 3 guns, 3 Red prisoners',
    );
    // Captured guns are told apart from Blue's own, as in the ledger.
    const end = render(
      <HooksMap table={REPLAY.table} places={REPLAY.places} step={stepById('blue-holds')} />,
    ).container;
    expect(end.querySelector('svg')!.getAttribute('aria-label')).toMatch(
      /Blue: .*, 3 guns, 2 captured guns, 6 Red prisoners/,
    );
  });

  test('prisoners walk to the rear with their escort, and the dead stay where they fell', () => {
    const step = stepById('blue-3');
    const { container } = render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} />);
    expect(container.querySelector('.hf-prisoners text')!.textContent).toBe('3 prisoners');
    expect(container.querySelector('.hf-escort-link')).toBeTruthy();
    expect(container.querySelector('.hf-trail-prisoners')).toBeTruthy();
    expect(deadOnMap(container, 'red')).toBe(step.ledger.red.dead.infantry + step.ledger.red.dead.cavalry);
  });

  test.each(REPLAY.steps.map((s) => [s.halfMove.id, s] as const))(
    'after %s the dead on the map are the ledger’s dead, the mêlée’s included',
    (_, step) => {
      const { container } = render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} />);
      expect(deadOnMap(container, 'red')).toBe(step.ledger.red.dead.infantry + step.ledger.red.dead.cavalry);
      expect(deadOnMap(container, 'blue')).toBe(step.ledger.blue.dead.infantry + step.ledger.blue.dead.cavalry);
    },
  );

  test.each([false, true])(
    'a mark of the dead, once set down, stays where it lies from one half-move to the end (compact: %s)',
    (compact) => {
      const first = new Map<string, string>();
      for (const step of REPLAY.steps) {
        const { container } = render(
          <HooksMap table={REPLAY.table} places={REPLAY.places} step={step} compact={compact} />,
        );
        for (const m of container.querySelectorAll('.hf-marker')) {
          const key = m.getAttribute('data-mark')!;
          const at = m.getAttribute('transform')!;
          expect(at, `${key} at ${step.halfMove.id}`).toBe(first.get(key) ?? at);
          first.set(key, at);
        }
        cleanup();
      }
      expect(first.size).toBeGreaterThan(10);
    },
  );

  test(
    'no mark of the dead lies on a roof: the farm, the ' +
      'church, the cottage and the outbuildings are kept ' +
      'clear',
    () => {
      const frame = mapFrame(REPLAY.table);
      const roofs = REPLAY.places
        .filter((p) => p.kind === 'building' || p.kind === 'church')
        .map((p) => ({ name: p.name, box: shapeBox(frame, p.shape) }));
      const onRoofs: string[] = [];
      let marks = 0;
      expect(roofs.length).toBeGreaterThanOrEqual(4);
      for (const compact of [false, true]) {
        for (const step of REPLAY.steps) {
          const { container } = render(
            <HooksMap table={REPLAY.table} places={REPLAY.places} step={step} compact={compact} />,
          );
          for (const m of container.querySelectorAll('.hf-marker.hf-dead')) {
            const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/
              .exec(m.getAttribute('transform')!)!
              .slice(1)
              .map(Number) as [number, number];
            marks++;
            for (const r of roofs)
              if (x > r.box.x && x < r.box.x + r.box.w && y > r.box.y && y < r.box.y + r.box.h)
                onRoofs.push(`${m.getAttribute('data-mark')} on ${r.name} at ${step.halfMove.id}`);
          }
          cleanup();
        }
      }
      // The check means something only if there were marks of the dead to place.
      expect(marks).toBeGreaterThan(10);
      expect(onRoofs).toEqual([]);
    },
  );

  test(
    'a name for a spot of open country (the gap, open ' +
      'ground) stays by its spot on every map, however ' +
      'crowded',
    () => {
      // Names of buildings and woods are held to their shapes in Chromium (test/e2e/hooks-farm.test.ts), where text has
      // a size.
      const spots = new Set(REPLAY.places.filter((p) => p.kind === 'label').map((p) => p.id));
      expect(spots.size).toBeGreaterThan(0);
      const names = (step: (typeof REPLAY.steps)[number]) =>
        [
          ...render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} />).container.querySelectorAll(
            '.hf-name',
          ),
        ]
          .filter((t) => spots.has(t.getAttribute('data-place')!))
          .map((t) => ({ name: t.textContent, x: Number(t.getAttribute('x')), y: Number(t.getAttribute('y')) }));
      // Before the armies come near, every name stands where the country puts it.
      const home = names(stepById('red-put-down'));
      expect(home).toHaveLength(spots.size);
      for (const step of REPLAY.steps) {
        const moved = names(step).map((n, i) => ({
          step: step.halfMove.id,
          name: n.name,
          by: Math.round(Math.hypot(n.x - home[i]!.x, n.y - home[i]!.y)),
        }));
        expect(moved.filter((m) => m.by > 32)).toEqual([]);
      }
    },
  );

  test(
    'a letter is drawn once where a gun stands: at the ' +
      'point it is named after, the point’s circled letter ' +
      'goes',
    () => {
      const at = (el: Element) => {
        const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(el.getAttribute('transform') ?? '') ?? [];
        return { x: Number(x), y: Number(y) };
      };
      const doubled = (step: (typeof REPLAY.steps)[number]) => {
        const { container } = render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} />);
        const points = [...container.querySelectorAll('.hf-point')].map((g) => ({ name: g.textContent, ...at(g) }));
        const guns = [...container.querySelectorAll('.hf-gun > g')].map((g) => ({ name: g.textContent, ...at(g) }));
        cleanup();
        return guns.flatMap((g) =>
          points.filter((p) => p.name === g.name && Math.hypot(p.x - g.x, p.y - g.y) < 40).map((p) => p.name),
        );
      };
      // Before Blue's guns come on, every point is drawn.
      const { container } = render(
        <HooksMap table={REPLAY.table} places={REPLAY.places} step={stepById('red-put-down')} />,
      );
      expect(container.querySelectorAll('.hf-point')).toHaveLength(
        REPLAY.places.filter((p) => p.kind === 'point').length,
      );
      cleanup();
      expect(doubled(stepById('blue-put-down'))).toEqual([]);
      for (const step of REPLAY.steps) expect(doubled(step), step.halfMove.id).toEqual([]);
    },
  );

  /** Where a `translate(x y)` puts an element of the map. */
  const placeOf = (el: Element) => {
    const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(el.getAttribute('transform') ?? '') ?? [];
    return { x: Number(x), y: Number(y) };
  };
  const withLosses = REPLAY.steps.filter((s) => s.markers.some((m) => m.step === s.index));
  test('the battle has half-moves with losses and with mêlées, for the tests that run over them', () => {
    // test.each over an empty table runs nothing and passes: these tables must not be empty.
    expect(withLosses.length).toBeGreaterThan(3);
    expect(REPLAY.steps.filter((s) => s.melees.length > 0).length).toBeGreaterThanOrEqual(2);
  });
  test.each(withLosses.map((s) => [s.halfMove.id, s] as const))(
    'after %s the half-move’s losses are drawn over the bodies and clear of them, each count legible',
    (_, step) => {
      for (const compact of [false, true]) {
        const { container, unmount } = render(
          <HooksMap table={REPLAY.table} places={REPLAY.places} step={step} compact={compact} />,
        );
        const svg = container.querySelector('svg')!;
        const layers = [...svg.children].map((c) => c.getAttribute('class'));
        expect(layers.indexOf('hf-markers')).toBeGreaterThan(layers.indexOf('hf-units'));
        const now = [...svg.querySelectorAll('.hf-marker[data-now]')];
        expect(now.length).toBeGreaterThan(0);
        const units = [...svg.querySelectorAll('.hf-unit')];
        expect(units.length).toBeGreaterThan(0);
        for (const mark of now) {
          const m = placeOf(mark);
          for (const u of units) {
            const p = placeOf(u);
            const count = u.querySelector('text')!;
            const c = { x: p.x + Number(count.getAttribute('x')), y: p.y + Number(count.getAttribute('y')) - 4.5 };
            // Neither on the symbol (a diamond ±7.5 by ±11.5, a rectangle ±9 by ±6.5) nor on its count.
            const onSymbol = Math.abs(m.x - p.x) < 9 + 3.5 && Math.abs(m.y - p.y) < 11.5 + 3.5;
            const onCount =
              Math.abs(m.x - c.x) < count.textContent!.length * 4 + 3.5 && Math.abs(m.y - c.y) < 6.5 + 3.5;
            expect(onSymbol || onCount, `${mark.textContent} by ${u.textContent} at (${p.x}, ${p.y})`).toBe(false);
          }
        }
        unmount();
      }
    },
  );

  test('part-way through a half-move the guns have fired and the men are on their way', () => {
    const step = stepById('red-3');
    const { container: mid } = render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} t={0.5} />);
    expect(mid.querySelectorAll('.hf-shot')).toHaveLength(2);
    expect(mid.querySelector('.hf-melee')).toBeNull();
    cleanup();
    const { container: end } = render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} t={1} />);
    expect(end.querySelector('.hf-melee')).toBeTruthy();
  });

  test(
    'a half-move is shown as it happens: ' + 'the bodies move with the men they had, then are hit, then the result',
    () => {
      const step = stepById('red-3');
      const prev = REPLAY.steps[step.index - 1]!;
      const counts = (c: Element, army: string) =>
        [...c.querySelectorAll(`.hf-unit.hf-${army} text`)].reduce((n, x) => n + Number(x.textContent), 0);
      const onField = (s: typeof step, army: 'red' | 'blue') =>
        s.ledger[army].onField.infantry + s.ledger[army].onField.cavalry;
      const frame = (t: number) =>
        render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={step} prev={prev} t={t} />).container;
      // The first frame: every body present, with the men it had; no prisoners yet, no mêlée, no dead of this
      // half-move.
      const first = frame(0.01);
      expect(first.querySelectorAll('.hf-unit')).toHaveLength(step.transit.length);
      expect(counts(first, 'red')).toBe(onField(prev, 'red'));
      expect(counts(first, 'blue')).toBe(onField(prev, 'blue'));
      expect(first.querySelector('.hf-prisoners')).toBeNull();
      expect(first.querySelector('.hf-melee')).toBeNull();
      expect(first.querySelector('.hf-marker[data-now]')).toBeNull();
      cleanup();
      // The men on their way: the guns have fired and their dead are down, the charge still whole.
      const mid = frame(0.5);
      const shot = step.shots.reduce((n, s) => n + s.killed, 0);
      expect(counts(mid, 'blue')).toBe(onField(prev, 'blue') - shot);
      expect(counts(mid, 'red')).toBe(onField(prev, 'red'));
      expect(mid.querySelector('.hf-prisoners')).toBeNull();
      cleanup();
      // The end: the mêlée's result, as the engine left the field.
      const end = frame(1);
      expect(counts(end, 'red')).toBe(onField(step, 'red'));
      expect(counts(end, 'blue')).toBe(onField(step, 'blue'));
      expect(end.querySelector('.hf-prisoners text')!.textContent).toBe('3 prisoners');
    },
  );

  test('the map after the cavalry mêlée, as drawn (file snapshot: look at a change before accepting it)', async () => {
    const { container } = render(
      <HooksMap table={REPLAY.table} places={REPLAY.places} step={stepById('red-3')} compact />,
    );
    // The map is the one element drawn; the file shows it one element a line.
    expect(container.children).toHaveLength(1);
    await expect(prettySvg(container.firstElementChild!)).toMatchFileSnapshot(
      './__snapshots__/hooks-farm-map-red-3.svg',
    );
  });
});

describe('the step in the URL', () => {
  test.each([
    ['', 0, null],
    ['?step=1', 0, null],
    ['?step=7', 6, null],
    ['?step=16', 15, null],
    ['?step=red-3', 6, null],
    ['?step=0', 0, 'from 1 to 16'],
    ['?step=17', 0, 'from 1 to 16'],
    ['?step=-1', 0, 'from 1 to 16'],
    ['?step=3.5', 0, 'from 1 to 16'],
    ['?step=red-9', 0, 'the link gave “red-9”'],
    ['?step=%3Cscript%3E', 0, 'the link gave “<script>”'],
  ])('%s opens at index %i', (search, step, problem) => {
    const parsed = parseStep(search, IDS);
    expect(parsed.step).toBe(step);
    if (problem) expect(parsed.problem).toContain(problem);
    else expect(parsed.problem).toBeNull();
  });
  test('writing the step keeps other parameters', () => {
    expect(withOwnParams('?a=18&step=2', '', STEP_KEYS, stepToSearch(6))).toBe('?a=18&step=7');
    expect(withOwnParams('?a=18&step=abc', '', STEP_KEYS, '')).toBe('?a=18');
    expect(withOwnParams('?step=abc', '', STEP_KEYS, '')).toBe('');
  });
});

describe('the replay in words', () => {
  test('every event of the battle reads as English: no doubled article, each sentence capitalised', () => {
    const lines = REPLAY.steps.flatMap((step, i) => describeEvents(REPLAY.steps[i - 1], step));
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.filter((l) => /\bthe the\b/i.test(l))).toEqual([]);
    expect(lines.filter((l) => !/^[A-Z0-9“]/.test(l))).toEqual([]);
    // A body is named with the strength it had at that moment (E's horsemen were three by then, not five).
    expect(lines).toContain(
      'Red’s middle gun fires and kills 2 of the horsemen with E (3 men). Two men stand at its trail.',
    );
    // Men split off and gone in the same half-move are named, not shown by their id.
    expect(lines.filter((l) => /\b(red|blue)-[a-z-]+\b/.test(l))).toEqual([]);
    expect(lines).toContain('The men of the second gun who escape (2 men): escaped over Red’s back line.');
  });

  test('a gun that falls out of action because its men moved off is explained (Blue 6: gun C)', () => {
    const step = stepById('blue-6');
    const before = REPLAY.steps[step.index - 1]!;
    expect(step.ledger.blue.guns.inAction).toBeLessThan(before.ledger.blue.guns.inAction);
    const c = step.guns.find((g) => g.id === 'blue-gun-c')!;
    expect(describeEvents(before, step)).toContain(
      `Blue’s gun C is out of action: ${c.crew} men of Blue within 6 inches, and it needs 4 (mobility-iii).`,
    );
  });

  test('each body whose fate is not told is named with the men it had, and they add up to the ledger’s (INC-5)', () => {
    const retreat = stepById('red-retreat');
    const lines = describeEvents(REPLAY.steps[retreat.index - 1], retreat).filter((l) => l.endsWith('fate not told.'));
    const counts = lines.map((l) => Number(/\((\d+) m[ae]n\): fate not told\.$/.exec(l)?.[1]));
    expect(
      counts.every((n) => n > 0),
      lines.join(' | '),
    ).toBe(true);
    expect(counts.reduce((n, k) => n + k, 0)).toBe(
      retreat.ledger.red.untold.infantry + retreat.ledger.red.untold.cavalry,
    );
    expect(lines).toContain('The men by Red’s central gun (2 men): fate not told.');
    expect(lines).toContain('The horsemen at the middle gun’s trail (1 man): fate not told.');
  });

  test('a quotation cut from its sentence is marked with an ellipsis, a whole one is not', () => {
    expect(excerpt('but Blue, for his second move, has already opened fire.')).toBe(
      '…but Blue, for his second move, has already opened fire.',
    );
    expect(excerpt('He sent forward a feeble little infantry attack')).toBe(
      'He sent forward a feeble little infantry attack…',
    );
    expect(excerpt('Figure 8 gives the disastrous consequences of Red’s last move.')).toBe(
      'Figure 8 gives the disastrous consequences of Red’s last move.',
    );
  });
});
