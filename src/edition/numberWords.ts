/**
 * The engine's numbers said in words, as the books print them, for pages that state a rule in prose: every number on
 * such a page is the engine's, and these only say it. A number they cannot say fails the build rather than print
 * something the book does not.
 */
import { INCHES_PER_FOOT } from '../rules/wells/index.ts';

const WORDS: Readonly<Record<number, string>> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
  11: 'eleven',
  12: 'twelve',
  20: 'twenty',
  30: 'thirty',
  40: 'forty',
  45: 'forty-five',
  50: 'fifty',
};
/** A whole number in words: `words(3)` is "three". */
export function words(n: number): string {
  const w = WORDS[n];
  if (w === undefined) throw new Error(`no words for ${n}`);
  return w;
}

/** A distance in Wells' feet: a foot, 2 feet. */
export const feet = (inches: number) => (inches === INCHES_PER_FOOT ? 'a foot' : `${inches / INCHES_PER_FOOT} feet`);
