/**
 * A laid bridge's exposure over the moves (§167 (5)): `exposedBridges` finds, from the positions of the owner's last
 * turn, the bridges he let lie in the enemy's field, which `breakableBridges` then refuses. The book's example: the
 * enemy's artillery on 80 and 81 covers the bridge on 124; the knight on 169 may break it down in the very next move,
 * and no longer once he lets it pass.
 */
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import { exposedBridges } from '../../../src/rules/hellwig/bridgeExposure.ts';
import { exposedNow } from '../../../src/rules/hellwig/game/bridges.ts';
import { HELLWIG_BRIDGE_EXAMPLES } from '../../../src/rules/hellwig/examples/bridges.ts';
import {
  breakableBridges,
  createBoard,
  createBridgeNetwork,
  type BoardSetup,
  type BridgeNetworkSetup,
} from '../../../src/rules/hellwig/index.ts';

const row = HELLWIG_BRIDGE_EXAMPLES.find((r) => r.id === 'hellwig-s167-too-late');
const inputs = row?.inputs as { board: BoardSetup; network: BridgeNetworkSetup };
const moment = (board: BoardSetup, network: BridgeNetworkSetup = inputs.network) => {
  const b = createBoard(board);
  return { board: b, network: createBridgeNetwork(b, network) };
};
const exposedBoard = moment(inputs.board);
// The position before the enemy's artillery came to 80 and 81: the bishop without its device.
const before = moment({ ...inputs.board, devices: [] });

describe('a bridge exposed to the enemy’s field for more than one move (§167 (5))', () => {
  test('the bridge on 124, in the field at the owner’s last turn and after his move, is exposed; none other is', () => {
    expect(exposedBridges([exposedBoard, exposedBoard])).toEqual([124]);
    // Then the book's refusal follows: 124 may no longer be broken down (l.1204).
    const now = exposedBoard;
    expect(
      breakableBridges(now.board, now.network, 1, { exposed: exposedBridges([exposedBoard, exposedBoard]) }),
    ).toEqual(row?.outcome && 'breakable' in row.outcome ? row.outcome.breakable : undefined);
  });
  test(
    'in the very next move after the artillery came it is ' + 'not yet exposed (§167 (5): "in the very next move")',
    () => {
      expect(exposedBridges([before, exposedBoard])).toEqual([]);
      expect(exposedBridges([exposedBoard, before])).toEqual([]);
    },
  );
  test(
    'a bridge broken down and laid again in between is a new one, ' + 'and one not laid throughout is not exposed',
    () => {
      const without = moment(inputs.board, {
        ...inputs.network,
        laid: (inputs.network.laid ?? []).filter((l) => l.square !== 124),
      } as BridgeNetworkSetup);
      expect(exposedBridges([exposedBoard, without])).toEqual([]);
    },
  );
  test('bad moments are refused with the argument named', () => {
    expect(() => exposedBridges([])).toThrow(RuleError);
    expect(() => exposedBridges([])).toThrow(/moments must be a list/);
    expect(() => exposedBridges([null as never])).toThrow(/moments\[0\]/);
    expect(() => exposedBridges([{ board: exposedBoard.board, network: {} as never }])).toThrow(RuleError);
  });
});

describe('the game asks it of the owner’s last turn (§167 (5))', () => {
  test('two actions back and one: exposed only when the artillery stood there through both', () => {
    const boards = (ms: (typeof before)[]) => [ms.map((m) => m.board), ms.map((m) => m.network)] as const;
    // At the owner's last turn (two actions back) and after his move the bridge lay in the field: too late now.
    expect(exposedNow(...boards([exposedBoard, exposedBoard, exposedBoard]))).toEqual([124]);
    // It came into the field after the owner's last turn: this is his very next move, and he may still break it.
    expect(exposedNow(...boards([before, exposedBoard, exposedBoard]))).toEqual([]);
    expect(exposedNow(...boards([exposedBoard, before, exposedBoard, exposedBoard]))).toEqual([]);
    expect(exposedNow(...boards([exposedBoard, exposedBoard]))).toEqual([]);
  });
});
