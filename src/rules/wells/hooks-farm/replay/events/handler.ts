/**
 * What the replay knows of one kind of event: the fields it must have, where in the half-move it
 * may come, the bodies of men it names, and how it changes the field. The handlers of all kinds
 * form one table keyed by the event's kind (`./index.ts`).
 */
import type { BattleEvent, BattleEventKind } from '../../types.ts';
import type { Fields } from '../shape.ts';
import type { Turn } from '../turn.ts';

/** The event of one kind. */
export type EventOf<K extends BattleEventKind> = Extract<BattleEvent, { kind: K }>;

/** The handler of one kind of event. */
export interface EventHandler<K extends BattleEventKind> {
  /** Its fields and what each must be, checked before the replay begins. */
  readonly fields: Fields<EventOf<K>>;
  /** Putting down: only in the first two half-moves, which hold nothing else (move-2). */
  readonly putDown?: true;
  /** A gun moves or fires: only before any man moves (move-5, guns first). */
  readonly gunAction?: true;
  /** Men move or act: after it no gun may move or fire (move-5). */
  readonly menAction?: true;
  /** Comes after the moves (a loss, a departure, a mêlée): the bodies are kept as they stood before it. */
  readonly afterMoves?: true;
  /** The bodies of men it names, for the counts the labels show. */
  readonly bodies: (e: EventOf<K>) => readonly string[];
  /** Check the event by the rules and apply it to the field; `where` names it in errors. */
  readonly apply: (turn: Turn, e: EventOf<K>, where: string) => void;
}

/** One handler for every kind of event: a kind without one fails type-checking. */
export type EventHandlers = { readonly [K in BattleEventKind]: EventHandler<K> };
