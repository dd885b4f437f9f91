/**
 * The one way a widget keeps its state in the address (src/islands/shared/useAddressState.ts), and
 * the calculators that use it: each under its own namespace, every other key and the
 * fragment kept, a key given twice named, the write made once when the reader pauses; and the
 * calculators as built, their controls there and disabled, with the line for readers without JavaScript.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { ADDRESS_PAUSE_MS, useAddressState } from '../../src/islands/shared/useAddressState.ts';
import { GunCalculator } from '../../src/islands/gun/GunCalculator.tsx';
import { GUN_PRESETS } from '../../src/islands/gun/presets.ts';
import { TimeCalculator } from '../../src/islands/time/TimeCalculator.tsx';
import { TIME_PRESETS } from '../../src/islands/time/presets.ts';
import { ForceBuilder } from '../../src/islands/force/ForceBuilder.tsx';
import { FORCE_PRESETS } from '../../src/islands/force/presets.ts';
import { FinishScorer } from '../../src/islands/finish/FinishScorer.tsx';
import { FINISH_PRESETS } from '../../src/islands/finish/presets.ts';
import { RulesGrew } from '../../src/islands/history/RulesGrew.tsx';
import { HISTORY_PRESETS } from '../../src/islands/history/presets.ts';
import { TransportPlanner } from '../../src/islands/transport/TransportPlanner.tsx';
import { TRANSPORT_PRESETS } from '../../src/islands/transport/presets.ts';
import {
  ChargeCalculator,
  RifleCalculator,
  ShellCalculator,
  SupplyPlanner,
  WorksPlanner,
} from '../../src/islands/kriegspiel/appendixIslands.ts';
import { RailwayCalculator } from '../../src/islands/kriegspiel/railway/RailwayCalculator.tsx';
import { CHARGE_PRESETS } from '../../src/islands/kriegspiel/charge/presets.ts';
import { RAILWAY_PRESETS } from '../../src/islands/kriegspiel/railway/presets.ts';
import { RIFLE_PRESETS } from '../../src/islands/kriegspiel/rifle/presets.ts';
import { SHELL_PRESETS } from '../../src/islands/kriegspiel/shell/presets.ts';
import { SUPPLY_PRESETS } from '../../src/islands/kriegspiel/supply/presets.ts';
import { WORKS_PRESETS } from '../../src/islands/kriegspiel/works/presets.ts';

const setUrl = (rest: string) => history.replaceState(null, '', `/little-wars/the-rules/${rest}`);
const pause = (ms = ADDRESS_PAUSE_MS) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  setUrl('');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A counter that keeps its count under `ns.n`, and says what it opened with. */
function Counter({ ns }: { readonly ns: string | null }): JSX.Element {
  const [n, setN] = useState(0);
  const [touched, setTouched] = useState(false);
  const [said, setSaid] = useState<readonly string[]>([]);
  useAddressState({
    namespace: ns,
    keys: ['n'],
    own: touched ? `n=${n}` : null,
    open: (own, duplicates) => {
      setN(Number(new URLSearchParams(own).get('n') ?? 0));
      setSaid(duplicates);
    },
  });
  return (
    <div data-ns={ns}>
      <button
        type="button"
        onClick={() => {
          setTouched(true);
          setN((k) => k + 1);
        }}
      >
        {`${ns}: ${n}`}
      </button>
      {said.map((s) => (
        <p key={s} role="status">
          {s}
        </p>
      ))}
    </div>
  );
}

