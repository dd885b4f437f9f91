/**
 * The Battle of Hook's Farm as data (see ../scenario.ts). What the replay rests on beyond the text: its assumptions,
 * and the inconsistencies of the two accounts.
 */
import type { Apparatus, AssumptionId, InconsistencyId } from '../types.ts';

/** The assumptions the replay rests on: A1–A12 from the reading notes (§4.5), A13 onward the replay's own. */
export const HOOKS_FARM_ASSUMPTIONS: readonly Apparatus<AssumptionId>[] = [
  {
    id: 'A1',
    title: 'Red holds his fire in his second move',
    text:
      'No Red fire is recorded in Red’s second move: his right guns were moving, his left gun was coming out ' +
      'beside the church to the place from which it pounds Blue’s centre (“his left gun is now well placed”), ' +
      'and a gun that moves may not fire in the same move (rule (4) of Mobility). The general’s “considerable ' +
      'amount of mischief” done by Red’s left gun is not counted anywhere.',
    note: 'first-fire',
  },
  {
    id: 'A2',
    title: 'Gun E’s first three dead were infantry',
    text:
      'The three Red men killed by gun E in Blue’s second move were infantry: Red still “reckoned on twenty ' +
      'cavalry” on his right, and his left gun still has four cavalry at the end. Their wing is not told; the ' +
      'replay takes them from the infantry pressing on the farm.',
  },
  {
    id: 'A3',
    title: 'Blue’s eight cavalry crew D and C four and four',
    text:
      'The eight surviving Blue cavalry are split four and four between guns D and C, which puts both back in ' +
      'action for Blue’s fourth move.',
  },
  {
    id: 'A4',
    title: 'The eight Blue dead of Red’s fourth move were infantry',
    text:
      '“Blue’s exposed centre” is the infantry in the thin wood. Which guns fired is not told; the replay has ' +
      'Red’s left gun fire, because his central gun has only one of its men within six inches at the start of ' +
      'the move and cannot.',
  },
  {
    id: 'A5',
    title: 'The nine at the lost gun: two cavalry and seven infantry',
    text:
      'The text says only “nine Blue cavalry and infantry”. The replay takes two horsemen of C’s crew and ' +
      'seven infantry, and Blue, who charged, chooses three infantry to die.',
  },
  {
    id: 'A6',
    title: 'Red holds his fire in his fifth move',
    text: 'No fire is mentioned in Red’s fifth move, and his left gun moves.',
  },
  {
    id: 'A7',
    title: 'The three men of Red’s right killed in Blue’s fifth move were infantry',
    text: 'They might include the lone cavalryman behind the cottage; the replay takes infantry.',
  },
  {
    id: 'A8',
    title: 'The man killed at Red’s left gun was a cavalryman',
    text:
      'Red’s left gun has “four men only” and later gets away with “its four cavalry”, so the man killed there ' +
      'in Blue’s fifth move was one of its five horsemen.',
  },
  {
    id: 'A9',
    title: 'One escort for the second batch of prisoners',
    text: 'One man can escort up to seven prisoners; the text does not say who led the second batch to the rear.',
  },
  {
    id: 'A10',
    title: 'Which of Blue’s guns is D, C or E',
    text:
      'E is the right gun in the woods (it was “to go straight for its assigned position, and get into action ' +
      'at once”); D the leftmost farm gun and C the middle one, which in Blue’s fifth move is “his gun to the ' +
      'right of the farm”.',
  },
  {
    id: 'A11',
    title: 'Red’s three guns',
    text:
      'The left gun is the church gun, the “third gun” that escapes; the right gun is lost first; the central ' +
      'gun is the “second gun”, called “his rightmost gun” once the right one is taken.',
  },
  {
    id: 'A12',
    title: 'Red put down first, in sight of Blue',
    text: 'No curtain is mentioned: figure 1 shows Red down, figure 2 Blue, and the general “sighted him”.',
  },
  {
    id: 'A13',
    title: 'Blue had fifty infantry',
    text:
      'The general gives himself 48 infantry; the footnote says the forces “were exactly equal”, and Red had ' +
      '50. The replay follows the footnote (INC-1). Nothing later tests the number.',
  },
  {
    id: 'A14',
    title: 'Seven Red men went for the lost gun, and one was shot',
    text:
      'Red sent “six or seven men”, and Blue rushed “Red’s six surviving infantry”: the replay sends seven, ' +
      'one of whom Blue’s guns kill before the rush.',
  },
  {
    id: 'A15',
    title: 'How Blue’s guns killed ten in his fourth move',
    text:
      'Gun E kills eight of Red’s left-wing infantry rushing across the open, gun D one of the seven at the ' +
      'lost gun, and gun C one man behind Red’s central gun: the farm stands between C and the lost gun, and ' +
      'no gun fires through a building. The text gives only the total.',
  },
  {
    id: 'A16',
    title: 'The retreat, move by move, is not told',
    text:
      'The text sums up Red’s retreat in two sentences. The replay gives Red’s sixth move (the second gun ' +
      'moved once, the rest falling back), a sixth move for Blue in which nothing is told to happen, and then ' +
      'sums up the rest on each side. Men the text does not account for are shown as “fate not told”, not as ' +
      'dead (INC-5).',
  },
  {
    id: 'A17',
    title: 'The two men who escape with the second gun were infantry',
    text:
      'The text does not give their arm; the four men left by that gun are, in the replay, infantry of Red’s ' +
      'right.',
  },
  {
    id: 'A18',
    title: 'A gun moved up points back the way it came',
    text:
      'By rule (4) of Mobility a gun that is moved is put down “trail forward and the muzzle pointing back in ' +
      'the direction” it came, so the map draws D and C after Blue’s second move with their muzzles toward ' +
      'Blue’s own line. The narrator’s “His leftmost gun stares Red’s in the face” is read as where the gun ' +
      'stands, opposite Red’s right gun, not as where it points: it may swing round on its axle to aim when it ' +
      'next fires (rule (4) again), as D and C do.',
  },
  {
    id: 'A19',
    title: 'Which of Red’s guns killed whom in his third move',
    text:
      'The text says only that Red’s “two effective guns have between them bowled over two cavalry and six ' +
      'infantry in the gap between the farm and Blue’s right gun”. How the eight dead are shared between the ' +
      'two guns is the replay’s choice: the middle gun kills the two horsemen by gun E, the left gun the six ' +
      'infantry of Blue’s centre.',
  },
];

