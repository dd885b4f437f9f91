/**
 * The invariants every position of a game keeps (issue 17), checked after each action of the property tests: one thing
 * a square where the rules say so, and each player's pieces exactly those he had, moved as the action moves them, less
 * those the action or the engine's effects of it take.
 *
 * One thing a square is what `createBoard` and `createBridgeNetwork` check of a set-up, asked again of the position
 * the game reached (`setupOf`): no two pieces on a square, no piece on a gun (§46), no two guns on a square, no two
 * transporters covering a square (§85), each piece, device and transporter on practicable ground or a laid bridge
 * (§24–§28, §88, §146a; a bridge on fire still bears what stands on it until it burns out, and a burning building
 * holds what stands in it until the igniter's next turn, §74, §166), each laid bridge over water with one bridge a
 * square, at most four bridges a bridge-transporter (§136, §142, §143); bridge-transporters may carry pieces, devices,
 * transporters and one another (§147, §150), so they are not kept apart.
 *
 * The pieces carry no names, so each is followed by its square (`movedPieces`, the engine's own map of an action's
 * moves). After an action, every piece stands where one of its player's and kind stood or was moved to; a piece
 * whose square (after its move) holds no piece of its player and kind is lost, and it was lost only where the rules
 * take pieces: a square the action names as taken (a capture, §33; a volley's targets, §47; a bridge's ruin, §163–§165;
 * a stormed breastwork, §130), a bridge that left the game with what stood on it (§160–§166), a burning building or
 * bridge (§74, §166), or the mover's own cut-off corps laying down its arms (§183). Each square an action names as
 * captured held an enemy piece, and none does after it.
 */
