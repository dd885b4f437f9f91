/**
 * Ruining bridges by artillery (§164, §165, §167): a cannon's field over laid bridges and bridge-transporters, a
 * mortar's shells on the bridges aboard; what a device may ruin, and the firing that ruins them.
 */
import { RuleError, describeValue } from '../errors.ts';
import { computeField } from './artillery.ts';
import type { Board } from './board.ts';
import { deviceOnBoard } from './boardDevices.ts';
import { readBoard } from './boardSetup.ts';
import { bridgedOn, checkNetwork } from './bridgeNetwork.ts';
import { liftOn } from './bridgeBreaking.ts';
import type { BridgeNetwork, BridgeSurface } from './bridges.ts';
import { isEffective } from './combined.ts';
import type { Square } from './grid.ts';
import { record, squares, type BridgeRuin } from './bridgeRuin.ts';

/** A square of a bridge-transporter in a field of effect, with the bridges aboard it (§165). */
export interface AboardTarget {
  readonly square: Square;
  readonly transporter: number;
  readonly surface: BridgeSurface;
  readonly count: number;
}

/**
 * What a device may ruin in one move: laid bridges and bridges aboard transporters in its field; a cannon any or all of
 * them, a mortar one (§164, §165).
 */
export interface ArtilleryRuinable {
  readonly laid: readonly Square[];
  readonly aboard: readonly AboardTarget[];
  readonly strikes: 'all' | 'one';
}

/**
 * What a device may ruin (§164, l.1186; §165, l.1190; §167 (9)): a cannon every bridge lying in its
 * field, a mortar one laid bridge or the bridges aboard one square; a mortar not a bridge under a
 * breastwork (`entrenched`, the squares carrying one). The device must be worked (§46, §71). /hellwig/s164/
 */
export function artilleryRuinable(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  entrenched: readonly number[] = [],
): ArtilleryRuinable {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const bridged = bridgedOn(b, n);
  const d = deviceOnBoard(bridged, device);
  const walls = squares('entrenched', b, entrenched);
  if (!isEffective(bridged, d))
    throw new RuleError(
      'OUT_OF_ACTION',
      `the device ${d.artillerists}→${d.gun} has no artillerists and cannot fire (§46, §71)`,
    );
  const field = computeField(bridged, d);
  const howitzer = d.kind === 'howitzer';
  const laid = field.inEffect.filter((s) => n.laid.has(s) && !(howitzer && walls.includes(s)));
  const aboard: AboardTarget[] = [];
  for (const t of n.transporters) {
    for (const surface of ['main', 'secondary'] as const) {
      if (field.inEffect.includes(t[surface]) && t.aboard[surface] > 0)
        aboard.push({ square: t[surface], transporter: t.number, surface, count: t.aboard[surface] });
    }
  }
  return { laid, aboard, strikes: field.strikes };
}

/**
 * The fifth and sixth means (§164, §165): the device ruins the chosen laid bridges and the bridges
 * aboard the chosen transporter squares in its field; a mortar one target only. One move; what
 * stands on a ruined laid bridge falls with it (§167 (7), as the water under it is impassable, §166). /hellwig/s165/
 */
export function ruinByArtillery(
  board: Board,
  network: BridgeNetwork,
  device: unknown,
  targets: { readonly laid?: readonly number[]; readonly aboard?: readonly number[] },
  entrenched: readonly number[] = [],
): BridgeRuin {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const can = artilleryRuinable(b, n, device, entrenched);
  const tg = record('targets', targets);
  const laid = squares('laid', b, tg['laid'] ?? []);
  const aboard = squares('aboard', b, tg['aboard'] ?? []);
  for (const s of laid)
    if (!can.laid.includes(s))
      throw new RuleError(
        'BLOCKED',
        `the device may ruin the laid bridges ${describeValue(can.laid)} (§164, §165, §167 (9)); received ${s}`,
      );
  for (const s of aboard) {
    if (!can.aboard.some((a) => a.square === s))
      throw new RuleError(
        'BLOCKED',
        `the device may ruin bridges aboard ` +
          `${describeValue(can.aboard.map((a) => a.square))} (§164, §165); received ${s}`,
      );
  }
  const count = laid.length + aboard.length;
  if (count === 0 || (can.strikes === 'one' && count > 1)) {
    throw new RuleError(
      'OUT_OF_RANGE',
      `a ${can.strikes === 'one' ? 'mortar ruins one target' : 'cannon ruins one or more targets'} ` +
        `a move (§164, §165); received ${count}`,
    );
  }
  const transporters = n.transporters.map((t) => {
    const hit = (['main', 'secondary'] as const).filter((s) => aboard.includes(t[s]));
    return hit.length === 0
      ? t
      : {
          ...t,
          aboard: {
            main: hit.includes('main') ? 0 : t.aboard.main,
            secondary: hit.includes('secondary') ? 0 : t.aboard.secondary,
          },
        };
  });
  return { ...liftOn(b, n, laid, transporters), removedTransporters: [], thenMoves: [] };
}
