/**
 * The questions of the examples of cutting off, the fortress and plate III (§13, §182–§231), as plain data a preset
 * carries to the browser; words.ts asks them of the engine for the position on the board, in plate III's kit (a chunk
 * loaded on first need, so the fortress's and the territory's engine stay out of the board page's first JavaScript).
 */
import type {
  BlockadeEvent,
  BoardSetup,
  CommunicationOptions,
  FortressSheet,
  FourPlayer,
  GameEnd,
  Half,
} from '../../../rules/hellwig/index.ts';

/** A question of the plates' numbers and the inventory (§§24–29, 192, 198, 212–213, 261, the preface). */
export type NumbersQuestion =
  | { readonly of: 'terrain'; readonly squares: readonly number[]; readonly grouped?: boolean | undefined }
  | { readonly of: 'plan'; readonly length: number; readonly width: number; readonly cite: string }
  | { readonly of: 'scale'; readonly times: number }
  | { readonly of: 'bridges' }
  | { readonly of: 'markers' };

/** A question of this part of the book, as words.ts asks it of the engine for the position on the board. */
export type EndgameLesson =
  | {
      readonly kind: 'endgame-communication';
      readonly corps: readonly number[];
      readonly other: readonly number[];
      readonly options?: CommunicationOptions | undefined;
    }
  | {
      readonly kind: 'endgame-cut-off';
      readonly declaredAt?: number | undefined;
      readonly ownMoves: number;
      readonly communicates: boolean;
    }
  | {
      readonly kind: 'endgame-fortress';
      readonly sheet: FortressSheet;
      readonly garrison: 'A' | 'B';
      /** The book's position with the besieger on the centre, for a conquest (§188): `answered` follows it. */
      readonly occupied?: BoardSetup | undefined;
      /** The book's position after the garrison's answer to `occupied`, for a conquest (§188). */
      readonly answered?: BoardSetup | undefined;
    }
  | {
      readonly kind: 'endgame-blockade';
      readonly events: readonly (readonly [BlockadeEvent, number])[];
      /** The fortress whose blockade is counted, and its garrison: whether the board lets it be declared (§190 (1)). */
      readonly sheet: FortressSheet;
      readonly garrison: 'A' | 'B';
    }
  | { readonly kind: 'endgame-flags'; readonly end: GameEnd; readonly agreed?: number | undefined }
  | { readonly kind: 'endgame-decided'; readonly enemyFortresses: number }
  | {
      readonly kind: 'endgame-squares';
      readonly question: 'turned' | 'divide-side' | 'territory-of';
      readonly squares: readonly number[];
    }
  | { readonly kind: 'endgame-move-across'; readonly half: Half; readonly squares: readonly number[] }
  | { readonly kind: 'endgame-dividing' }
  | { readonly kind: 'endgame-territory-line'; readonly squares: readonly number[] }
  | { readonly kind: 'endgame-numbers'; readonly question: NumbersQuestion }
  | {
      readonly kind: 'endgame-rotation';
      readonly previous: FourPlayer;
      readonly last: FourPlayer;
      readonly count: number;
    };

/** Whether a lesson is one of cutting off, the fortress or plate III: their kinds alone begin so. */
export function isEndgameLesson(lesson: { readonly kind: string }): lesson is EndgameLesson {
  return lesson.kind.startsWith('endgame-');
}
