/**
 * The answers to the questions of cutting off, the fortress and plate III (§13, §182–§231), each asked of the engine
 * for the position on the board (the reader's edits included) and said in words with its §. No rule is decided here.
 */
import {
  FORTRESSES,
  blockadeOutcome,
  centreHolder,
  blockadeStep,
  communication,
  conquest,
  createBoard,
  cutOffOutcome,
  dividingSurface,
  fortressCommunication,
  isGameDecided,
  mayMoveAcross,
  rotationOrder,
  sideOfDivide,
  territoryBoundary,
  territoryOf,
  territoryStretches,
  TERRITORY_CORNERS,
  ARTILLERY_RANGE,
  BREASTWORK_MARKERS_PER_PLAYER,
  BRIDGE_SETS,
  BRIDGE_TRANSPORTERS_PER_PLAYER,
  FIELD_LENGTH,
  PLAN_AREA_SQUARE_FEET,
  bridgesFor,
  enlargedPlanArea,
  markersAtSetUp,
  planSquares,
  plateIII,
  plateIIITerrain,
  touchingGroups,
  setupOf,
  turnedSquare,
  victoryFlags,
  type Board,
  type BlockadeCount,
  type CutReason,
  type FortressSheet,
  type Player,
  type Square,
} from '../../../rules/hellwig/index.ts';
import { tryRule } from '../../../rules/result.ts';
import type { EndgameLesson, NumbersQuestion } from './lessons.ts';

const CUT_WORDS: Record<CutReason, string> = {
  mountain: 'mountain',
  marsh: 'marsh',
  water: 'water',
  gun: 'a gun',
  'enemy-piece': 'an enemy piece',
  'enemy-reach': 'the enemy’s reach',
  'enemy-artillery': 'the enemy’s artillery',
};
const list = (xs: readonly number[]) => (xs.length ? xs.join(', ') : 'none');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const SIDE_WORDS = { AB: 'on side AB’s half', CD: 'on side CD’s half', dividing: 'on the dividing surface' } as const;

/** Who holds a fortress's centre, in words (the engine says who: centreHolder, §187, §188). */
function holderWords(board: Board, sheet: FortressSheet): string {
  const who = centreHolder(board, sheet);
  if (who === undefined) return 'no one holds it';
  const p = board.pieces.get(FORTRESSES[sheet].centre as Square);
  return `${who} holds it${p ? ` with a ${p.kind}` : ' with artillery'}`;
}

/** Whether two positions are the same, as set-ups (the reader has not changed the book's position). */
const samePosition = (a: Board, b: Board) => JSON.stringify(setupOf(a)) === JSON.stringify(setupOf(b));

function cutOffWords(l: Extract<EndgameLesson, { kind: 'endgame-cut-off' }>): string {
  const o = cutOffOutcome(
    l.declaredAt === undefined ? undefined : { declaredAt: l.declaredAt },
    l.ownMoves,
    l.communicates,
  );
  const since =
    l.declaredAt === undefined ? '' : `Declared cut off at its player’s move ${l.declaredAt}, now at ${l.ownMoves}: `;
  switch (o.kind) {
    case 'undeclared':
      return 'Never declared cut off, the corps cannot be captured, however long it was without communication (§183).';
    case 'restored':
      return `${since}its communication is restored, and the corps is saved (§182).`;
    case 'counting':
      return (
        `${since}still cut off, with ${plural(o.movesLeft, 'move')} of its own left to restore communication ` +
        `(§182).`
      );
    case 'surrenders':
      return (
        `${since}six moves made and still cut off: the corps lays down its arms, its artillery and bridges to ` +
        `the victor (§182).`
      );
  }
}

/** Which stretch of §199's line the text gives and which the edition reconstructs, in words. */
export function reconstructionWords(): string {
  const gap = territoryStretches().find((t) => !t.printed);
  if (!gap) return 'The whole line stands as printed (§199).';
  const [from, to] = [gap.squares[0], gap.squares.at(-1)];
  const turns = TERRITORY_CORNERS.filter((c) => c !== from && c !== to && gap.squares.includes(c as Square));
  return (
    `From ${from} by ${turns.join(' and ')} to ${to}, through the middle of the plan, the line is the ` +
    `edition’s reconstruction: there the text prints the corrupt “0” and “61” (§199).`
  );
}

/** Whether the fortress on the board communicates with the plan, so whether a blockade may be declared (§190 (1)). */
function blockadeAllowedWords(board: Board, sheet: FortressSheet, garrison: Player): string | undefined {
  const tried = tryRule(() => fortressCommunication(board, sheet, garrison));
  if (!tried.ok) return undefined;
  return tried.value.communicates
    ? `On the board, fortress ${sheet} communicates with the plan, by ${list(tried.value.path)}: it is not ` +
        `blockaded (§190 (1)).`
    : `On the board, no way leads out of fortress ${sheet} across its outermost ditch: it is blockaded, once ` +
        `the besieger declares it (§190 (1), (3)).`;
}

