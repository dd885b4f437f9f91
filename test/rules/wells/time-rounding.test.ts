/**
 * The note `time-rounding` at rule (3) of The Move says where the two whole-minute readings of
 * the time rule first part. The numbers it states are computed here by the engine, so a change
 * of either reading (or of the note) that makes the note untrue fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { moveTimeAllowance } from '../../../src/rules/wells/index.ts';

const minutes = (men: number, rounding: 'ceil' | 'nearest') =>
  moveTimeAllowance({ men, guns: 0 }, { rounding }).minutes;

/** The first count of men (no guns) at which rounding up and rounding to the nearest minute disagree. */
function firstDifference(from: number, admit: (men: number) => boolean = () => true): number {
  for (let men = from; men <= 1000; men += 1) {
    if (admit(men) && minutes(men, 'ceil') !== minutes(men, 'nearest')) return men;
  }
  throw new Error('the readings never differ up to 1,000 men');
}

const note = /<Note id="time-rounding">([\s\S]*?)<\/Note>/.exec(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'little-wars', '03-the-rules.mdx'), 'utf8'),
)?.[1];

describe('where the two readings of the time rule first differ (note time-rounding)', () => {
  const first = firstDifference(1);
  const firstNonZero = firstDifference(1, (men) => minutes(men, 'nearest') > 0);

  test('the engine finds the first difference at 1 man, and at 31 when a move of no minutes is left aside', () => {
    expect(first).toBe(1);
    expect([minutes(first, 'ceil'), minutes(first, 'nearest')]).toEqual([1, 0]);
    expect(firstNonZero).toBe(31);
    expect([minutes(firstNonZero, 'ceil'), minutes(firstNonZero, 'nearest')]).toEqual([2, 1]);
  });

  test('both readings give Wells’ seven minutes for 110 men and 3 guns', () => {
    expect(moveTimeAllowance({ men: 110, guns: 3 }, { rounding: 'ceil' }).minutes).toBe(7);
    expect(moveTimeAllowance({ men: 110, guns: 3 }, { rounding: 'nearest' }).minutes).toBe(7);
  });

  test('the note states the numbers the engine computes', () => {
    expect(note).toBeDefined();
    expect(note).toContain(`first differ at ${first} man and no guns`);
    expect(note).toContain(`they first differ at ${firstNonZero} men`);
    expect(note).not.toMatch(/\b61 men\b/);
  });
});
