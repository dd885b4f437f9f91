/**
 * The choice of plate on the board page: plate II, the example plate, or plate III, the playing
 * plan. Radio buttons, so a keyboard reader moves between them with the arrow keys.
 */
import type { JSX } from 'preact';
import type { BookPlate } from '../../../rules/hellwig/index.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';

const PLATES = ['II', 'III'] as const;
const LABEL: { readonly [P in BookPlate]: string } = {
  II: 'Plate II, the example plate (22 wide)',
  III: 'Plate III, the playing plan (49 × 33)',
};

export function PlateChoice({
  id,
  plate,
  mounted,
  onChoose,
}: {
  readonly id: string;
  /** Until the island runs the choice is shown but cannot be changed. */
  readonly mounted: boolean;
  readonly plate: BookPlate;
  readonly onChoose: (plate: BookPlate) => void;
}): JSX.Element {
  return (
    <div class="board-plate-choice">
      <RadioGroup
        name={`${id}-plate`}
        legend="Plate"
        options={PLATES}
        value={plate}
        label={(p) => LABEL[p]}
        disabled={!mounted}
        onChange={onChoose}
      />
    </div>
  );
}
