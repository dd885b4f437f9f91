/**
 * The presets of cutting off, the fortress and plate III (endgame/presets.ts): each stands on plate III, its lesson is
 * answered by the engine in words citing a §, a communication preset draws the answer the book gives, and a small
 * board of one of them is drawn at build time with its answer.
 */
import { render as renderToString } from 'preact-render-to-string';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { createBoard, plateIII } from '../../src/rules/hellwig/index.ts';
import { HELLWIG_CUTTING_OFF_EXAMPLES } from '../../src/rules/hellwig/examples/cutting-off.ts';
import { ENDGAME_PRESETS } from '../../src/islands/board/endgame/presets.ts';
import { endgameWords } from '../../src/islands/board/endgame/words.ts';
import { isEndgameLesson } from '../../src/islands/board/endgame/lessons.ts';
import { BOARD_PRESETS, presetsAt, WHOLE_PLATE, windowOf } from '../../src/islands/board/presets.ts';
import { BoardPage } from '../../src/islands/board/BoardPage.tsx';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { StillBoard } from '../../src/islands/board/StillBoard.tsx';
import { LessonPanel } from '../../src/islands/board/Lesson.tsx';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { worksViewOf } from '../../src/islands/board/worksView.ts';
import { fortressWords } from '../../src/islands/board/endgame/Fortresses.tsx';
import { PLATE_III } from '../../src/islands/board/plate3/kit.ts';

