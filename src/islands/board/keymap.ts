/**
 * The board's keys as data: each binding's sentence for the help line under the board, and the
 * action each key makes. The frame's key handler only looks a key up here.
 */
import type { BoardAction } from './state/actions.ts';

/** What a key's action may need: the cursor's square, and whether a wheel may be animated. */
export interface KeyContext {
  readonly cursor: number;
  readonly animate: boolean;
}

export interface KeyBinding {
  /** The binding in the help line. */
  readonly help: string;
  /** A binding of breastworks and bridges (worksKit.ts): in the help line only of a board that has them. */
  readonly works?: true;
  /** The keys, as `KeyboardEvent.key` (letters in lower case), and the action each makes. */
  readonly keys: { readonly [key: string]: (k: KeyContext) => BoardAction };
}

const act = (k: KeyContext): BoardAction => ({ type: 'square', square: k.cursor });
const remove = (k: KeyContext): BoardAction => ({ type: 'remove', square: k.cursor });

export const KEYMAP: readonly KeyBinding[] = [
  {
    help: 'Arrow keys move the cursor',
    keys: {
      ArrowUp: () => ({ type: 'step', rows: -1, columns: 0 }),
      ArrowDown: () => ({ type: 'step', rows: 1, columns: 0 }),
      ArrowLeft: () => ({ type: 'step', rows: 0, columns: -1 }),
      ArrowRight: () => ({ type: 'step', rows: 0, columns: 1 }),
    },
  },
  {
    help:
      'Enter acts with the chosen tool (selecting, Enter again on the same square takes what lies beneath: the ' +
      'gun under its artillerist, the transporter under its pieces)',
    keys: { Enter: act, ' ': act },
  },
  { help: 'Delete removes', keys: { Delete: remove, Backspace: remove } },
  { help: 'R rotates', keys: { r: (k) => ({ type: 'rotate', square: k.cursor }) } },
  {
    help: 'E throws up or removes a breastwork, + adds a sign to it (§106)',
    works: true,
    keys: {
      e: (k) => ({ type: 'works', tool: 'breastwork', square: k.cursor }),
      '+': (k) => ({ type: 'works', tool: 'strengthen', square: k.cursor }),
    },
  },
  {
    help: 'L lays or takes up a bridge (§145)',
    works: true,
    keys: { l: (k) => ({ type: 'works', tool: 'lay-bridge', square: k.cursor }) },
  },
  {
    help: 'H and G raise or level a hill of the first or second kind (§236)',
    works: true,
    keys: {
      h: (k) => ({ type: 'works', tool: 'hill-first', square: k.cursor }),
      g: (k) => ({ type: 'works', tool: 'hill-second', square: k.cursor }),
    },
  },
  {
    help: 'D establishes or takes away a depot (§244)',
    works: true,
    keys: { d: (k) => ({ type: 'works', tool: 'depot', square: k.cursor }) },
  },
  {
    help: 'I sets a building on fire or puts it out (§74)',
    works: true,
    keys: { i: (k) => ({ type: 'works', tool: 'ignite', square: k.cursor }) },
  },
  {
    help: 'O places a fortress with its centre on the cursor, or takes it away (§186)',
    works: true,
    keys: { o: (k) => ({ type: 'works', tool: 'fortress', square: k.cursor }) },
  },
  {
    help: 'comma and full stop (or [ and ]) step a fire back and on, turn by turn (§74)',
    works: true,
    keys: {
      ',': () => ({ type: 'fire-step', by: -1 }),
      '[': () => ({ type: 'fire-step', by: -1 }),
      '.': () => ({ type: 'fire-step', by: 1 }),
      ']': () => ({ type: 'fire-step', by: 1 }),
    },
  },
  { help: 'M shows moves', keys: { m: () => ({ type: 'toggle-moves' }) } },
  { help: 'W plans a wheeling, then wheels', keys: { w: (k) => ({ type: 'wheel', animate: k.animate }) } },
  { help: 'F fires', keys: { f: () => ({ type: 'fire', together: false }) } },
  { help: 'N shows numbers', keys: { n: () => ({ type: 'numbers' }) } },
  { help: 'Escape clears the selection', keys: { Escape: () => ({ type: 'escape' }) } },
];

/**
 * The help line under the board; a board without breastworks and bridges leaves out their keys (which there only say
 * where they are placed), as each of a chapter's small boards repeats the line.
 */
export function keysHelp(works: boolean): string {
  return `${KEYMAP.filter((b) => works || !b.works)
    .map((b) => b.help)
    .join('; ')}.`;
}

const BY_KEY = new Map(KEYMAP.flatMap((b) => Object.entries(b.keys)));

/** The action a key makes, if it is one of the board's (a letter in either case). */
export function keyAction(key: string, k: KeyContext): BoardAction | undefined {
  return BY_KEY.get(key.length === 1 ? key.toLowerCase() : key)?.(k);
}
