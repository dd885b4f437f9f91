/**
 * A position set up by the players, as one line of the notation's header (`Setup:`), compact enough
 * for the address: each piece as its player, the book's letter and its square (`AS420`, a pawn with
 * its facing `Ab589:AB`, §31a, §37), each device as C or H, its artillerists' and gun's squares and a
 * cannon's variety (`C391/369axial`, `H12/13`, §44, §66), each transporter `tr339/340` (§85), each
 * bridge-transporter by number and surfaces, main first, `bt1:331/332` (`bt2:331/332:0/0` with its bridges aboard,
 * §136, §141), each breastwork by its holder and square `bwA331` (with its signs when given, `bwA331x4`, §104,
 * §106), each depot `dpA331` (§244), and the terrain as its kind and its squares, runs written first-last
 * (`water=347,350-352`, §24–§29). The position itself is checked by `createBoard` when the game is made; this
 * only reads and writes it.
 */
import { RuleError, describeValue } from '../../errors.ts';
import type { BoardSetup, DeviceSetup, PieceSetup, TransporterSetup } from '../board.ts';
import type { BreastworkSetup } from '../breastworks.ts';
import type { BridgeTransporterSetup } from '../bridges.ts';
import type { DepotSetup } from '../depots.ts';
import { PIECE_LETTERS } from '../pieces.ts';
import { CANNON_VARIANTS, DIRECTIONS, PIECE_KINDS, TERRAINS, type Direction } from '../types.ts';
import type { StartWorks } from './works.ts';

type TerrainKind = Exclude<(typeof TERRAINS)[number], 'open'>;
const LETTER_KINDS = new Map(PIECE_KINDS.map((k) => [PIECE_LETTERS[k], k]));

