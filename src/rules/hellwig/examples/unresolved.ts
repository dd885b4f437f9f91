/**
 * Hellwig's examples, both halves, that the text leaves unresolvable or not checkable without the plates:
 * listed with the reason, and not tested.
 */
import type { UnresolvedExample } from '../../types.ts';
import { line, unresolved } from './row.ts';

/** Examples the notes find unresolvable or not checkable without the plates, with the reason. */
export const HELLWIG_UNRESOLVED: readonly UnresolvedExample[] = [
  unresolved(
    'hellwig-s31a-letter-k',
    'Square 290 marked K',
    '§31a',
    line(409, 'square 290 on the plate is marked K'),
    'A sign on plate II; the plate is not in the source text.',
  ),
  unresolved(
    'hellwig-s62-small-gun-clockwise',
    'Small wheeling: artillerists to 366 through 365',
    '§62',
    line(534, 'the artillerists’ position moves from 387 to 410, coming from 366 in 365'),
    'T1 "moves from 387 to 410, coming from 366 in 365. The gun sweeps in 363" and T2 (l.793) "through 365 to 364 ' +
      '… sweeps 365, 387, and 409 — or … 363, 364, and 365" are each impossible: 364 is not next to 388, and the ' +
      'device with the artillerists on 366 sweeps 389, 390, 391.',
  ),
  unresolved(
    'hellwig-s62-larger-fields',
    'Fields after the larger wheelings of 289/290',
    '§62',
    line(537, 'The artillery stands on 289 and 290 in the depicted position'),
    'The variety of the artillery on 289/290 is not given (A30), so its field after the wheeling cannot be ' +
      'checked; only the paths are tested.',
  ),
  unresolved(
    'hellwig-s65-variant-signs',
    'Signs of the three varieties',
    '§65',
    line(545, 'signs for illustrating this description are found on 18 and 19, 20 and 21, 39 and 40'),
    'The signs on 18/19, 20/21, 39/40 are on plate II; which is which is not in the text.',
  ),
  unresolved(
    'hellwig-s66-howitzer-sign',
    'The howitzer sign on 16/17',
    '§66',
    line(551, 'on [square] 16 is found the artillerists’ position, on 17 the howitzer'),
    'A sign on plate II; T1\u2019s "[slope faces downward]" is editorial.',
  ),
  unresolved(
    'hellwig-s68-four-devices',
    'Combination on 424, 425, 446, 447',
    '§68',
    line(560, 'over 424 and 425, 446 and 447'),
    'Which devices make up the combination is shown only on the plate.',
  ),
  unresolved(
    'hellwig-s69-pin',
    'A pin in the way on 463–465',
    '§69',
    line(564, 'one pin of this device obstructs the connection'),
    'The pin is part of the sign, with no effect on play.',
  ),
  unresolved(
    'hellwig-s78-equal-force',
    'Equal force stops the fire-break',
    '§78',
    line(597, 'a force can prevent the effect of another force equal to it'),
    'No position is given.',
  ),
  unresolved(
    'hellwig-s85-transporter-signs',
    'The transporters shown on plate II',
    '§85',
    line(610, 'In the second plate are found [the following transporters, with their contents]'),
    'T1 (l.611–619) and T2 (l.877–881) cannot be reconciled: T2\u2019s 22/23 are not adjacent, T1\u2019s bracketed ' +
      'loads contradict §86, and 30 collides with the bridge-transporter of §141.',
  ),
  unresolved(
    'hellwig-s104-sample-signs',
    'Breastwork signs shown on 552, 553 and 614',
    '§104',
    line(987, 'squares 552, 553, and 614 are found illuminated as if these signs had been laid upon them'),
    'Signs on plate II; the plate is not in the source text, and the line gives no position to compute (whose ' +
      'signs, how many).',
  ),
  unresolved(
    'hellwig-s106-dotted-signs',
    'Signs of one to six dots on 15, 38 and 14',
    '§106',
    line(992, 'Such signs are found over squares 15, 38, and 14 in the second plate'),
    'Garbled: three squares are said to carry signs of one, two, four, five and (six) stacked signs, five ' +
      'strengths on three squares; which stands where is only on plate II. §106\u2019s rule itself (3 signs, then ' +
      'one more a move: 6 signs in 4 moves) is a tested row.',
  ),
  unresolved(
    'hellwig-s116c-artillery-511-533',
    'The breastwork on 555 attacked by the artillery over 511 and 533',
    '§116c',
    line(1030, 'the breastwork over square 555 is attacked by the artillery over squares 511 and 533'),
    'No single device of §115\u2019s figure stands over 511 and 533 (the mortar is on 489/511, the howitzer on ' +
      '534/533); which device the enemy\u2019s is, and its variety and facing, are only on the plate. §115\u2019s ' +
      'defence of 555 by the same devices is a tested row.',
  ),
  unresolved(
    'hellwig-s163-pawn-106',
    'A pawn on 106 and the bridge on 106',
    '§163',
    line(1184, 'the pawn at 106 cannot ruin this bridge'),
    "the translator's bracketed case puts the pawn on the bridge's own square, 106, and the bridge at one " +
      'cannon-shot from 127 and 128; the square of the pawn is lost',
  ),
  unresolved(
    'hellwig-s172-knight-127',
    'Knight 82 cannot reach 127',
    '§172',
    line(1221, 'from 82 he cannot reach 127'),
    'The squares next to both 82 and 127 are 104 and 105; the text cites 103 and 124, which do not lie between them.',
  ),
  unresolved(
    'hellwig-s174-corps-vwyx',
    'The corps 585 … 652 wheeling to VWYX',
    '§174',
    line(1226, 'wheels so that it assumes position VWYX'),
    'The positions are named by letters of a lost figure.',
  ),
  unresolved(
    'hellwig-s199-middle-corners',
    'The middle of the territory line',
    '§199',
    line(1340, 'runs through squares 10–0–285–272–61–1608–1346–1333'),
    'The printed "0" and "61" are no squares the line can turn at, and nothing else gives its course between 272 ' +
      'and 1346. The engine joins them by the point-symmetric staircase through 807 and 811 on the middle row; the ' +
      'printed corners themselves are tested.',
  ),
  unresolved(
    'hellwig-s214-inventory',
    'The five tables’ inventory against §192’s',
    '§214',
    line(1467, 'Inventory of the pieces and machines found in the five tables'),
    'Garbled rows (l.1468–1519: "[several figures listed incompletely in source]"): the pawns listed come to 6 + ' +
      '16 + 16 = 38 against §192\u2019s 40, the queens to 1 + 2 + 2 = 5 against 6; the other totals that can be ' +
      'read agree with §192 (transporters 1 + 12 + 13 = 26, and the cannon, elephants, leaping bishops and rooks).',
  ),
];
