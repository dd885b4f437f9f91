/**
 * A sheet from the teacher's choices: the topics taken in turn, each exercise made with dice of its own
 * from the seed, at the chosen level (or one drawn by the dice for a mixed sheet). The generators choose
 * situations; every answer is the engine's.
 */
import { rngFor } from './random.ts';
import { LEVELS, type ExerciseLevel, type Sheet, type SheetParams, type TopicTable } from './types.ts';

const PLAIN_LEVELS = LEVELS.filter((l): l is ExerciseLevel => l !== 'mixed');

/** Generate the sheet of `params` from a book's table of topics. Same params, same sheet. */
export function generateSheet(table: TopicTable, params: SheetParams): Sheet {
  const topics = params.topics.map((id) => {
    const topic = table.topics.find((t) => t.id === id);
    if (!topic) throw new Error(`no topic ${JSON.stringify(id)} in the ${table.book} exercises`);
    return topic;
  });
  const exercises = Array.from({ length: params.n }, (_, i) => {
    const topic = topics[i % topics.length]!;
    const rng = rngFor(`${params.seed}:${topic.id}`, Math.floor(i / topics.length));
    const level = params.level === 'mixed' ? rng.pick(PLAIN_LEVELS) : params.level;
    return topic.make(rng, level);
  });
  return { params, exercises };
}
