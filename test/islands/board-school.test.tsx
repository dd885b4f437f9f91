/**
 * The second school and howitzer fire on the board: every row of the terrain and supply tables is a preset whose
 * answer, asked of the engine, says the book's outcome; the drawing shows hills, depots and fire, and the key names
 * them.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { LessonPanel } from '../../src/islands/board/Lesson.tsx';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { BOARD_PRESETS } from '../../src/islands/board/presets.ts';
import { SCHOOL_PRESETS, SCHOOL_ROWS } from '../../src/islands/board/presetsSchool.ts';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { BoardSvg } from '../../src/islands/board/BoardSvg.tsx';
import { viewOf } from '../../src/islands/board/view.ts';
import { WHOLE_PLATE, presetsAt, windowOf } from '../../src/islands/board/presets.ts';
import { StillBoard } from '../../src/islands/board/StillBoard.tsx';
import { isWorksLesson } from '../../src/islands/board/worksLessons.ts';
import { readFileSync } from 'node:fs';
import { artilleryStrength, createBoard, createHills, heightAt, hillDrive } from '../../src/rules/hellwig/index.ts';

afterEach(cleanup);

type Row = (typeof SCHOOL_ROWS)[number];
const list = (xs: readonly number[]) => (xs.length ? [...xs].sort((a, b) => a - b).join(', ') : 'none');

function answerOf(row: Row): string {
  const p = SCHOOL_PRESETS.find((x) => x.id === row.id)!;
  render(
    <LessonPanel
      id="s"
      lesson={p.lesson!}
      setup={p.state.setup}
      works={p.state}
      kit={WORKS_KIT}
      cite={p.cite}
      onApply={() => undefined}
    />,
  );
  const lesson = document.querySelector('.board-lesson')!;
  expect(lesson.querySelector('.board-problem'), row.id).toBeNull();
  return (lesson.textContent ?? '').replace(/\s+/g, ' ');
}

/** What the answer must say for the book's outcome of the row. */
function expected(row: Row): readonly string[] {
  switch (row.kind) {
    case 'fire-spread':
      return [
        `may set on fire ${list(row.outcome.ignitable)}`,
        ...row.outcome.spreadable.map((s) => `may spread to ${list(s)}`),
        `Burning: ${list(row.outcome.burning)};`,
        `impassable for six moves: ${list(row.outcome.impassable)}`,
      ];
    case 'fire-break':
      return [row.outcome.allowed ? `could reach it (§77)` : 'may not demolish', `pieces on ${list(row.outcome.by)}`];
    case 'hill-heights':
      return [row.inputs.squares.map((s, i) => `${s}: ${row.outcome.heights[i]}`).join(', ')];
    case 'hill-field':
      return [`acts on ${list(row.outcome.inEffect)};`, `screens ${list(row.outcome.screened)}`];
    case 'hill-drive':
      return [row.outcome.drives ? ' drives ' : ' does not drive '];
    case 'depot-field':
      return [`feeds ${row.outcome.count} squares`, `bounded by ${list(row.outcome.corners)}`];
    case 'supply-barred':
      return [`cannot pass ${list(row.outcome.barred)} (§258)`];
    case 'navigable':
      return [`reach `, ...row.outcome.reaches.map(String)];
  }
}

