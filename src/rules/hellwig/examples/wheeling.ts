/**
 * Hellwig's worked examples of wheeling the artillery (notes §5.3): the small, larger and
 * greatest wheelings of §62, and what stops them.
 */
import type { SourceRef } from '../../types.ts';
import type { BoardSetup, DeviceSetup } from '../board.ts';
import { ex, line } from './row.ts';
import { S62_BOARD, S62_DEVICE, S62_LARGER, S62_LARGER_BOARD, knight } from './setups.ts';
import type { HellwigExample, WheelInputs, WheelOutcome } from './types.ts';

/** A wheeling of §62, by default of the device on 387 and 388. */
const wheelRow = (
  id: string,
  title: string,
  source: SourceRef,
  options: WheelInputs['options'],
  outcome: WheelOutcome,
  corrected?: string,
  board: BoardSetup = S62_BOARD,
  device: DeviceSetup = S62_DEVICE,
) => ex('wheel', id, title, '§62', source, { board, device, options }, outcome, corrected);

/** The wheelings of §62, in the order of the book. */
export const WHEELING_EXAMPLES: readonly HellwigExample[] = [
  wheelRow(
    'hellwig-s62-small-artillerists-anticlockwise',
    'Small wheeling: gun to 365 through 366',
    line(533, 'the gun moves from 388 to 365, coming through 366 in 365'),
    { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' },
    {
      passed: [366],
      device: { artillerists: 387, gun: 365 },
      field: [364, 363, 362],
    },
  ),
  wheelRow(
    'hellwig-s62-small-artillerists-clockwise',
    'Small wheeling: gun to 409 through 410',
    line(535, 'the gun moves from 388 through 409 to 410'),
    { pivot: 'artillerists', kind: 'small', sense: 'clockwise' },
    { passed: [410], device: { artillerists: 387, gun: 409 }, field: [410, 411, 412] },
    'the gun passes 410 and comes to 409; the text swaps them ("through 409 to 410")',
  ),
  wheelRow(
    'hellwig-s62-small-gun-anticlockwise',
    'Small wheeling: artillerists to 410 through 409',
    line(536, 'the artillerists’ position moves from 387 through 409 to 410'),
    { pivot: 'gun', kind: 'small', sense: 'anticlockwise' },
    {
      passed: [409],
      device: { artillerists: 410, gun: 388 },
      field: [387, 386, 385],
    },
  ),
  wheelRow(
    'hellwig-s62-larger-artillerists-anticlockwise',
    'Larger wheeling: gun over 268, 267, 266 to 288',
    line(538, 'the gun moves from 290 over 268, 267, and 266'),
    { pivot: 'artillerists', kind: 'larger', sense: 'anticlockwise' },
    { passed: [268, 267, 266], device: { artillerists: 289, gun: 288 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-larger-artillerists-clockwise',
    'Larger wheeling: gun over 312, 311, 310 to 288',
    line(538, 'or over 312, 311, and 310 to 288'),
    { pivot: 'artillerists', kind: 'larger', sense: 'clockwise' },
    { passed: [312, 311, 310], device: { artillerists: 289, gun: 288 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-larger-gun-clockwise',
    'Larger wheeling: artillerists over 267, 268, 269 to 291',
    line(539, 'the artillerists’ position moves from 289 over 267, 268, and 269'),
    { pivot: 'gun', kind: 'larger', sense: 'clockwise' },
    { passed: [267, 268, 269], device: { artillerists: 291, gun: 290 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-larger-gun-anticlockwise',
    'Larger wheeling: artillerists over 311, 312, 313 to 291',
    line(539, 'or over 311, 312, and 313 to 291'),
    { pivot: 'gun', kind: 'larger', sense: 'anticlockwise' },
    { passed: [311, 312, 313], device: { artillerists: 291, gun: 290 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-greatest',
    'Greatest wheeling: gun to 365 the long way',
    line(802, 'but rather over 409, 408, 386, and 364'),
    { pivot: 'artillerists', kind: 'greatest', sense: 'clockwise' },
    { passed: [410, 409, 408, 386, 364], device: { artillerists: 387, gun: 365 }, field: [364, 363, 362] },
    'the path starts at the corner 410, which T2 leaves out ("over 409, 408, 386, and 364"); every five-square ' +
      'path of §95 (l.944–948) has it',
  ),
  wheelRow(
    'hellwig-s62-small-blocked-366',
    'Something on 366 stops the small wheeling',
    line(802, 'when something is positioned on 366 that one cannot pass over'),
    { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' },
    { passed: [366], device: { artillerists: 387, gun: 365 }, legal: false, blockedBy: 366 },
    undefined,
    { pieces: [knight(387), knight(366, 'B')] },
  ),
  wheelRow(
    'hellwig-s62-greatest-around-366',
    'The greatest wheeling goes round 366',
    line(802, 'not — as with the small wheeling — over 366'),
    { pivot: 'artillerists', kind: 'greatest', sense: 'clockwise' },
    { passed: [410, 409, 408, 386, 364], device: { artillerists: 387, gun: 365 }, legal: true },
    'the path starts at the corner 410, which T2 leaves out',
    { pieces: [knight(387), knight(366, 'B')] },
  ),
];
