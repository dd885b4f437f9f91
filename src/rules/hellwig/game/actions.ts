/**
 * One turn of Hellwig's game: exactly one of §181's moves, as a discriminated union. Each action
 * names its piece or device by a square, as the book's examples do, so an action is plain data that
 * a record can store and replay. Breastworks (§103–§134f), depots (§244–§252) and bridges (§135–§167)
 * are members.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../../errors.ts';
import { fieldOf, listOf, objectOf } from '../../checks.ts';
import { squareOn, type Grid, type Square } from '../grid.ts';
import { BRIDGE_SETS, BRIDGE_SURFACES, BRIDGES_PER_TRANSPORTER, type BridgeSurface } from '../bridges.ts';
import {
  PAWN_TURNS,
  PIVOTS,
  PLAYERS,
  WHEEL_KINDS,
  WHEEL_SENSES,
  type PawnTurn,
  type Pivot,
  type Player,
  type WheelKind,
  type WheelSense,
} from '../types.ts';

/** The kinds of action, in the order of §181's list, then the peace of §12–§13. /hellwig/s181/ */
export const ACTION_TYPES = [
  'move',
  'turn',
  'transport',
  'device',
  'wheel',
  'fire',
  'destroy',
  'cutoff',
  'blockade',
  'peace',
  'accept',
  'entrench',
  'depot',
  'ruin-depot',
  // Breastworks fought over (§122–§134f): bombarded by artillery, stormed by pieces.
  'bombard',
  'storm',
  // Bridges (§135–§167): laying, breaking down, and ruining by a piece or by artillery.
  'lay-bridge',
  'break-bridge',
  'ruin-bridge',
  'shell-bridges',
  'bridge-transport',
  'ruin-held',
  // The second and third means of ruining bridges (§161, §162): the secondary surface's holder, a piece leaving one.
  'ruin-secondary',
  'leave-ruin',
  // Fire (§74–§80, §166): a howitzer sets a building or a laid bridge on fire, the defender marks a fire-break, a
  // piece leaving a laid bridge sets it on fire.
  'ignite',
  'fire-break',
  'leave-ignite',
  // Rectangles and bridge-transporters (§§172–178, §152): several boards moved as one rectangle, a rectangle wheeled.
  'rectangle',
  'wheel-rectangle',
  'wheel-bridge',
  'abandon',
  'bridge-stack',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * One move of the game (§181): a piece moving or capturing (1; §32–§41), a pawn's quarter-turn
 * (§37), a transporter with what it carries (2; §83–§100), a device (3; §45), a wheeling (§64),
 * firing (8; §47), destroying one's own device to keep it from the enemy (§73), declaring an enemy
 * corps cut off (§183), announcing a blockade of the enemy's fortress (§190 (3)), or a peace offered
 * (naming who receives how many small flags, §13) and accepted; a piece throwing up a breastwork or
 * strengthening one by a sign (§106–§109), a depot established (§244–§247) or ruined (§250); an enemy
 * breastwork bombarded by a device (§122–§124) or stormed by pieces (§130); a bridge laid (§145), broken
 * down (§154), or ruined by a piece (§163) or by artillery (§164, §165), by the holder of a bridge-transporter's main
 * (§160) or secondary surface (§161), or by a piece leaving it (§162); a building or a laid bridge set on fire by a
 * howitzer (§74, §166) or a bridge by a piece leaving it (§166b), and a fire-break marked (§77–§80). /hellwig/s181/
 */
export type Action =
  | { readonly type: 'move'; readonly from: Square; readonly to: Square; readonly captures: readonly Square[] }
  | { readonly type: 'turn'; readonly square: Square; readonly side: PawnTurn }
  | { readonly type: 'transport'; readonly squares: readonly [Square, Square]; readonly to: readonly [Square, Square] }
  | { readonly type: 'device'; readonly gun: Square; readonly to: Square }
  | {
      readonly type: 'wheel';
      readonly gun: Square;
      readonly pivot: Pivot;
      readonly kind: WheelKind;
      readonly sense: WheelSense;
    }
  | { readonly type: 'fire'; readonly gun: Square; readonly targets: readonly Square[] }
  // Its artillerist destroys a device, with the guns `also` of its combined artillery (§72a), and stays or moves off
  // to `then` in the same move (§72 no. 2, §73).
  | { readonly type: 'destroy'; readonly gun: Square; readonly also?: readonly Square[]; readonly then?: Square }
  | { readonly type: 'cutoff'; readonly corps: readonly Square[] }
  | { readonly type: 'blockade' }
  | { readonly type: 'peace'; readonly receiver: Player; readonly flags: 1 | 2 | 3 }
  | { readonly type: 'accept' }
  | { readonly type: 'entrench'; readonly from: Square; readonly square: Square }
  | { readonly type: 'depot'; readonly square: Square }
  | { readonly type: 'ruin-depot'; readonly square: Square }
  // Breastworks fought over: a device bombards an enemy breastwork (§122–§124), one is stormed (§130).
  | { readonly type: 'bombard'; readonly gun: Square; readonly target: Square }
  | { readonly type: 'storm'; readonly square: Square }
  // Bridges (§135–§167): a bridge-transporter, by its number (§136, §196), lays a bridge over a water square (§145) or
  // breaks one down onto its main surface (§154); a piece ruins a laid bridge, staying where it stands (§163); a device
  // ruins laid bridges or those aboard a bridge-transporter's squares in its field (§164, §165).
  | { readonly type: 'lay-bridge'; readonly number: number; readonly square: Square }
  | { readonly type: 'break-bridge'; readonly number: number; readonly square: Square }
  | { readonly type: 'ruin-bridge'; readonly from: Square; readonly square: Square }
  | { readonly type: 'shell-bridges'; readonly gun: Square; readonly targets: readonly Square[] }
  // A bridge-transporter moved by the pieces on it, its main and secondary surfaces coming to two squares (§137).
  | { readonly type: 'bridge-transport'; readonly number: number; readonly to: readonly [Square, Square] }
  // The holder of a bridge-transporter's main surface ruins its connected laid bridges and those aboard, and his piece
  // stays, or makes a move without taking, `then` (§160).
  | {
      readonly type: 'ruin-held';
      readonly number: number;
      readonly laid: readonly Square[];
      readonly main: number;
      readonly secondary: number;
      readonly then?: Square;
    }
  // The second means (§161): the holder of a bridge-transporter's secondary surface ruins `count` bridges aboard it,
  // and his piece stays or leaves by a move without taking, `then`. The third (§162): a piece standing on a laid
  // bridge leaves it by one of its moves, taking what that move takes, and ruins it in the same move.
  | { readonly type: 'ruin-secondary'; readonly number: number; readonly count: number; readonly then?: Square }
  | { readonly type: 'leave-ruin'; readonly from: Square; readonly to: Square; readonly captures: readonly Square[] }
  // Fire (§74–§80, §166): a howitzer sets a building in its field on fire (§74) or a laid bridge (§166); the defender
  // demolishes a building beside the fire, a fire-break (§77–§80); a piece leaves a laid bridge by one of its moves and
  // sets it on fire (§166b).
  | { readonly type: 'ignite'; readonly gun: Square; readonly square: Square }
  | { readonly type: 'fire-break'; readonly square: Square }
  | { readonly type: 'leave-ignite'; readonly from: Square; readonly to: Square; readonly captures: readonly Square[] }
  // Rectangles and bridge-transporters (§§172–178, §152). A rectangle, named by two opposite corners, of devices and
  // transporters moves as one, its corner `corners[0]` coming to `to` (§53, §90, §96–§98, §181 (4)); all that stands
  // in a rectangle, on boards or not, wheels about a corner square (§95, §173–§176).
  | { readonly type: 'rectangle'; readonly corners: readonly [Square, Square]; readonly to: Square }
  | {
      readonly type: 'wheel-rectangle';
      readonly corners: readonly [Square, Square];
      readonly pivot: Square;
      readonly kind: WheelKind;
      readonly sense: WheelSense;
    }
  // A bridge-transporter, by its number, wheeled about its main or secondary surface as a device is (§137, §62).
  | {
      readonly type: 'wheel-bridge';
      readonly number: number;
      readonly pivot: BridgeSurface;
      readonly kind: WheelKind;
      readonly sense: WheelSense;
    }
  // The last piece on a transporter leaves it by one of its moves and takes it out of the game in the same move (§101).
  | { readonly type: 'abandon'; readonly from: Square; readonly to: Square; readonly captures: readonly Square[] }
  // Two bridge-transporters, one on the other, moved together, the first's main and secondary surfaces to `to` (§150).
  | {
      readonly type: 'bridge-stack';
      readonly numbers: readonly [number, number];
      readonly to: readonly [Square, Square];
    };

/** Two actions are the same move (a capture's victims in the same order, §33). */
export function sameAction(a: Action, b: Action): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const squares = (name: string, value: unknown, grid: Grid): Square[] =>
  listOf(name, value).map((s, i) => squareOn(s, grid, `${name}[${i}]`));

const pair = (name: string, value: unknown, grid: Grid): readonly [Square, Square] => {
  const two = squares(name, value, grid);
  if (two.length !== 2)
    throw new RuleError(
      'BAD_INPUT',
      `${name} must be two squares: a board's (§85, §136) or a rectangle's opposite corners (§173); received ` +
        `${describeValue(value)}`,
    );
  return [two[0] as Square, two[1] as Square];
};

/** Check an action given as plain data against a plate: a known type and its fields, squares on the plate (§181). */
export function readAction(value: unknown, grid: Grid): Action {
  const o = objectOf('action', value, 'an action { type, … }');
  const type = oneOf('action.type', fieldOf('action', o, 'type'), ACTION_TYPES);
  const f = (key: string) => fieldOf('action', o, key);
  const at = (key: string) => squareOn(f(key), grid, `action.${key}`);
  switch (type) {
    case 'move':
      return { type, from: at('from'), to: at('to'), captures: squares('action.captures', f('captures') ?? [], grid) };
    case 'turn':
      return { type, square: at('square'), side: oneOf('action.side', f('side'), PAWN_TURNS) };
    case 'transport': {
      const from = pair('action.squares', f('squares'), grid);
      return { type, squares: from, to: pair('action.to', f('to'), grid) };
    }
    case 'device':
      return { type, gun: at('gun'), to: at('to') };
    case 'wheel':
      return {
        type,
        gun: at('gun'),
        pivot: oneOf('action.pivot', f('pivot'), PIVOTS),
        kind: oneOf('action.kind', f('kind'), WHEEL_KINDS),
        sense: oneOf('action.sense', f('sense'), WHEEL_SENSES),
      };
    case 'fire':
      return { type, gun: at('gun'), targets: squares('action.targets', f('targets'), grid) };
    case 'destroy': {
      const also = f('also') === undefined ? [] : squares('action.also', f('also'), grid);
      return {
        type,
        gun: at('gun'),
        ...(also.length > 0 && { also }),
        ...(f('then') !== undefined && { then: at('then') }),
      };
    }
    case 'cutoff': {
      const corps = squares('action.corps', f('corps'), grid);
      if (corps.length === 0)
        throw new RuleError('BAD_INPUT', `action.corps must name at least one square (§183); received []`);
      return { type, corps };
    }
    case 'blockade':
      return { type };
    case 'peace':
      return {
        type,
        receiver: oneOf('action.receiver', f('receiver'), PLAYERS),
        flags: wholeNumber('action.flags', f('flags'), 1, 3) as 1 | 2 | 3,
      };
    case 'accept':
      return { type };
    case 'entrench':
      return { type, from: at('from'), square: at('square') };
    case 'depot':
    case 'ruin-depot':
    case 'storm':
      return { type, square: at('square') };
    case 'bombard':
      return { type, gun: at('gun'), target: at('target') };
    // Bridges (§135–§167).
    case 'lay-bridge':
    case 'break-bridge':
      return { type, number: wholeNumber('action.number', f('number'), 1, BRIDGE_SETS.B[1]), square: at('square') };
    case 'ruin-bridge':
      return { type, from: at('from'), square: at('square') };
    case 'shell-bridges': {
      const targets = squares('action.targets', f('targets'), grid);
      if (targets.length === 0)
        throw new RuleError('BAD_INPUT', `action.targets must name at least one square (§164, §165); received []`);
      return { type, gun: at('gun'), targets };
    }
    case 'bridge-transport':
      return {
        type,
        number: wholeNumber('action.number', f('number'), 1, BRIDGE_SETS.B[1]),
        to: pair('action.to', f('to'), grid),
      };
    case 'ruin-held': {
      const then = f('then');
      return {
        type,
        number: wholeNumber('action.number', f('number'), 1, BRIDGE_SETS.B[1]),
        laid: squares('action.laid', f('laid') ?? [], grid),
        main: wholeNumber('action.main', f('main') ?? 0, 0, BRIDGES_PER_TRANSPORTER),
        secondary: wholeNumber('action.secondary', f('secondary') ?? 0, 0, BRIDGES_PER_TRANSPORTER),
        ...(then !== undefined && { then: squareOn(then, grid, 'action.then') }),
      };
    }
    // The second and third means of ruining bridges (§161, §162).
    case 'ruin-secondary': {
      const then = f('then');
      return {
        type,
        number: wholeNumber('action.number', f('number'), 1, BRIDGE_SETS.B[1]),
        count: wholeNumber('action.count', f('count'), 1, BRIDGES_PER_TRANSPORTER),
        ...(then !== undefined && { then: squareOn(then, grid, 'action.then') }),
      };
    }
    case 'leave-ruin':
      return { type, from: at('from'), to: at('to'), captures: squares('action.captures', f('captures') ?? [], grid) };
    // Fire (§74–§80, §166).
    case 'ignite':
      return { type, gun: at('gun'), square: at('square') };
    case 'fire-break':
      return { type, square: at('square') };
    case 'leave-ignite':
      return { type, from: at('from'), to: at('to'), captures: squares('action.captures', f('captures') ?? [], grid) };
    // Rectangles and bridge-transporters (§§172–178, §152).
    case 'rectangle':
      return { type, corners: pair('action.corners', f('corners'), grid), to: at('to') };
    case 'wheel-rectangle':
      return {
        type,
        corners: pair('action.corners', f('corners'), grid),
        pivot: at('pivot'),
        kind: oneOf('action.kind', f('kind'), WHEEL_KINDS),
        sense: oneOf('action.sense', f('sense'), WHEEL_SENSES),
      };
    case 'wheel-bridge':
      return {
        type,
        number: wholeNumber('action.number', f('number'), 1, BRIDGE_SETS.B[1]),
        pivot: oneOf('action.pivot', f('pivot'), BRIDGE_SURFACES),
        kind: oneOf('action.kind', f('kind'), WHEEL_KINDS),
        sense: oneOf('action.sense', f('sense'), WHEEL_SENSES),
      };
    case 'abandon':
      return { type, from: at('from'), to: at('to'), captures: squares('action.captures', f('captures') ?? [], grid) };
    case 'bridge-stack': {
      const numbers = listOf('action.numbers', f('numbers')).map((x, i) =>
        wholeNumber(`action.numbers[${i}]`, x, 1, BRIDGE_SETS.B[1]),
      );
      if (numbers.length !== 2)
        throw new RuleError(
          'BAD_INPUT',
          `action.numbers must be two bridge-transporters' numbers (§150); received ${describeValue(f('numbers'))}`,
        );
      return { type, numbers: [numbers[0] as number, numbers[1] as number], to: pair('action.to', f('to'), grid) };
    }
  }
}
