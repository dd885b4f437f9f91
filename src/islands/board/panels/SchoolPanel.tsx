/**
 * The engine's answers about hills, depots, supply and fire for the position on the board (schoolView.ts), in words;
 * "Which rules?" adds the § of each, as the works panel does.
 */
import type { JSX } from 'preact';
import { AnswersPanel, type Answer } from './Answers.tsx';
import {
  BURNED_MOVES,
  DEPOT_FIELD_SQUARES,
  DEPOT_GRACE_MOVES,
  DEPOT_REACH,
  HILL_SQUARES,
  type SupplyBar,
} from '../../../rules/hellwig/index.ts';
import type { SchoolView } from '../schoolView.ts';
import { SchoolControls, type SchoolSend } from './SchoolControls.tsx';

const list = (xs: readonly number[]) => (xs.length ? [...xs].sort((a, b) => a - b).join(', ') : 'none');

const HEIGHT_WORDS = ['the plain', 'a hill of the second kind', 'a hill of the first kind'];

const BAR_WORDS: Record<SupplyBar, string> = {
  'enemy-piece': 'held by an enemy piece',
  'enemy-reach': 'an enemy piece could occupy it next move',
  'enemy-artillery': 'in the field of enemy artillery',
  'enemy-bridge': 'an enemy bridge',
  impassable: 'impassable',
};

/** The § that makes each kind of square bar a supply line. */
const BAR_RULE: Record<SupplyBar, string> = {
  'enemy-piece': '§258 (1)',
  'enemy-reach': '§258 (1)',
  'enemy-artillery': '§257, §258 (2)',
  'enemy-bridge': '§257',
  impassable: '§256',
};

/** The squares a cut line names: the first dozen, then how many more. */
const NAMED = 12;

function lineAnswers(v: SchoolView): Answer[] {
  return v.lines.map((l) => {
    const of = `The supply line of the depot of ${l.owner}’s on ${l.depot}`;
    const words =
      'problem' in l
        ? `${of} cannot be drawn: ${l.problem}.`
        : l.open
          ? `${of} is open: ${l.path.length} squares from ${l.depot} to ${l.path.at(-1)}, in ${l.owner}’s fortress.`
          : `${of} is cut by ` +
            l.barred
              .slice(0, NAMED)
              .map((b) => `${b.square} (${BAR_WORDS[b.reason]}, ${BAR_RULE[b.reason]})`)
              .join(', ') +
            (l.barred.length > NAMED ? ` and ${l.barred.length - NAMED} more` : '') +
            `; the troops it feeds have ${DEPOT_GRACE_MOVES} moves to open it (§259).`;
    return {
      key: `l${l.depot}`,
      words,
      rules:
        '§243, §255, §256: the fortress is the main magazine; the line runs by land and river, past what bars supply.',
    };
  });
}

function bridgeFireAnswers(v: SchoolView): Answer[] {
  const f = v.bridgeFire;
  if (!f) return [];
  if (!f.bridges.length)
    return [
      {
        key: 'bridge-fire',
        words: `The mortar on ${f.gun} can set no laid bridge on fire.`,
        rules: '§166: a laid bridge in its field, not one under a breastwork.',
      },
    ];
  return f.bridges.map((b) => ({
    key: `bf${b.bridge}`,
    words: `The mortar on ${f.gun} may set fire to the bridge on ${b.bridge}; ${
      b.reach.length
        ? `unchecked, the fire reaches ${b.reach.map((t) => t.join(' and ')).join(', then ')}`
        : 'no bridge beside it catches'
    }.`,
    rules: '§166, §74: a burning bridge is impassable at once; the fire spreads to the bridges beside it, two a turn.',
  }));
}

function hillAnswers(v: SchoolView): Answer[] {
  const out: Answer[] = v.hills.map((h) => ({
    key: `h${h.squares.join('.')}`,
    words:
      `The hill on ${h.squares.join(', ')}: ${HEIGHT_WORDS[h.height] ?? `height ${h.height}`}, height ` +
      `${h.height}.`,
    rules: `§235, §236: ${HILL_SQUARES} squares in a block; the first kind is the higher, the second the lower.`,
  }));
  const g = v.gun;
  if (g) {
    out.push({
      key: 'gun-field',
      words:
        `The gun on ${g.gun}, at height ${g.field.height}, acts on ${list(g.field.inEffect)}; a hill screens ` +
        `${list(g.field.screened.map((s) => s.square))}.`,
      rules:
        '§238 (1), (4), (5): a hill stops the fire beyond it, unless the gun stands higher; the hill itself is struck.',
    });
    for (const a of g.against)
      out.push({
        key: `drive${a.gun}`,
        words:
          `Against the enemy gun on ${a.gun}: ${a.drives ? 'drives it off' : 'does not drive it off'}; ` +
          `${a.drivenOff ? 'is driven off by it' : 'is not driven off by it'}.`,
        rules:
          '§238 (2), (3), (6), (7): on equal heights the stronger drives the weaker; from higher ground ' +
          'equal strength suffices; from lower, more than twice the strength.',
      });
  }
  return out;
}

