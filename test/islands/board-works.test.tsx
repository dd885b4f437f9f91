import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { LessonPanel } from '../../src/islands/board/Lesson.tsx';
import { BOARD_PRESETS, presetsAt, windowOf } from '../../src/islands/board/presets.ts';
import { WORKS_PRESETS, WORKS_ROWS } from '../../src/islands/board/presetsWorks.ts';
import { StillBoard } from '../../src/islands/board/StillBoard.tsx';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { stateToSearch, EMPTY_STATE } from '../../src/islands/board/state.ts';
import { parseState } from '../../src/islands/board/stateRead.ts';

afterEach(cleanup);

type Row = (typeof WORKS_ROWS)[number];
const list = (xs: readonly number[]) => (xs.length ? [...xs].sort((a, b) => a - b).join(', ') : 'none');

/**
 * The text of the example's answer: on the small board of its § (`board`), or in its lesson panel alone, as the board
 * shows it (cheap enough for every row).
 */
function answerOf(row: Row, board = false): string {
  const presets = presetsAt(row.cite);
  const p = presets.find((x) => x.id === row.id)!;
  render(
    board ? (
      <HellwigBoard
        presets={presets}
        initialPreset={row.id}
        window={windowOf(presets)}
        idPrefix="w"
        works={WORKS_KIT}
      />
    ) : (
      <LessonPanel
        id="w"
        lesson={p.lesson!}
        setup={p.state.setup}
        works={p.state}
        kit={WORKS_KIT}
        cite={p.cite}
        onApply={() => undefined}
      />
    ),
  );
  const lesson = document.querySelector('.board-lesson');
  expect(lesson, row.id).not.toBeNull();
  expect(lesson!.querySelector('.board-problem'), row.id).toBeNull();
  return (lesson!.textContent ?? '').replace(/\s+/g, ' ');
}

/** What the answer must say for the book's outcome of the row: every number comes from the engine. */
function expected(row: Row): readonly (string | RegExp)[] {
  switch (row.kind) {
    case 'breastwork-build':
      return [`take ${row.outcome.moves} move`];
    case 'breastwork-bombardment':
      return [`ruined in ${row.outcome.moves} move`];
    case 'breastwork-entrench': {
      const m = /may entrench ([\d, ]+|none)/;
      return [m, ...(row.outcome.squares ? [`may entrench ${list(row.outcome.squares)}:`] : [])];
    }
    case 'breastwork-field':
      return [`acts on ${list(row.outcome.inEffect)};`, `breastworks ${list(row.outcome.targets)},`];
    case 'breastwork-contest':
      return [
        ...(row.outcome.defence !== undefined ? [`strength ${row.outcome.defence} (§116`] : []),
        ...(row.outcome.attack !== undefined ? [`strength ${row.outcome.attack} (§117`] : []),
        ...(row.outcome.defenders ? [`pieces on ${list(row.outcome.defenders)}: strength`] : []),
        ...(row.outcome.holderArtillery ? [`covering it: ${list(row.outcome.holderArtillery)}`] : []),
      ];
    case 'breastwork-storm':
      return [
        `Defence ${row.outcome.defence}, attack ${row.outcome.attack}: a storm needs ${row.outcome.needed}.`,
        row.outcome.allowed ? 'may be stormed' : 'may not be stormed',
      ];
    case 'bridge-laying':
      return [new RegExp(`(may lay on|next on) ${list(row.outcome.layable)}\\.\\s*$`)];
    case 'bridge-crossing':
      return [row.outcome.reaches ? ' can occupy' : ' cannot occupy'];
    case 'bridge-breakdown':
      return [`may break down ${list(row.outcome.breakable)}`];
    case 'bridge-ruin-holder':
      return [
        `bridges left laid: ${list(row.outcome.laidLeft)};`,
        `game with their last bridge: ${list(row.outcome.removedTransporters)}.`,
      ];
    case 'bridge-ruin-piece':
      return [row.outcome.allowed ? 'may ruin it' : 'may not ruin it'];
    case 'bridge-ruin-artillery':
      return [
        row.outcome.strikes === 'all' ? `at once: ${list(row.outcome.laid)}` : `one of ${list(row.outcome.laid)}`,
      ];
  }
}

