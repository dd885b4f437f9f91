/**
 * Hellwig's worked examples of bridges (§141–§167; notes §5.8): where a bridge-transporter may lay,
 * the order of laying by touch, crossing a bridge, breaking bridges down and what stays connected,
 * and ruining them by the holder, by a piece and by artillery. Kept apart from `HELLWIG_EXAMPLES`,
 * whose rows the board island presets; `test/rules/hellwig/bridges.test.ts` runs these.
 *
 * Where the book leaves a set-up open (which piece holds a surface, the number of a transporter,
 * which squares of a river are water beyond those it names), the row fills it in with the simplest
 * choice that does not touch what is tested, and says so.
 */
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup, DeviceSetup } from '../board.ts';
import type { BridgeNetworkSetup, BridgeSurface } from '../bridges.ts';
import type { PieceRuinRefusal, RuinTargets } from '../bridgeRuin.ts';
import { line, rowsOf } from './row.ts';
import { bishop, knight } from './setups.ts';

/** What a bridge row runs through, and its inputs and outcome. */
export interface BridgeExampleShapes {
  /** `layingSquares` after laying `lay` in order (§144–§146). */
  'bridge-laying': {
    inputs: {
      board: BoardSetup;
      network: BridgeNetworkSetup;
      transporter: number;
      lay?: readonly { square: number; surface?: BridgeSurface }[];
    };
    outcome: { layable: readonly number[] };
  };
  /** Whether the piece on `from` can occupy `to` once the network's bridges are laid (§146a). */
  'bridge-crossing': {
    inputs: { board: BoardSetup; network: BridgeNetworkSetup; from: number; to: number };
    outcome: { reaches: boolean };
  };
  /** `breakableBridges` (§154, §158, §167 (5)). */
  'bridge-breakdown': {
    inputs: { board: BoardSetup; network: BridgeNetworkSetup; transporter: number; exposed?: readonly number[] };
    outcome: { breakable: readonly number[] };
  };
  /**
   * `ruinByHolder` (§160): which transporters leave the game, and squares the holder may still move to (a subset of its
   * moves).
   */
  'bridge-ruin-holder': {
    inputs: { board: BoardSetup; network: BridgeNetworkSetup; transporter: number; targets: RuinTargets };
    outcome: { removedTransporters: readonly number[]; mayMoveTo: readonly number[]; laidLeft: readonly number[] };
  };
  /** `pieceRuinCheck` (§163). */
  'bridge-ruin-piece': {
    inputs: { board: BoardSetup; network: BridgeNetworkSetup; from: number; bridge: number };
    outcome: { allowed: boolean; refusal?: PieceRuinRefusal };
  };
  /** `artilleryRuinable` (§164, §165). */
  'bridge-ruin-artillery': {
    inputs: { board: BoardSetup; network: BridgeNetworkSetup; device: DeviceSetup };
    outcome: { laid: readonly number[]; strikes: 'all' | 'one' };
  };
}
export type BridgeExampleKind = keyof BridgeExampleShapes;
export type BridgeExampleOf<K extends BridgeExampleKind> = WorkedExample<
  K,
  BridgeExampleShapes[K]['inputs'],
  BridgeExampleShapes[K]['outcome']
>;
export type BridgeExample = { [K in BridgeExampleKind]: BridgeExampleOf<K> }[BridgeExampleKind];

const ex = rowsOf<BridgeExampleShapes>();

const rook = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'rook' as const, player });

/**
 * §141, §143, §145: the bridge-transporter on 12 (main, held by our knight) and 34, beside the river on 13, 35, 56, 57
 * and 78.
 */
const S145_BOARD: BoardSetup = { terrain: { water: [13, 35, 56, 57, 78] }, pieces: [knight(12)] };
const S145_NETWORK: BridgeNetworkSetup = { transporters: [{ number: 1, main: 12, secondary: 34 }] };

/**
 * §145–§146, §154–§160: the bridge-transporter on 147 and 169 (main, held by our knight) and the
 * river squares it bridges, 124, 101, 103 and 122. §158 prints "169 and 137" (l.1153); §145, §146
 * and §154 give 147 and 169.
 */
const S146_WATER = [101, 103, 122, 124];
const S146_BOARD: BoardSetup = { terrain: { water: S146_WATER }, pieces: [knight(169)] };
const S146_EMPTY: BridgeNetworkSetup = { transporters: [{ number: 1, main: 169, secondary: 147 }] };
const S146_LAID: BridgeNetworkSetup = { ...S146_EMPTY, laid: S146_WATER.map((square) => ({ square, transporter: 1 })) };

/**
 * §146a: the river on 617, 618, 619 with a bridge on 618 from a transporter on 597 (main) and 598; the leaping queen on
 * 574 and the leaping bishop on 595.
 */
