/**
 * The board's drawing as reviewable files: plate II as the board page opens (§47's field), and
 * §62's small board with a wheeling planned, each pretty-printed one element per line with its
 * numbers rounded. A changed drawing is a changed file: look at it before accepting it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { BoardSvg } from '../../src/islands/board/BoardSvg.tsx';
import { BOARD_PRESETS, presetsAt, WHOLE_PLATE, windowOf } from '../../src/islands/board/presets.ts';
import { viewOf } from '../../src/islands/board/view.ts';
import { prettySvg } from '../support/svg.ts';

afterEach(cleanup);

const drawing = (id: string, window: typeof WHOLE_PLATE, cursor: number) => {
  const p = BOARD_PRESETS.find((x) => x.id === id)!;
  const { container } = render(
    <BoardSvg
      view={viewOf(p.state, p.marks)}
      window={window}
      numbers={false}
      cursor={cursor}
      onSquare={() => undefined}
      id="t"
    />,
  );
  return prettySvg(container.querySelector('svg')!);
};

describe('the board’s drawing, as files', () => {
  test('plate II as the board page opens: the gun of §47 and its field', async () => {
    await expect(drawing('hellwig-s47-field', WHOLE_PLATE, 283)).toMatchFileSnapshot(
      '__snapshots__/board-plate-ii.svg',
    );
  });

  test('§62’s small board: the greatest wheeling’s path', async () => {
    await expect(drawing('hellwig-s62-greatest', windowOf(presetsAt('§62')), 388)).toMatchFileSnapshot(
      '__snapshots__/board-s62-greatest.svg',
    );
  });
});
