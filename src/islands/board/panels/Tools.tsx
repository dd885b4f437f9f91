/**
 * Setting up a position: what a click or Enter does (the tool), what it places, and a button to place it on the
 * cursor's square.
 */
import type { JSX } from 'preact';
import { DIRECTIONS, PIECE_KINDS, PIECE_LETTERS } from '../../../rules/hellwig/index.ts';
import { DEVICE_CHOICES, PAINTS, TOOLS, WORKS_TOOLS, type ToolChoice } from '../state/tools.ts';
import { DEVICE_LABELS, PIECE_WORDS, TERRAIN_LABELS, TOOL_LABELS } from '../words.ts';
import { useAsleep } from '../asleep.ts';

export interface ToolsProps {
  readonly id: string;
  readonly choice: ToolChoice;
  readonly onChange: (patch: Partial<ToolChoice>) => void;
  readonly onPlace: () => void;
  readonly cursor: number;
  /** The board has breastworks and bridges (worksKit.ts): without them their tools are not offered. */
  readonly works: boolean;
}

/** The tool a click or Enter uses, what it places, and a button to place it on the cursor's square. */
export function Tools({ id, choice: c, onChange, onPlace, cursor, works }: ToolsProps): JSX.Element {
  const asleep = useAsleep();
  const tools = works ? TOOLS : TOOLS.filter((t) => !(WORKS_TOOLS as readonly string[]).includes(t));
  const select = <K extends keyof ToolChoice>(
    key: K,
    label: string,
    options: readonly ToolChoice[K][],
    text: (o: ToolChoice[K]) => string,
  ) => (
    <label class="board-field">
      {label}{' '}
      <select
        disabled={asleep}
        id={`${id}-${key}`}
        value={c[key]}

        onChange={(e) => onChange({ [key]: (e.currentTarget as HTMLSelectElement).value } as Partial<ToolChoice>)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </label>
  );
  const placing =
    c.tool === 'piece' ||
    c.tool === 'device' ||
    c.tool === 'breastwork' ||
    c.tool === 'bridge-transporter' ||
    c.tool === 'depot' ||
    c.tool === 'ignite' ||
    c.tool === 'fortress';
  return (
    <fieldset class="board-tools">
      <legend>Set up a position</legend>
      {select('tool', 'Enter or a click does', tools, (t) => TOOL_LABELS[t])}
      {c.tool === 'terrain' && select('terrain', 'Terrain', PAINTS, (t) => TERRAIN_LABELS[t])}
      {c.tool === 'piece' &&
        select('pieceKind', 'Piece', PIECE_KINDS, (k) => `${PIECE_WORDS[k]} (${PIECE_LETTERS[k]})`)}
      {c.tool === 'device' && select('deviceChoice', 'Artillery', DEVICE_CHOICES, (d) => DEVICE_LABELS[d])}
      {placing && select('piecePlayer', 'Player', ['A', 'B'] as const, (x) => x)}
      {(placing || c.tool === 'transporter') &&
        c.tool !== 'breastwork' &&
        c.tool !== 'depot' &&
        c.tool !== 'ignite' &&
        c.tool !== 'fortress' &&
        select(
          'toward',
          c.tool === 'piece' ? 'A pawn faces' : c.tool === 'device' ? 'Gun toward' : 'Second square toward',
          DIRECTIONS,
          (d) => d,
        )}
      {c.tool !== 'select' && (
        <button disabled={asleep} type="button" onClick={onPlace}>
          {TOOL_LABELS[c.tool]} on {cursor}
        </button>
      )}
    </fieldset>
  );
}