const S146A_BOARD: BoardSetup = {
  terrain: { water: [617, 618, 619] },
  pieces: [
    { square: 574, kind: 'leaping-queen', player: 'A' },
    { square: 595, kind: 'leaping-bishop', player: 'A' },
  ],
};
const S146A_NETWORK: BridgeNetworkSetup = {
  transporters: [{ number: 1, main: 597, secondary: 598 }],
  laid: [{ square: 618, transporter: 1 }],
};

/**
 * §163: the enemy's (B's) bridges on 129 (transporter 41, far off on 600 and 601) and on 124 and
 * 103 (transporter 42, unmanned on 169 and 147); the water of l.1178 (151, 173) and l.1183 (102
 * beside 103, and 107 and 108, which the knight on 86 "is not directly connected through"). The
 * ruining pieces are ours (A).
 */
const S163_WATER = [102, 103, 107, 108, 124, 129, 151, 173];
const S163_NETWORK: BridgeNetworkSetup = {
  transporters: [
    { number: 41, main: 600, secondary: 601 },
    { number: 42, main: 169, secondary: 147 },
  ],
  laid: [
    { square: 129, transporter: 41 },
    { square: 124, transporter: 42 },
    { square: 103, transporter: 42 },
  ],
};
const s163 = (pieces: NonNullable<BoardSetup['pieces']>): BoardSetup => ({ terrain: { water: S163_WATER }, pieces });

/**
 * §164, §165: the enemy's bridges on 617–619 (transporter 41 on 596 and 595) and 641–643 (transporter 42 on 663 and
 * 664), our guns manned by knights.
 */
const S164_NETWORK: BridgeNetworkSetup = {
  transporters: [
    { number: 41, main: 596, secondary: 595 },
    { number: 42, main: 663, secondary: 664 },
  ],
  laid: [617, 618, 619]
    .map((square) => ({ square, transporter: 41 }))
    .concat([641, 642, 643].map((square) => ({ square, transporter: 42 }))),
};
const S164_BOARD: BoardSetup = {
  terrain: { water: [617, 618, 619, 641, 642, 643] },
  pieces: [knight(621), knight(639)],
  devices: [
    { artillerists: 621, gun: 620, variant: 'axial' },
    { artillerists: 639, gun: 640, kind: 'howitzer' },
  ],
};

/**
 * §167 (5): the enemy's artillery on 81 and 80 (left variety, field 102, 124, 146), worked by a
 * bishop, which can occupy none of the bridges and so attacks none (a knight there would reach
 * 124 through 103, a rook or pawn 103 itself, and §167 (6) would then forbid the breaking down).
 */
const S167_BOARD: BoardSetup = {
  terrain: { water: [...S146_WATER, 102] },
  pieces: [knight(169), bishop(81, 'B')],
  devices: [{ artillerists: 81, gun: 80, variant: 'left' }],
};

