/** Predict-then-reveal's kit (predictState.ts), a chunk of its own: the board page loads it when the reader asks. */
import { predictFlags, questionOf } from './predict.ts';
import type { PredictKit } from './predictState.ts';
import { PredictPanel } from './panels/PredictPanel.tsx';

export const PREDICT_KIT: PredictKit = { questionOf, predictFlags, Panel: PredictPanel };
