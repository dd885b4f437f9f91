import { describe, expect, test } from 'vitest';
import {
  bridgeFireOn,
  bridgeFireSpread,
  bridgesIgnitable,
  burnOut,
  burningBridgesBoard,
  createBoard,
  createBridgeNetwork,
  igniteBridge,
  igniteOnLeaving,
  isPracticable,
  spreadBridgeFire,
  type BoardSetup,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf } from './source.ts';

const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

/** §165's board: the enemy's bridges on 641–643 from transporter 42 on 663/664, our mortar on 639/640. */
const BOARD: BoardSetup = {
  terrain: { water: [641, 642, 643, 619] },
  bridges: [641, 642, 643],
  pieces: [knight(639), knight(642, 'B')],
  devices: [{ artillerists: 639, gun: 640, kind: 'howitzer' }],
};
const NETWORK = {
  transporters: [{ number: 42, main: 663, secondary: 664 }],
  laid: [641, 642, 643].map((square) => ({ square, transporter: 42 })),
};
const MORTAR = { artillerists: 639, gun: 640, kind: 'howitzer' } as const;

describe('fire on bridges (§166, §166b, §167 (10))', () => {
  const board = createBoard(BOARD);
  const network = createBridgeNetwork(board, NETWORK);

  test('a mortar sets fire to a laid bridge in its field, not to one under a breastwork', () => {
    expect(bridgesIgnitable(board, network, MORTAR)).toEqual([641, 642, 643]);
    expect(bridgesIgnitable(board, network, MORTAR, [641])).toEqual([642, 643]);
    expect(codeOf(() => igniteBridge(board, network, MORTAR, 641, [641]))).toBe('BLOCKED');
    const cannon = createBoard({ ...BOARD, devices: [{ artillerists: 639, gun: 640, variant: 'axial' }] });
    expect(
      codeOf(() =>
        bridgesIgnitable(cannon, createBridgeNetwork(cannon, NETWORK), { ...MORTAR, kind: 'cannon', variant: 'axial' }),
      ),
    ).toBe('BAD_INPUT');
  });

  test('a burning bridge is impassable at once, and the fire spreads bridge by bridge (§166, §74)', () => {
    const fire = igniteBridge(board, network, MORTAR, 641);
    expect(fire.igniter).toBe('A');
    const burning = burningBridgesBoard(board, network, fire);
    expect(isPracticable(burning, 641 as never)).toBe(false);
    expect(isPracticable(burning, 642 as never)).toBe(true);
    expect(bridgeFireSpread(board, network, fire)).toEqual([642]);
    const wider = spreadBridgeFire(board, network, fire, [642]);
    expect(bridgeFireSpread(board, network, wider)).toEqual([643]);
    expect(codeOf(() => spreadBridgeFire(board, network, fire, [643]))).toBe('BLOCKED');
    expect(codeOf(() => spreadBridgeFire(board, network, fire, [642, 642]))).toBe('OUT_OF_RANGE');
  });

  test('when the fire is done its bridges leave the game with what stands on them (§166: the seventh means)', () => {
    const fire = spreadBridgeFire(board, network, igniteBridge(board, network, MORTAR, 641), [642]);
    const after = burnOut(board, network, fire);
    expect([...after.network.laid.keys()]).toEqual([643]);
    expect(after.lostPieces).toEqual([642]);
  });

  test('a piece leaving a laid bridge sets it on fire (§166b: the eighth means)', () => {
    const fire = igniteOnLeaving(board, network, 642);
    expect(fire.igniter).toBe('B');
    expect(bridgeFireSpread(board, network, fire)).toEqual([641, 643]);
    expect(codeOf(() => igniteOnLeaving(board, network, 639))).toBe('BAD_INPUT');
  });

  test('a burning bridge taken away by other means leaves the fire; none left, no fire (§166)', () => {
    const fire = spreadBridgeFire(board, network, igniteBridge(board, network, MORTAR, 641), [642]);
    expect(bridgeFireOn(board, network, fire)).toBe(fire);
    const less = burnOut(board, network, igniteBridge(board, network, MORTAR, 641)).network;
    expect([...(bridgeFireOn(board, less, fire)?.burning ?? [])]).toEqual([642]);
    const none = burnOut(board, network, fire).network;
    expect(bridgeFireOn(board, none, fire)).toBeUndefined();
    expect(codeOf(() => bridgeFireOn(board, network, { ...fire } as never))).toBe('BAD_INPUT');
  });
});
