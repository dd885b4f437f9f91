/**
 * The board page's island (/hellwig/board/): the whole board, with predict-then-reveal (predict.ts,
 * panels/PredictPanel.tsx), where a class has every example of the book to hand, plate III (plate3/kit.ts), the
 * breastworks and bridges of §§103–167 (worksKit.ts) and the position kept in the address (addressKit.ts). The small
 * boards beside the §§ are the same board without them, and load none of their code.
 */
import type { JSX } from 'preact';
import { HellwigBoard, type HellwigBoardProps } from './HellwigBoard.tsx';
import { predictFlags, questionOf } from './predict.ts';
import type { PredictKit } from './predictState.ts';
import { PredictPanel } from './panels/PredictPanel.tsx';
import { PLATE_III } from './plate3/kit.ts';
import { WORKS_KIT } from './worksKit.ts';
import { ADDRESS_KIT } from './addressKit.ts';

const PREDICT: PredictKit = { questionOf, predictFlags, Panel: PredictPanel };

/** The Hellwig board with its predict-then-reveal mode, plate III, and breastworks and bridges. */
export function BoardPage(props: Omit<HellwigBoardProps, 'predict' | 'plates' | 'works' | 'address'>): JSX.Element {
  return <HellwigBoard {...props} predict={PREDICT} plates={PLATE_III} works={WORKS_KIT} address={ADDRESS_KIT} />;
}