import { expect } from 'vitest';
import {
  applyAction,
  boardOf,
  formatAction,
  parseAction,
  setupOf,
  toMove,
  type Action,
  type Board,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { createBoard } from '../../../../src/rules/hellwig/board.ts';
import { createBridgeNetwork, type BridgeNetwork } from '../../../../src/rules/hellwig/bridges.ts';
import { movedPieces } from '../../../../src/rules/hellwig/game/movedPieces.ts';

/** The squares an action names as taken (§33, §47, §130, §163–§165). */
function named(a: Action): number[] {
  const out: number[] = [];
  if ('captures' in a) out.push(...a.captures);
  if ('targets' in a) out.push(...a.targets);
  if (a.type === 'storm' || a.type === 'ruin-bridge' || a.type === 'ignite') out.push(a.square);
  if (a.type === 'bombard') out.push(a.target);
  if (a.type === 'ruin-held') out.push(...a.laid);
  return out;
}

/** The squares of everything burning in a game's fires (§74, §166). */
function burning(g: Game): number[] {
  const f = g.fires[g.fires.length - 1];
  return [
    ...Object.values(f?.buildings ?? {}).flatMap((x) => [...(x?.burning.keys() ?? [])]),
    ...(f?.bridges ?? []).flatMap((x) => [...x.burning]),
  ];
}

/** The squares of laid bridges and bridge-transporters in `before` that `after` no longer has (§160–§166). */
function bridgesGone(before: BridgeNetwork | undefined, after: BridgeNetwork | undefined): number[] {
  const gone = [...(before?.laid.keys() ?? [])].filter((s) => !after?.laid.has(s));
  for (const t of before?.transporters ?? [])
    if (!after?.transporters.some((x) => x.number === t.number)) gone.push(t.main, t.secondary);
  return gone;
}

/** One thing a square where the rules say so: the position and its bridges pass the set-up's own checks again. */
export function oneThingASquare(g: Game): void {
  const board = boardOf(g);
  for (const [sq, p] of board.pieces) expect(p.square).toBe(sq);
  for (const d of board.devices) expect(board.pieces.has(d.gun)).toBe(false);
  const network = g.bridges[g.bridges.length - 1];
  // A laid bridge on fire is water to the rules while it burns, and what stands on it stays until it burns out (§166):
  // it is still a laid bridge to stand on. A burning building is impassable to the rules, and what stands in it is
  // lost only as the igniter's next turn begins (§74): it is still a building to stand in.
  const setup = setupOf(board);
  const bridges = [...new Set([...(setup.bridges ?? []), ...(network?.laid.keys() ?? [])])];
  const fires = g.fires[g.fires.length - 1];
  const sites = new Set(Object.values(fires?.buildings ?? {}).flatMap((f) => [...(f?.burning.keys() ?? [])]));
  const terrain = Object.fromEntries(
    Object.entries(setup.terrain ?? {}).map(([t, list]) => [t, list.filter((s) => !sites.has(s as never))]),
  );
  terrain['building'] = [...(terrain['building'] ?? []), ...sites];
  const again = createBoard({ ...setup, terrain, ...(bridges.length && { bridges }) });
  if (network)
    createBridgeNetwork(again, {
      transporters: network.transporters.map((t) => ({
        number: t.number,
        main: t.main,
        secondary: t.secondary,
        aboard: t.aboard,
      })),
      laid: [...network.laid].map(([square, transporter]) => ({ square, transporter })),
    });
}

/**
 * The pieces after action `a` turned game `g` into `next`: those before, moved by the action, less those lost where
 * the rules take them (see the module's comment); the devices never more, the transporters fewer only by an
 * abandoning (§101).
 */
export function conserved(g: Game, a: Action, next: Game): void {
  const before = boardOf(g);
  const after = boardOf(next);
  const network = g.bridges[g.bridges.length - 1] as BridgeNetwork;
  const moves = movedPieces(before, network, a, g.readings);
  const image = (s: number) => moves.get(s as never) ?? s;
  const mover = toMove(g);
  const corps = (g.counts[g.counts.length - 1]?.cutOffs ?? []).flatMap((c) => (c.player === mover ? c.corps : []));
  const where = new Set<number>([
    ...named(a),
    ...bridgesGone(network, next.bridges[next.bridges.length - 1]),
    ...burning(g),
    ...burning(next),
    ...corps,
  ]);
  // Each piece after the action is one of before's, of its player and kind, moved there or standing still.
  const sources = new Map<number, { readonly player: string; readonly kind: string }[]>();
  for (const p of before.pieces.values()) sources.set(image(p.square), [...(sources.get(image(p.square)) ?? []), p]);
  for (const q of after.pieces.values())
    expect(
      sources.get(q.square)?.some((p) => p.player === q.player && p.kind === q.kind),
      `${q.player} ${q.kind} on ${q.square} after ${JSON.stringify(a)} came from nowhere`,
    ).toBe(true);
  const lost = { A: 0, B: 0 } as Record<string, number>;
  for (const p of before.pieces.values()) {
    const q = after.pieces.get(image(p.square) as never);
    if (q && q.player === p.player && q.kind === p.kind) continue;
    lost[p.player] = (lost[p.player] ?? 0) + 1;
    expect(
      where.has(p.square) || where.has(image(p.square)),
      `${p.player} ${p.kind} on ${p.square} lost by ${JSON.stringify(a)} where the rules take nothing`,
    ).toBe(true);
  }
  // Each player's pieces are exactly those before less those lost.
  for (const player of new Set([...before.pieces.values()].map((p) => p.player))) {
    const n = (b: Board) => [...b.pieces.values()].filter((p) => p.player === player).length;
    expect(n(after)).toBe(n(before) - (lost[player] ?? 0));
  }
  // A capture takes an enemy that stood on the square named (§33).
  if ('captures' in a)
    for (const s of a.captures) {
      const victim = before.pieces.get(s as never);
      expect(victim?.player).toBe(mover === 'A' ? 'B' : 'A');
      expect(after.pieces.get(s as never)?.player).not.toBe(victim?.player);
    }
  expect(after.devices.length).toBeLessThanOrEqual(before.devices.length);
  // A transporter leaves the game only when its last piece abandons it (§101).
  expect(after.transporters.length).toBe(before.transporters.length - (a.type === 'abandon' ? 1 : 0));
}

/**
 * An offered action played: its text reads back as itself (the notation), and the position after it keeps the
 * invariants. The game after it, both boards and its bridges, for the test's own checks.
 */
export function playChecked(g: Game, a: Action) {
  const before = boardOf(g);
  expect(parseAction(before, formatAction(before, a))).toEqual(a);
  const next = applyAction(g, a);
  conserved(g, a, next);
  oneThingASquare(next);
  const after = boardOf(next);
  return { next, before, after, network: next.bridges[next.bridges.length - 1] };
}
