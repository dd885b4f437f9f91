/**
 * The key to the board's symbols, and which of them a view draws (a small board keys only those).
 */
import type { JSX } from 'preact';
import { CELL, SYMBOLS, type SymbolName } from './symbols.tsx';
import type { BoardView } from './view.ts';
import type { WorksState } from './worksState.ts';
import { schoolSymbols } from './schoolState.ts';

/** A mark of the key another part brings (the works kit's breastworks and bridges): its name, words and swatch. */
export interface KeyEntry {
  readonly name: string;
  readonly words: string;
  readonly swatch: JSX.Element;
}

const KEY: readonly (readonly [SymbolName | 'mountain' | 'marsh' | 'water', string])[] = [
  ['in-effect', 'in the field of effect (§47)'],
  ['safe', 'saved by a red square (§59)'],
  ['chosen', 'the square a howitzer strikes (§66)'],
  ['double', 'a gun of a double line (§54)'],
  ['combined', 'a gun of combined artillery (§67)'],
  ['passed', 'a wheeling passes over it (§62)'],
  ['ends', 'a wheeling ends on it (§62)'],
  ['blocked', 'blocks the wheeling (§62, §177)'],
  ['move', 'a move’s target: click to move'],
  ['capture', 'a capture’s target'],
  ['mark', 'a square the example points at'],
  ['mountain', 'red: mountain'],
  ['marsh', 'green: marsh'],
  ['water', 'blue: water'],
  ['building', 'a building (terrain, §23–§29)'],
  ['bridge', 'a bridge on water (§146a)'],
];

/** The marks a view draws, by their names in the key: what a small board's key needs to explain. */
export function symbolsOf(view: BoardView, works: WorksState = {}): Set<string> {
  const out = new Set<string>(['move']);
  for (const f of view.flags.values()) {
    if (f.effect) out.add(f.effect);
    if (f.path) out.add(f.path === 'passed' ? 'passed' : 'ends');
    if (f.blocked) out.add('blocked');
    if (f.line) out.add(f.line);
    if (f.mark) out.add('mark');
    if (f.target) out.add(f.target);
  }
  for (const t of view.board.terrain.values()) out.add(t);
  if (view.board.bridges.size) out.add('bridge');
  if (view.board.devices.some((d) => d.kind === 'howitzer')) out.add('chosen');
  if (works.works?.length) out.add('breastwork');
  if (works.network?.transporters?.length) out.add('bridge-transporter');
  if (works.network?.laid?.length) out.add('laid-bridge');
  for (const s of schoolSymbols(works)) out.add(s);
  return out;
}

/**
 * The key to the symbols, as HTML rendered with the page: it serves readers without JavaScript too.
 * Each swatch is drawn by the same code as the plate, so the key cannot drift from the drawing. A
 * small board keys only the marks its examples draw (`only`), and links to the full key.
 */
export function BoardKey({
  id,
  only,
  full,
  extra = [],
}: {
  readonly id: string;
  readonly only?: ReadonlySet<string> | undefined;
  readonly full?: string | undefined;
  readonly extra?: readonly KeyEntry[] | undefined;
}): JSX.Element {
  return (
    <details class="board-legend" id={`${id}-legend`}>
      <summary>Key to the symbols</summary>
      <ul>
        {KEY.filter(([name]) => !only || only.has(name)).map(([name, words]) => {
          const terrain =
            name === 'mountain' || name === 'marsh' || name === 'water'
              ? name
              : name === 'building'
                ? 'building'
                : name === 'bridge'
                  ? 'water'
                  : 'open';
          return (
            <li key={name}>
              <svg class="board-svg board-swatch" viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
                <g class="sq" data-terrain={terrain} data-bridge={name === 'bridge' ? 'true' : undefined}>
                  <rect class="sq-ground" width={CELL} height={CELL} />
                  {name in SYMBOLS && SYMBOLS[name as SymbolName](0, 0, id)}
                </g>
              </svg>{' '}
              {words}
            </li>
          );
        })}
        {extra
          .filter((e) => !only || only.has(e.name))
          .map((e) => (
            <li key={e.name}>
              <svg class="board-svg board-swatch" viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden="true">
                <g class="sq" data-terrain="open">
                  <rect class="sq-ground" width={CELL} height={CELL} />
                  {e.swatch}
                </g>
              </svg>{' '}
              {e.words}
            </li>
          ))}
        <li>Pieces: A’s round, B’s square, with the book’s letter; a pawn’s triangle points to its front (§31, §37)</li>
        <li>
          A device: its two-square board, the gun (round; a howitzer’s square) with the barrel toward its fire (§43,
          §66); a transporter: a dotted tray (§85)
        </li>
      </ul>
      {full && <a href={full}>Every symbol</a>}
    </details>
  );
}
