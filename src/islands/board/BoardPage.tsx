/**
 * The board page's island (/hellwig/board/): the whole board, with predict-then-reveal (predict.ts,
 * panels/PredictPanel.tsx), where a class has every example of the book to hand. The small boards
 * beside the §§ are the same board without it, and load none of its code; so with the breastworks and
 * bridges of §§103–167 (worksKit.ts).
 */
import type { JSX } from 'preact';
import { HellwigBoard, type HellwigBoardProps } from './HellwigBoard.tsx';
import { predictFlags, questionOf } from './predict.ts';
import type { PredictKit } from './predictState.ts';
import { PredictPanel } from './panels/PredictPanel.tsx';
import { WORKS_KIT } from './worksKit.ts';

const PREDICT: PredictKit = { questionOf, predictFlags, Panel: PredictPanel };

/** The Hellwig board with its predict-then-reveal mode. */
export function BoardPage(props: Omit<HellwigBoardProps, 'predict' | 'works'>): JSX.Element {
  return <HellwigBoard {...props} predict={PREDICT} works={WORKS_KIT} />;
}