/** The inconsistencies of the two accounts (reading notes, §4.6), with the chapter note that discusses each. */
export const HOOKS_FARM_INCONSISTENCIES: readonly Apparatus<InconsistencyId>[] = [
  {
    id: 'INC-1',
    title: '48 infantry, or 50?',
    text:
      'The general has 3 guns, 48 infantry and 25 horse; Red had 50 infantry; the footnote says the forces ' +
      'were exactly equal. The replay gives Blue 50 (A13).',
    note: 'forty-eight',
  },
  {
    id: 'INC-2',
    title: 'Slightly stronger in cavalry?',
    text:
      'The general calls the enemy “slightly stronger … in cavalry”, but the cavalry were 25 a side. At the ' +
      'farm, though, Red’s 20 faced Blue’s 25 (23 after Red’s fire), as he says later.',
    note: 'sabres',
  },
  {
    id: 'INC-3',
    title: 'Half a dozen prisoners',
    text:
      'The general holds “half a dozen prisoners” after the cavalry mêlée; by the rules, and by the narrator, ' +
      'it gave three. Six is the number at the end of the battle.',
    note: 'half-a-dozen',
  },
  {
    id: 'INC-4',
    title: 'His “still largely unbroken right”',
    text:
      'The wing still unbroken, with the gun that fired throughout, is Red’s left, the church wing; it stood ' +
      'on the general’s own right.',
    note: 'unbroken-right',
  },
  {
    id: 'INC-5',
    title: 'Twenty-one Red men are not accounted for',
    text:
      'Red put down 75 men. The narrator has 37 killed, 6 taken and 11 escaped: 21 men are never accounted ' +
      'for. The replay does not invent their deaths; it shows them as “fate not told”.',
    note: 'unaccounted',
  },
  {
    id: 'INC-6',
    title: 'How many got away',
    text:
      'The narrator: two men of the second gun, five infantry from the church, and the third gun with its four ' +
      'cavalry. The general: “about 6 infantry-men, 4 cavalry, and 1 gun”.',
    note: 'got-away',
  },
  {
    id: 'INC-7',
    title: '“Blue’s five cavalry on his left”',
    text:
      'They are the cavalry of Blue’s right, with gun E. Seen from Red’s side, where figure 3 was taken, ' +
      'Blue’s right lies to the viewer’s left.',
    note: 'on-his-left',
  },
  {
    id: 'INC-8',
    title: '“About 22 to his left and 50 or 60 to his right”',
    text: 'Red had 18 men on his left and 57 on his right: the general magnifies the left only.',
    note: 'estimate',
  },
  {
    id: 'INC-9',
    title: 'Three men killed by the gun right of the farm',
    text:
      'The narrator puts them in Blue’s fifth move, before the retreat; the general kills “three of his flying ' +
      'men” in it. The replay follows the narrator and counts them once.',
    note: 'flying-men',
  },
  {
    id: 'INC-10',
    title: 'Thirteen men, with seven in support',
    text:
      'The better charge the narrator proposes needs twenty cavalry; once two stood at the gun’s trail Red had ' +
      'eighteen, so the seven in support must count those two.',
    note: 'thirteen',
  },
  {
    id: 'INC-11',
    title: 'The general’s chronology',
    text:
      '“His right gun was in our hands” after “a hard five minutes”: in the narrator’s account the gun is ' +
      'abandoned after Red’s third move and taken only in Blue’s fifth.',
    note: 'five-minutes',
  },
  {
    id: 'INC-12',
    title: '“Hook Farm”',
    text: 'Once only, and in both our e-texts: printed so, and left as printed.',
    note: 'hook-farm',
  },
  {
    id: 'INC-13',
    title: 'The toss',
    text:
      'Red wins a toss for the choice of side, which does not quite follow rules (1) and (2) of The Country, ' +
      'where a toss decides who makes the Country.',
    note: 'toss',
  },
  {
    id: 'INC-15',
    title: 'Prisoners turning towards captivity',
    text:
      'Prisoners are moved by their captor in his next move; figure 5B shows them already turned, “by a slight ' +
      'deflection of the rules in the direction of the picturesque”. The replay moves them in Blue’s third ' +
      'move.',
    note: 'picturesque',
  },
  {
    id: 'INC-16',
    title: 'No final score',
    text:
      'Blue’s final strength and the points of the Fight to the Finish are not given; the replay’s count of ' +
      'Blue’s survivors rests on its assumptions.',
  },
];
