/**
 * The Little Wars sheet's topics, in the order of chapter III, and the sheet it opens with. To add a topic:
 * write its generator beside these (it chooses a situation at each level and asks the engine), and list it here.
 */
import type { TopicTable } from '../types.ts';
import { forcesExercise } from './forces.ts';
import { gunsExercise } from './guns.ts';
import { isolationExercise } from './isolation.ts';
import { meleeExercise } from './melee.ts';
import { prisonersExercise } from './prisoners.ts';
import { timeExercise } from './time.ts';

export const WELLS_TOPICS: TopicTable = {
  book: 'little-wars',
  topics: [
    { id: 'isolation', label: 'Isolation and support', make: isolationExercise },
    { id: 'melee', label: 'The mêlée', make: meleeExercise },
    { id: 'prisoners', label: 'Prisoners and escorts', make: prisonersExercise },
    { id: 'guns', label: 'Guns in action', make: gunsExercise },
    { id: 'time', label: 'Time allowances', make: timeExercise },
    { id: 'forces', label: 'The 150-point forces', make: forcesExercise },
  ],
  defaults: {
    seed: '1913',
    topics: ['isolation', 'melee', 'prisoners', 'guns', 'time', 'forces'],
    level: 'mixed',
    n: 6,
  },
};
