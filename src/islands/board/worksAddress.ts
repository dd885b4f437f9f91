/**
 * Breastworks and bridges in the page address: `bw=555B3,614A4` (square, holder, then its signs; without them a fresh
 * breastwork's), `bt=1:169-147` (number: main-secondary, then `/m1s2` for the bridges aboard if not the start),
 * `bl=124:1,101:1` (water square: transporter). Part of the works kit: a board without it has none to write or read.
 */
import type { BreastworkSetup, BridgeTransporterSetup } from '../../rules/hellwig/index.ts';
import type { WorksState } from './worksState.ts';
import { readSchool, writeSchool } from './schoolAddress.ts';
import { listOf } from './addressLists.ts';

function workCode(w: BreastworkSetup): string {
  return `${w.square}${w.owner}${w.signs ?? ''}`;
}

function transporterCode(t: BridgeTransporterSetup): string {
  const a = t.aboard;
  const aboard = a
    ? `/${a.main !== undefined ? `m${a.main}` : ''}${a.secondary !== undefined ? `s${a.secondary}` : ''}`
    : '';
  return `${t.number}:${t.main}-${t.secondary}${aboard}`;
}

/** Write the second half's keys into an address. */
export function writeWorks(q: URLSearchParams, s: WorksState): void {
  if (s.works?.length) q.set('bw', s.works.map(workCode).join(','));
  if (s.network?.transporters?.length) q.set('bt', s.network.transporters.map(transporterCode).join(','));
  if (s.network?.laid?.length) q.set('bl', s.network.laid.map((l) => `${l.square}:${l.transporter}`).join(','));
  writeSchool(q, s);
}

/** Read the second half's keys; a value that cannot be read is named in `problems`. */
export function readWorks(q: URLSearchParams, problems: string[]): WorksState {
  const bw = q.get('bw');
  const bt = q.get('bt');
  const bl = q.get('bl');
  const works =
    bw === null
      ? undefined
      : listOf(
          bw,
          /^(\d{1,4})([AB])(\d{1,3})?$/,
          (m) => ({
            square: Number(m[1]),
            owner: m[2] as 'A' | 'B',
            ...(m[3] !== undefined ? { signs: Number(m[3]) } : {}),
          }),
          'bw= lists breastworks as square, holder and signs (555B3, 614A4)',
          problems,
        );
  const transporters =
    bt === null
      ? undefined
      : listOf(
          bt,
          /^(\d{1,2}):(\d{1,4})-(\d{1,4})(?:\/(?:m(\d))?(?:s(\d))?)?$/,
          (m): BridgeTransporterSetup => {
            const aboard = {
              ...(m[4] !== undefined ? { main: Number(m[4]) } : {}),
              ...(m[5] !== undefined ? { secondary: Number(m[5]) } : {}),
            };
            const base = { number: Number(m[1]), main: Number(m[2]), secondary: Number(m[3]) };
            return Object.keys(aboard).length ? { ...base, aboard } : base;
          },
          'bt= lists bridge-transporters as number: main-secondary (1:169-147)',
          problems,
        );
  const laid =
    bl === null
      ? undefined
      : listOf(
          bl,
          /^(\d{1,4}):(\d{1,2})$/,
          (m) => ({ square: Number(m[1]), transporter: Number(m[2]) }),
          'bl= lists laid bridges as water square: transporter (124:1)',
          problems,
        );
  const network =
    transporters || laid ? { ...(transporters ? { transporters } : {}), ...(laid ? { laid } : {}) } : undefined;
  return { ...(works ? { works } : {}), ...(network ? { network } : {}), ...readSchool(q, problems) };
}
