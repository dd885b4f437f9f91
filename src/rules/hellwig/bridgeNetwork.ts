/**
 * The bridge network made and checked against a board (§136, §141, §143, §146a, §147, §150, §196): which
 * bridge-transporter stands on which squares, how many bridges it carries on each surface, which water squares its
 * bridges cover, and the board with those bridges practicable. Only networks made here (or by a move of the bridge
 * modules, through `seal`) are accepted by the engine.
 */
import { RuleError, describeValue, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf } from '../checks.ts';
import { boardWith, type Board } from './board.ts';
import { isPracticable } from './boardLookups.ts';
import { readBoard } from './boardSetup.ts';
import { directionBetween, toSquare, type Square, plateCalled } from './grid.ts';
import type { Player } from './types.ts';
import {
  BRIDGES_PER_TRANSPORTER,
  BRIDGE_SETS,
  LAST_BRIDGE_TRANSPORTER,
  type BridgeNetwork,
  type BridgeNetworkSetup,
  type BridgeTransporter,
} from './bridges.ts';

/** The networks the engine made: only these are accepted (`checkNetwork`). */
const made = new WeakSet<object>();

/** Freeze a network made by a bridge module and mark it as the engine's own, of checked values (§141–§143). */
export function seal(network: BridgeNetwork): BridgeNetwork {
  made.add(network);
  return Object.freeze(network);
}

/** The set a bridge-transporter's number belongs to (§196). */
function ownerOf(number: number): Player {
  return number <= BRIDGE_SETS.A[1] ? 'A' : 'B';
}

/**
 * Check bridge-transporters and laid bridges against a board (§136, §141, §143, §196): numbers
 * 1–80 used once, two side-by-side squares each on practicable ground (§88, §148), at most four bridges a
 * transporter, every laid bridge over water and one bridge a square. Pieces, artillery and other transporters may
 * stand on one, whole or in part (§147), and another bridge-transporter, but not a third (§150). /hellwig/s141/
 */
export function createBridgeNetwork(board: Board, setup: BridgeNetworkSetup = {}): BridgeNetwork {
  const b = readBoard(board);
  const s = objectOf('setup', setup);
  const laid = new Map<Square, number>();
  const laidCount = new Map<number, number>();
  for (const [i, value] of listOf('setup.laid', fieldOf('setup', s, 'laid') ?? []).entries()) {
    const name = `setup.laid[${i}]`;
    const l = objectOf(name, value, 'a laid bridge');
    const square = toSquare(fieldOf(name, l, 'square'), b.grid, `${name}.square`);
    const number = wholeNumber(`${name}.transporter`, fieldOf(name, l, 'transporter'), 1, LAST_BRIDGE_TRANSPORTER);
    if (b.terrain.get(square) !== 'water') {
      throw new RuleError(
        'BAD_INPUT',
        `a bridge is laid over water (§142); square ${square} is ${b.terrain.get(square) ?? 'open'}`,
      );
    }
    if (laid.has(square))
      throw new RuleError(
        'OVERLAP',
        `square ${square} already has the bridge of transporter ${laid.get(square)}; received another of ${number}`,
      );
    laid.set(square, number);
    laidCount.set(number, (laidCount.get(number) ?? 0) + 1);
  }
  const transporters: BridgeTransporter[] = [];
  for (const [i, value] of listOf('setup.transporters', fieldOf('setup', s, 'transporters') ?? []).entries()) {
    const name = `setup.transporters[${i}]`;
    const t = objectOf(name, value, 'a bridge-transporter');
    const number = wholeNumber(`${name}.number`, fieldOf(name, t, 'number'), 1, LAST_BRIDGE_TRANSPORTER);
    if (transporters.some((x) => x.number === number))
      throw new RuleError('BAD_INPUT', `bridge-transporter number ${number} is used twice (§196)`);
    const main = toSquare(fieldOf(name, t, 'main'), b.grid, `${name}.main`);
    const secondary = toSquare(fieldOf(name, t, 'secondary'), b.grid, `${name}.secondary`);
    if (directionBetween(main, secondary, b.grid) === undefined) {
      throw new RuleError(
        'NOT_ADJACENT',
        `a bridge-transporter covers two side-by-side squares (§136); received main ${main} and secondary ${secondary}`,
      );
    }
    for (const sq of [main, secondary]) {
      // §148 applies §88 to bridge-transporters: they stand on practicable ground (a laid bridge is, §146a). Artillery
      // may stand on one, whole or with one of its squares, as on any practicable ground (§147).
      if (!(isPracticable(b, sq) || laid.has(sq))) {
        throw new RuleError(
          'BLOCKED',
          `a bridge-transporter stands on practicable ground (§88, §148); square ${sq} is ` +
            `${b.terrain.get(sq) ?? 'open'}`,
        );
      }
    }
    const used = laidCount.get(number) ?? 0;
    const aboardValue = fieldOf(name, t, 'aboard');
    const a = aboardValue === undefined ? undefined : objectOf(`${name}.aboard`, aboardValue);
    const startMain = Math.max(0, 2 - used);
    const startSecondary = Math.max(0, 2 - Math.max(0, used - 2));
    const aboard = {
      main: wholeNumber(
        `${name}.aboard.main`,
        (a && fieldOf(`${name}.aboard`, a, 'main')) ?? startMain,
        0,
        BRIDGES_PER_TRANSPORTER,
      ),
      secondary: wholeNumber(
        `${name}.aboard.secondary`,
        (a && fieldOf(`${name}.aboard`, a, 'secondary')) ?? startSecondary,
        0,
        BRIDGES_PER_TRANSPORTER,
      ),
    };
    if (aboard.main + aboard.secondary + used > BRIDGES_PER_TRANSPORTER) {
      throw new RuleError(
        'OUT_OF_RANGE',
        `a bridge-transporter has 4 bridges (§136); number ${number} received ` +
          `${aboard.main} + ${aboard.secondary} aboard and ${used} laid`,
      );
    }
    transporters.push({ number, owner: ownerOf(number), main, secondary, aboard });
  }
  for (const number of laidCount.keys()) {
    if (!transporters.some((t) => t.number === number)) {
      throw new RuleError(
        'UNKNOWN_ID',
        `a laid bridge bears the number of its bridge-transporter (§143); no transporter is numbered ${number}`,
      );
    }
  }
  const high = stackedTooHigh(transporters);
  if (high) throw new RuleError('OVERLAP', high);
  return seal({ plate: b.grid.name, transporters, laid });
}

