/**
 * The Hellwig sheet's topics, in the order of the book, and the sheet it opens with. To add a topic: write its
 * generator beside these (it chooses a position at each level and asks the engine), and list it here.
 */
import type { TopicTable } from '../types.ts';
import { breastworksExercise } from './breastworks.ts';
import { bridgesExercise } from './bridges.ts';
import { cuttingExercise } from './cutting.ts';
import { fieldExercise } from './field.ts';
import { movesExercise } from './moves.ts';
import { transportersExercise } from './transporters.ts';
import { wheelExercise } from './wheel.ts';

export const HELLWIG_TOPICS: TopicTable = {
  book: 'hellwig',
  topics: [
    { id: 'moves', label: 'Moves of the pieces', make: movesExercise },
    { id: 'field', label: 'Fields of effect', make: fieldExercise },
    { id: 'wheel', label: 'What a wheel sweeps', make: wheelExercise },
    { id: 'transporters', label: 'Transporters', make: transportersExercise },
    { id: 'breastworks', label: 'Breastworks', make: breastworksExercise },
    { id: 'bridges', label: 'Bridges', make: bridgesExercise },
    { id: 'cutting', label: 'Cutting off', make: cuttingExercise },
  ],
  defaults: { seed: '1780', topics: ['moves', 'field', 'wheel', 'transporters', 'cutting'], level: 'mixed', n: 5 },
};
