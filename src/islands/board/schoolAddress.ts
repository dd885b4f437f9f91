/**
 * The second school in the page address: `hl=170.171.192.193:1,175.176.197.198:2` (a hill's four squares, then 1 for
 * the first kind, 2 for the second, §236), `dp=818A` (a depot's square and its owner, §244),
 * `fi=A:182-6.181-3/o180/x179` (the igniter, each burning building with its moves left, then the squares burned out
 * and the buildings demolished, §74, §77); what the reader asked to see: `df=818,1010` the depots whose field is drawn
 * (§248), `dl=818` those whose supply line is drawn (§255), `ft=3` the fire run on three turns (§74); `fo=205A` a
 * fortress placed by the reader, its centre and garrison (§186). Part of the
 * works kit: a board without it has none to write or read.
 */
import type { FireSetup, HillSetup } from '../../rules/hellwig/index.ts';
import type { SchoolState } from './schoolState.ts';
import { clip, listOf } from './addressLists.ts';

const KIND_CODE = { first: '1', second: '2' } as const;

function fireCode(f: FireSetup): string {
  const burning = (f.burning ?? []).map((b) => `${b.square}${b.movesLeft !== undefined ? `-${b.movesLeft}` : ''}`);
  const out = f.burnedOut?.length ? `/o${f.burnedOut.join('.')}` : '';
  const breaks = f.breaks?.length ? `/x${f.breaks.join('.')}` : '';
  return `${f.igniter}:${burning.join('.')}${out}${breaks}`;
}

/** Write the second school's keys into an address. */
export function writeSchool(q: URLSearchParams, s: SchoolState): void {
  if (s.hills?.length) q.set('hl', s.hills.map((h) => `${h.squares.join('.')}:${KIND_CODE[h.kind]}`).join(','));
  if (s.depots?.length) q.set('dp', s.depots.map((d) => `${d.square}${d.owner}`).join(','));
  if (s.fire) q.set('fi', fireCode(s.fire));
  if (s.fields?.length) q.set('df', s.fields.join(','));
  if (s.lines?.length) q.set('dl', s.lines.join(','));
  if (s.fireTurn) q.set('ft', String(s.fireTurn));
  if (s.fortresses?.length) q.set('fo', s.fortresses.map((f) => `${f.centre}${f.garrison}`).join(','));
}

const numbers = (v: string | undefined) => (v ? v.split('.').map(Number) : []);

/** A fire in the address: the igniter, the burning squares with their moves left, o… the burnt out, x… the breaks. */
const FIRE_ADDRESS = new RegExp(
  '^([AB]):((?:\\d{1,4}(?:-\\d)?)(?:\\.\\d{1,4}(?:-\\d)?)*)?' +
    '(?:\\/o(\\d{1,4}(?:\\.\\d{1,4})*))?(?:\\/x(\\d{1,4}(?:\\.\\d{1,4})*))?$',
);

function readFire(raw: string, problems: string[]): FireSetup | undefined {
  const m = FIRE_ADDRESS.exec(raw);
  if (!m) {
    problems.push(
      `fi= gives the igniter and the burning buildings with their moves left (A:182-6.181-3); received ${clip(raw)}`,
    );
    return undefined;
  }
  const burning = (m[2] ? m[2].split('.') : []).map((code) => {
    const [square, left] = code.split('-');
    return { square: Number(square), ...(left !== undefined ? { movesLeft: Number(left) } : {}) };
  });
  const burnedOut = numbers(m[3]);
  const breaks = numbers(m[4]);
  return {
    igniter: m[1] as 'A' | 'B',
    burning,
    ...(burnedOut.length ? { burnedOut } : {}),
    ...(breaks.length ? { breaks } : {}),
  };
}

/** Read the second school's keys; a value that cannot be read is named in `problems`. */
export function readSchool(q: URLSearchParams, problems: string[]): SchoolState {
  const hl = q.get('hl');
  const dp = q.get('dp');
  const fi = q.get('fi');
  const hills =
    hl === null
      ? undefined
      : listOf(
          hl,
          /^(\d{1,4}(?:\.\d{1,4}){3}):([12])$/,
          (m): HillSetup => ({ squares: numbers(m[1]), kind: m[2] === '1' ? 'first' : 'second' }),
          'hl= lists hills as their four squares and their kind (170.171.192.193:1)',
          problems,
        );
  const depots =
    dp === null
      ? undefined
      : listOf(
          dp,
          /^(\d{1,4})([AB])$/,
          (m) => ({ square: Number(m[1]), owner: m[2] as 'A' | 'B' }),
          'dp= lists depots as square and owner (818A)',
          problems,
        );
  const fire = fi === null ? undefined : readFire(fi, problems);
  const [fields, lines] = (['df', 'dl'] as const).map((k) => {
    const raw = q.get(k);
    return raw === null
      ? undefined
      : listOf(raw, /^(\d{1,4})$/, (m) => Number(m[1]), `${k}= lists depots by square (818,1010)`, problems);
  });
  const fo = q.get('fo');
  const fortresses =
    fo === null
      ? undefined
      : listOf(
          fo,
          /^(\d{1,4})([AB])$/,
          (m) => ({ centre: Number(m[1]), garrison: m[2] as 'A' | 'B' }),
          'fo= lists fortresses as centre and garrison (205A)',
          problems,
        );
  const ft = q.get('ft');
  const fireTurn =
    ft === null ? undefined : listOf(ft, /^(\d{1,2})$/, (m) => Number(m[1]), 'ft= is 0 to 60', problems)?.[0];
  return {
    ...(hills ? { hills } : {}),
    ...(depots ? { depots } : {}),
    ...(fire ? { fire } : {}),
    ...(fields ? { fields } : {}),
    ...(lines ? { lines } : {}),
    ...(fireTurn ? { fireTurn } : {}),
    ...(fortresses ? { fortresses } : {}),
  };
}
