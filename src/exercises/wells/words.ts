/** How the Little Wars sheets name the sides and count men: Red and Blue, as the calculator draws them. */
import { plural } from '../../islands/shared/words.ts';

/** The two sides of every Little Wars exercise: the mêlée figure draws Red and Blue in their own colours. */
export const SIDES_NAMED = { a: 'Red', b: 'Blue' } as const;

/** `menWords(1)` is `1 man`, `menWords(0)` is `no men`. */
export const menWords = (n: number): string => (n === 0 ? 'no men' : plural(n, 'man', 'men'));
