/**
 * A small board drawn at build time and never run: chapters VIII–XII show their breastwork and bridge examples so,
 * with the engine's answer in words and the key, and every example of the § as a link to the full board, where it can
 * be changed. It ships no JavaScript (the small boards' budget), and reads the same without it.
 */
import type { JSX } from 'preact';
import { createBoard } from '../../rules/hellwig/index.ts';
import { withBase } from '../../edition/base.ts';
import { BoardKey, symbolsOf } from './BoardKey.tsx';
import { BoardSvg, frameShape } from './BoardSvg.tsx';
import { LessonPanel } from './Lesson.tsx';
import type { BoardPreset, Window } from './lessons.ts';
import { firstSquare } from './state/selection.ts';
import { viewOf } from './view.ts';
import { hasWorksAnswers } from './worksHas.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { explainSquare } from './explain.ts';
import { gridOfSetup } from './plate3/plate.ts';
import { FortressLayer, fortressWords } from './endgame/Fortresses.tsx';
import { FORTRESS_KEY } from './endgame/fortressKey.tsx';
import { endgameAnswer } from './endgame/Answer.tsx';
import { TERRITORY_KEY, TerritoryLine } from './endgame/TerritoryLine.tsx';

export interface StillBoardProps {
  readonly presets: readonly BoardPreset[];
  readonly initialPreset: string;
  readonly window: Window;
  readonly idPrefix: string;
  readonly title: string;
  readonly kit: WorksKit;
}

const BOARD_PAGE = withBase('/hellwig/board/');

export function StillBoard({
  presets,
  initialPreset,
  window: w,
  idPrefix: id,
  title,
  kit,
}: StillBoardProps): JSX.Element {
  const preset = presets.find((p) => p.id === initialPreset) ?? (presets[0] as BoardPreset);
  const { state } = preset;
  const view = viewOf(state, preset.marks);
  // A communication example (§184) selects its corps: the board draws the path or the squares that cut it.
  const asked = preset.lesson?.kind === 'endgame-communication';
  const works = hasWorksAnswers(state, asked) ? kit.viewOf(state) : undefined;
  const plate = gridOfSetup(state.setup).name;
  const cursor = firstSquare(state, w);
  const keyed = new Set(presets.flatMap((p) => [...symbolsOf(viewOf(p.state, p.marks), p.state)]));
  if (plate === 'III') keyed.add('fortress');
  // §199's example draws the line itself, printed and reconstructed apart.
  const territory = preset.lesson?.kind === 'endgame-territory-line';
  if (territory) keyed.add('territory');
  // The engine checks the position before it is drawn: a preset that does not fit fails the build, not the reader.
  createBoard(state.setup);
  return (
    <section class="widget hellwig-board board-still" aria-labelledby={`${id}-title`} data-pagefind-ignore="all">
      <header class="widget-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <p class="widget-sub">
          {plate === 'II'
            ? 'Plate II, 22 squares wide, numbered row by row from corner A.'
            : 'Plate III, 49 × 33 squares, numbered back and forth row by row from corner A (the edition’s ' +
              'reading); only the terrain its example names is drawn.'}{' '}
          Every mark is the rules engine’s answer.
        </p>
      </header>
      <p class="board-still-note">
        {preset.title}: the book’s example, drawn from the engine’s answer. To change the position or try the other
        examples of {preset.cite}, open them on the full board:
      </p>
      <ul class="board-still-links">
        {presets.map((p) => (
          <li key={p.id}>
            <a href={`${BOARD_PAGE}?ex=${p.id}`} aria-current={p.id === preset.id ? 'true' : undefined}>
              {p.title}
            </a>
          </li>
        ))}
      </ul>
      <div class="board-layout">
        <div class="board-main">
          <div
            class="board-frame sized"
            style={frameShape(w)}
            role="img"
            aria-label={
              `Plate ${plate}, part: ${preset.title}. ${explainSquare(view, cursor as never)}` +
              `${kit.words(state, cursor)}${plate === 'III' ? fortressWords(cursor) : ''}`
            }
          >
            <BoardSvg
              view={view}
              window={w}
              numbers={true}
              worksLayer={(corner) => (
                <>
                  {plate === 'III' && <FortressLayer corner={corner} />}
                  {territory && <TerritoryLine corner={corner} />}
                  <kit.Layer works={state} route={works?.communication} school={works?.school} corner={corner} />
                </>
              )}
              id={id}
            />
          </div>
          <BoardKey
            id={id}
            only={keyed}
            full={`${BOARD_PAGE}#board-legend`}
            extra={plate === 'III' ? [...kit.key, FORTRESS_KEY, TERRITORY_KEY] : kit.key}
          />
        </div>
        <div class="board-side">
          {preset.lesson && (
            <LessonPanel
              id={id}
              lesson={preset.lesson}
              setup={state.setup}
              works={state}
              kit={kit}
              endgame={endgameAnswer}
              cite={preset.cite}
              onApply={() => undefined}
            />
          )}
          {works && <kit.Panel view={works} id={id} open />}
        </div>
      </div>
    </section>
  );
}
