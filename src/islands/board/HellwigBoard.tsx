/**
 * The Hellwig board (plate II): set up any position of the book by pointer or keyboard, select a
 * device, piece or formation and see what the rules engine says of it: the field of effect with
 * the reason for every square (§47, §59, §60), its moves as targets (§45, §87), a wheeling with
 * its path, blocker and animation (§62, §95), doubles, combinations and duels (§54–§58, §67),
 * firing (§47–§49b, §66, §68a); and every worked example as a one-click preset.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { timer } from 'd3-timer';
import { easeCubicInOut } from 'd3-ease';
import {
  CANNON_VARIANTS,
  coordsOf,
  cornersOf,
  DIRECTIONS,
  fire,
  PIECE_KINDS,
  PIECE_LETTERS,
  plateII,
  QUARTER_TURNS,
  rectangleOf,
  setupOf,
  squareAt,
  TERRAINS,
  WHEEL_KINDS,
  WHEEL_SENSES,
  type BoardSetup,
  type DeviceSetup,
  type Direction,
  type PieceKind,
  type Player,
  type Square,
  type Terrain,
  type WheelKind,
  type WheelSense,
  type DeviceWheeling,
  type FormationWheeling,
  wheel,
  wheelFormation,
  wheelRectangle,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { sameState } from '../shared/presets.ts';
import { PresetList } from '../shared/PresetList.tsx';
import { RadioGroup } from '../shared/RadioGroup.tsx';
import { useHydrated } from '../shared/hydrated.ts';
import { capitalise } from '../shared/words.ts';
import { BoardKey, BoardSvg, symbolsOf, type Swing } from './BoardSvg.tsx';
import { LessonPanel } from './Lesson.tsx';
import { windowCovering, type BoardPreset, type Window } from './lessons.ts';
import { paintTerrain, toggleBridge, placeDevice, placePiece, placeTransporter, removeAt, rotateAt, type DeviceChoice, type Edit } from './edits.ts';
import { ADDRESS_KEYS, checkSetup, DEFAULT_WHEEL, EMPTY_STATE, parseState, stateToSearch, type BoardState, type Selection, type WheelChoice } from './state.ts';
import { blockWords, describeDevice, explainSquare, fieldReasons, PIECE_WORDS, player, refusal, removedWords, viewOf, wheelWords, type BoardView } from './view.ts';

export interface HellwigBoardProps {
  readonly presets: readonly BoardPreset[];
  /** The preset shown before any interaction (and without JavaScript); none for an empty board. */
  readonly initialPreset?: string | undefined;
  /** The part of plate II shown. */
  readonly window: Window;
  /** Prefix of the element ids, unique on the page. */
  readonly idPrefix: string;
  /** The full board page keeps its state in the address; small boards link to it. */
  readonly page?: boolean;
  readonly title?: string;
}

type Tool = 'select' | 'terrain' | 'piece' | 'device' | 'transporter' | 'remove';
const TOOL_LABELS: Record<Tool, string> = {
  select: 'Select and move',
  terrain: 'Paint terrain',
  piece: 'Place a piece',
  device: 'Place artillery',
  transporter: 'Place a transporter',
  remove: 'Remove',
};
/** What the terrain tool paints: a terrain, or a bridge laid on water (§146a). */
type Paint = Terrain | 'bridge';
const PAINTS: readonly Paint[] = [...TERRAINS, 'bridge'];
const TERRAIN_LABELS: Record<Paint, string> = { open: 'open', mountain: 'mountain (red)', marsh: 'marsh (green)', water: 'water (blue)', building: 'building', bridge: 'bridge (on water)' };
const DEVICE_CHOICES: readonly DeviceChoice[] = [...CANNON_VARIANTS, 'howitzer'];
const DEVICE_LABELS: Record<DeviceChoice, string> = { axial: 'cannon, axial', left: 'cannon, left', right: 'cannon, right', howitzer: 'howitzer' };
/** The same in a sentence: “Placed a left cannon with its artillerists on 5”. */
const DEVICE_WORDS: Record<DeviceChoice, string> = { axial: 'an axial cannon', left: 'a left cannon', right: 'a right cannon', howitzer: 'a howitzer' };
const KEYS_HELP = 'Arrow keys move the cursor; Enter acts with the chosen tool (selecting, Enter again on the same square takes what lies beneath: the gun under its artillerist, the transporter under its pieces); Delete removes; R rotates; M shows moves; W plans a wheeling, then wheels; F fires; N shows numbers; Escape clears the selection.';
const BOARD_PAGE = '/hellwig/board/';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function presetState(presets: readonly BoardPreset[], id: string | undefined): BoardState {
  return presets.find((p) => p.id === id)?.state ?? EMPTY_STATE;
}

/** The things on a square a click or Enter may select, topmost first (§46, §85). */
function candidates(view: BoardView, sq: Square): Selection[] {
  const out: Selection[] = [];
  const board = view.board;
  if (board.pieces.has(sq)) out.push({ type: 'piece', square: sq });
  for (const d of board.devices) if (d.gun === sq || d.artillerists === sq) out.push({ type: 'device', gun: d.gun });
  for (const t of board.transporters) if (t.squares.includes(sq)) out.push({ type: 'formation', squares: [...t.squares] });
  return out;
}

