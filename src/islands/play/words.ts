/**
 * The play page's words: an action as a sentence for the live region and the action list, the
 * status line, and the pieces' names. Every number in them is the engine's.
 */
import {
  gunAt,
  type Action,
  type Board,
  type BridgeNetwork,
  type CountView,
  type Game,
  type GameStatus,
  type PieceKind,
  type Square,
} from '../../rules/hellwig/index.ts';

export const NAMES: { readonly [K in PieceKind]: string } = {
  pawn: 'pawn',
  knight: 'knight',
  rook: 'rook',
  bishop: 'bishop',
  queen: 'queen',
  'leaping-queen': 'leaping queen',
  elephant: 'elephant',
  'leaping-bishop': 'leaping bishop',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An action as a sentence, on the position it is played from. */
export function sayAction(board: Board, action: Action): string {
  // An artillery device by its kind and its gun's square: "cannon 283".
  const device = (gun: Square) => `${gunAt(board, gun)?.kind ?? 'device'} ${gun}`;
  switch (action.type) {
    case 'move': {
      const p = board.pieces.get(action.from);
      const name = p ? NAMES[p.kind] : 'piece';
      if (action.captures.length === 0) return `${name} ${action.from} to ${action.to}`;
      const taken = action.captures.map((s) => {
        const v = board.pieces.get(s);
        return v ? `the ${NAMES[v.kind]} on ${s}` : `${s}`;
      });
      return `${name} ${action.from} takes ${taken.join(', ')}`;
    }
    case 'turn':
      return `pawn ${action.square} turns ${action.side}`;
    case 'transport':
      return `transporter ${action.squares.join('/')} to ${action.to.join('/')}`;
    case 'device':
      return `${device(action.gun)}: gun to ${action.to}`;
    case 'wheel':
      return `${device(action.gun)} wheels about its ${action.pivot}, ${action.kind}, ${action.sense}`;
    case 'fire': {
      const hit = action.targets.filter((s) => board.pieces.has(s) || gunAt(board, s));
      const there = hit.length ? ` (${plural(hit.length, 'target', 'targets')} there)` : '';
      return `${device(action.gun)} fires on ${action.targets.join(', ')}${there}`;
    }
    case 'destroy': {
      const also = action.also ? ` and ${action.also.join(', ')}` : '';
      const then = action.then === undefined ? 'who stay' : `who go on to ${action.then}`;
      return `${device(action.gun)}${also} destroyed by its own artillerists, ${then} (§72, §73)`;
    }
    case 'cutoff':
      return (
        `declares the corps on ${action.corps.join(', ')} cut off: ` +
        'six of its own moves to restore communication (§182, §183)'
      );
    case 'blockade':
      return 'announces a blockade of the enemy’s fortress (§190)';
    case 'peace':
      return `offers peace: ${action.receiver} to receive ${plural(action.flags, 'small flag', 'small flags')} (§13)`;
    case 'accept':
      return 'accepts the peace';
    case 'entrench': {
      const p = board.pieces.get(action.from);
      return `${p ? NAMES[p.kind] : 'piece'} ${action.from} entrenches ${action.square} (§106)`;
    }
    case 'depot':
      return `establishes a depot on ${action.square} (§244)`;
    case 'ruin-depot':
      return `ruins the depot on ${action.square} (§250)`;
    case 'bombard':
      return `${device(action.gun)} bombards the breastwork on ${action.target} (§122–§124)`;
    case 'storm':
      return `storms the breastwork on ${action.square} (§130)`;
    // Bridges (§135–§167).
    case 'lay-bridge':
      return `bridge-transporter ${action.number} lays a bridge over ${action.square} (§145)`;
    case 'break-bridge':
      return `bridge-transporter ${action.number} breaks down the bridge on ${action.square} (§154)`;
    case 'ruin-bridge': {
      const p = board.pieces.get(action.from);
      return `${p ? NAMES[p.kind] : 'piece'} ${action.from} ruins the bridge on ${action.square} and stays (§163)`;
    }
    case 'bridge-transport':
      return `bridge-transporter ${action.number} to ${action.to.join('/')} (§137)`;
    case 'ruin-held': {
      const what = [
        ...(action.laid.length ? [`the laid bridges on ${action.laid.join(', ')}`] : []),
        ...(action.main + action.secondary
          ? [`${plural(action.main + action.secondary, 'bridge', 'bridges')} aboard`]
          : []),
      ];
      const then = action.then === undefined ? 'and its holder stays' : `and its holder goes on to ${action.then}`;
      return `bridge-transporter ${action.number}: ${what.join(' and ')} ruined, ${then} (§160)`;
    }
    case 'shell-bridges':
      return `${device(action.gun)} ruins the bridges on ${action.targets.join(', ')} (§164, §165)`;
    // The second and third means (§161, §162).
    case 'ruin-secondary': {
      const then = action.then === undefined ? 'and its holder stays' : `and its holder leaves for ${action.then}`;
      const count = plural(action.count, 'bridge', 'bridges');
      return `bridge-transporter ${action.number}: ${count} aboard the secondary surface ruined, ${then} (§161)`;
    }
    case 'leave-ruin': {
      const p = board.pieces.get(action.from);
      const how = action.captures.length ? `takes on ${action.captures.join(', ')}` : `goes to ${action.to}`;
      return `${p ? NAMES[p.kind] : 'piece'} ${action.from} ${how} and ruins the bridge it leaves (§162)`;
    }
    // Fire (§74–§80, §166).
    case 'ignite': {
      const bridge = board.bridges.has(action.square);
      const what = bridge ? 'bridge' : 'building';
      return `howitzer ${action.gun} sets the ${what} on ${action.square} on fire (${bridge ? '§166' : '§74'})`;
    }
    case 'fire-break':
      return `demolishes the building on ${action.square} against the fire (§77–§80)`;
    case 'leave-ignite': {
      const p = board.pieces.get(action.from);
      const how = action.captures.length ? `takes on ${action.captures.join(', ')}` : `goes to ${action.to}`;
      return `${p ? NAMES[p.kind] : 'piece'} ${action.from} ${how} and sets the bridge it leaves on fire (§166b)`;
    }
    // Rectangles and bridge-transporters (§§172–178, §152).
    case 'rectangle':
      return (
        `the rectangle ${action.corners.join(' to ')} moves as one, ` +
        `its corner ${action.corners[0]} to ${action.to} (§53, §181)`
      );
    case 'wheel-rectangle':
      return (
        `the rectangle ${action.corners.join(' to ')} wheels about ${action.pivot}, ` +
        `${action.kind}, ${action.sense} (§173–§176)`
      );
    case 'wheel-bridge':
      return (
        `bridge-transporter ${action.number} wheels about its ${action.pivot} surface, ` +
        `${action.kind}, ${action.sense} (§137)`
      );
    case 'bridge-stack':
      return (
        `bridge-transporters ${action.numbers.join(' and ')} together, ` +
        `${action.numbers[0]} to ${action.to.join('/')} (§150)`
      );
    case 'abandon': {
      const p = board.pieces.get(action.from);
      const how = action.captures.length ? `takes on ${action.captures.join(', ')}` : `goes to ${action.to}`;
      return (
        `${p ? NAMES[p.kind] : 'piece'} ${action.from} ${how}, ` +
        'abandoning its transporter, which leaves the game (§101)'
      );
    }
  }
}

/** The status line: whose turn, or how the game ended (§21, §188, §190, §13). */
export function sayStatus(status: GameStatus, toMove: string, computer: readonly string[]): string {
  if (status.kind === 'conquest')
    return `${status.winner} has conquered the enemy’s fortress (§188) and wins a large flag (§13).`;
  if (status.kind === 'blockade')
    return `The blockaded fortress surrenders: ${status.winner} wins (§190) and a large flag (§13).`;
  if (status.kind === 'peace')
    return `Peace: ${status.winner} receives ${plural(status.flags.small, 'small flag', 'small flags')} (§13).`;
  return `${toMove} to move${computer.includes(toMove) ? ' (the computer)' : ''}.`;
}

/** What the cursor's square is to the end of the game: a player's fortress centre (§187, §188), or ''. */
export function sayCentre(game: Game, square: number): string {
  const p = (['A', 'B'] as const).find((q) => game.start.fortress[q] === square);
  return p ? ` ${p}’s fortress centre (§187).` : '';
}

/** A count as a sentence: a cut-off's own moves left (§182), a blockade's joint moves (§190). */
export function sayCount(c: CountView): string {
  if (c.kind === 'cutoff')
    return (
      `${c.player}’s corps on ${c.corps.join(', ')} is cut off: ` +
      `${plural(c.movesLeft, 'own move', 'own moves')} left to restore communication (§182).`
    );
  return (
    `${c.garrison}’s fortress is blockaded: ${c.movesMade} of ${c.allowance} moves made, ${c.movesLeft} left, ` +
    `${plural(c.resupplies, 'resupply', 'resupplies')} so far (§190: 50 of each player, 20 more per resupply).`
  );
}

/** The breastworks that passed to the other player with the last action, at no cost of a move (§119). */
export function sayTakenOver(game: Game): string {
  const n = game.works.length;
  const before = game.works[n - 2]?.breastworks.works;
  const after = game.works[n - 1]?.breastworks.works;
  if (!before || !after) return '';
  const passed = [...after.values()].filter((w) => {
    const was = before.get(w.square);
    return was !== undefined && was.owner !== w.owner;
  });
  return passed.map((w) => ` The abandoned breastwork on ${w.square} passes to ${w.owner} (§119).`).join('');
}

/** What stands on a square of the set-up, for the live region: a piece, a device's part, transporters, works. */
export function sayPlaced(
  board: Board,
  square: number,
  network?: BridgeNetwork,
  works?: Game['works'][number],
): string {
  const p = board.pieces.get(square as never);
  const d = board.devices.find((x) => x.artillerists === square || x.gun === square);
  const tr = board.transporters.find((x) => (x.squares as readonly number[]).includes(square));
  const t = board.terrain.get(square as never);
  const facing = p?.facing ? `, facing side ${p.facing} (§37)` : '';
  const deviceKind = d?.kind === 'cannon' ? `cannon, ${d.variant} variety,` : 'howitzer';
  const parts = [
    ...(p ? [`${p.player}’s ${NAMES[p.kind]} on ${square}${facing}`] : []),
    ...(d ? [`a ${deviceKind} with its artillerists on ${d.artillerists} and its gun on ${d.gun}`] : []),
    ...(tr ? [`a transporter on ${tr.squares[0]} and ${tr.squares[1]}`] : []),
    ...(network?.transporters ?? [])
      .filter((t) => t.main === square || t.secondary === square)
      .map((t) => `bridge-transporter ${t.number}, its main surface on ${t.main}, its secondary on ${t.secondary}`),
    ...(t ? [`${t} on ${square}`] : []),
    ...[works?.breastworks.works.get(square as never)].flatMap((w) =>
      w ? [`${w.owner}’s breastwork on ${square}, ${w.signs} signs (§104, §106)`] : [],
    ),
    ...[works?.depots.depots.get(square as never)].flatMap((d) =>
      d ? [`${d.owner}’s depot on ${square} (§244)`] : [],
    ),
  ];
  return parts.length ? `${parts.join('; ')}.` : `Square ${square} cleared.`;
}