function fortressWords(board: Board, l: Extract<EndgameLesson, { kind: 'endgame-fortress' }>): string[] {
  const { centre } = FORTRESSES[l.sheet];
  const holder = centreHolder(board, l.sheet);
  const besieger = l.garrison === 'A' ? 'B' : 'A';
  const out = [`The centre of fortress ${l.sheet} is ${centre}; ${holderWords(board, l.sheet)} (§187).`];
  if (l.answered && l.occupied && samePosition(board, createBoard(l.occupied))) {
    // The book's position is on the board: the book's answer of the garrison follows it.
    const after = createBoard(l.answered);
    const c = conquest(board, after, l.sheet, l.garrison);
    out.push(
      c.kind === 'conquered'
        ? `After the garrison’s move ${holderWords(after, l.sheet)} still: the fortress is conquered and the ` +
            `game decided (§188).`
        : c.kind === 'driven-off'
          ? `After the garrison’s move ${holderWords(after, l.sheet)}: the besieger is driven off, no conquest (§188).`
          : 'The besieger does not occupy the centre: no conquest (§187, §188).',
    );
  } else if (l.answered) {
    out.push(
      holder === besieger
        ? `The besieger, ${besieger}, holds the centre: if he still holds it after the garrison’s next move, ` +
            `the fortress is conquered (§188).`
        : `The besieger, ${besieger}, does not hold the centre: no conquest (§187, §188).`,
    );
  }
  const blockade = blockadeAllowedWords(board, l.sheet, l.garrison);
  if (blockade) out.push(blockade);
  return out;
}

function blockadeWords(l: Extract<EndgameLesson, { kind: 'endgame-blockade' }>): string {
  let count: BlockadeCount | undefined;
  for (const [event, times] of l.events) for (let i = 0; i < times; i++) count = blockadeStep(count, event);
  const said = l.events.map(([e, n]) =>
    e === 'move' ? plural(n, 'move') : e === 'declare' ? 'the declaration' : plural(n, 'resupply', 'resupplies'),
  );
  const o = blockadeOutcome(count);
  const then = `After ${said.join(', then ')}: `;
  if (o.kind === 'not-blockaded') return `${then}the fortress is not blockaded until it is declared so (§190 (3)).`;
  if (o.kind === 'surrenders')
    return `${then}all its moves are made without provisions, and the fortress surrenders (§190 (2)).`;
  return (
    `${then}it holds out ${plural(o.movesLeft, 'move')} more: 100 from the declaration, 20 more for each ` +
    `resupply (§190 (2)–(5)).`
  );
}

function squaresWords(l: Extract<EndgameLesson, { kind: 'endgame-squares' }>): string {
  switch (l.question) {
    case 'turned':
      return (
        `Turned through 180° for the other player: ` +
        `${l.squares.map((s) => `${s} → ${turnedSquare(s)}`).join(', ')} (§210).`
      );
    case 'divide-side':
      return `${l.squares.map((s) => `${s} lies ${SIDE_WORDS[sideOfDivide(s)]}`).join('; ')} (§222).`;
    case 'territory-of':
      return `${l.squares
        .map((s) => {
          const t = territoryOf(s);
          return `${s} lies ${t === 'boundary' ? 'on the line' : `in the territory of fortress ${t}`}`;
        })
        .join('; ')} (§199).`;
  }
}

/** The answer to a question of the plates' numbers or the inventory, from the engine's counts. */
function numbersWords(q: NumbersQuestion): string[] {
  switch (q.of) {
    case 'terrain': {
      const named = q.squares.map((s) => plateIIITerrain(s));
      const cites = [...new Set(named.flatMap((t) => t.sources.map((x) => x.section)))].join(', ');
      const kinds = [...new Set(named.map((t) => (t.terrain === 'unknown' ? 'not known' : t.terrain)))].join(', ');
      const out = [`${list(q.squares)}: ${kinds}, as the text says (${cites}).`];
      if (q.grouped) {
        const groups = touchingGroups(q.squares, plateIII);
        out.push(
          `Numbered back and forth row by row, they lie in ${plural(groups.length, 'group')} that touch: ` +
            `${groups.map(list).join('; ')} (${cites}).`,
        );
      }
      return out;
    }
    case 'plan':
      return [`${q.length} × ${q.width} = ${planSquares(q.length, q.width)} squares (${q.cite}).`];
    case 'scale':
      return [
        `A corps with artillery marches ${ARTILLERY_RANGE} squares a move (§45), the artillery reaches ` +
          `${FIELD_LENGTH} (§47): as ${ARTILLERY_RANGE} to ${FIELD_LENGTH}. A plan ${q.times} times the ` +
          `${PLAN_AREA_SQUARE_FEET} square feet of plate III would be ${enlargedPlanArea(q.times)} square feet ` +
          `(Preface).`,
      ];
    case 'bridges': {
      const sets = [BRIDGE_SETS.A, BRIDGE_SETS.B].map(([a, b]) => `${a}–${b}`).join(' and ');
      return [
        `Each player has ${BRIDGE_TRANSPORTERS_PER_PLAYER} bridge-transporters (§192), numbered ${sets} ` +
          `(§196), carrying ${bridgesFor(BRIDGE_TRANSPORTERS_PER_PLAYER)} bridges, 4 each (§136).`,
      ];
    }
    case 'markers': {
      const m = markersAtSetUp();
      return [
        `The fortress’s squares take ${m.fortress} breastwork markers, ${m.reserve} stay in reserve: ` +
          `${m.total} in all (§212, §213), ${m.total === BREASTWORK_MARKERS_PER_PLAYER ? 'the' : 'not the'} ` +
          `${BREASTWORK_MARKERS_PER_PLAYER} each player has (§192).`,
      ];
    }
  }
}

