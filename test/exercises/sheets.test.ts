import { describe, expect, test } from 'vitest';
import { generateSheet } from '../../src/exercises/sheet.ts';
import { parseParams, searchOf } from '../../src/exercises/params.ts';
import { WELLS_TOPICS } from '../../src/exercises/wells/topics.ts';
import { HELLWIG_TOPICS } from '../../src/exercises/hellwig/topics.ts';
import { LEVELS, type Sheet, type SheetParams, type TopicTable } from '../../src/exercises/types.ts';

const TABLES = [WELLS_TOPICS, HELLWIG_TOPICS] as const;

/** A sheet as text: what a reviewer reads in the snapshot, questions and the engine's answers. */
function asText(sheet: Sheet): string {
  const head = `${searchOf(sheet.params)}\n`;
  return (
    head +
    sheet.exercises
      .map((e, i) =>
        [
          `${i + 1}. [${e.topic}, ${e.level}] ${e.situation}`,
          `   Q: ${e.question}`,
          `   A: ${e.answer}`,
          ...e.reasons.map((r) => `      - ${r}`),
          `   Rests on: ${e.cites.map((c) => `${c.label} <${c.href}>`).join('; ')}`,
        ].join('\n'),
      )
      .join('\n\n') +
    '\n'
  );
}

describe.each(TABLES)('the $book sheets', (table: TopicTable) => {
  const everything: SheetParams = { ...table.defaults, level: 'mixed', n: 24 };

  test('the default sheet and one sheet of each level from a fixed seed are stable', async () => {
    const everyTopic = table.topics.map((t) => t.id);
    const sheets = [
      generateSheet(table, table.defaults),
      ...LEVELS.filter((l) => l !== 'mixed').map((level) =>
        generateSheet(table, {
          ...table.defaults,
          topics: everyTopic,
          seed: 'stable',
          level,
          n: 2 * table.topics.length,
        }),
      ),
    ];
    await expect(sheets.map(asText).join('\n────────\n\n')).toMatchFileSnapshot(`__snapshots__/${table.book}.txt`);
  });

  test('the same address gives the same sheet, and a sheet of eight begins with the sheet of six', () => {
    const p = { ...table.defaults, n: 8 };
    expect(asText(generateSheet(table, p))).toBe(asText(generateSheet(table, parseParams(searchOf(p), table).params)));
    const six = generateSheet(table, { ...p, n: 6 }).exercises;
    expect(generateSheet(table, p).exercises.slice(0, 6)).toEqual(six);
  });

  test('different seeds give different sheets', () => {
    const sheets = ['1', '2', '3', 'class-7b'].map((seed) =>
      asText(generateSheet(table, { ...everything, seed })).replace(/^.*\n/, ''),
    );
    expect(new Set(sheets).size).toBe(sheets.length);
  });

  test(
    'each topic asked for, in turn, at the level asked ' +
      'for; every exercise has a figure, an answer and a ' +
      'rule',
    () => {
      for (const level of LEVELS) {
        const topics = table.topics.slice(0, 2).map((t) => t.id);
        const sheet = generateSheet(table, { ...everything, topics, level, n: 6 });
        expect(sheet.exercises.map((e) => e.topic)).toEqual([0, 1, 2, 3, 4, 5].map((i) => topics[i % 2]));
        if (level !== 'mixed') expect(new Set(sheet.exercises.map((e) => e.level))).toEqual(new Set([level]));
      }
      for (const e of generateSheet(table, everything).exercises) {
        expect(e.situation.length).toBeGreaterThan(10);
        expect(e.answer).not.toMatch(/undefined|NaN/);
        expect(e.reasons.join(' ')).not.toMatch(/undefined|NaN/);
        expect(e.cites.length).toBeGreaterThan(0);
        for (const c of e.cites)
          expect(c.href).toMatch(/^\/(little-wars\/the-rules\/#[a-z0-9-]+|hellwig\/s\d+[a-f]?\/)$/);
      }
    },
  );

  test('bad values in the address are named and replaced by the defaults, never a blank sheet', () => {
    const parsed = parseParams('?seed=%3Cscript%3E&topics=melee,nonsense,field&level=hard&n=500&utm_source=x', table);
    const asked = ['melee', 'nonsense', 'field'];
    const known = asked.filter((t) => table.topics.some((x) => x.id === t));
    const unknown = asked.filter((t) => !known.includes(t));
    expect(known).toHaveLength(1);
    expect(parsed.params).toEqual({ ...table.defaults, topics: known });
    expect(parsed.problems).toEqual([
      `seed “<script>” is not a seed: use 1 to 32 letters, digits or hyphens. The sheet uses seed ` +
        `${table.defaults.seed}.`,
      `topics: ${unknown.map((t) => `“${t}”`).join(', ')} are not topics of this sheet; the topics are ` +
        `${table.topics.map((t) => t.id).join(', ')}.`,
      `level “hard” is not a level: use mixed, numbers, support, readings. The sheet is ${table.defaults.level}.`,
      `n “500” is not a number of exercises: use a whole number from 1 to 24. The sheet has ${table.defaults.n}.`,
    ]);
    expect(generateSheet(table, parsed.params).exercises).toHaveLength(table.defaults.n);
    expect(parseParams('?n=0', table).problems).toHaveLength(1);
    expect(parseParams('?n=2.5', table).problems).toHaveLength(1);
    expect(parseParams('', table)).toEqual({ params: table.defaults, problems: [] });
  });
});