/** Squares as runs: 347,350-352. */
function runs(squares: readonly number[]): string {
  const sorted = [...squares].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    out.push(j === i ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(',');
}

/**
 * A set-up with its bridge-transporters (§136, §141, §196), each by number, main and secondary surface and, when not
 * the two and two of the start (§136), the bridges aboard each surface: `bt1:331/332`, `bt2:331/332:0/0`.
 */
export type GameSetup = BoardSetup & { readonly bridgeTransporters?: readonly BridgeTransporterSetup[] } & StartWorks;

/** The header line's value for a set-up's pieces, devices, transporters, terrain and bridges. */
export function formatSetup(setup: GameSetup): string {
  const pieces = (setup.pieces ?? []).map(
    (p) => `${p.player}${PIECE_LETTERS[p.kind]}${p.square}${p.facing ? `:${p.facing}` : ''}`,
  );
  const devices = (setup.devices ?? []).map((d) => {
    const howitzer = d.kind === 'howitzer';
    const variant = howitzer ? '' : (d.variant ?? '');
    return `${howitzer ? 'H' : 'C'}${d.artillerists}/${d.gun}${variant}${d.owner ? `>${d.owner}` : ''}`;
  });
  const transporters = (setup.transporters ?? []).map((t) => `tr${t.squares[0]}/${t.squares[1]}`);
  const terrain = Object.entries(setup.terrain ?? {})
    .filter(([, squares]) => squares && squares.length > 0)
    .map(([kind, squares]) => `${kind}=${runs(squares as number[])}`);
  const bridges = setup.bridges?.length ? [`bridge=${runs(setup.bridges)}`] : [];
  const carriers = (setup.bridgeTransporters ?? []).map(
    (t) =>
      `bt${t.number}:${t.main}/${t.secondary}${t.aboard ? `:${t.aboard.main ?? 2}/${t.aboard.secondary ?? 2}` : ''}`,
  );
  // The works the set-up starts with: a breastwork by its holder and square, its signs when given (§104, §106), a
  // depot by its owner and square (§244).
  const works = [
    ...(setup.breastworks ?? []).map((w) => `bw${w.owner}${w.square}${w.signs === undefined ? '' : `x${w.signs}`}`),
    ...(setup.depots ?? []).map((d) => `dp${d.owner}${d.square}`),
  ];
  return [...pieces, ...devices, ...transporters, ...terrain, ...bridges, ...carriers, ...works].join(' ');
}

/** The squares of a run list, 347,350-352. */
function squaresOf(text: string, token: string): number[] {
  return text.split(',').flatMap((part) => {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new RuleError('BAD_INPUT', `set-up token ${describeValue(token)}: squares are written 347,350-352`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from || to - from > 5000)
      throw new RuleError('BAD_INPUT', `set-up token ${describeValue(token)}: a run goes up, as 350-352`);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * A set-up from its header line (§22–§29); BAD_INPUT naming the token it cannot read. The squares and what may stand
 * on them are checked when the game is made (`createBoard`).
 */
export function parseSetup(text: string): GameSetup {
  const carriers: BridgeTransporterSetup[] = [];
  const pieces: PieceSetup[] = [];
  const devices: DeviceSetup[] = [];
  const transporters: TransporterSetup[] = [];
  const breastworks: BreastworkSetup[] = [];
  const depots: DepotSetup[] = [];
  const terrain: { [T in TerrainKind]?: number[] } = {};
  let bridges: number[] = [];
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    const land = /^(\w+)=(.+)$/.exec(token);
    if (land) {
      const kind = land[1] as string;
      if (kind === 'bridge') bridges = [...bridges, ...squaresOf(land[2] as string, token)];
      else if ((TERRAINS as readonly string[]).includes(kind) && kind !== 'open')
        terrain[kind as TerrainKind] = [
          ...(terrain[kind as TerrainKind] ?? []),
          ...squaresOf(land[2] as string, token),
        ];
      else
        throw new RuleError(
          'BAD_INPUT',
          `set-up token ${describeValue(token)}: terrain is one of ` +
            `${TERRAINS.filter((t) => t !== 'open').join(', ')}, or bridge`,
        );
      continue;
    }
    const bt = /^bt(\d+):(\d+)\/(\d+)(?::(\d+)\/(\d+))?$/.exec(token);
    if (bt) {
      carriers.push({
        number: Number(bt[1]),
        main: Number(bt[2]),
        secondary: Number(bt[3]),
        ...(bt[4] !== undefined && { aboard: { main: Number(bt[4]), secondary: Number(bt[5]) } }),
      });
      continue;
    }
    const work = /^(bw|dp)([AB])(\d+)(?:x(\d+))?$/.exec(token);
    if (work && !(work[1] === 'dp' && work[4] !== undefined)) {
      const [owner, square] = [work[2] as 'A' | 'B', Number(work[3])];
      if (work[1] === 'dp') depots.push({ owner, square });
      else breastworks.push({ owner, square, ...(work[4] !== undefined && { signs: Number(work[4]) }) });
      continue;
    }
    const tr = /^tr(\d+)\/(\d+)$/.exec(token);
    if (tr) {
      transporters.push({ squares: [Number(tr[1]), Number(tr[2])] });
      continue;
    }
    const device = /^([CH])(\d+)\/(\d+)([a-z]*)(?:>([AB]))?$/.exec(token);
    if (device) {
      const variant = device[4] || undefined;
      if (device[1] === 'C' && !(CANNON_VARIANTS as readonly string[]).includes(variant ?? ''))
        throw new RuleError(
          'BAD_INPUT',
          `set-up token ${describeValue(token)}: a cannon's variety is one of ${CANNON_VARIANTS.join(', ')}`,
        );
      devices.push({
        artillerists: Number(device[2]),
        gun: Number(device[3]),
        kind: device[1] === 'H' ? 'howitzer' : 'cannon',
        ...(device[1] === 'C' ? { variant: variant as NonNullable<DeviceSetup['variant']> } : {}),
        ...(device[5] ? { owner: device[5] as 'A' | 'B' } : {}),
      });
      continue;
    }
    const piece = /^([AB])([A-Za-z]+)(\d+)(?::(\w+))?$/.exec(token);
    const kind = piece && LETTER_KINDS.get(piece[2] as string);
    if (!piece || !kind)
      throw new RuleError(
        'BAD_INPUT',
        `set-up token ${describeValue(token)}: a piece is written AS420 (player, letter b S T L K SK E SL, ` +
          `square), a pawn Ab589:AB, a device C391/369axial or H12/13, a transporter tr339/340, a ` +
          `bridge-transporter bt1:331/332 (with its bridges aboard bt1:331/332:2/2), a breastwork bwA331 (with its ` +
          `signs bwA331x4), a depot dpA331, terrain water=347,350-352`,
      );
    if (piece[4] !== undefined && !(DIRECTIONS as readonly string[]).includes(piece[4]))
      throw new RuleError(
        'BAD_INPUT',
        `set-up token ${describeValue(token)}: a pawn faces one of ${DIRECTIONS.join(', ')}`,
      );
    pieces.push({
      square: Number(piece[3]),
      kind,
      player: piece[1] as 'A' | 'B',
      ...(piece[4] ? { facing: piece[4] as Direction } : {}),
    });
  }
  return {
    terrain,
    bridges,
    pieces,
    devices,
    transporters,
    ...(carriers.length > 0 && { bridgeTransporters: carriers }),
    ...(breastworks.length > 0 && { breastworks }),
    ...(depots.length > 0 && { depots }),
  };
}
