/**
 * The board's drawing as reviewable files: plate II as the board page opens (§47's field), and
 * §62's small board with a wheeling planned, §131's breastwork, §160's bridges, §75's fire and §236's hills, each
 * pretty-printed one element per line with its numbers rounded. A changed drawing is a changed
 * file: look at it before accepting it.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { BoardSvg } from '../../src/islands/board/BoardSvg.tsx';
import { BOARD_PRESETS, presetsAt, WHOLE_PLATE, windowOf } from '../../src/islands/board/presets.ts';
import { viewOf } from '../../src/islands/board/view.ts';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
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
      worksLayer={(corner) => <WORKS_KIT.Layer works={p.state} corner={corner} />}
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

  test('§131’s small board: B’s breastwork on 552 under storm', async () => {
    await expect(drawing('hellwig-s131-six-storms', windowOf(presetsAt('§131')), 552)).toMatchFileSnapshot(
      '__snapshots__/board-s131-storm.svg',
    );
  });

  test('§160’s small board: bridge-transporter 1 on 169 and 147 with its four bridges', async () => {
    await expect(drawing('hellwig-s160-one', windowOf(presetsAt('§160')), 169)).toMatchFileSnapshot(
      '__snapshots__/board-s160-bridges.svg',
    );
  });

  test('§75’s small board: the fire spread from 182 over five buildings, each with its six moves', async () => {
    await expect(drawing('hellwig-s75-fire-spread', windowOf(presetsAt('§75')), 182)).toMatchFileSnapshot(
      '__snapshots__/board-s75-fire.svg',
    );
  });

  test('§236’s small board: a hill of each kind, their flags and heights', async () => {
    await expect(drawing('hellwig-s236-two-hills', windowOf(presetsAt('§236')), 170)).toMatchFileSnapshot(
      '__snapshots__/board-s236-hills.svg',
    );
  });
});