/** The engine's answer to an example's question, as sentences. */
export function endgameWords(lesson: EndgameLesson, board: Board): string[] {
  switch (lesson.kind) {
    case 'endgame-communication': {
      const c = communication(board, 'A', lesson.corps, lesson.other, lesson.options);
      return [
        c.communicates
          ? `The corps on ${list(lesson.corps)} communicates with ${list(lesson.other)}, by ${list(c.path)} (§182).`
          : `The corps on ${list(lesson.corps)} is cut off from ${list(lesson.other)}, by ` +
            `${c.cut.map((x) => `${x.square} (${CUT_WORDS[x.reason]})`).join(', ') || 'the edge of the plate'} ` +
            `(§182, §184).`,
      ];
    }
    case 'endgame-cut-off':
      return [cutOffWords(lesson)];
    case 'endgame-fortress':
      return fortressWords(board, lesson);
    case 'endgame-blockade': {
      const now = blockadeAllowedWords(board, lesson.sheet, lesson.garrison);
      return now ? [blockadeWords(lesson), now] : [blockadeWords(lesson)];
    }
    case 'endgame-flags': {
      const tried = tryRule(() => victoryFlags(lesson.end, lesson.agreed));
      if (!tried.ok)
        return [
          `A peace of ${lesson.agreed ?? 0} small flags is not given: four make a large one, and a peace ` +
            `gives at most three (§13).`,
        ];
      const f = tried.value;
      return [
        lesson.end === 'conquest'
          ? `Complete defeat: the winner receives ${plural(f.large, 'large flag')} (§13).`
          : `A peace of ${plural(f.small, 'small flag')}: allowed, at most three, since four make a large one (§13).`,
      ];
    }
    case 'endgame-decided':
      return [
        isGameDecided(lesson.enemyFortresses)
          ? 'The enemy holds no fortress: the game is decided (§186).'
          : `The enemy still holds ${plural(lesson.enemyFortresses, 'fortress', 'fortresses')}: the game is ` +
            `not concluded (§186).`,
      ];
    case 'endgame-squares':
      return [squaresWords(lesson)];
    case 'endgame-move-across':
      return [
        `The general of side ${lesson.half}’s half ` +
          `${mayMoveAcross(lesson.half, lesson.squares) ? 'may' : 'may not'} move what stands on ` +
          `${list(lesson.squares)} (§223–§225).`,
      ];
    case 'endgame-dividing': {
      const d = dividingSurface();
      return [
        `The dividing surface is the ${plural(d.length, 'square')} from ${d[0]} to ${d.at(-1)}, the middle ` +
          `row of the plan (§222).`,
      ];
    }
    case 'endgame-territory-line': {
      const line = territoryBoundary();
      const at = (s: number) => line.indexOf(s as Square);
      const passes = lesson.squares.filter((s) => at(s) >= 0).sort((a, b) => at(a) - at(b));
      return [
        `The territory line runs over ${plural(line.length, 'square')} from ${line[0]} to ${line.at(-1)}, ` +
          `through ${list(passes)} in that order (§199).`,
        reconstructionWords(),
      ];
    }
    case 'endgame-numbers':
      return numbersWords(lesson.question);
    case 'endgame-rotation': {
      const r = rotationOrder(lesson.previous, lesson.last, lesson.count);
      const back = r.takeBack ? `${r.takeBack}, who moved right after his ally, takes his move back; then ` : 'Then ';
      return [`After ${lesson.previous} and ${lesson.last}: ${back}${r.order.join(', ')} (§229, §231).`];
    }
  }
}