describe('the presets of cutting off, the fortress and plate III', () => {
  test.each(ENDGAME_PRESETS.map((p) => [p.id, p] as const))('%s is answered in words with its §', (_id, p) => {
    if (p.cite === '§260') {
      // §260's squares are plate II's: marked there, and answered by the first half's words (no plate III kit).
      expect(p.state.setup.plate).toBe('II');
      expect(p.marks).toEqual([111, 112, 133, 134, 199, 200, 221, 222]);
      expect(p.lesson?.kind).toBe('special-terrain');
      const html = renderToString(
        <LessonPanel lesson={p.lesson!} setup={p.state.setup} onApply={() => {}} cite="§260" id="t" />,
      );
      expect(html).toContain(
        'The squares 111, 112, 133, 134 form a block of 2 rows and 2 columns, corners 111, 112, 133, 134; ' +
          '199, 200, 221, 222 form a block of 2 rows and 2 columns, corners 199, 200, 221, 222.',
      );
      expect(html).toContain('(§260)');
      return;
    }
    expect(p.state.setup.plate).toBe('III');
    const board = createBoard(p.state.setup);
    for (const m of p.marks ?? []) expect(m >= 1 && m <= plateIII.size).toBe(true);
    expect(p.lesson && isEndgameLesson(p.lesson)).toBe(true);
    if (!p.lesson || !isEndgameLesson(p.lesson)) return;
    const words = endgameWords(p.lesson, board);
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(w).toMatch(/\(§\d+/);
  });

  test.each(
    HELLWIG_CUTTING_OFF_EXAMPLES.filter((r) => r.kind === 'communication' && !r.inputs.options).map(
      (r) => [r.id, r] as const,
    ),
  )('%s: the board draws the book’s answer for the corps selected', (id, row) => {
    const p = ENDGAME_PRESETS.find((x) => x.id === id);
    const c = p && worksViewOf(p.state).communication;
    expect(c?.communicates).toBe(row.kind === 'communication' ? row.outcome.communicates : undefined);
  });

  test.each([
    ['hellwig-s24-mountains', /in 2 groups that touch: 82, 114, 115; 306, 381 \(§24, §184\)/],
    ['hellwig-s29-village', /in 1 group that touch: 514, 565, 564, 563, 516 \(§29\)/],
    ['hellwig-s198-plan', /49 × 33 = 1617 squares \(§198\)/],
    ['hellwig-s261-second-school-plan', /66 × 40 = 2640 squares \(§261\)/],
    ['hellwig-preface-scale', /as 4 to 3\. A plan 16 times the 11 square feet of plate III would be 176 square feet/],
    ['hellwig-s192-bridges', /40 bridge-transporters \(§192\), numbered 1–40 and 41–80 \(§196\), carrying 160 bridges/],
    ['hellwig-s212-markers', /take 80 breastwork markers, 40 stay in reserve: 120 in all \(§212, §213\), the 120/],
  ])('%s: the engine’s count in words', (id, words) => {
    const p = ENDGAME_PRESETS.find((x) => x.id === id);
    expect(
      p?.lesson && isEndgameLesson(p.lesson) && endgameWords(p.lesson, createBoard(p.state.setup)).join(' '),
    ).toMatch(words);
  });

  test('the peace of four flags is said to be refused, not shown as a fault', () => {
    const p = ENDGAME_PRESETS.find((x) => x.id === 'hellwig-s13-peace-four');
    expect(p?.lesson && isEndgameLesson(p.lesson) && endgameWords(p.lesson, createBoard(p.state.setup))[0]).toMatch(
      /at most three \(§13\)/,
    );
  });

  test('a small board of §184 is drawn at build time on plate III, with the answer in words', () => {
    const presets = presetsAt('§184');
    const html = renderToString(
      <StillBoard
        presets={presets}
        initialPreset="hellwig-s184-river-cuts-f"
        window={windowOf(presets)}
        idPrefix="b"
        title="The board at §184"
        kit={WORKS_KIT}
      />,
    );
    expect(html).toContain('Plate III');
    expect(html).toMatch(/is cut off from 405, by [^<]*392 \(water\)/);
  });

  test(
    'a small board of §188 draws fortress B: its wall, its ditch and the flag on 246, keyed, with words for ' +
      'its squares',
    () => {
      const presets = presetsAt('§188');
      const html = renderToString(
        <StillBoard
          presets={presets}
          initialPreset="hellwig-s188-held"
          window={windowOf(presets)}
          idPrefix="f"
          title="The board at §188"
          kit={WORKS_KIT}
        />,
      );
      expect(html).toContain('class="fortress-wall"');
      expect(html).toContain('class="fortress-flag"');
      expect(html).toContain('a fortress of plate III');
      expect(html).toContain('the fortress is conquered and the game decided (§188)');
      expect(fortressWords(246)).toMatch(/In fortress B \(§186\); its centre, planted with a flag/);
      expect(fortressWords(740)).toMatch(/on its outermost ditch \(§190\)/);
      expect(fortressWords(800)).toBe('');
    },
  );

  test(
    'every preset opens on the board without an error, ' + 'in a window about its first marked or selected square',
    () => {
      for (const p of ENDGAME_PRESETS) {
        const first = p.marks?.[0] ?? (p.state.selected?.type === 'piece' ? p.state.selected.square : 1);
        const w = windowOf([{ ...p, state: { setup: { plate: 'III' }, showMoves: false }, marks: [first] }]);
        render(<HellwigBoard presets={[p]} initialPreset={p.id} window={w} idPrefix="t" />);
        expect(document.querySelector('[role="alert"]'), p.id).toBeNull();
        expect(document.querySelectorAll('[data-square]').length, p.id).toBeGreaterThanOrEqual(49);
        cleanup();
      }
    },
  );
});

describe('the fortress’s answers follow the position on the board (§187, §188, §190)', () => {
  const lessonText = () => document.querySelector('.board-lesson')!.textContent ?? '';
  const open = (id: string) => {
    const presets = presetsAt('§188');
    render(
      <HellwigBoard
        presets={presets}
        initialPreset={id}
        window={windowOf(presets)}
        idPrefix="g"
        works={WORKS_KIT}
        plates={PLATE_III}
      />,
    );
  };

  test('the book’s position: B holds 246 through the garrison’s move, and the fortress is conquered', () => {
    open('hellwig-s188-held');
    expect(lessonText()).toContain('B holds it with a knight (§187)');
    expect(lessonText()).toContain('the fortress is conquered and the game decided (§188)');
    cleanup();
  });

  test(
    'the besieger’s knight taken off the centre: no one ' +
      'holds it, no conquest, and no word of the book’s ' +
      'answer',
    () => {
      open('hellwig-s188-held');
      const frame = document.querySelector('.board-frame') as HTMLElement;
      fireEvent.click(document.querySelector('.board-frame [data-square="246"]')!);
      fireEvent.keyDown(frame, { key: 'Delete' });
      expect(document.querySelector('.board-frame [data-square="246"] [data-piece]')).toBeNull();
      expect(lessonText()).toContain('no one holds it (§187)');
      expect(lessonText()).toContain('The besieger, B, does not hold the centre: no conquest (§187, §188).');
      expect(lessonText()).not.toContain('conquered and the game decided');
      cleanup();
    },
  );

  test(
    'a blockade preset says whether the fortress on the ' + 'board may be declared blockaded, as the board changes',
    () => {
      const presets = presetsAt('§190');
      const id = presets.find((p) => p.lesson?.kind === 'endgame-blockade')!.id;
      render(
        <HellwigBoard
          presets={presets}
          initialPreset={id}
          window={windowOf(presets)}
          idPrefix="k"
          works={WORKS_KIT}
          plates={PLATE_III}
        />,
      );
      expect(lessonText()).toMatch(
        /On the board, fortress B communicates with the plan, by [\d, ]+: it is not blockaded \(§190 \(1\)\)/,
      );
      cleanup();
    },
  );
});

describe('on the board page, the answer comes with plate III’s kit', () => {
  test('an example of the fortress opens, plate III loads, and its answer is the engine’s for the board', async () => {
    history.replaceState(null, '', '/hellwig/board/');
    render(
      <BoardPage presets={BOARD_PRESETS} initialPreset="hellwig-s188-held" window={WHOLE_PLATE} idPrefix="p" page />,
    );
    await vi.waitFor(() =>
      expect(document.querySelector('.board-lesson')!.textContent).toContain(
        'the fortress is conquered and the game decided (§188)',
      ),
    );
    cleanup();
    history.replaceState(null, '', '/');
  });
});

describe('§199’s territory line on request (plate III)', () => {
  test(
    'the toggle draws the line, printed and reconstructed apart, says which stretch is the edition’s, and ' +
      'takes it away',
    () => {
      const presets = presetsAt('§188');
      render(
        <HellwigBoard
          presets={presets}
          initialPreset="hellwig-s188-held"
          window={{ top: 0, left: 0, rows: plateIII.rows, columns: plateIII.columns }}
          idPrefix="t"
          works={WORKS_KIT}
          plates={PLATE_III}
        />,
      );
      const toggle = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Territory line (§199)')!;
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      expect(document.querySelector('[data-territory-line]')).toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      expect(document.querySelector('[data-territory-line] .territory-printed')).not.toBeNull();
      expect(document.querySelector('[data-territory-line] .territory-reconstructed')).not.toBeNull();
      expect(document.body.textContent).toContain(
        'The territory line drawn (§199). From 272 by 807 and 811 to 1346, through the middle of the plan, the ' +
          'line is the edition’s reconstruction',
      );
      fireEvent.click(toggle);
      expect(document.querySelector('[data-territory-line]')).toBeNull();
      expect(document.body.textContent).toContain('The territory line taken away.');
      cleanup();
    },
  );

  test('§199’s example draws the line without asking, and a plate II board has no toggle', () => {
    const presets = presetsAt('§199');
    render(
      <HellwigBoard
        presets={presets}
        initialPreset="hellwig-s199-territory-line"
        window={windowOf(presets)}
        idPrefix="u"
        works={WORKS_KIT}
        plates={PLATE_III}
      />,
    );
    expect(document.querySelector('[data-territory-line]')).not.toBeNull();
    cleanup();
    const two = presetsAt('§62');
    render(
      <HellwigBoard presets={two} initialPreset={two[0]!.id} window={windowOf(two)} idPrefix="v" plates={PLATE_III} />,
    );
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Territory line (§199)')).toBe(false);
    cleanup();
  });
});