/**
 * Why bridge-transporters lie more than two one on another, if they do (§147, §150): the book places "another
 * bridge-transporter" on one free of pieces, and its rules for them are for the pair, "the one" and "the other"; a
 * bridge-transporter takes anything more only while nothing but its bridges is on it (§147). So one lies on or under
 * one other at most, whether a third would stand on both or across two. Of checked values (the engine's own moves).
 * The one numbered `moved`, if given, is named first: the one just moved onto the others.
 */
export function stackedTooHigh(transporters: readonly BridgeTransporter[], moved?: number): string | undefined {
  const order = [...transporters.filter((t) => t.number === moved), ...transporters.filter((t) => t.number !== moved)];
  for (const t of order) {
    const others = transporters.filter(
      (x) => x !== t && [x.main, x.secondary].some((s) => s === t.main || s === t.secondary),
    );
    if (others.length > 1)
      return (
        `bridge-transporter ${t.number} would lie on or under ` +
        `${others.map((x) => x.number).join(' and ')}: one bridge-transporter lies on ` +
        `another, two at most (§150; §147)`
      );
  }
  return undefined;
}

/**
 * A network made by `createBridgeNetwork` or by a move of this module, on the board's plate, its bridges still over
 * water (§141–§143).
 */
export function checkNetwork(board: Board, network: unknown): BridgeNetwork {
  if (typeof network !== 'object' || network === null || !made.has(network)) {
    throw new RuleError(
      'BAD_INPUT',
      `network must be a bridge network made by createBridgeNetwork; received ${describeValue(network)}`,
    );
  }
  const n = network as BridgeNetwork;
  if (n.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the bridge network is on ${plateCalled(n.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  for (const sq of n.laid.keys()) {
    if (board.terrain.get(sq) !== 'water')
      throw new RuleError(
        'BAD_INPUT',
        `the bridge on ${sq} lies over water (§142); on this board ${sq} is ${board.terrain.get(sq) ?? 'open'}`,
      );
  }
  return n;
}

/** The bridge-transporter bearing a number (§136, §196), or UNKNOWN_ID. */
export function transporterNumbered(network: BridgeNetwork, number: unknown): BridgeTransporter {
  const n = wholeNumber('bridge-transporter number', number, 1, LAST_BRIDGE_TRANSPORTER);
  const t = network.transporters.find((x) => x.number === n);
  if (!t)
    throw new RuleError(
      'UNKNOWN_ID',
      `there is no bridge-transporter numbered ${n}; there are ` +
        `${network.transporters.map((x) => x.number).join(', ') || 'none'}`,
    );
  return t;
}

/** The network with its bridge-transporters where a move of theirs leaves them (§137, §138), of checked values. */
export function movedOn(network: BridgeNetwork, transporters: readonly BridgeTransporter[]): BridgeNetwork {
  return seal({ ...network, transporters: [...transporters] });
}

/**
 * The board with every laid bridge practicable (§146a), of a board already checked: still checked, so that the engine
 * reads it as itself and not as a copy (a game's starting position was a copy to every later `readBoard`).
 */
export function bridgedOn(board: Board, network: BridgeNetwork): Board {
  // Derived as the engine derives positions, still checked: a position under fire holds pieces on squares createBoard
  // would refuse (a piece left in a burning building, §74), and a copy read afresh would be refused or, read as a copy,
  // lose what the engine remembers of the position (movedPieces' map of a transporter's move).
  return boardWith(board, { bridges: new Set([...board.bridges, ...network.laid.keys()]) });
}

/**
 * The board with the network's laid bridges practicable: the water under them "can now be occupied and passed over"
 * (§146a, l.1115). /hellwig/s146a/
 */
export function bridgedBoard(board: Board, network: BridgeNetwork): Board {
  const b = readBoard(board);
  return bridgedOn(b, checkNetwork(b, network));
}
