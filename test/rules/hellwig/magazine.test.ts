/** A depot's supply line to its owner's fortress, the main magazine (§243, §255–§259). */
import { describe, expect, test } from 'vitest';
import {
  HOME_FORTRESS,
  createBoard,
  createBridgeNetwork,
  depotSupplyLine,
  fortressSquares,
  plateIII,
  squareAt,
  type BoardSetup,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf } from './source.ts';

const at = (row: number, col: number) => squareAt(row, col, plateIII);
/** Mountains across the whole of row 20 of plate III but for a river square at column 20, bridged. */
const BRIDGE = at(20, 20);
const RIDGE = Array.from({ length: 49 }, (_, c) => at(20, c)).filter((s) => s !== BRIDGE);
const DEPOT = at(26, 20);
const setup: BoardSetup = { plate: 'III', terrain: { water: [BRIDGE], mountain: RIDGE }, bridges: [] };

function line(transporter: number, extra: BoardSetup = {}) {
  const board = createBoard({ ...setup, ...extra });
  const network = createBridgeNetwork(board, {
    transporters: [{ number: transporter, main: at(21, 20), secondary: at(22, 20) }],
    laid: [{ square: BRIDGE, transporter }],
  });
  return depotSupplyLine(board, network, DEPOT, 'A');
}

describe('the supply line from a depot to the main magazine (§255–§259)', () => {
  test('over our own bridge the line is open, from the depot to a square of our fortress', () => {
    const l = line(5);
    expect(l.open).toBe(true);
    if (!l.open) return;
    expect(l.path[0]).toBe(DEPOT);
    expect(fortressSquares(HOME_FORTRESS.A)).toContain(l.path.at(-1));
    expect(l.path).toContain(BRIDGE);
  });

  test('over the enemy’s bridge it is cut, the bridge named as what bars it (§257)', () => {
    const l = line(45);
    expect(l.open).toBe(false);
    if (l.open) return;
    expect(l.barred).toContainEqual({ square: BRIDGE, reason: 'enemy-bridge' });
  });

  test('an enemy rook whose next move sweeps a whole row cuts it there (§258 (1))', () => {
    const rook = at(23, 30);
    const l = line(5, { pieces: [{ square: rook, kind: 'rook', player: 'B' }] });
    expect(l.open).toBe(false);
    if (l.open) return;
    expect(l.barred).toContainEqual({ square: at(23, 20), reason: 'enemy-reach' });
  });

  test('plate II has no fortress; a bad owner is named', () => {
    const two = createBoard({});
    const net = createBridgeNetwork(two, {});
    expect(codeOf(() => depotSupplyLine(two, net, 100, 'A'))).toBe('BAD_INPUT');
    const three = createBoard(setup);
    expect(codeOf(() => depotSupplyLine(three, createBridgeNetwork(three, {}), DEPOT, 'C' as never))).toBe(
      'UNKNOWN_OPTION',
    );
  });
});
