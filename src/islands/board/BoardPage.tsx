/**
 * The board page's island (/hellwig/board/): the whole board, with predict-then-reveal (predictKit.ts), where a class
 * has every example of the book to hand, plate III (plate3/kit.ts), the breastworks and bridges of §§103–167
 * (worksBase.ts) with the second school's hills, depots, fire and placed fortress (schoolPart.tsx), and the position
 * kept in the address (addressKit.ts). The small boards beside the §§ are the same
 * board without them, and load none of their code.
 *
 * Plate III, the works and predict-then-reveal load on first need (lazy.ts), so the page's JavaScript before the
 * reader acts stays within issue 16's budget: plate III when it is chosen, the works when a position has them or a
 * works tool is chosen, the second school's part when a position or a tool has its things, predict-then-reveal when it
 * is switched on; any of them at once when the address asks for it.
 * Only the plate's choice and the works' key entries come at once.
 */
import type { JSX } from 'preact';
import { HellwigBoard, type HellwigBoardProps } from './HellwigBoard.tsx';
import { lazy } from './lazy.ts';
import { pageKitsOf } from './pageKits.ts';
import { PlateChoice } from './plate3/PlateChoice.tsx';
import { WORKS_KEY } from './svg/Works.tsx';
import { ADDRESS_KIT } from './addressKit.ts';

const PREDICT = lazy('predict-then-reveal', () => import('./predictKit.ts').then((m) => m.PREDICT_KIT));
const PLATES = lazy('plate III', () => import('./plate3/kit.ts').then((m) => m.PLATE_III), { Choice: PlateChoice });
const WORKS = lazy('breastworks and bridges', () => import('./worksBase.ts').then((m) => m.WORKS_BASE), {
  key: WORKS_KEY,
});
const SCHOOL = lazy('hills, depots and fire', () => import('./schoolPart.tsx').then((m) => m.withSchool));
const KITS = pageKitsOf({ plates: PLATES, works: WORKS, school: SCHOOL, predict: PREDICT });

/** The Hellwig board with its predict-then-reveal mode, plate III, and breastworks and bridges. */
export function BoardPage(
  props: Omit<HellwigBoardProps, 'predict' | 'plates' | 'works' | 'address' | 'kits'>,
): JSX.Element {
  return <HellwigBoard {...props} kits={KITS} address={ADDRESS_KIT} />;
}