function supplyAnswers(v: SchoolView): Answer[] {
  const depots = v.depots.map((d) => ({
    key: `d${d.square}`,
    words: `The depot of ${d.owner}’s on ${d.square} feeds ${d.count} squares, the block from ${list(d.corners)}.`,
    rules: `§248: the depot’s square and the ${DEPOT_FIELD_SQUARES - 1} about it, ${DEPOT_REACH} squares every way.`,
  }));
  const barred = v.barred.map((b) => ({
    key: `b${b.player}`,
    words: b.squares.length
      ? `${b.player}’s supply cannot pass ${b.squares.map((s) => `${s.square} (${BAR_WORDS[s.reason]})`).join(', ')}.`
      : `Nothing of the enemy bars ${b.player}’s supply.`,
    rules:
      '§257, §258: no square an enemy piece holds or could occupy next move, none in his artillery’s field, ' +
      'no enemy bridge.',
  }));
  return [...depots, ...lineAnswers(v), ...barred];
}

function fortressAnswers(v: SchoolView): Answer[] {
  return (v.fortresses ?? []).map((f) => {
    const whose = `${f.garrison}’s fortress, its centre on ${f.centre}`;
    const held = f.holder
      ? f.holder === f.garrison
        ? `its garrison, ${f.holder}, holds the centre`
        : `the besieger, ${f.holder}, holds the centre: held through the garrison’s next move, the fortress is ` +
          `conquered (§188)`
      : 'no one holds the centre';
    const c = f.communication;
    const out = c.communicates
      ? `it communicates with the terrains around it, by ${c.path.join(', ')}: it is not blockaded (§190 (1))`
      : 'no way leads out over its ditch: it is blockaded, once the besieger declares it (§190 (1), (3)); a ' +
        'bridge laid on the ditch opens a way (§146a)';
    return {
      key: `fo${f.centre}`,
      words: `${whose}: ${held}; ${out}.`,
      rules:
        '§186, §187, §188, §190: the fortress’s block, its centre planted with a flag, its outermost ditch; ' +
        'the shape on plate II is the edition’s, plate III’s made small.',
    };
  });
}

function fireAnswers(v: SchoolView): Answer[] {
  const f = v.fire;
  if (!f) return [];
  return [
    {
      key: 'burning',
      words:
        `Burning: ` +
        (f.burning.map((b) => `${b.square} (${b.movesLeft} ${b.movesLeft === 1 ? 'move' : 'moves'} left)`).join(', ') ||
          'nothing') +
        `; burned out: ${list(f.burnedOut)}.`,
      rules: `§74: a burning building is impassable for ${BURNED_MOVES} moves, then plain ground.`,
    },
    {
      key: 'spread',
      words:
        `On its igniter’s turn the fire may spread to ${list(f.spreads)}, at most two of them; after the next ` +
        `move ${f.burnsOut.length ? `${list(f.burnsOut)} burn out` : 'nothing burns out'}.`,
      rules:
        '§74, §76, §77: to buildings beside a burning one, not demolished; two a turn at most, as far as the ' +
        'igniter wishes.',
    },
  ];
}

/** `open`: the §§ shown from the first, with no button (a board drawn at build time, which never runs). */
export function SchoolPanel({
  view,
  id,
  open = false,
  send,
}: {
  readonly view: SchoolView;
  readonly id: string;
  readonly open?: boolean;
  /** The board's change, for the buttons that ask for a field, a supply line or a turn of the fire; none at build. */
  readonly send?: SchoolSend | undefined;
}): JSX.Element | null {
  return (
    <AnswersPanel
      headingId={`${id}-school`}
      heading="Hills, depots, supply, fire, fortresses"
      things="hills, depots, fire or fortresses"
      problem={view.problem}
      answers={() => [
        ...hillAnswers(view),
        ...supplyAnswers(view),
        ...fireAnswers(view),
        ...bridgeFireAnswers(view),
        ...fortressAnswers(view),
      ]}
      open={open}
      controls={send && !open ? <SchoolControls view={view} send={send} /> : null}
    />
  );
}