describe('useAddressState', () => {
  test('two widgets on one page read and write their own keys only', async () => {
    setUrl('?x.n=3&n=50&y.n=7');
    render(
      <>
        <Counter ns="x" />
        <Counter ns="y" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'x: 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'y: 7' })).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'x: 3' }));
    await pause();
    expect(location.search).toBe('?n=50&y.n=7&x.n=4');
  });

  test('other keys and the fragment survive a write', async () => {
    setUrl('?utm_source=mail&x.n=1#melee-3');
    render(<Counter ns="x" />);
    await fireEvent.click(screen.getByRole('button', { name: 'x: 1' }));
    await pause();
    expect(location.search).toBe('?utm_source=mail&x.n=2');
    expect(location.hash).toBe('#melee-3');
  });

  test('a key given twice with different values is named, and neither value used', () => {
    setUrl('?x.n=3&x.n=4');
    render(<Counter ns="x" />);
    expect(screen.getByRole('button', { name: 'x: 0' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '“x.n” is given 2 times with different values (“3”, “4”), so none of them is used.',
    );
  });

  test('a run of changes is written once, when the reader pauses; nothing is written before a change', async () => {
    const spy = vi.spyOn(history, 'replaceState');
    render(<Counter ns="x" />);
    await pause(10 * ADDRESS_PAUSE_MS);
    expect(spy).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) await fireEvent.click(screen.getByRole('button'));
    await pause(ADDRESS_PAUSE_MS - 1);
    expect(spy).not.toHaveBeenCalled();
    await pause(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(location.search).toBe('?x.n=3');
  });

  test('a widget with no namespace (null) neither reads nor writes the address', async () => {
    setUrl('?n=5');
    const spy = vi.spyOn(history, 'replaceState');
    render(<Counter ns={null} />);
    await fireEvent.click(screen.getByRole('button', { name: 'null: 0' }));
    await pause();
    cleanup();
    expect(spy).not.toHaveBeenCalled();
  });
});

/** Each small calculator, with one of its inputs, a value for it, and what the page shows then. */
const CALCULATORS = [
  {
    name: 'gun',
    render: () => <GunCalculator presets={GUN_PRESETS} initial={GUN_PRESETS[0]!.state} address="gun" />,
    field: 'gun-infantry',
    key: 'gun.infantry',
  },
  {
    name: 'time',
    render: () => <TimeCalculator presets={TIME_PRESETS} initial={TIME_PRESETS[0]!.state} address="time" />,
    field: 'time-men',
    key: 'time.men',
  },
  {
    name: 'force',
    render: () => <ForceBuilder presets={FORCE_PRESETS} initial={FORCE_PRESETS[0]!.state} address="force" />,
    field: 'force-guns',
    key: 'force.guns',
  },
  {
    name: 'finish',
    render: () => <FinishScorer presets={FINISH_PRESETS} initial={FINISH_PRESETS[0]!.state} address="finish" />,
    field: 'finish-a-infantry',
    key: 'finish.a-infantry',
  },
  {
    name: 'rules-history',
    render: () => <RulesGrew presets={HISTORY_PRESETS} initial={HISTORY_PRESETS[0]!.state} address="grew" />,
    field: 'grew-horsemen',
    key: 'grew.horsemen',
  },
  {
    name: 'transport',
    render: () => (
      <TransportPlanner presets={TRANSPORT_PRESETS} initial={TRANSPORT_PRESETS[0]!.state} address="transport" />
    ),
    field: 'transport-infantry',
    key: 'transport.infantry',
  },
  {
    name: 'charge',
    render: () => <ChargeCalculator presets={CHARGE_PRESETS} initial={CHARGE_PRESETS[0]!.state} address="charge" />,
    field: 'charge-sabres',
    key: 'charge.sabres',
  },
  {
    name: 'railway',
    render: () => <RailwayCalculator presets={RAILWAY_PRESETS} initial={RAILWAY_PRESETS[0]!.state} address="railway" />,
    field: 'rail-infantry',
    key: 'railway.infantry',
  },
  {
    name: 'rifle',
    render: () => <RifleCalculator presets={RIFLE_PRESETS} initial={RIFLE_PRESETS[0]!.state} address="rifle" />,
    field: 'rifle-infantry',
    key: 'rifle.infantry',
  },
  {
    name: 'shell',
    render: () => <ShellCalculator presets={SHELL_PRESETS} initial={SHELL_PRESETS[0]!.state} address="shell" />,
    field: 'shell-men',
    key: 'shell.men',
  },
  {
    name: 'supply',
    render: () => <SupplyPlanner presets={SUPPLY_PRESETS} initial={SUPPLY_PRESETS[0]!.state} address="supply" />,
    field: 'supply-planner-men',
    key: 'supply.men',
  },
  {
    name: 'works',
    // Opened on a work men dig at (not every work has a party to count).
    render: () => (
      <WorksPlanner
        presets={WORKS_PRESETS}
        initial={WORKS_PRESETS.find((p) => p.state.work === 'earthworks')!.state}
        address="works"
      />
    ),
    field: 'works-men',
    key: 'works.men',
  },
] as const;

describe.each(CALCULATORS)('the $name calculator', ({ render: widget, field, key }) => {
  test('as built, its controls are there and disabled, and a line says they need JavaScript', () => {
    const doc = new DOMParser().parseFromString(renderToString(widget()), 'text/html');
    const controls = [...doc.querySelectorAll('button, input, select')];
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.filter((c) => !c.hasAttribute('disabled')).map((c) => c.outerHTML)).toEqual([]);
    expect(doc.querySelector('.widget-static-note')?.textContent).toContain('need JavaScript');
  });

  test('its inputs are restored from the address and written back under its own keys', async () => {
    setUrl(`?${key}=17&utm_source=x#top`);
    render(widget());
    const input = document.getElementById(field) as HTMLInputElement;
    expect(input.value).toBe('17');
    expect(input.disabled).toBe(false);
    expect(document.querySelector('.widget-static-note')).toBeNull();
    await fireEvent.click(
      screen.getByRole('button', { name: `One more: ${document.querySelector(`label[for=${field}]`)!.textContent}` }),
    );
    await pause();
    const q = new URLSearchParams(location.search);
    expect(q.get(key)).toBe('18');
    expect(q.get('utm_source')).toBe('x');
    expect(location.hash).toBe('#top');
  });

  test('a value that cannot be used is named politely and the default stands', () => {
    setUrl(`?${key}=%3Cb%3Elots`);
    render(widget());
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`“${key}”`);
    expect(status.textContent).toContain('the link gave “<b>lots”');
    expect(status.querySelector('b')).toBeNull();
  });
});
