/**
 * The engine's answers about the fortresses the reader placed (§186–§190): each one's block and ditch, who holds its
 * centre, and whether it communicates over its ditch with the terrains around it (fortressPlan.ts). Nothing here
 * decides a rule.
 */
import {
  createBoard,
  fortressAbout,
  placedCentreHolder,
  placedFortressCommunication,
  type Communication,
  type Player,
} from '../../rules/hellwig/index.ts';
import type { BoardState } from './state.ts';

export interface FortressView {
  readonly centre: number;
  readonly garrison: Player;
  readonly block: readonly number[];
  readonly ditch: readonly number[];
  /** Who holds the centre with a piece or artillery (§187, §188), if anyone. */
  readonly holder: Player | undefined;
  readonly communication: Communication;
}

/** Each placed fortress as the engine sees the position, the bridges laid by the works tool included (§146a). */
export function fortressViews(state: BoardState): FortressView[] {
  if (!state.fortresses?.length) return [];
  const laid = (state.network?.laid ?? []).map((l) => l.square);
  const board = createBoard({ ...state.setup, bridges: [...(state.setup.bridges ?? []), ...laid] });
  return state.fortresses.map((f) => {
    const placed = fortressAbout(board, f.centre, f.garrison);
    return {
      centre: f.centre,
      garrison: f.garrison,
      block: placed.block,
      ditch: placed.ditch,
      holder: placedCentreHolder(board, placed),
      communication: placedFortressCommunication(board, placed),
    };
  });
}