describe('the board: breastworks and bridges (§106–§167)', () => {
  test('every breastwork and bridge example is a preset citing its §, and its position survives the address', () => {
    expect(WORKS_PRESETS.map((p) => p.id)).toEqual(WORKS_ROWS.map((r) => r.id));
    for (const p of WORKS_PRESETS) {
      expect(BOARD_PRESETS).toContain(p);
      const back = parseState(stateToSearch(p.state, {}, WORKS_KIT), EMPTY_STATE, [], {}, WORKS_KIT);
      expect(back.problems, p.id).toEqual([]);
      expect(stateToSearch(back.state, {}, WORKS_KIT)).toBe(stateToSearch(p.state, {}, WORKS_KIT));
    }
  });

  test.each(WORKS_ROWS.map((r) => [r.id, r] as const))('%s: the answer on the board is the book’s', (_id, row) => {
    const text = answerOf(row);
    for (const e of expected(row)) {
      if (typeof e === 'string') expect(text, row.id).toContain(e);
      else expect(text, row.id).toMatch(e);
    }
    // The answer names its §.
    expect(text).toMatch(/§1\d\d/);
  });

  test('a storm draws its breastwork; a bridge example its transporter and bridges', () => {
    answerOf(
      WORKS_ROWS.find((r) => r.id === 'hellwig-s131-six-storms')!,
      true,
    );
    expect(document.querySelectorAll('.board-frame [data-work="B"]')).toHaveLength(1);
    cleanup();
    answerOf(
      WORKS_ROWS.find((r) => r.id === 'hellwig-s160-one')!,
      true,
    );
    expect(document.querySelectorAll('.board-frame [data-bridge-transporter="1"]')).toHaveLength(2);
    expect([...document.querySelectorAll('.board-frame [data-laid="1"]')]).toHaveLength(4);
    expect(document.querySelector('.board-legend')!.textContent).toMatch(/bridge-transporter/);
  });

  test.each([
    ['bw=555X', /bw= lists breastworks/],
    ['bt=1-169-147', /bt= lists bridge-transporters/],
    ['bl=124', /bl= lists laid bridges/],
    ['bl=124:1', /not one the rules allow/],
  ])('a bad address (%s) is refused with a message, and the default stands', (search, message) => {
    const r = parseState(search, EMPTY_STATE, [], {}, WORKS_KIT);
    expect(r.state).toBe(EMPTY_STATE);
    expect(r.problems.join(' ')).toMatch(message);
  });

  test('an address written before breastworks and bridges reads as it did', () => {
    const r = parseState('p=AS387&d=387-388l&s=d388', EMPTY_STATE);
    expect(r.problems).toEqual([]);
    expect(r.state.works).toBeUndefined();
    expect(r.state.network).toBeUndefined();
    expect(stateToSearch(r.state)).toBe('p=AS387&d=387-388l&s=d388');
  });
});

describe('the board: answers about the second half for any position', () => {
  test('a selected piece: what it may entrench, which bridges it may ruin, and whether it communicates', async () => {
    // §163's rook on 132 beside the bridge on 129, with a second rook of A's across the water.
    const row = WORKS_ROWS.find((r) => r.id === 'hellwig-s163-rook-132')!;
    const text = answerOf(row, true);
    expect(text).toContain('may ruin it');
    const works = document.querySelector('.board-works')!;
    expect(works.textContent).toMatch(/A’s rook on 132 may entrench [\d, ]+\./);
    expect(works.textContent).toContain('It may ruin the bridges on 129.');
    expect(works.textContent).toMatch(/The bridge on 129 may be ruined by the pieces on 132\./);
    expect(works.textContent).not.toMatch(/§163/);
    await fireEvent.click(within(works as HTMLElement).getByRole('button', { name: 'Which rules?' }));
    expect(works.textContent).toMatch(/§163/);
  });

  test('communication: the path is drawn, or the squares that cut it are', () => {
    const state = (water: number[]) => ({
      setup: {
        terrain: { water },
        pieces: [
          { square: 100, kind: 'rook' as const, player: 'A' as const },
          { square: 104, kind: 'rook' as const, player: 'A' as const },
        ],
      },
      selected: { type: 'piece' as const, square: 100 },
      showMoves: false,
    });
    const open = (water: number[]) =>
      render(
        <HellwigBoard
          presets={[{ id: 'x', title: 'x', cite: '§182', href: '/hellwig/s182/', state: state(water) }]}
          initialPreset="x"
          window={windowOf([{ id: 'x', title: 'x', cite: '§182', href: '/', state: state(water) }])}
          idPrefix="c"
          page
          works={WORKS_KIT}
        />,
      );
    open([]);
    expect(document.querySelector('.board-frame [data-route]')!.getAttribute('data-route')).toBe('100 101 102 103 104');
    cleanup();
    // A river down the whole plate between them, every square of 102's column: the rook on 100 is cut off.
    const column = Array.from({ length: 31 }, (_, r) => r * 22 + 14);
    open(column);
    expect(document.querySelector('.board-works')!.textContent).toMatch(
      /cut off from the rest of its side, by .*\(water\)/,
    );
    expect(document.querySelector('.board-frame [data-cut]')).not.toBeNull();
  });
});

