/**
 * The board page's kits, loaded on first need (lazy.ts): plate III when it is chosen, the breastworks and bridges when
 * a position has them, a works tool is chosen or a piece is selected (their answers), the second school's part of them
 * (schoolPart.tsx) when a position has hills, depots, fire or a placed fortress, one of their tools is chosen or a
 * mortar may ruin a bridge (§165), predict-then-reveal when it is switched on; any of them at once when the address
 * asks for it (state/needs.ts). The board takes them through one
 * hook, given by the board page's island (BoardPage.tsx): a small board has none and loads none of this code.
 */
import type { KeyEntry } from './BoardKey.tsx';
import { loadingWords, useKit, type Lazy } from './lazy.ts';
import type { PlateKit } from './plate3/plate.ts';
import type { PredictKit } from './predictState.ts';
import type { BoardAction } from './state/actions.ts';
import type { BoardModel } from './state/model.ts';
import { asksSchool, kitsFor, kitsOfState } from './state/needs.ts';
import { isSchoolLesson } from './schoolLessons.ts';
import { SCHOOL_TOOLS, WORKS_TOOLS, type Tool } from './state/tools.ts';
import { hasWorksAnswers } from './worksHas.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { isWorksLesson } from './worksLessons.ts';
import type { BoardPreset } from './lessons.ts';

/** The kits the board page gives lazily, with the parts it shows at once. */
export interface LazyKits {
  readonly plates: Lazy<PlateKit> & Pick<PlateKit, 'Choice'>;
  readonly works: Lazy<WorksKit> & Pick<WorksKit, 'key'>;
  /** The second school's part of the works kit: given the works kit, the whole of it (schoolPart.tsx). */
  readonly school: Lazy<(works: WorksKit) => WorksKit>;
  readonly predict: Lazy<PredictKit>;
}

/** What the board page's kits give the board at each render. */
export interface PageKits {
  /** The kits loaded so far, read at the moment they are asked for. */
  readonly plates: PlateKit | undefined;
  readonly works: WorksKit | undefined;
  readonly predict: PredictKit | undefined;
  /** The choice of plate and the works' key entries, there at once. */
  readonly Choice: PlateKit['Choice'];
  readonly worksKey: readonly KeyEntry[];
  /** Run an action once the kits it needs are loaded (at once if they are; never if one cannot be loaded). */
  readonly when: (a: BoardAction, m: BoardModel, go: () => void) => void;
  /** Switch predict-then-reveal on or off once its kit is loaded. */
  readonly togglePredict: (toggle: () => void) => void;
  /** "Loading plate III…", or why a kit could not be loaded, or ''. */
  readonly status: string;
}

/** The hook the board page gives the board (`kits`), over its lazy kits. */
export function pageKitsOf(lazyKits: LazyKits): (m: BoardModel, preset: BoardPreset | undefined) => PageKits {
  // The works kit with the second school's part, made once when both are loaded.
  let whole: { readonly base: WorksKit; readonly kit: WorksKit } | undefined;
  const worksKit = (): WorksKit | undefined => {
    const base = lazyKits.works.loaded();
    const school = lazyKits.school.loaded();
    if (!base || !school) return base;
    if (whole?.base !== base) whole = { base, kit: school(base) };
    return whole.kit;
  };
  return function usePageKits(m, preset) {
    const plates = useKit(lazyKits.plates, kitsOfState(m.state).includes('plates'));
    const works = useKit(
      lazyKits.works,
      kitsOfState(m.state).includes('works') ||
        hasWorksAnswers(m.state, true) ||
        (WORKS_TOOLS as readonly Tool[]).includes(m.choice.tool) ||
        (preset?.lesson !== undefined && isWorksLesson(preset.lesson)),
    );
    const school = useKit(
      lazyKits.school,
      asksSchool(m.state) ||
        SCHOOL_TOOLS.includes(m.choice.tool as (typeof SCHOOL_TOOLS)[number]) ||
        (preset?.lesson !== undefined && isSchoolLesson(preset.lesson)),
    );
    const predict = useKit(lazyKits.predict, false);
    const kits = { plates, works, school };
    return {
      // Read when asked, not when made: an action waiting for a kit runs as soon as it is loaded.
      get plates() {
        return lazyKits.plates.loaded();
      },
      get works() {
        return worksKit();
      },
      get predict() {
        return lazyKits.predict.loaded();
      },
      Choice: lazyKits.plates.Choice,
      worksKey: lazyKits.works.key,
      when: (a, model, go) => {
        const missing = kitsFor(a, model).filter((k) => !lazyKits[k].loaded());
        if (missing.length === 0) return go();
        void Promise.all(missing.map((k) => kits[k].need())).then((got) => got.every(Boolean) && go());
      },
      togglePredict: (toggle) =>
        lazyKits.predict.loaded() ? toggle() : void predict.need().then((k) => k && toggle()),
      status: loadingWords([
        [lazyKits.plates, plates],
        [lazyKits.works, works],
        [lazyKits.school, school],
        [lazyKits.predict, predict],
      ]),
    };
  };
}