export function HellwigBoard({ presets, initialPreset, window: initialWindow, idPrefix: id, page = false, title = 'Hellwig’s board' }: HellwigBoardProps): JSX.Element {
  const [state, setState] = useState<BoardState>(() => presetState(presets, initialPreset));
  const [presetId, setPresetId] = useState<string | undefined>(initialPreset);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [addressNote, setAddressNote] = useState<string | undefined>();
  // The reader's address stays in the bar, typo and all, until they change the board.
  const touched = useRef(false);
  const [said, setSaidText] = useState('');
  // The same sentence twice (firing twice, say) must still be heard: a repeat differs by a no-break space, so the live region changes.
  const setSaid = (sentence: string) => setSaidText((prev) => (prev === sentence ? `${sentence}\u00a0` : sentence));
  const [error, setError] = useState<string | undefined>();
  // A refusal is said once, by its alert (not the live region too); the same refusal twice still changes the alert, so it is heard again.
  const refuse = (message: string) => setError((prev) => (prev === refusal(message) ? `${refusal(message)}\u00a0` : refusal(message)));
  const [numbers, setNumbers] = useState(false);
  // A small board shows part of the plate; it grows when the selection is moved beyond it.
  const [win, setWin] = useState<Window>(initialWindow);
  const [cursor, setCursor] = useState<number>(() => firstSquare(presetState(presets, initialPreset), initialWindow));
  const [choice, setChoice] = useState<ToolChoice>(DEFAULT_TOOLS);
  const { tool, terrain, pieceKind, piecePlayer, toward, deviceChoice } = choice;
  const [swing, setSwing] = useState<Swing | undefined>();
  const [why, setWhy] = useState(false);
  // A square to bring into view once drawn: in the board's frame only, or (after a click on an example) on the page too.
  const [reveal, setReveal] = useState<{ readonly square: number; readonly page: boolean } | undefined>();
  // Until the island runs (and always without JavaScript) the board is a drawing: its controls are hidden, not dead.
  const mounted = useHydrated();
  const stopSwing = useRef<(() => void) | undefined>(undefined);
  // One click handler for every square, the same from render to render, so a square redraws only when its own state changes.
  const actRef = useRef<(sq: Square) => void>(() => undefined);
  const chooseRef = useRef<(p: BoardPreset, pointer?: boolean) => void>(() => undefined);
  const onSquare = useRef((sq: number) => actRef.current(sq as Square)).current;
  const root = useRef<HTMLElement>(null);
  // Where focus goes when the control that had it is gone or disabled by the change it made (a move's button, "Wheel"):
  // a control named by the action, or else the board itself, never <body>.
  const focusAfter = useRef<{ readonly inside: boolean; readonly next?: string | undefined }>({ inside: false });

  // A small board's key explains the marks its examples draw (and a move's target); the board page keys every mark.
  const keyed = useMemo(() => (page ? undefined : new Set(presets.flatMap((p) => [...symbolsOf(viewOf(p.state, p.marks))]))), [presets, page]);
  const preset = presets.find((p) => p.id === presetId);
  const view = useMemo(() => viewOf(state, preset?.marks), [state, preset]);
  const r = view.resolved;

  // The full page reads its state from the address once, and keeps it there.
  useEffect(() => {
    // On a phone the plate is wider than its frame: open with the example in sight, not the frame's left edge.
    if (!page) return setReveal({ square: cursor, page: false });
    const parsed = parseState(location.search, presetState(presets, initialPreset), presets);
    setState(parsed.state);
    setProblems(parsed.problems);
    setAddressNote(parsed.note);
    if (parsed.preset) setPresetId(parsed.preset);
    else if (location.search && parsed.problems.length === 0) setPresetId(undefined);
    setCursor(firstSquare(parsed.state, win));
    setReveal({ square: firstSquare(parsed.state, win), page: false });
  }, []);
  useEffect(() => {
    if (!page || !touched.current) return;
    // The board rewrites its own keys only: any other (a campaign tag, a click id) stays as it came.
    const q = new URLSearchParams(addressOf(state, preset));
    for (const [k, v] of new URLSearchParams(location.search)) if (!(ADDRESS_KEYS as readonly string[]).includes(k)) q.append(k, v);
    history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
  }, [state, presetId]);
  useEffect(() => () => stopSwing.current?.(), []);
  // Before paint, so the focus ring moves with the change it follows.
  useLayoutEffect(() => {
    const { inside, next } = focusAfter.current;
    focusAfter.current = { inside: false };
    const el = root.current;
    const active = document.activeElement as HTMLElement | null;
    if (!el || !inside || (active && active !== document.body && el.contains(active) && !(active as HTMLButtonElement).disabled)) return;
    const wanted = next ? el.querySelector<HTMLButtonElement>(next) : null;
    (wanted && !wanted.disabled ? wanted : el.querySelector<HTMLElement>('.board-frame'))?.focus();
  });

  /** A wheel under way is abandoned: it must not land over whatever the reader did meanwhile. */
  const cancelSwing = (): boolean => {
    const under = stopSwing.current !== undefined;
    stopSwing.current?.();
    stopSwing.current = undefined;
    setSwing(undefined);
    return under;
  };
  const commit = (next: BoardState, sentence: string, focusNext?: string) => {
    // Every change to the board goes through here, so any edit made while a gun swings wins over the wheel, and the reader is told.
    if (cancelSwing()) sentence = `The wheeling was stopped before it ended. ${sentence}`;
    touched.current = true;
    setProblems([]);
    setAddressNote(undefined);
    setWin((w) => windowCovering(w, selectionSquares(next)));
    focusAfter.current = { inside: root.current?.contains(document.activeElement) ?? false, next: focusNext };
    setState(next);
    setError(undefined);
    setSaid(sentence);
  };
  const edit = (e: Edit, sentence: string, selected: Selection | undefined = state.selected) => {
    if (!e.ok) {
      refuse(e.message);
      return;
    }
    const kept = stillThere(e.setup, selected);
    // A wheeling planned for something no longer there goes with it (and out of the address).
    commit({ ...state, setup: e.setup, selected: kept, target: undefined, wheel: kept ? state.wheel : undefined }, sentence);
  };
  /** A lesson's answer put on the board, checked first: a position the rules refuse is said, never thrown. */
  const apply = (setup: BoardSetup, sentence: string, dev?: DeviceSetup) => {
    const invalid = checkSetup(setup);
    if (invalid) {
      refuse(invalid);
      return;
    }
    commit({ ...state, setup, selected: dev ? { type: 'device', gun: dev.gun } : stillThere(setup, state.selected), target: undefined }, sentence);
  };
  /** A move of the selection: the cursor goes with the thing moved. */
  const moved = (next: BoardState, sentence: string, focusNext?: string) => {
    const sq = selectionSquares(next)[0];
    if (sq !== undefined) setCursor(sq);
    commit(next, sentence, focusNext);
  };
  const choose = (p: BoardPreset, pointer = false) => {
    setWin(initialWindow);
    setPresetId(p.id);
    const sq = firstSquare(p.state, initialWindow);
    setCursor(sq);
    commit(p.state, `${p.title} (${p.cite}) is on the board.`);
    // A click among the board page's 80 examples may leave the board below the screen: bring the example into sight.
    // A keyboard reader stays by the list (the live region says what is on the board); the frame scrolls either way.
    setReveal({ square: sq, page: pointer });
  };
  const select = (s: Selection | undefined) => {
    // A planned wheeling stays planned for a selection of the same type; a formation's pivot is one of its own squares.
    const keep = s && state.wheel && s.type === state.selected?.type && s.type !== 'formation' ? state.wheel : undefined;
    const next: BoardState = { ...state, selected: s, target: undefined, wheel: keep };
    commit(next, s ? describeSelection(viewOf(next), next) : 'Nothing selected.');
  };

  const act = (sq: Square) => {
    setCursor(sq);
    switch (tool) {
      case 'select': {
        const target = view.targets.get(sq);
        if (target) return moved({ ...state, setup: target.setup, selected: target.next, target: undefined }, `Moved: ${target.label}.`);
        const options = candidates(view, sq);
        // A click on an empty square the selection lights (its field, its wheeling's path) asks why, as the arrow keys do: the selection stays.
        const f = view.flags.get(sq);
        if (!options.length && r && (f?.effect || f?.path || f?.blocked)) return setSaid(explainSquare(view, sq));
        const now = options.findIndex((o) => sameState(o, state.selected));
        return select(options.length ? options[(now + 1) % options.length] : undefined);
      }
      case 'terrain':
        if (terrain === 'bridge') return edit(toggleBridge(state.setup, sq), `${state.setup.bridges?.includes(sq) ? 'Took up the bridge' : 'Laid a bridge'} on ${sq}.`);
        return edit(paintTerrain(state.setup, sq, terrain), `Square ${sq} is now ${TERRAIN_LABELS[terrain]}.`);
      case 'piece':
        return edit(placePiece(state.setup, sq, pieceKind, piecePlayer, toward), `Placed ${player(piecePlayer)} ${PIECE_WORDS[pieceKind]} on ${sq}${pieceKind === 'pawn' ? ` facing ${toward}` : ''}.`);
      case 'device':
        return edit(placeDevice(state.setup, sq, toward, deviceChoice, piecePlayer), `Placed ${DEVICE_WORDS[deviceChoice]} with its artillerists on ${sq} and its gun toward ${toward}.`);
      case 'transporter':
        return edit(placeTransporter(state.setup, sq, toward), `Placed a transporter on ${sq} reaching toward ${toward}.`);
      case 'remove':
        return remove(sq);
    }
  };
  actRef.current = act;
  const rotate = (sq: number) => {
    const e = rotateAt(state.setup, sq);
    const at = e.ok ? e.at : undefined;
    // A selected gun stays selected as it turns: it keeps its place in the list of devices, on its new gun square.
    const s = state.selected;
    const i = s?.type === 'device' ? (state.setup.devices ?? []).findIndex((d) => d.gun === s.gun) : -1;
    const turned = e.ok && i >= 0 ? e.setup.devices?.[i] : undefined;
    const selected: Selection | undefined = turned ? { type: 'device', gun: turned.gun } : s;
    // Turned about its artillerists' square, the device's gun moves: say where to.
    const j = (state.setup.devices ?? []).findIndex((d) => d.artillerists === sq);
    const gunNow = at === undefined && e.ok && j >= 0 && !state.setup.pieces?.some((p) => p.square === sq && p.kind === 'pawn') ? e.setup.devices?.[j]?.gun : undefined;
    const sentence =
      at !== undefined ? `Rotated what stood on ${sq} a quarter-turn clockwise: it now stands on ${at}.`
      : gunNow !== undefined ? `Turned the device on ${sq} a quarter-turn clockwise about its artillerists: its gun now stands on ${gunNow}.`
      : `Rotated what stands on ${sq} a quarter-turn clockwise.`;
    edit(e, sentence, selected);
    // The cursor goes with a gun turned about its artillerists, so R again turns it again.
    if (at !== undefined) setCursor(at);
  };
  // Say what went: on an artillerists' square shared by two devices (§67) both go.
  const remove = (sq: number) => {
    const e = removeAt(state.setup, sq);
    edit(e, e.ok ? `Removed ${removedWords(state.setup, e.setup)} from ${sq}.` : '');
  };

  /** Bring a square of the plate into view if it is off the screen (a small board's Wheel button can be a screen below the gun), smoothly unless the reader asks for less motion. */
  const showSquare = (sq: number) => {
    const el = root.current?.querySelector(`[data-square="${sq}"]`);
    if (!el) return;
    const box = el.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth) return;
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: reducedMotion() ? 'instant' : 'smooth' });
  };
  /** Scroll the board's own frame (never the page) so a square stands in its middle: on a phone the plate is wider than its frame. */
  const centreInFrame = (sq: number) => {
    const frame = root.current?.querySelector<HTMLElement>('.board-frame');
    const el = frame?.querySelector(`[data-square="${sq}"]`);
    if (!frame || !el || frame.scrollWidth <= frame.clientWidth) return;
    const f = frame.getBoundingClientRect();
    const b = el.getBoundingClientRect();
    frame.scrollLeft += b.left + b.width / 2 - (f.left + frame.clientWidth / 2);
  };
  useEffect(() => {
    if (!reveal) return;
    if (reveal.page) showSquare(reveal.square);
    else centreInFrame(reveal.square);
  }, [reveal]);
  const toggleNumbers = () => {
    setNumbers(!numbers);
    setSaid(numbers ? 'Square numbers hidden.' : 'Square numbers shown.');
  };
  const doWheel = () => {
    // W again while the gun swings would start the same wheel over: it is under way.
    if (stopSwing.current) {
      setSaid('The gun is still wheeling.');
      return;
    }
    // W never fails silently: it says what to select, opens the planner, or says why the wheel cannot be worked out.
    if (!r || r.type === 'piece') {
      setSaid('Only a gun or a formation wheels: select one first (§62).');
      return;
    }
    if (!state.wheel) {
      const planned: BoardState = { ...state, wheel: { ...DEFAULT_WHEEL, pivot: r.type === 'formation' ? (r.squares[0] as number) : 'artillerists' } };
      // Say what the engine makes of the plan, as the panel shows it: its path, or why there is none.
      const p = viewOf(planned).resolved;
      const words = p && p.type !== 'piece' && p.wheel ? wheelWords(p.wheel, state.setup) : undefined;
      const verdict = words ? `${words.course} ${words.verdict}`.trim() : '';
      commit(planned, `Plan a wheeling. ${verdict} Choose pivot, kind and sense, then press W again to wheel.`.replace(/\s+/g, ' '));
      return;
    }
    if (!r.wheel?.ok) {
      refuse(r.wheel ? r.wheel.error.message : 'This wheeling cannot be worked out here.');
      return;
    }
    const w: DeviceWheeling | FormationWheeling = r.wheel.value;
    const plan = state.wheel;
    if (!w.legal) {
      refuse(`The wheeling is blocked on ${w.blockedBy.square}: ${blockWords(w.blockedBy.reason, state.setup, w.blockedBy.square)} (§62, §177).`);
      return;
    }
    // The wheel done, the plan is put away: the board shows where the gun landed and its new field, not the same wheeling again from there.
    const next: BoardState =
      'device' in w
        ? { ...state, setup: setupOf(w.board), selected: { type: 'device', gun: w.device.gun }, wheel: undefined }
        : { ...state, setup: setupOf(w.board), selected: { ...(state.selected as Selection & { type: 'formation' }), squares: w.squares }, wheel: undefined };
    const sentence =
      'device' in w
        ? `Wheeled (${plan.kind}, ${plan.sense}) about the ${w.pivot === 'artillerists' ? 'artillerists’ square' : 'gun'}, over ${w.passed.join(', ')}: the device now stands on ${w.device.artillerists} and ${w.device.gun}, sweeping ${w.field.inEffect.join(', ') || 'nothing'}.`
        : `Wheeled (${plan.kind}, ${plan.sense}) about ${w.pivot}, over ${w.passed.join(', ')}: now on ${w.squares.join(', ')}.`;
    const pivotSquare: number = 'device' in w ? w.from[w.pivot] : w.pivot;
    const moving = 'device' in w ? [w.from.artillerists, w.from.gun] : (r.type === 'formation' ? r.squares : []);
    showSquare(pivotSquare);
    const turns = QUARTER_TURNS[plan.kind];
    const angle = turns * 90 * (plan.sense === 'clockwise' ? 1 : -1);
    if (reducedMotion()) return moved(next, sentence);
    cancelSwing();
    const duration = 350 * turns;
    const t = timer((elapsed) => {
      const k = Math.min(1, elapsed / duration);
      setSwing({ squares: moving, pivot: pivotSquare, angle: angle * easeCubicInOut(k) });
      if (k >= 1) {
        // This swing has landed: it is over before commit() looks for one under way.
        stopSwing.current = undefined;
        t.stop();
        moved(next, sentence);
      }
    });
    stopSwing.current = () => t.stop();
  };

  const doFire = (together: boolean) => {
    // F never fails silently: with no gun selected, it says what to select; a howitzer, that it needs its target.
    if (!r || r.type !== 'device') {
      setSaid('Only a gun fires: select one first (§47).');
      return;
    }
    if (r.device.kind === 'howitzer' && state.target === undefined) {
      setSaid('Choose the howitzer’s target first: it strikes one square of its field (§66).');
      return;
    }
    const devices = together ? r.combined : [r.device];
    const tried = tryRule(() => fire(view.board, devices, r.device.kind === 'howitzer' ? { targets: state.target === undefined ? [] : [state.target] } : {}));
    if (!tried.ok) {
      refuse(tried.error.message);
      return;
    }
    const f = tried.value;
    const sentence = `Fired: pieces shot ${f.removedPieces.map((p) => p.square).join(', ') || 'none'}; guns destroyed ${f.removedDevices.map((d) => d.gun).join(', ') || 'none'}${f.spared.length ? `; stronger guns spared on ${f.spared.map((s) => s.square).join(', ')}` : ''}.`;
    commit({ ...state, setup: setupOf(f.board), target: undefined }, sentence);
  };

  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const c = coordsOf(cursor, plateII);
    const moveTo = (row: number, col: number) => {
      const rr = Math.max(win.top, Math.min(win.top + win.rows - 1, row));
      const cc = Math.max(win.left, Math.min(win.left + win.columns - 1, col));
      const sq = squareAt(rr, cc, plateII);
      setCursor(sq);
      setSaid(explainSquare(view, sq));
    };
    const keys: Record<string, () => void> = {
      ArrowUp: () => moveTo(c.row - 1, c.col),
      ArrowDown: () => moveTo(c.row + 1, c.col),
      ArrowLeft: () => moveTo(c.row, c.col - 1),
      ArrowRight: () => moveTo(c.row, c.col + 1),
      Enter: () => act(cursor as Square),
      ' ': () => act(cursor as Square),
      Delete: () => remove(cursor),
      Backspace: () => remove(cursor),
      r: () => rotate(cursor),
      m: () => commit({ ...state, showMoves: !state.showMoves }, state.showMoves ? 'Moves hidden.' : r ? 'Moves shown.' : 'Moves will be shown for what you select: a piece, a gun or a transporter.'),
      n: toggleNumbers,
      w: doWheel,
      f: () => doFire(false),
      Escape: () => select(undefined),
    };
    const run = keys[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  };

  const pressed = presets.findIndex((p) => p.id === presetId && sameState(p.state, state));
  // The 80 examples and the key change only with the example pressed: kept from render to render, they are not redrawn at every key.
  chooseRef.current = choose;
  const presetList = useMemo(() => <PresetList id={`${id}-presets`} presets={presets} active={pressed} onChoose={(p, pointer) => chooseRef.current(p as BoardPreset, pointer)} grouped={page} />, [presets, pressed, page, id]);
  const boardKey = useMemo(() => <BoardKey id={id} only={keyed} full={page ? undefined : `${BOARD_PAGE}#board-legend`} />, [id, keyed, page]);
  const shareHref = `${BOARD_PAGE}?${addressOf(state, preset)}`;
  const statusId = `${id}-status`;
  return (
    <section ref={root} class={`widget hellwig-board${page ? ' board-page' : ''}${mounted ? '' : ' board-static'}`} aria-labelledby={`${id}-title`} data-pagefind-ignore="all">
      <header class="widget-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <p class="widget-sub">Plate II, 22 squares wide, numbered row by row from corner A. Every lit square is the rules engine’s answer.</p>
      </header>
      {!mounted && <p class="board-static-note">The book’s example, as drawn from the engine’s answer. Choosing examples, moving pieces and wheeling guns need JavaScript.</p>}
      {/* Many examples mean many tab stops: a keyboard reader can go straight to the board. */}
      {mounted && presets.length > 8 && <a class="board-skip" href={`#${id}-frame`}>Skip the examples, to the board</a>}
      {presets.length > 0 && presetList}
      {problems.length > 0 && (
        <div class="widget-problems" role="alert">
          <p>The address could not be read, so the board shows its default position:</p>
          <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      {addressNote && <p class="board-address-note" role="status">{addressNote}</p>}
      <div class="board-layout">
        <div class="board-main">
          <div
            class="board-frame"
            id={`${id}-frame`}
            tabIndex={mounted ? 0 : undefined}
            role={mounted ? 'application' : undefined}
            aria-roledescription={mounted ? 'board' : undefined}
            aria-label={mounted ? `Plate II${win.rows < plateII.rows || win.columns < plateII.columns ? ', part' : ''}. Cursor on square ${cursor}.` : undefined}
            aria-describedby={mounted ? statusId : undefined}
            onKeyDown={onKey}
          >
            <BoardSvg view={view} window={win} numbers={numbers} cursor={cursor} swing={swing} onSquare={onSquare} id={id} />
          </div>
          <p id={statusId} class="board-status">{explainSquare(view, cursor as Square)}</p>
          <p class="board-keys">{KEYS_HELP}</p>
          {boardKey}
          <div class="board-buttons">
            <button type="button" aria-pressed={numbers} onClick={toggleNumbers}>Numbers</button>
            <button type="button" onClick={() => rotate(cursor)}>Rotate on {cursor}</button>
            <button type="button" onClick={() => remove(cursor)}>Remove on {cursor}</button>
            <button
              type="button"
              onClick={() => {
                setPresetId(undefined);
                commit({ ...EMPTY_STATE }, 'The board is cleared.');
              }}
            >
              Clear the board
            </button>
            {preset && pressed < 0 && <button type="button" onClick={() => choose(preset)}>Back to the example</button>}
            <a class="board-share" href={shareHref}>{page ? 'Link to this position' : 'Open this position on the full board'}</a>
          </div>
          {error && <p class="widget-error" role="alert">{error}</p>}
        </div>
        <div class="board-side">
          {preset?.lesson && <LessonPanel id={id} lesson={preset.lesson} setup={state.setup} cite={preset.cite} onApply={(setup, sentence, dev) => apply(setup, sentence, dev)} />}
          <SelectionPanel
            view={view}
            refusedByTheBook={preset?.refused === true && pressed >= 0}
            state={state}
            id={id}
            why={why}
            onWhy={setWhy}
            onState={(next, sentence, focusNext) => commit(next, sentence, focusNext)}
            onMove={moved}
            onWheel={doWheel}
            onFire={doFire}
          />
          <Tools id={id} choice={choice} onChange={(patch) => setChoice((c) => ({ ...c, ...patch }))} onPlace={() => act(cursor as Square)} cursor={cursor} />
        </div>
      </div>
      <p class="visually-hidden" aria-live="polite">{said}</p>
    </section>
  );
}

/** The selection, if what it names is still on the board after an edit. */
function stillThere(setup: BoardSetup, s: Selection | undefined): Selection | undefined {
  if (!s) return undefined;
  if (s.type === 'device') return setup.devices?.some((d) => d.gun === s.gun) ? s : undefined;
  if (s.type === 'piece') return setup.pieces?.some((p) => p.square === s.square) ? s : undefined;
  return s;
}

function addressOf(state: BoardState, preset: BoardPreset | undefined): string {
  return preset && sameState(preset.state, state) ? `ex=${encodeURIComponent(preset.id)}` : stateToSearch(state);
}

/** The squares the selection stands on, the one the cursor goes to first: a device's gun then its artillerists, a piece's square, a formation's squares. */
function selectionSquares(state: BoardState): number[] {
  const s = state.selected;
  if (!s) return [];
  if (s.type === 'piece') return [s.square];
  if (s.type === 'formation') return [...s.squares];
  const d = state.setup.devices?.find((x) => x.gun === s.gun);
  return d ? [d.gun, d.artillerists] : [s.gun];
}

/** Where the cursor starts: the selection, or the first thing on the board, or the window's corner. */
function firstSquare(state: BoardState, win: Window): number {
  const sq = selectionSquares(state)[0] ?? state.setup.pieces?.[0]?.square ?? state.setup.devices?.[0]?.gun ?? state.setup.transporters?.[0]?.squares[0];
  return sq ?? squareAt(win.top, win.left, plateII);
}

function describeSelection(view: BoardView, state: BoardState): string {
  const r = view.resolved;
  if (!r) return view.problem ?? 'Nothing selected.';
  if (r.type === 'device') return `Selected ${describeDevice(r.device)}: it sweeps ${r.field.inEffect.join(', ') || 'nothing'} toward ${r.field.direction}${r.line.length > 1 ? `; strength ${r.line.length}` : ''}.`;
  if (r.type === 'piece') return `Selected the ${PIECE_WORDS[r.piece.kind]} on ${r.piece.square}: ${r.moves.filter((m) => m.kind !== 'turn').length} moves.`;
  return `Selected the ${r.loose ? 'rectangle of pieces' : 'formation'} on ${r.squares.join(', ')}${state.showMoves ? `: ${r.moves.length} moves` : ''}.`;
}

interface SelectionPanelProps {
  readonly view: BoardView;
  /** The example on the board is one the book says cannot be done: a refusal is its answer. */
  readonly refusedByTheBook?: boolean;
  readonly state: BoardState;
  readonly id: string;
  readonly why: boolean;
  readonly onWhy: (b: boolean) => void;
  /** Change the board; `focusNext` names the control to focus if the one pressed goes away. */
  readonly onState: (s: BoardState, sentence: string, focusNext?: string) => void;
  /** Move the selection (a move's button): the cursor follows it. */
  readonly onMove: (s: BoardState, sentence: string) => void;
  readonly onWheel: () => void;
  readonly onFire: (together: boolean) => void;
}

function SelectionPanel({ view, refusedByTheBook = false, state, id, why, onWhy, onState, onMove, onWheel, onFire }: SelectionPanelProps): JSX.Element {
  const r = view.resolved;
  if (view.problem && refusedByTheBook) return <p class="board-answer">As the book says, the rules refuse this: {refusal(view.problem)}</p>;
  if (view.problem) return <p class="board-problem">The selection cannot be shown: {view.problem}.</p>;
  if (!r) return <p class="board-hint">Select a gun, a piece or a transporter (click it, or move the cursor to it and press Enter) to see what the rules say of it.</p>;
  const movesToggle = (
    <button type="button" aria-pressed={state.showMoves} onClick={() => onState({ ...state, showMoves: !state.showMoves }, state.showMoves ? 'Moves hidden.' : 'Moves shown.')}>
      Show moves
    </button>
  );
  const moveList =
    state.showMoves && view.targets.size > 0 ? (
      <ul class="board-moves">
        {[...view.targets.values()].map((t) => (
          <li key={t.square}>
            <button type="button" onClick={() => onMove({ ...state, setup: t.setup, selected: t.next, target: undefined }, `Moved: ${t.label}.`)}>
              {t.kind === 'capture' ? 'Capture' : 'Move'}: {t.label}
            </button>
          </li>
        ))}
      </ul>
    ) : state.showMoves ? (
      <p>No moves: {r.type === 'device' && !r.effective ? 'the device has no artillerists (§46).' : r.type === 'formation' && r.formation?.immobile ? `${blockWords(r.formation.immobile.reason)}.` : 'every way is blocked.'}</p>
    ) : null;
  const plan = state.wheel;
  // Say what the engine makes of the new choice, as the panel shows it: free, or blocked and by what.
  const replan = (wheel: WheelChoice, focusNext?: string) => {
    const next = { ...state, wheel };
    const r2 = viewOf(next).resolved;
    const words = r2 && r2.type !== 'piece' && r2.wheel ? wheelWords(r2.wheel, state.setup) : undefined;
    onState(next, `Planned the ${wheel.kind} wheeling, ${wheel.sense}, about ${pivotWords(r, wheel.pivot)}. ${words ? `${words.course} ${words.verdict}` : ''}`.trim(), focusNext);
  };
  const setWheel = (patch: Partial<WheelChoice>) => plan && replan({ ...plan, ...patch });
  const planned = r.type !== 'piece' ? r.wheel : undefined;
  const wheelResult = planned && wheelWords(planned, state.setup);
  const wheelControls = r.type !== 'piece' && (
    <fieldset class="board-wheel">
      <legend>Wheeling (§62{r.type === 'formation' ? ', §95, §174' : ''})</legend>
      <button type="button" aria-pressed={plan !== undefined} onClick={() => onState({ ...state, wheel: plan ? undefined : { ...DEFAULT_WHEEL, pivot: r.type === 'formation' ? (r.squares[0] as number) : 'artillerists' } }, plan ? 'Wheeling put away.' : 'Plan a wheeling: its path is drawn.')}>
        Plan a wheeling
      </button>
      {plan && (
        <>
          {r.type === 'device' ? (
            <RadioGroup name={`${id}-pivot`} legend="About" options={['artillerists', 'gun'] as const} value={typeof plan.pivot === 'number' ? 'artillerists' : plan.pivot} label={(o) => (o === 'artillerists' ? `the artillerists’ square ${r.device.artillerists}` : `the gun ${r.device.gun}`)} onChange={(o) => setWheel({ pivot: o })} />
          ) : (
            <RadioGroup name={`${id}-pivot`} legend="About the corner" options={corners(r.squares).map(String)} value={String(plan.pivot)} label={(o) => o} onChange={(o) => setWheel({ pivot: Number(o) })} />
          )}
          <RadioGroup<WheelKind> name={`${id}-kind`} legend="Kind" options={WHEEL_KINDS} value={plan.kind} label={(o) => `${o} (${QUARTER_TURNS[o]} quarter${QUARTER_TURNS[o] > 1 ? 's' : ''})`} onChange={(o) => setWheel({ kind: o })} />
          <RadioGroup<WheelSense> name={`${id}-sense`} legend="Sense" options={WHEEL_SENSES} value={plan.sense} label={(o) => o} onChange={(o) => setWheel({ sense: o })} />
          {planned?.ok && wheelResult ? (
            <p class="board-wheel-result">
              {wheelResult.course} {wheelResult.legal ? wheelResult.verdict : <strong>{wheelResult.verdict}</strong>}
            </p>
          ) : wheelResult ? (
            <p class="widget-error">{wheelResult.verdict}</p>
          ) : null}
          {planned?.ok && !planned.value.legal && <OtherWay view={view} r={r} plan={plan} onPlan={(w) => replan(w, '.board-wheel-go')} />}
          <button type="button" class="board-wheel-go" onClick={onWheel} disabled={!planned?.ok || !planned.value.legal}>Wheel</button>
        </>
      )}
    </fieldset>
  );
  if (r.type === 'device') {
    const reasons = fieldReasons(view.board, r.field);
    return (
      <div class="board-selection">
        <h4 id={`${id}-selected`}>{capitalise(describeDevice(r.device))}</h4>
        <p>
          {r.effective ? 'Manned; fires' : `Unmanned (no piece on its artillerists’ square ${r.device.artillerists}): in play it neither moves nor fires (§46, §71), but the board shows what it would do, as the book does. Manned, it fires`}{' '}
          toward {r.field.direction}; field of effect {r.field.inEffect.join(', ') || 'empty'}
          {r.field.squares.some((s) => s.status === 'safe') ? `; saved by a red square (§59): ${r.field.squares.filter((s) => s.status === 'safe').map((s) => s.square).join(', ')}` : ''}.
        </p>
        {r.line.length > 1 && <p>{r.line.length === 2 ? 'Double' : r.line.length === 3 ? 'Triple' : `${r.line.length}-fold`} artillery (§54): the guns on {r.line.map((d) => d.gun).join(', ')}, one behind the other, firing the same way.</p>}
        {r.combined.length > 1 && <p>Combined artillery (§67): {r.combined.map(describeDevice).join(', ')}.</p>}
        {r.duels.map((d) => (
          <p key={d.enemy.gun}>
            Against {describeDevice(d.enemy)} (strength {d.theirStrength}, ours {d.ourStrength}): we may destroy it: {d.weMayDestroy ? 'yes' : 'no'}; it may destroy ours: {d.theyMayDestroy ? 'yes' : 'no'}
            {d.weDrive ? '; we drive it away (§56)' : d.theyDrive ? '; it drives ours away (§56)' : ''}.
          </p>
        ))}
        <button type="button" aria-expanded={why} onClick={() => onWhy(!why)}>Why these squares?</button>
        {why && <ul class="board-why">{reasons.map((s) => <li key={s}>{s}</li>)}</ul>}
        <div class="board-actions">
          {movesToggle}
          {r.device.kind === 'howitzer' ? (
            <fieldset>
              <legend>Howitzer target (§66)</legend>
              {r.field.inEffect.map((sq) => (
                <label key={sq}>
                  <input type="radio" name={`${id}-target`} checked={state.target === sq} onChange={() => onState({ ...state, target: sq }, `Target ${sq} chosen.`)} /> {sq}
                </label>
              ))}
            </fieldset>
          ) : null}
          <button type="button" onClick={() => onFire(false)} disabled={!r.effective || (r.device.kind === 'howitzer' && state.target === undefined)}>Fire</button>
          {r.combined.length > 1 && !r.combined.some((d) => d.kind === 'howitzer') && <button type="button" onClick={() => onFire(true)} disabled={!r.effective}>Fire together (§68a)</button>}
        </div>
        {moveList}
        {wheelControls}
      </div>
    );
  }
  if (r.type === 'piece') {
    const turns = r.moves.filter((m) => m.kind === 'turn');
    return (
      <div class="board-selection">
        <h4 id={`${id}-selected`}>{player(r.piece.player)} {PIECE_WORDS[r.piece.kind]} ({PIECE_LETTERS[r.piece.kind]}) on {r.piece.square}{r.piece.facing ? `, facing ${r.piece.facing}` : ''}</h4>
        <div class="board-actions">
          {movesToggle}
          {turns.map((m) => (
            <button key={m.facing} type="button" onClick={() => onState({ ...state, setup: { ...state.setup, pieces: (state.setup.pieces ?? []).map((p) => (p.square === r.piece.square && m.facing ? { ...p, facing: m.facing } : p)) } }, `The pawn on ${r.piece.square} now faces ${m.facing}.`)}>
              Turn to face {m.facing}
            </button>
          ))}
        </div>
        {moveList}
      </div>
    );
  }
  return (
    <div class="board-selection">
      <h4 id={`${id}-selected`}>{r.loose ? 'Rectangle of pieces (§173)' : 'Formation'} on {r.squares.join(', ')}</h4>
      {r.formation && (
        <p>
          Carries {r.formation.pieces.length} piece{r.formation.pieces.length === 1 ? '' : 's'}
          {r.formation.devices.length ? ` and ${r.formation.devices.length} device${r.formation.devices.length === 1 ? '' : 's'}` : ''}; moves up to {r.formation.range} squares (§87, §97)
          {r.formation.immobile ? `, but cannot move: ${blockWords(r.formation.immobile.reason)}` : ''}.
        </p>
      )}
      {!r.loose && <div class="board-actions">{movesToggle}</div>}
      {moveList}
      {wheelControls}
    </div>
  );
}

/** The same quarter reached the other way round: small one way is greatest the other (§62). */
const OTHER_KIND: Record<WheelKind, WheelKind> = { small: 'greatest', larger: 'larger', greatest: 'small' };

/** When a wheeling is blocked, the wheeling that ends on the same squares the other way round, as the engine judges it (§62, §177). */
function OtherWay({ view, r, plan, onPlan }: { readonly view: BoardView; readonly r: Exclude<NonNullable<BoardView['resolved']>, { type: 'piece' }>; readonly plan: WheelChoice; readonly onPlan: (w: WheelChoice) => void }): JSX.Element | null {
  const other: WheelChoice = { ...plan, kind: OTHER_KIND[plan.kind], sense: plan.sense === 'clockwise' ? 'anticlockwise' : 'clockwise' };
  const tried =
    r.type === 'device'
      ? tryRule(() => wheel(view.board, r.device, { kind: other.kind, sense: other.sense, pivot: typeof other.pivot === 'number' ? 'artillerists' : other.pivot }))
      : tryRule(() => (r.loose ? wheelRectangle : wheelFormation)(view.board, r.squares, { kind: other.kind, sense: other.sense, pivot: typeof other.pivot === 'number' ? other.pivot : (r.squares[0] as number) }));
  if (!tried.ok) return null;
  const w = tried.value;
  return (
    <p class="board-other-way">
      The other way round, the {other.kind} wheeling {other.sense} ends on the same squares over {w.passed.join(', ')}:{' '}
      {w.legal ? 'that way is free.' : `blocked too, on ${w.blockedBy.square} (${blockWords(w.blockedBy.reason, setupOf(view.board), w.blockedBy.square)}).`}{' '}
      {w.legal && (
        <button type="button" onClick={() => onPlan(other)}>
          Plan the {other.kind} wheeling
        </button>
      )}
    </p>
  );
}

/** The pivot of a wheeling in words: the artillerists' square or the gun by number, or a formation's corner (§62, §176). */
function pivotWords(r: NonNullable<BoardView['resolved']>, pivot: WheelChoice['pivot']): string {
  if (r.type !== 'device') return `the corner ${pivot}`;
  return pivot === 'gun' ? `the gun on ${r.device.gun}` : `the artillerists’ square ${r.device.artillerists}`;
}

function corners(squares: readonly Square[]): number[] {
  const rect = rectangleOf(squares, plateII);
  return rect ? cornersOf(rect, plateII) : [];
}

/** What a click or Enter does, and what it places. */
interface ToolChoice {
  readonly tool: Tool;
  readonly terrain: Paint;
  readonly pieceKind: PieceKind;
  readonly piecePlayer: Player;
  readonly toward: Direction;
  readonly deviceChoice: DeviceChoice;
}
const DEFAULT_TOOLS: ToolChoice = { tool: 'select', terrain: 'mountain', pieceKind: 'knight', piecePlayer: 'A', toward: 'AB', deviceChoice: 'axial' };

interface ToolsProps {
  readonly id: string;
  readonly choice: ToolChoice;
  readonly onChange: (patch: Partial<ToolChoice>) => void;
  readonly onPlace: () => void;
  readonly cursor: number;
}

function Tools({ id, choice: c, onChange, onPlace, cursor }: ToolsProps): JSX.Element {
  const select = <K extends keyof ToolChoice>(key: K, label: string, options: readonly ToolChoice[K][], text: (o: ToolChoice[K]) => string) => (
    <label class="board-field">
      {label}{' '}
      <select id={`${id}-${key}`} value={c[key]} onChange={(e) => onChange({ [key]: (e.currentTarget as HTMLSelectElement).value } as Partial<ToolChoice>)}>
        {options.map((o) => (
          <option key={o} value={o}>{text(o)}</option>
        ))}
      </select>
    </label>
  );
  const placing = c.tool === 'piece' || c.tool === 'device';
  return (
    <fieldset class="board-tools">
      <legend>Set up a position</legend>
      {select('tool', 'Enter or a click does', Object.keys(TOOL_LABELS) as Tool[], (t) => TOOL_LABELS[t])}
      {c.tool === 'terrain' && select('terrain', 'Terrain', PAINTS, (t) => TERRAIN_LABELS[t])}
      {c.tool === 'piece' && select('pieceKind', 'Piece', PIECE_KINDS, (k) => `${PIECE_WORDS[k]} (${PIECE_LETTERS[k]})`)}
      {c.tool === 'device' && select('deviceChoice', 'Artillery', DEVICE_CHOICES, (d) => DEVICE_LABELS[d])}
      {placing && select('piecePlayer', 'Player', ['A', 'B'] as const, (x) => x)}
      {(placing || c.tool === 'transporter') && select('toward', c.tool === 'piece' ? 'A pawn faces' : c.tool === 'device' ? 'Gun toward' : 'Second square toward', DIRECTIONS, (d) => d)}
      {c.tool !== 'select' && (
        <button type="button" onClick={onPlace}>
          {TOOL_LABELS[c.tool]} on {cursor}
        </button>
      )}
    </fieldset>
  );
}