describe('the second school’s examples as presets', () => {
  test('every row of the terrain and supply tables is a preset of the board, in the book’s order', () => {
    const ids = BOARD_PRESETS.map((p) => p.id);
    for (const row of SCHOOL_ROWS) expect(ids, row.id).toContain(row.id);
    const sections = BOARD_PRESETS.map((p) => Number(/\d+/.exec(p.cite)?.[0]));
    const at = (id: string) => ids.indexOf(id);
    // §75 comes after §74's neighbours and before §78; §248 after §238.
    expect(sections[at('hellwig-s75-fire-spread') - 1]).toBeLessThanOrEqual(75);
    expect(at('hellwig-s248-depot-818')).toBeGreaterThan(at('hellwig-s238-dominated-hill'));
    // Rows on plate III are presets on plate III.
    for (const row of SCHOOL_ROWS)
      if ('board' in row.inputs && row.inputs.board.plate === 'III')
        expect(SCHOOL_PRESETS.find((p) => p.id === row.id)!.state.setup.plate, row.id).toBe('III');
  });

  test.each(SCHOOL_ROWS.map((r) => [r.id, r] as const))('%s: the answer says the book’s outcome', (_, row) => {
    const text = answerOf(row);
    for (const e of expected(row)) expect(text, row.id).toContain(e);
    if (row.kind === 'navigable')
      for (const s of row.outcome.stopsShortOf)
        expect(text.split('reach ')[1], row.id).not.toMatch(new RegExp(`\\b${s}\\b`));
  });
});

describe('the drawing of the second school', () => {
  test(
    'a hill with its flag and height, a depot with its field, burning squares with their moves left, a site ' +
      'burned out',
    () => {
      const state = {
        setup: { terrain: { building: [180, 181, 182] } },
        showMoves: false,
        hills: [{ squares: [170, 171, 192, 193], kind: 'second' as const }],
        depots: [{ square: 120, owner: 'B' as const }],
        fields: [120],
        fire: { igniter: 'A' as const, burning: [{ square: 182, movesLeft: 4 }], burnedOut: [180] },
      };
      const { container } = render(
        <BoardSvg
          view={viewOf(state)}
          window={WHOLE_PLATE}
          numbers={true}
          worksLayer={(corner) => <WORKS_KIT.Layer works={state} corner={corner} />}
          id="s"
        />,
      );
      expect(container.querySelector('[data-hill="second"]')?.getAttribute('data-squares')).toBe('170 171 192 193');
      expect(container.querySelectorAll('[data-hill] .hill-ring')).toHaveLength(2);
      expect(container.querySelector('[data-depot="B"] .depot-field')).not.toBeNull();
      expect(container.querySelector('[data-burning="4"]')?.textContent).toBe('4');
      expect(container.querySelector('[data-burned-out="180"]')).not.toBeNull();
      const key = WORKS_KIT.key.map((k) => k.words).join(' ');
      for (const s of ['§236', '§248', '§74']) expect(key).toContain(s);
    },
  );
});

/** The second school's examples placed in the chapters (`<HellwigBoard preset="…" />`), as the build renders them. */
const PLACED = ['06-howitzer-fire', '20-second-school', '21-provisioning', '22-depot-and-magazine'].flatMap((f) =>
  [...readFileSync(`content/hellwig/${f}.mdx`, 'utf8').matchAll(/<HellwigBoard preset="([^"]+)"/g)].map((m) => m[1]!),
);

describe(
  'the chapters’ small boards of fire, hills and supply: ' + 'drawn at build time, with links to the full board',
  () => {
    test('each chapter places the examples of its §§', () => {
      expect(PLACED).toEqual([
        'hellwig-s75-fire-spread',
        'hellwig-s77-demolish-181',
        'hellwig-s236-two-hills',
        'hellwig-s238-plain-artillery',
        'hellwig-s248-depot-818',
        'hellwig-s257-bridge-1353-west',
        'hellwig-s258-rook-574',
      ]);
    });

    test.each(PLACED)(
      '%s: a still drawing on its plate, with its answer and its marks, and nothing that needs JavaScript',
      (id) => {
        const p = BOARD_PRESETS.find((x) => x.id === id)!;
        // HellwigBoard.astro draws a board whose example is the works kit's at build time.
        expect(isWorksLesson(p.lesson!)).toBe(true);
        const presets = presetsAt(p.cite);
        const { container } = render(
          <StillBoard
            presets={presets}
            initialPreset={id}
            window={windowOf(presets)}
            idPrefix="s"
            title="t"
            kit={WORKS_KIT}
          />,
        );
        expect(container.querySelectorAll('button, input, select, script')).toHaveLength(0);
        expect(container.querySelector('.board-problem')).toBeNull();
        expect(container.querySelector('.board-lesson')!.textContent).toContain(p.cite);
        const plate = p.state.setup.plate ?? 'II';
        expect(container.querySelector('.widget-sub')!.textContent).toContain(`Plate ${plate}`);
        expect(container.querySelector('.board-frame')!.getAttribute('aria-label')).toContain(`Plate ${plate}, part`);
        const drawn = p.state.hills
          ? '[data-hill]'
          : p.state.depots
            ? '[data-depot]'
            : p.state.fire
              ? '[data-burning]'
              : '.sq';
        expect(container.querySelector(`.board-frame ${drawn}`), id).not.toBeNull();
      },
    );
  },
);

