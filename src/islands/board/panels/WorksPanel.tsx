/**
 * The engine's answers about breastworks, bridges and communication for the position on the board (worksView.ts), in
 * words; "Which rules?" adds the § of each, as "Why these squares?" does for a field.
 */
import type { JSX } from 'preact';
import { AnswersPanel, type Answer } from './Answers.tsx';
import type { CutReason } from '../../../rules/hellwig/index.ts';
import { capitalise } from '../../shared/words.ts';
import { PIECE_WORDS, player } from '../words.ts';
import type { WorksView } from '../worksView.ts';

const list = (xs: readonly number[]) => (xs.length ? xs.join(', ') : 'none');

const CUT_WORDS: Record<CutReason, string> = {
  mountain: 'mountain',
  marsh: 'marsh',
  water: 'water',
  gun: 'a gun',
  'enemy-piece': 'an enemy piece',
  'enemy-reach': 'the enemy’s reach',
  'enemy-artillery': 'the enemy’s artillery',
};

function answersOf(v: WorksView): Answer[] {
  const out: Answer[] = [];
  const p = v.piece;
  if (p) {
    const who = `${capitalise(player(p.player))} ${PIECE_WORDS[p.kind]} on ${p.square}`;
    if (v.entrench)
      out.push({
        key: 'entrench',
        words: `${who} may entrench ${list(v.entrench)}.`,
        rules:
          '§107–§109: within a cannon-shot, on squares it could occupy (a pawn its three front squares), not ' +
          'held by the enemy, not in his field, not outweighed.',
      });
    if (v.ruins)
      out.push({
        key: 'ruins',
        words: `It may ruin the bridges on ${list(v.ruins)}.`,
        rules:
          '§163, §167 (4), (8): at most two squares between, able to occupy the bridge next move, not in its ' +
          'owner’s field nor defended as strongly as attacked.',
      });
    const c = v.communication;
    if (c)
      out.push({
        key: 'communication',
        words: c.communicates
          ? `It communicates with the rest of its side: ${c.path.join(' → ')}.`
          : `It is cut off from the rest of its side, by ` +
            `${c.cut.map((x) => `${x.square} (${CUT_WORDS[x.reason]})`).join(', ') || 'the edge of the plate'}.`,
        rules:
          '§182, §184: a path of passable squares, bridges included, that the enemy neither holds nor bars ' +
          'by his reach.',
      });
  }
  for (const s of v.storms)
    out.push({
      key: `w${s.square}`,
      words:
        `The breastwork on ${s.square} (${s.owner}’s): defence ${s.check.defence}, attack ${s.check.attack}; a ` +
        `storm needs ${s.check.needed}: ` +
        (s.check.allowed
          ? 'it may be stormed'
          : s.check.refusal === 'defended-by-artillery'
            ? 'its holder’s artillery defends it'
            : 'it may not be stormed') +
        `.`,
      rules:
        '§115–§117: defended by its holder’s pieces and artillery, attacked by the enemy’s that could occupy ' +
        'it; §125–§131: strengths as in §192, and the attack must exceed the defence.',
    });
  for (const t of v.transporters)
    out.push({
      key: `t${t.number}`,
      words: `Bridge-transporter ${t.number} may lay next on ${list(t.layable)}, and break down ${list(t.breakable)}.`,
      rules:
        '§144–§146: one bridge a move, on water touching the transporter or its laid bridges, its main ' +
        'surface held; §154, §158: a bridge is taken up while still joined to it.',
    });
  for (const r of v.ruiners)
    out.push({
      key: `l${r.bridge}`,
      words: `The bridge on ${r.bridge} may be ruined by the pieces on ${list(r.from)}.`,
      rules: '§163: by a piece at most two squares off that could occupy it next move.',
    });
  return out;
}

/** `open`: the §§ shown from the first, with no button (a board drawn at build time, which never runs). */
export function WorksPanel({
  view,
  id,
  open = false,
}: {
  readonly view: WorksView;
  readonly id: string;
  readonly open?: boolean;
}): JSX.Element | null {
  return (
    <AnswersPanel
      headingId={`${id}-works`}
      heading="Breastworks, bridges, communication"
      things="breastworks or bridges"
      problem={view.problem}
      answers={() => answersOf(view)}
      open={open}
    />
  );
}