describe('the chapters’ small boards of §§103–167: drawn at build time, with links to the full board', () => {
  test(
    'the §’s first example drawn with its answer and key, ' + 'every example a link, and nothing that needs JavaScript',
    () => {
      const presets = presetsAt('§163');
      render(
        <StillBoard
          presets={presets}
          initialPreset={presets[0]!.id}
          window={windowOf(presets)}
          idPrefix="s"
          title="The board at §163"
          kit={WORKS_KIT}
        />,
      );
      const links = [...document.querySelectorAll('.board-still-links a')];
      expect(links.map((a) => a.getAttribute('href'))).toEqual(presets.map((p) => `/hellwig/board/?ex=${p.id}`));
      expect(links[0]!.getAttribute('aria-current')).toBe('true');
      expect(document.querySelector('.board-lesson')!.textContent).toContain('may ruin it');
      expect(document.querySelector('.board-works')!.textContent).toMatch(/§163/);
      expect(document.querySelectorAll('button, input, select')).toHaveLength(0);
      expect(document.querySelector('.board-frame [data-laid="41"]')).not.toBeNull();
    },
  );

  test('a board without the kit (a small board of chapters IV–VII) refuses an address carrying breastworks', () => {
    expect(parseState('bw=555B', EMPTY_STATE).problems.join(' ')).toMatch(/placed on the full board/);
  });
});

describe('a board without breastworks and bridges does not offer them', () => {
  test('the tools and the help line of a small board of §§30–102 name no breastwork or bridge tool', () => {
    const small = presetsAt('§47');
    expect(small.length).toBeGreaterThan(0);
    const { container } = render(
      <HellwigBoard presets={small} initialPreset={small[0]!.id} window={windowOf(small)} idPrefix="t" />,
    );
    const tools = [...container.querySelectorAll('select[id$="-tool"] option')].map((o) => o.getAttribute('value'));
    expect(tools).toContain('transporter');
    expect(tools).not.toContain('breastwork');
    expect(tools).not.toContain('lay-bridge');
    expect(container.querySelector('.board-keys')?.textContent).not.toMatch(/breastwork|bridge/);
  });
});

describe('the board: who may entrench a square, and a sign more on a breastwork (§106, §108–§109)', () => {
  // §108's square 614 with the knight on 657, the bishop on 677 and the rook on 680 that may entrench it (E82).
  const state = {
    setup: {
      pieces: [
        { square: 657, kind: 'knight' as const, player: 'A' as const },
        { square: 677, kind: 'bishop' as const, player: 'A' as const },
        { square: 680, kind: 'rook' as const, player: 'A' as const },
      ],
    },
    works: [{ square: 614, owner: 'A' as const, signs: 3 }],
    showMoves: false,
  };
  const preset = { id: 'x', title: 'x', cite: '§108', href: '/hellwig/s108/', state };
  const open = () =>
    render(
      <HellwigBoard
        presets={[preset]}
        initialPreset="x"
        window={windowOf([{ ...preset, marks: [614, 657, 677, 680] }])}
        idPrefix="e"
        page
        works={WORKS_KIT}
      />,
    );
  const frame = () => document.querySelector('.board-frame') as HTMLElement;
  const said = () => document.querySelector('[aria-live="polite"]')!.textContent ?? '';

  test('the cursor on a square says which pieces may entrench it, by the engine, with its §§', async () => {
    open();
    await fireEvent.click(document.querySelector('[data-square="613"]')!);
    await fireEvent.keyDown(frame(), { key: 'ArrowRight' });
    expect(said()).toMatch(/614.*The pieces on 657, 677, 680 may entrench it further \(§108, §109\)\./);
    await fireEvent.keyDown(frame(), { key: 'ArrowRight' });
    expect(said()).not.toMatch(/may entrench it/);
  });

  test(
    '+ at the cursor adds a sign to the breastwork, announced with the moves §106 counts; the tool does it by ' +
      'pointer',
    async () => {
      open();
      await fireEvent.click(document.querySelector('[data-square="613"]')!);
      await fireEvent.keyDown(frame(), { key: 'ArrowRight' });
      await fireEvent.keyDown(frame(), { key: '+' });
      expect(said()).toBe('Strengthened the breastwork on 614 to 4 signs, 2 moves to build (§106).');
      await fireEvent.change(screen.getByRole('combobox', { name: 'Enter or a click does' }), {
        target: { value: 'strengthen' },
      });
      await fireEvent.click(document.querySelector('[data-square="614"]')!);
      await fireEvent.click(document.querySelector('[data-square="614"]')!);
      expect(said()).toBe('Strengthened the breastwork on 614 to 6 signs, 4 moves to build (§106).');
      await fireEvent.click(document.querySelector('[data-square="613"]')!);
      expect(document.querySelector('.hellwig-board')!.textContent).toMatch(/No breastwork on 613 to strengthen/);
    },
  );
});