describe('the second school on a running board', () => {
  test(
    'a depot example shows its field in the panel and on the plate; the tools and the keys offer hills, depots ' +
      'and fire',
    () => {
      const presets = presetsAt('§248');
      const { container } = render(
        <HellwigBoard
          presets={presets}
          initialPreset={presets[0]!.id}
          window={windowOf(presets)}
          idPrefix="d"
          works={WORKS_KIT}
        />,
      );
      expect(container.querySelector('.board-works')!.textContent).toContain(
        'The depot of A’s on 818 feeds 81 squares, the block from 618, 626, 1010, 1018.',
      );
      expect(container.querySelector('.board-frame [data-depot="A"] .depot-field')).not.toBeNull();
      const tools = [...container.querySelectorAll('select[id$="-tool"] option')].map((o) => o.getAttribute('value'));
      expect(tools).toEqual(expect.arrayContaining(['hill-first', 'hill-second', 'depot', 'ignite']));
      expect(container.querySelector('.board-keys')!.textContent).toMatch(/H and G raise or level a hill/);
      // The depot tool on the depot's square takes it away, and the live region says so.
      const tool = container.querySelector('select[id$="-tool"]') as HTMLSelectElement;
      fireEvent.change(tool, { target: { value: 'depot' } });
      fireEvent.click(container.querySelector('.board-frame [data-square="818"]')!);
      expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('Took away the depot on 818.');
      expect(container.querySelector('.board-frame [data-depot]')).toBeNull();
    },
  );
});

describe('§238’s drives each on a board of their own', () => {
  const drives = SCHOOL_ROWS.filter((r) => r.kind === 'hill-drive');

  test.each(drives.map((r) => [r.id, r] as const))(
    '%s: the guns stand at the book’s strengths and heights, and the engine asked of the board gives its outcome',
    (_, row) => {
      if (row.kind !== 'hill-drive') throw new Error(row.kind);
      const p = SCHOOL_PRESETS.find((x) => x.id === row.id)!;
      const board = createBoard(p.state.setup);
      const hills = createHills(board, p.state.hills ?? []);
      const sel = p.state.selected;
      if (sel?.type !== 'device') throw new Error('the attacker’s gun is selected');
      const attacker = board.devices.find((d) => d.gun === sel.gun)!;
      const defender = board.devices.find((d) => board.pieces.get(d.artillerists)?.player === 'B')!;
      expect(artilleryStrength(board, attacker)).toBe(row.inputs.attacker.strength);
      expect(artilleryStrength(board, defender)).toBe(row.inputs.defender.strength);
      expect(heightAt(board, hills, attacker.gun)).toBe(row.inputs.attacker.height);
      expect(heightAt(board, hills, defender.gun)).toBe(row.inputs.defender.height);
      expect(hillDrive(board, hills, attacker, defender)).toBe(row.outcome.drives);
      // The running board's answers say the same of the enemy gun.
      const view = WORKS_KIT.viewOf(p.state).school!;
      expect(view.gun?.against).toContainEqual(
        expect.objectContaining({ gun: defender.gun, drives: row.outcome.drives }),
      );
    },
  );
});
