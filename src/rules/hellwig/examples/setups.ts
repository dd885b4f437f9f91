/**
 * Pieces and positions that recur across Hellwig's examples (several rows of a § start from the
 * same board). Where the book leaves part of a set-up open, the choice is named in its comment.
 */
import type { BoardSetup, DeviceSetup } from '../board.ts';
import type { Direction } from '../types.ts';

/** Our knight (player A), or the enemy's. */
export const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });
/** A bishop. */
export const bishop = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'bishop' as const, player });
/** A pawn and the side it faces. */
export const pawn = (square: number, facing: Direction, player: 'A' | 'B' = 'A') => ({
  square,
  kind: 'pawn' as const,
  player,
  facing,
});

/**
 * §62: the artillery on 387 (manned) and 388, in "the depicted position": it fires toward AB (left variety; notes E45).
 */
export const S62_DEVICE: DeviceSetup = { artillerists: 387, gun: 388, variant: 'left' };
export const S62_BOARD: BoardSetup = { pieces: [knight(387)] };
/** §62 larger wheeling: the artillery on 289 and 290; its variety is not given (A30), so no field is tested. */
export const S62_LARGER: DeviceSetup = { artillerists: 289, gun: 290, variant: 'left' };
export const S62_LARGER_BOARD: BoardSetup = { pieces: [knight(289)] };

/** §95: the transporter on 339 and 340 with a knight and a bishop. */
export const S95_BOARD: BoardSetup = { transporters: [{ squares: [339, 340] }], pieces: [knight(339), bishop(340)] };

/** §97a, §98: the corps on 585…652, four transporters with a device on the third (it carries artillery, §97). */
export const CORPS_SQUARES = [585, 586, 607, 608, 629, 630, 651, 652] as const;
export const CORPS_BOARD: BoardSetup = {
  transporters: [{ squares: [585, 586] }, { squares: [607, 608] }, { squares: [629, 630] }, { squares: [651, 652] }],
  devices: [{ artillerists: 629, gun: 630, variant: 'axial' }],
  pieces: [knight(585), knight(586), knight(607), knight(608), knight(629), knight(651), knight(652)],
};

/** §49b: ours 351/352 manned by the bishop; the enemy 285/286 manned by a knight (notes E18, E19). */
export const S49B_BOARD: BoardSetup = {
  pieces: [bishop(351), knight(285, 'B')],
  devices: [
    { artillerists: 351, gun: 352, variant: 'left' },
    { artillerists: 285, gun: 286, variant: 'right' },
  ],
};

/** §56: the enemy 326/327 and our double artillery 414/415 behind 436/437. */
export const S56_BOARD: BoardSetup = {
  pieces: [knight(326, 'B'), knight(414), knight(436)],
  devices: [
    { artillerists: 326, gun: 327, variant: 'right' },
    { artillerists: 414, gun: 415, variant: 'left' },
    { artillerists: 436, gun: 437, variant: 'left' },
  ],
};

/** §67 (1): guns 331 and 354 on the shared artillerists' square 353. */
export const S67_1: readonly DeviceSetup[] = [
  { artillerists: 353, gun: 331, variant: 'axial' },
  { artillerists: 353, gun: 354, variant: 'left' },
];

/** §102b (b) and §67 (2): 398→397 whose artillerists' square lies under the gun of 420→398. */
export const S67_2: readonly DeviceSetup[] = [
  { artillerists: 398, gun: 397, variant: 'right' },
  { artillerists: 420, gun: 398, variant: 'right' },
];
