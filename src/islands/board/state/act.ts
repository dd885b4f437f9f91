/**
 * What a click or Enter does with each tool, and R and Delete: select and move, paint terrain,
 * place a piece, artillery or a transporter, rotate, remove (§23–§29, §37, §43, §45, §85, §146a).
 */
import type { Square } from '../../../rules/hellwig/index.ts';
import { sameState } from '../../shared/sameState.ts';
import { paintTerrain, placeDevice, placePiece, placeTransporter, removeAt, rotateAt, toggleBridge } from '../edits.ts';
import { explainSquare } from '../explain.ts';
import type { Selection } from '../state.ts';
import { removedWords, SAID } from '../words.ts';
import { commit, edit, moved, refuse, say, select } from './commit.ts';
import type { WorksTool } from './tools.ts';
import { worksAt } from '../worksState.ts';
import { viewFor, type BoardContext, type BoardModel } from './model.ts';
import { candidates } from './selection.ts';

/** Act on a square with the chosen tool; the cursor goes there first. */
export function actOn(m0: BoardModel, sq: number, ctx: BoardContext): BoardModel {
  const m = { ...m0, cursor: sq };
  const { state } = m;
  const { tool, terrain, pieceKind, piecePlayer, toward, deviceChoice } = m.choice;
  switch (tool) {
    case 'select': {
      const view = viewFor(m, ctx);
      const target = view.targets.get(sq);
      if (target)
        return moved(
          m,
          { ...state, setup: target.setup, selected: target.next, target: undefined },
          SAID.moved(target.label),
        );
      const options = candidates(view, sq as Square);
      // A click on an empty square the selection lights (its field, its wheeling's path) asks why, as the arrow keys
      // do: the selection stays.
      const f = view.flags.get(sq);
      if (!options.length && view.resolved && (f?.effect || f?.path || f?.blocked))
        return say(m, explainSquare(view, sq as Square));
      const now = options.findIndex((o) => sameState(o, state.selected));
      return select(m, options.length ? options[(now + 1) % options.length] : undefined, ctx);
    }
    case 'terrain':
      if (terrain === 'bridge')
        return edit(m, toggleBridge(state.setup, sq), SAID.bridge(state.setup.bridges?.includes(sq) ?? false, sq));
      return edit(m, paintTerrain(state.setup, sq, terrain), SAID.painted(sq, terrain));
    case 'piece':
      return edit(
        m,
        placePiece(state.setup, sq, pieceKind, piecePlayer, toward),
        SAID.placedPiece(piecePlayer, pieceKind, sq, toward),
      );
    case 'device':
      return edit(
        m,
        placeDevice(state.setup, sq, toward, deviceChoice, piecePlayer),
        SAID.placedDevice(deviceChoice, sq, toward),
      );
    case 'transporter':
      return edit(m, placeTransporter(state.setup, sq, toward), SAID.placedTransporter(sq, toward));
    case 'breastwork':
    case 'strengthen':
    case 'bridge-transporter':
    case 'lay-bridge':
    case 'hill-first':
    case 'hill-second':
    case 'depot':
    case 'ignite':
    case 'fortress':
      return worksOn(m, tool, sq, ctx);
    case 'remove':
      return removeOn(m, sq, ctx);
  }
}

/** A breastwork, a bridge-transporter or a laid bridge put on the square or taken away, as the engine allows. */
export function worksOn(m0: BoardModel, tool: WorksTool, sq: number, ctx: BoardContext): BoardModel {
  const m = { ...m0, cursor: sq };
  if (!ctx.works) return refuse(m, SAID.worksElsewhere);
  const e = ctx.works.edit(m.state.setup, m.state, tool, sq, m.choice.piecePlayer, m.choice.toward);
  return e.ok
    ? commit(m, { ...m.state, ...e.works, ...(e.setup ? { setup: e.setup } : {}) }, e.said)
    : refuse(m, e.message);
}

/**
 * R: rotate what stands on a square a quarter-turn; a selected gun stays selected, and the cursor goes with a gun
 * turned by its gun square.
 */
export function rotateOn(m: BoardModel, sq: number): BoardModel {
  const { state } = m;
  const e = rotateAt(state.setup, sq);
  const at = e.ok ? e.at : undefined;
  // A selected gun stays selected as it turns: it keeps its place in the list of devices, on its new gun square.
  const s = state.selected;
  const i = s?.type === 'device' ? (state.setup.devices ?? []).findIndex((d) => d.gun === s.gun) : -1;
  const turned = e.ok && i >= 0 ? e.setup.devices?.[i] : undefined;
  const selected: Selection | undefined = turned ? { type: 'device', gun: turned.gun } : s;
  // Turned about its artillerists' square, the device's gun moves: say where to.
  const j = (state.setup.devices ?? []).findIndex((d) => d.artillerists === sq);
  const gunNow =
    at === undefined && e.ok && j >= 0 && !state.setup.pieces?.some((p) => p.square === sq && p.kind === 'pawn')
      ? e.setup.devices?.[j]?.gun
      : undefined;
  const sentence = SAID.rotated(sq, at, gunNow);
  const after = edit(m, e, sentence, selected);
  // The cursor goes with a gun turned about its artillerists, so R again turns it again.
  return at !== undefined ? { ...after, cursor: at } : after;
}

/** Delete: say what went; on an artillerists' square shared by two devices (§67) both go. */
export function removeOn(m: BoardModel, sq: number, ctx: BoardContext): BoardModel {
  const e = removeAt(m.state.setup, sq);
  // Nothing of the first half there: a breastwork, laid bridge or bridge-transporter goes.
  if (!e.ok && ctx.works && worksAt(m.state, sq)) {
    const w = ctx.works.remove(m.state.setup, m.state, sq);
    return w.ok ? commit(m, { ...m.state, ...w.works }, w.said) : refuse(m, w.message);
  }
  return edit(m, e, e.ok ? SAID.removed(removedWords(m.state.setup, e.setup), sq) : '');
}