/** The bridge examples, in the order of the book. */
export const HELLWIG_BRIDGE_EXAMPLES: readonly BridgeExample[] = [
  ex(
    'bridge-laying',
    'hellwig-s145-touches-12-34',
    'The transporter on 12 and 34 may lay on 13, 35, 56 and 57',
    '§145',
    line(1111, 'the bridge-transporter also touches squares 13, 35, 57, and 56'),
    { board: S145_BOARD, network: S145_NETWORK, transporter: 1 },
    { layable: [13, 35, 56, 57] },
  ),
  ex(
    'bridge-laying',
    'hellwig-s143-78-after-56',
    'After 56, the bridge on 78 may follow',
    '§143',
    line(1107, 'those over squares 56 and 78 were taken from the secondary surface over square 34'),
    { board: S145_BOARD, network: S145_NETWORK, transporter: 1, lay: [{ square: 56, surface: 'secondary' }] },
    { layable: [13, 35, 57, 78] },
  ),
  ex(
    'bridge-laying',
    'hellwig-s146-124-first',
    'From 147 and 169, the bridge on 124 is laid first',
    '§146',
    line(1113, 'the one over 124 was laid first'),
    { board: S146_BOARD, network: S146_EMPTY, transporter: 1 },
    { layable: [124] },
  ),
  ex(
    'bridge-laying',
    'hellwig-s146-101-or-103',
    'Then 101 or 103, in either order',
    '§146',
    line(1113, 'Whether one then laid the one over 101 or the one over 103 first was immaterial'),
    { board: S146_BOARD, network: S146_EMPTY, transporter: 1, lay: [{ square: 124 }] },
    { layable: [101, 103] },
  ),
  ex(
    'bridge-laying',
    'hellwig-s146-122-waits-for-101',
    'The bridge on 122 waits for the one on 101',
    '§146',
    line(1113, 'But the one over 122 could not be laid until the bridge over 101 was in place'),
    { board: S146_BOARD, network: S146_EMPTY, transporter: 1, lay: [{ square: 124 }, { square: 103 }] },
    { layable: [101] },
  ),
  ex(
    'bridge-laying',
    'hellwig-s146-122-after-101',
    'Once 101 lies, 122 may be laid',
    '§146',
    line(1113, 'the one over 122 could not be laid until the bridge over 101 was in place'),
    { board: S146_BOARD, network: S146_EMPTY, transporter: 1, lay: [{ square: 124 }, { square: 101 }] },
    { layable: [103, 122] },
  ),
  ex(
    'bridge-laying',
    'hellwig-s145-all-four',
    'The transporter on 147 and 169 lays 124, 122, 101 and 103',
    '§145',
    line(
      1111,
      'the bridge-transporter over squares 147 and 169 can have bridges already laid over squares 124, 122, 101, and 103',
    ),
    {
      board: S146_BOARD,
      network: S146_EMPTY,
      transporter: 1,
      lay: [{ square: 124 }, { square: 101 }, { square: 122 }, { square: 103 }],
    },
    { layable: [] },
  ),
  ex(
    'bridge-crossing',
    'hellwig-s146a-leaping-queen',
    'The leaping queen on 574 may occupy 618 over its bridge',
    '§146a',
    line(1115, 'because of the bridge now lying over the river at 618, occupy that position'),
    { board: S146A_BOARD, network: S146A_NETWORK, from: 574, to: 618 },
    { reaches: true },
  ),
  ex(
    'bridge-crossing',
    'hellwig-s146a-leaping-bishop',
    'The leaping bishop on 595 may occupy 618 over its bridge',
    '§146a',
    line(1115, 'the leaping queen and leaping bishop standing on the second board over squares 574 and 595'),
    { board: S146A_BOARD, network: S146A_NETWORK, from: 595, to: 618 },
    { reaches: true },
  ),
  ex(
    'bridge-breakdown',
    'hellwig-s154-in-turn',
    'The knight on 169 may break down 122, 101, 124 and 103',
    '§154',
    line(1148, 'The bridges over squares 122, 101, 124, and 103 can therefore be broken down in turn'),
    { board: S146_BOARD, network: S146_LAID, transporter: 1 },
    { breakable: [101, 103, 122, 124] },
  ),
  ex(
    'bridge-breakdown',
    'hellwig-s158-via-101-124',
    'The bridge on 122 is connected through 101 and 124',
    '§158',
    line(1153, 'it is connected to it by means of the bridges over squares 101 and 124'),
    { board: S146_BOARD, network: S146_LAID, transporter: 1 },
    { breakable: [101, 103, 122, 124] },
    '"the bridge-transporter over squares 169 and 137" → 147 and 169, as §145, §146 and §154 give it',
  ),
  ex(
    'bridge-breakdown',
    'hellwig-s158-without-124',
    'Without 124, none of 122, 101, 103 may be broken down',
    '§158',
    line(1153, 'But if the bridge over 124 were no longer there'),
    {
      board: S146_BOARD,
      network: { ...S146_EMPTY, laid: [101, 103, 122].map((square) => ({ square, transporter: 1 })) },
      transporter: 1,
    },
    { breakable: [] },
  ),
  ex(
    'bridge-ruin-holder',
    'hellwig-s160-all-then-move',
    'The knight on 169 ruins every bridge and may move on to 189 or 212',
    '§160',
    line(1166, 'he may in that same move remain on square 169, or also move to 189, 212'),
    { board: S146_BOARD, network: S146_LAID, transporter: 1, targets: { laid: S146_WATER } },
    { removedTransporters: [1], mayMoveTo: [189, 212], laidLeft: [] },
  ),
  ex(
    'bridge-ruin-holder',
    'hellwig-s160-one',
    'Ruining one bridge, the knight keeps its transporter',
    '§160',
    line(1166, 'Having ruined one, several, or even all of the bridges belonging to this bridge-transporter'),
    { board: S146_BOARD, network: S146_LAID, transporter: 1, targets: { laid: [122] } },
    { removedTransporters: [], mayMoveTo: [189, 212], laidLeft: [101, 103, 124] },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-rook-132',
    'The rook on 132 may ruin the bridge on 129',
    '§163',
    line(1177, 'The tower on the second board at square 132 can ruin the bridge laid over square 129'),
    { board: s163([rook(132)]), network: S163_NETWORK, from: 132, bridge: 129 },
    { allowed: true },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-rook-195',
    'The rook on 195 may not: water on 151 and 173',
    '§163',
    line(1178, 'because the water at squares 151 and 173 prevents it'),
    { board: s163([rook(195)]), network: S163_NETWORK, from: 195, bridge: 129 },
    { allowed: false, refusal: 'cannot-reach' },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-enemy-on-130',
    'An enemy on 130 stops the rook on 132',
    '§163',
    line(1179, 'If an enemy piece of Player B were located on square 130 or 131'),
    { board: s163([rook(132), knight(130, 'B')]), network: S163_NETWORK, from: 132, bridge: 129 },
    { allowed: false, refusal: 'cannot-reach' },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-enemy-on-131',
    'An enemy on 131 stops the rook on 132',
    '§163',
    line(1179, 'the tower over 132 could not ruin the bridge over 129'),
    { board: s163([rook(132), knight(131, 'B')]), network: S163_NETWORK, from: 132, bridge: 129 },
    { allowed: false, refusal: 'cannot-reach' },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-own-on-130',
    'One of our own on 130 does not stop the rook on 131',
    '§163',
    line(1180, 'the tower over 131 can certainly ruin the bridge over 129'),
    { board: s163([rook(131), knight(130)]), network: S163_NETWORK, from: 131, bridge: 129 },
    { allowed: true },
    '"another piece of Player B on 130" → of Player A: by (3), just before, an enemy piece there stops the tower',
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-bishop-192',
    'The bishop on 192 may ruin the bridge on 129',
    '§163',
    line(1181, 'The bishop standing at 192 can also ruin the bridge lying at 129'),
    { board: s163([bishop(192)]), network: S163_NETWORK, from: 192, bridge: 129 },
    { allowed: true },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-bishop-213',
    'The bishop on 213 is too far',
    '§163',
    line(1181, 'but not if he stood further away, e.g., at 213'),
    { board: s163([bishop(213)]), network: S163_NETWORK, from: 213, bridge: 129 },
    { allowed: false, refusal: 'too-far' },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-knight-153',
    'The knight on 153 may ruin the bridge on 129',
    '§163',
    line(1182, 'The knight standing at 153 can also ruin the bridge over 129'),
    { board: s163([knight(153)]), network: S163_NETWORK, from: 153, bridge: 129 },
    { allowed: true },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-knight-152',
    'The knight on 152 cannot occupy 129',
    '§163',
    line(1182, 'A knight standing at 152, however, cannot do this'),
    { board: s163([knight(152)]), network: S163_NETWORK, from: 152, bridge: 129 },
    { allowed: false, refusal: 'cannot-reach' },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-knight-81',
    'The knight on 81 reaches 124 over the bridge on 103',
    '§163',
    line(1183, 'The knight standing at 81 can ruin the bridge over 124'),
    { board: s163([knight(81)]), network: S163_NETWORK, from: 81, bridge: 124 },
    { allowed: true },
  ),
  ex(
    'bridge-ruin-piece',
    'hellwig-s163-knight-86',
    'The knight on 86 has no practicable connection to 129',
    '§163',
    line(1183, 'The knight at 86, however, cannot ruin the bridge over 129'),
    { board: s163([knight(86)]), network: S163_NETWORK, from: 86, bridge: 129 },
    { allowed: false, refusal: 'cannot-reach' },
  ),
  ex(
    'bridge-ruin-artillery',
    'hellwig-s164-cannon-620',
    'The cannon on 621 and 620 may ruin 617, 618 and 619 at once',
    '§164',
    line(
      1188,
      'the cannon standing over squares 620 and 621 can ruin the bridges lying over squares 617, 618, and 619 in one move',
    ),
    { board: S164_BOARD, network: S164_NETWORK, device: { artillerists: 621, gun: 620, variant: 'axial' } },
    { laid: [619, 618, 617], strikes: 'all' },
  ),
  ex(
    'bridge-ruin-artillery',
    'hellwig-s165-mortar-640',
    'The mortar on 639 and 640 may ruin one of 641, 642, 643',
    '§165',
    line(
      1190,
      'by our mortar standing over squares 639 and 640 we can ruin only one of the bridges lying over squares 641, 642, and 643',
    ),
    { board: S164_BOARD, network: S164_NETWORK, device: { artillerists: 639, gun: 640, kind: 'howitzer' } },
    { laid: [641, 642, 643], strikes: 'one' },
  ),
  ex(
    'bridge-breakdown',
    'hellwig-s167-next-move',
    "In the enemy's new field, 124 may still be broken down the very next move",
    '§167',
    line(1204, 'can break down this bridge belonging to the bridge-transporter in the very next move'),
    { board: S167_BOARD, network: S146_LAID, transporter: 1 },
    { breakable: [101, 103, 122, 124] },
  ),
  ex(
    'bridge-breakdown',
    'hellwig-s167-too-late',
    'A move later, 124 may no longer be broken down',
    '§167',
    line(
      1204,
      'he can no longer break down this bridge for as long as it lies in the field of effect of this artillery',
    ),
    { board: S167_BOARD, network: S146_LAID, transporter: 1, exposed: [124] },
    { breakable: [101, 103, 122] },
  ),
];
