/**
 * The Battle of Hook's Farm (Little Wars, chapter IV, pp. 63–87; 004 l.596–787) as data: the
 * country, both armies at the putting down, and every half-move from the putting down to Red's
 * retreat, each citing the sentences and figures it rests on and the assumptions it needs.
 *
 * Events are inputs only. No mêlée result, strength or gun state is written here: the engine
 * (`replayBattle`) computes them, and test/rules/hooks-farm.test.ts checks them against every
 * figure the text states. Positions are a reconstruction in inches on a 12 by 8 foot table: the
 * photographs and the general's sketch plan are not in our sources.
 */
import type { Apparatus, AssumptionId, Battle, HalfMove, InconsistencyId, Place } from './types.ts';

/** The table: twelve feet wide, eight deep; Red's back line at the top (y = 0). */
const HOOKS_FARM_TABLE = { width: 144, depth: 96 } as const;

/** The country of the battle and every place the text names. */
const HOOKS_FARM_PLACES: readonly Place[] = [
  {
    id: 'red-back-line',
    name: 'Red’s back line',
    kind: 'back-line',
    shape: { kind: 'line', x1: 0, y1: 0, x2: 144, y2: 0 },
    text: 'Behind, the chalk back line is clear.',
    cite: { pages: [73], lines: [682, 682] },
  },
  {
    id: 'blue-back-line',
    name: 'Blue’s back line',
    kind: 'back-line',
    shape: { kind: 'line', x1: 0, y1: 96, x2: 144, y2: 96 },
    text: 'two of the men with it escaped over his back line',
    cite: { pages: [86], lines: [779, 779] },
  },
  {
    id: 'hill',
    name: 'the gentle hill',
    kind: 'hill',
    shape: { kind: 'ellipse', cx: 52, cy: 48, rx: 24, ry: 16 },
    text: 'the gentle hill on which Hook Farm is situated',
    cite: { pages: [71], lines: [660, 660] },
  },
  {
    id: 'thin-wood',
    name: 'the thin wood',
    kind: 'wood',
    shape: { kind: 'ellipse', cx: 67, cy: 64, rx: 8, ry: 4.5 },
    text: 'the thin wood between the farm and his right gun',
    cite: { pages: [81], lines: [730, 730] },
  },
  {
    id: 'woods',
    name: 'the woods',
    kind: 'wood',
    shape: { kind: 'ellipse', cx: 82, cy: 73, rx: 10, ry: 7 },
    text: 'the woods near the centre of the field',
    cite: { pages: [74], lines: [690, 690] },
  },
  {
    id: 'trees-left',
    name: 'trees left of the farm',
    kind: 'trees',
    shape: { kind: 'ellipse', cx: 22, cy: 50, rx: 9, ry: 6 },
    text: 'He extends his other gun to the left of the farm, right out among the trees',
    cite: { pages: [85], lines: [771, 771] },
  },
  {
    id: 'tree',
    name: 'a tree',
    kind: 'trees',
    shape: { kind: 'ellipse', cx: 41, cy: 42, rx: 2.5, ry: 2.5 },
    text: 'partly masked, but not hidden, from the observer, by a tree to the side of the farmhouse',
    cite: { pages: [81], lines: [732, 732] },
  },
  {
    id: 'farm',
    name: 'Hook’s Farm',
    kind: 'building',
    shape: { kind: 'rect', x: 47, y: 44, w: 10, h: 8 },
    text: 'on the left (near the centre of the plate) is the farm',
    cite: { pages: [73], lines: [682, 682] },
  },
  {
    id: 'outbuilding-behind',
    name: 'outbuilding',
    kind: 'building',
    shape: { kind: 'rect', x: 50, y: 34, w: 5, h: 4 },
    text: 'Directly behind the farm in the line of vision is another outbuilding.',
    cite: { pages: [73], lines: [682, 682] },
  },
  {
    id: 'outbuilding-hollow',
    name: 'outbuilding',
    kind: 'building',
    shape: { kind: 'rect', x: 82, y: 40, w: 5, h: 4 },
    text: 'In the hollow between the two is a small outbuilding.',
    cite: { pages: [73], lines: [682, 682] },
  },
  {
    id: 'cottage',
    name: 'the cottage',
    kind: 'building',
    shape: { kind: 'rect', x: 55, y: 26, w: 6, h: 4 },
    text: 'an exposed cottage on the level … the cottage in the centre',
    cite: { pages: [71, 83], lines: [660, 745] },
  },
  {
    id: 'church',
    name: 'Firely Church',
    kind: 'church',
    shape: { kind: 'rect', x: 106, y: 32, w: 10, h: 7 },
    text: 'on the right is the church',
    cite: { pages: [73], lines: [682, 682] },
  },
  {
    id: 'gap',
    name: 'the gap',
    kind: 'label',
    shape: { kind: 'point', x: 70, y: 57 },
    text: 'the gap between the farm and Blue’s right gun',
    cite: { pages: [78], lines: [712, 712] },
  },
  {
    id: 'open-ground',
    name: 'open ground',
    kind: 'label',
    shape: { kind: 'point', x: 90, y: 24 },
    text: 'the wide space of open ground between the farm and the church',
    cite: { pages: [74], lines: [688, 688] },
  },
  {
    id: 'point-a-1',
    name: 'A',
    kind: 'point',
    shape: { kind: 'point', x: 28, y: 8 },
    text: 'I sighted him between the points marked A A and B B',
    cite: { pages: [66], lines: [624, 624] },
    inferred: true,
  },
  {
    id: 'point-a-2',
    name: 'A',
    kind: 'point',
    shape: { kind: 'point', x: 68, y: 8 },
    text: 'I sighted him between the points marked A A and B B',
    cite: { pages: [66], lines: [624, 624] },
    inferred: true,
  },
  {
    id: 'point-b-1',
    name: 'B',
    kind: 'point',
    shape: { kind: 'point', x: 104, y: 8 },
    text: 'I sighted him between the points marked A A and B B',
    cite: { pages: [66], lines: [624, 624] },
    inferred: true,
  },
  {
    id: 'point-b-2',
    name: 'B',
    kind: 'point',
    shape: { kind: 'point', x: 128, y: 8 },
    text: 'I sighted him between the points marked A A and B B',
    cite: { pages: [66], lines: [624, 624] },
    inferred: true,
  },
  {
    id: 'point-d',
    name: 'D',
    kind: 'point',
    shape: { kind: 'point', x: 40, y: 89 },
    text: 'My guns were at the points marked D C E',
    cite: { pages: [67], lines: [632, 632] },
  },
  {
    id: 'point-c',
    name: 'C',
    kind: 'point',
    shape: { kind: 'point', x: 58, y: 89 },
    text: 'My guns were at the points marked D C E',
    cite: { pages: [67], lines: [632, 632] },
  },
  {
    id: 'point-e',
    name: 'E',
    kind: 'point',
    shape: { kind: 'point', x: 86, y: 89 },
    text: 'My guns were at the points marked D C E',
    cite: { pages: [67], lines: [632, 632] },
  },
];

/** The assumptions the replay rests on: A1–A12 from the reading notes (§4.5), A13 onward the replay's own. */
const HOOKS_FARM_ASSUMPTIONS: readonly Apparatus<AssumptionId>[] = [
  {
    id: 'A1',
    title: 'Red holds his fire in his second move',
    text: 'No Red fire is recorded in Red’s second move: his right guns were moving, his left gun was coming out beside the church to the place from which it pounds Blue’s centre (“his left gun is now well placed”), and a gun that moves may not fire in the same move (rule (4) of Mobility). The general’s “considerable amount of mischief” done by Red’s left gun is not counted anywhere.',
    note: 'first-fire',
  },
  {
    id: 'A2',
    title: 'Gun E’s first three dead were infantry',
    text: 'The three Red men killed by gun E in Blue’s second move were infantry: Red still “reckoned on twenty cavalry” on his right, and his left gun still has four cavalry at the end. Their wing is not told; the replay takes them from the infantry pressing on the farm.',
  },
  {
    id: 'A3',
    title: 'Blue’s eight cavalry crew D and C four and four',
    text: 'The eight surviving Blue cavalry are split four and four between guns D and C, which puts both back in action for Blue’s fourth move.',
  },
  {
    id: 'A4',
    title: 'The eight Blue dead of Red’s fourth move were infantry',
    text: '“Blue’s exposed centre” is the infantry in the thin wood. Which guns fired is not told; the replay has Red’s left gun fire, because his central gun has only one of its men within six inches at the start of the move and cannot.',
  },
  {
    id: 'A5',
    title: 'The nine at the lost gun: two cavalry and seven infantry',
    text: 'The text says only “nine Blue cavalry and infantry”. The replay takes two horsemen of C’s crew and seven infantry, and Blue, who charged, chooses three infantry to die.',
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
    text: 'Red’s left gun has “four men only” and later gets away with “its four cavalry”, so the man killed there in Blue’s fifth move was one of its five horsemen.',
  },
  {
    id: 'A9',
    title: 'One escort for the second batch of prisoners',
    text: 'One man can escort up to seven prisoners; the text does not say who led the second batch to the rear.',
  },
  {
    id: 'A10',
    title: 'Which of Blue’s guns is D, C or E',
    text: 'E is the right gun in the woods (it was “to go straight for its assigned position, and get into action at once”); D the leftmost farm gun and C the middle one, which in Blue’s fifth move is “his gun to the right of the farm”.',
  },
  {
    id: 'A11',
    title: 'Red’s three guns',
    text: 'The left gun is the church gun, the “third gun” that escapes; the right gun is lost first; the central gun is the “second gun”, called “his rightmost gun” once the right one is taken.',
  },
  {
    id: 'A12',
    title: 'Red put down first, in sight of Blue',
    text: 'No curtain is mentioned: figure 1 shows Red down, figure 2 Blue, and the general “sighted him”.',
  },
  {
    id: 'A13',
    title: 'Blue had fifty infantry',
    text: 'The general gives himself 48 infantry; the footnote says the forces “were exactly equal”, and Red had 50. The replay follows the footnote (INC-1). Nothing later tests the number.',
  },
  {
    id: 'A14',
    title: 'Seven Red men went for the lost gun, and one was shot',
    text: 'Red sent “six or seven men”, and Blue rushed “Red’s six surviving infantry”: the replay sends seven, one of whom Blue’s guns kill before the rush.',
  },
  {
    id: 'A15',
    title: 'How Blue’s guns killed ten in his fourth move',
    text: 'Gun E kills eight of Red’s left-wing infantry rushing across the open, gun D one of the seven at the lost gun, and gun C one man behind Red’s central gun: the farm stands between C and the lost gun, and no gun fires through a building. The text gives only the total.',
  },
  {
    id: 'A16',
    title: 'The retreat, move by move, is not told',
    text: 'The text sums up Red’s retreat in two sentences. The replay gives Red’s sixth move (the second gun moved once, the rest falling back), a sixth move for Blue in which nothing is told to happen, and then sums up the rest on each side. Men the text does not account for are shown as “fate not told”, not as dead (INC-5).',
  },
  {
    id: 'A17',
    title: 'The two men who escape with the second gun were infantry',
    text: 'The text does not give their arm; the four men left by that gun are, in the replay, infantry of Red’s right.',
  },
  {
    id: 'A18',
    title: 'A gun moved up points back the way it came',
    text: 'By rule (4) of Mobility a gun that is moved is put down “trail forward and the muzzle pointing back in the direction” it came, so the map draws D and C after Blue’s second move with their muzzles toward Blue’s own line. The narrator’s “His leftmost gun stares Red’s in the face” is read as where the gun stands, opposite Red’s right gun, not as where it points: it may swing round on its axle to aim when it next fires (rule (4) again), as D and C do.',
  },
];

/** The inconsistencies of the two accounts (reading notes, §4.6), with the chapter note that discusses each. */
const HOOKS_FARM_INCONSISTENCIES: readonly Apparatus<InconsistencyId>[] = [
  {
    id: 'INC-1',
    title: '48 infantry, or 50?',
    text: 'The general has 3 guns, 48 infantry and 25 horse; Red had 50 infantry; the footnote says the forces were exactly equal. The replay gives Blue 50 (A13).',
    note: 'forty-eight',
  },
  {
    id: 'INC-2',
    title: 'Slightly stronger in cavalry?',
    text: 'The general calls the enemy “slightly stronger … in cavalry”, but the cavalry were 25 a side. At the farm, though, Red’s 20 faced Blue’s 25 (23 after Red’s fire), as he says later.',
    note: 'sabres',
  },
  {
    id: 'INC-3',
    title: 'Half a dozen prisoners',
    text: 'The general holds “half a dozen prisoners” after the cavalry mêlée; by the rules, and by the narrator, it gave three. Six is the number at the end of the battle.',
    note: 'half-a-dozen',
  },
  {
    id: 'INC-4',
    title: 'His “still largely unbroken right”',
    text: 'The wing still unbroken, with the gun that fired throughout, is Red’s left, the church wing; it stood on the general’s own right.',
    note: 'unbroken-right',
  },
  {
    id: 'INC-5',
    title: 'Twenty-one Red men are not accounted for',
    text: 'Red put down 75 men. The narrator has 37 killed, 6 taken and 11 escaped: 21 men are never accounted for. The replay does not invent their deaths; it shows them as “fate not told”.',
    note: 'unaccounted',
  },
  {
    id: 'INC-6',
    title: 'How many got away',
    text: 'The narrator: two men of the second gun, five infantry from the church, and the third gun with its four cavalry. The general: “about 6 infantry-men, 4 cavalry, and 1 gun”.',
    note: 'got-away',
  },
  {
    id: 'INC-7',
    title: '“Blue’s five cavalry on his left”',
    text: 'They are the cavalry of Blue’s right, with gun E. Seen from Red’s side, where figure 3 was taken, Blue’s right lies to the viewer’s left.',
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
    text: 'The narrator puts them in Blue’s fifth move, before the retreat; the general kills “three of his flying men” in it. The replay follows the narrator and counts them once.',
    note: 'flying-men',
  },
  {
    id: 'INC-10',
    title: 'Thirteen men, with seven in support',
    text: 'The better charge the narrator proposes needs twenty cavalry; once two stood at the gun’s trail Red had eighteen, so the seven in support must count those two.',
    note: 'thirteen',
  },
  {
    id: 'INC-11',
    title: 'The general’s chronology',
    text: '“His right gun was in our hands” after “a hard five minutes”: in the narrator’s account the gun is abandoned after Red’s third move and taken only in Blue’s fifth.',
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
    text: 'Red wins a toss for the choice of side, which does not quite follow rules (1) and (2) of The Country, where a toss decides who makes the Country.',
    note: 'toss',
  },
  {
    id: 'INC-15',
    title: 'Prisoners turning towards captivity',
    text: 'Prisoners are moved by their captor in his next move; figure 5B shows them already turned, “by a slight deflection of the rules in the direction of the picturesque”. The replay moves them in Blue’s third move.',
    note: 'picturesque',
  },
  {
    id: 'INC-16',
    title: 'No final score',
    text: 'Blue’s final strength and the points of the Fight to the Finish are not given; the replay’s count of Blue’s survivors rests on its assumptions.',
  },
];

const PUT_DOWN_RED: HalfMove = {
  id: 'red-put-down',
  army: 'red',
  kind: 'put-down',
  ownMove: 0,
  title: 'Red puts down',
  gist: 'Red, who won both tosses, puts down on his back line in two columns: a small left wing for the church and a strong right wing for the farm.',
  cite: { pages: [73, 74], lines: [682, 688] },
  figures: ['1'],
  narrator: [
    {
      line: 682,
      text: 'Figure 1 shows the country of the battlefield put out; on the right is the church, on the left (near the centre of the plate) is the farm. In the hollow between the two is a small outbuilding. Directly behind the farm in the line of vision is another outbuilding.',
    },
    {
      line: 682,
      text: 'Red has won the toss, both for the choice of a side and, after making that choice, for first move, and his force is already put out upon the back line. For the sake of picturesqueness, the men are not put exactly on the line, but each will have his next move measured from that line. Red has broken his force into two, a fatal error, as we shall see, in view of the wide space of open ground between the farm and the church.',
    },
    {
      line: 688,
      text: 'He has 1 gun, 5 cavalry, and 13 infantry on his left, who are evidently to take up a strong position by the church and enfilade Blue’s position; Red’s right, of 2 guns, 20 cavalry, and 37 infantry aim at the seizure of the farm.',
    },
  ],
  general: [
    {
      line: 614,
      text: 'The enemy was slightly stronger, both in cavalry and infantry, than myself; he had the choice of position, and opened the ball.',
    },
    {
      line: 624,
      text: 'I sighted him between the points marked A A and B B, and his force was divided into two columns, with very little cover or possibility of communication between them if once the intervening ground was under fire. I reckoned about 22 to his left and 50 or 60 to his right.',
    },
  ],
  assumptions: ['A11', 'A12'],
  inconsistencies: ['INC-2', 'INC-8', 'INC-13'],
  events: [
    { kind: 'put-down-gun', gun: 'red-gun-right', wing: 'right', label: 'Red’s right gun', at: { x: 34, y: 2 } },
    { kind: 'put-down-gun', gun: 'red-gun-mid', wing: 'right', label: 'Red’s middle gun', at: { x: 60, y: 2 } },
    { kind: 'put-down-gun', gun: 'red-gun-left', wing: 'left', label: 'Red’s left gun', at: { x: 116, y: 2 } },
    {
      kind: 'put-down',
      unit: 'red-cav-rg',
      arm: 'cavalry',
      wing: 'right',
      men: 10,
      label: 'cavalry of Red’s right, with the right gun',
      at: { x: 36, y: 4 },
    },
    {
      kind: 'put-down',
      unit: 'red-cav-mg',
      arm: 'cavalry',
      wing: 'right',
      men: 10,
      label: 'cavalry of Red’s right, with the middle gun',
      at: { x: 62, y: 4 },
    },
    {
      kind: 'put-down',
      unit: 'red-inf-r1',
      arm: 'infantry',
      wing: 'right',
      men: 12,
      label: 'infantry of Red’s right, by the right gun',
      at: { x: 42, y: 3 },
    },
    {
      kind: 'put-down',
      unit: 'red-inf-r2',
      arm: 'infantry',
      wing: 'right',
      men: 25,
      label: 'infantry of Red’s right, by the middle gun',
      at: { x: 52, y: 3 },
    },
    {
      kind: 'put-down',
      unit: 'red-cav-l',
      arm: 'cavalry',
      wing: 'left',
      men: 5,
      label: 'cavalry of Red’s left, with the left gun',
      at: { x: 118, y: 4 },
    },
    {
      kind: 'put-down',
      unit: 'red-inf-l',
      arm: 'infantry',
      wing: 'left',
      men: 13,
      label: 'infantry of Red’s left',
      at: { x: 110, y: 3 },
    },
  ],
};

const PUT_DOWN_BLUE: HalfMove = {
  id: 'blue-put-down',
  army: 'blue',
  kind: 'put-down',
  ownMove: 0,
  title: 'Blue puts down',
  gist: 'Blue puts down his three guns at D, C and E, each with five horsemen, his infantry in a line between D and E, and the rest of his cavalry by C, to fling every man at the farm.',
  cite: { pages: [67, 74, 75], lines: [632, 694] },
  figures: ['2'],
  narrator: [
    {
      line: 690,
      text: 'Figure 2 is a near view of Blue’s side, with his force put down. He has grasped the strategic mistake of Red, and is going to fling every man at the farm. His right, of 5 cavalry and 16 infantry, will get up as soon as possible to the woods near the centre of the field (whence the fire of their gun will be able to cut off the two portions of Red’s force from each other), and then, leaving the gun there with sufficient men to serve it, the rest of this party will push on to co-operate with the main force of their comrades in the inevitable scrimmage for the farm.',
    },
  ],
  general: [
    { line: 614, text: 'I had with me a compact little force of 3 guns, 48 infantry, and 25 horse.' },
    {
      line: 632,
      text: 'My guns were at the points marked D C E, each with five horsemen, and I deployed my infantry in a line between D and E. The rest of my cavalry I ordered to advance on Hook’s Farm from C.',
    },
  ],
  assumptions: ['A10', 'A12', 'A13'],
  inconsistencies: ['INC-1'],
  events: [
    { kind: 'put-down-gun', gun: 'blue-gun-d', wing: 'main', label: 'Blue’s gun D', at: { x: 40, y: 93 } },
    { kind: 'put-down-gun', gun: 'blue-gun-c', wing: 'main', label: 'Blue’s gun C', at: { x: 58, y: 93 } },
    { kind: 'put-down-gun', gun: 'blue-gun-e', wing: 'right', label: 'Blue’s gun E', at: { x: 86, y: 93 } },
    {
      kind: 'put-down',
      unit: 'blue-cav-d',
      arm: 'cavalry',
      wing: 'main',
      men: 5,
      label: 'the horsemen with D',
      at: { x: 42, y: 91 },
    },
    {
      kind: 'put-down',
      unit: 'blue-cav-c',
      arm: 'cavalry',
      wing: 'main',
      men: 5,
      label: 'the horsemen with C',
      at: { x: 60, y: 91 },
    },
    {
      kind: 'put-down',
      unit: 'blue-cav-main',
      arm: 'cavalry',
      wing: 'main',
      men: 10,
      label: 'the rest of Blue’s cavalry',
      at: { x: 66, y: 92 },
    },
    {
      kind: 'put-down',
      unit: 'blue-cav-e',
      arm: 'cavalry',
      wing: 'right',
      men: 5,
      label: 'the horsemen with E',
      at: { x: 88, y: 91 },
    },
    {
      kind: 'put-down',
      unit: 'blue-inf-left',
      arm: 'infantry',
      wing: 'main',
      men: 16,
      label: 'Blue’s infantry, left of the line',
      at: { x: 48, y: 94 },
    },
    {
      kind: 'put-down',
      unit: 'blue-inf-centre',
      arm: 'infantry',
      wing: 'main',
      men: 18,
      label: 'Blue’s infantry, centre of the line',
      at: { x: 74, y: 94 },
    },
    {
      kind: 'put-down',
      unit: 'blue-inf-right',
      arm: 'infantry',
      wing: 'right',
      men: 16,
      label: 'the infantry of Blue’s right',
      at: { x: 94, y: 94 },
    },
  ],
};

const RED_1: HalfMove = {
  id: 'red-1',
  army: 'red',
  kind: 'move',
  ownMove: 1,
  title: 'Red’s first move',
  gist: 'Red’s left gun reaches the left of the church; his centre and right push for the farm. No gun may fire yet.',
  cite: { pages: [75], lines: [696, 696] },
  figures: ['3'],
  narrator: [
    {
      line: 696,
      text: 'Figure 3 shows the fight after Red and Blue have both made their first move. It is taken from Red’s side. Red has not as yet realised the danger of his position. His left gun struggles into position to the left of the church, his centre and right push for the farm.',
    },
  ],
  general: [
    {
      line: 638,
      text: 'Accordingly, partly to get cover from our two central guns and partly to outflank us, he sent the whole of his left wing to the left of Firely Church, where, except for the gun, it became almost a negligible quantity. The gun came out between the church and the wood into a position from which it did a considerable amount of mischief to the infantry on our right',
    },
  ],
  assumptions: [],
  inconsistencies: [],
  events: [
    { kind: 'move-gun', gun: 'red-gun-right', to: { x: 35, y: 25 }, crew: ['red-cav-rg'] },
    { kind: 'move-gun', gun: 'red-gun-mid', to: { x: 63, y: 24 }, crew: ['red-cav-mg'] },
    { kind: 'move-gun', gun: 'red-gun-left', to: { x: 124, y: 24 }, crew: ['red-cav-l'] },
    { kind: 'move', unit: 'red-cav-rg', to: { x: 37, y: 27 } },
    { kind: 'move', unit: 'red-cav-mg', to: { x: 65, y: 26 } },
    { kind: 'move', unit: 'red-cav-l', to: { x: 126, y: 22 } },
    { kind: 'move', unit: 'red-inf-r1', to: { x: 40, y: 14 } },
    { kind: 'move', unit: 'red-inf-r2', to: { x: 56, y: 14 } },
    { kind: 'move', unit: 'red-inf-l', to: { x: 112, y: 14 } },
  ],
};

const BLUE_1: HalfMove = {
  id: 'blue-1',
  army: 'blue',
  kind: 'move',
  ownMove: 1,
  title: 'Blue’s first move',
  gist: 'E’s five horsemen gallop their gun to the woods, ready to fire next move; the sixteen infantry of Blue’s right follow; the main force makes straight for the farm.',
  cite: { pages: [75], lines: [696, 696] },
  figures: ['3'],
  narrator: [
    {
      line: 696,
      text: 'Blue’s five cavalry on his left have already galloped forward into a favourable position to open fire at the next move—they are a little hidden in the picture by the church; the sixteen infantry follow hard, and his main force makes straight for the farm.',
    },
  ],
  general: [
    {
      line: 632,
      text: 'The gun E was to go straight for its assigned position, and get into action at once. C was not to risk capture or being put out of action; its exact position was to be determined by Red’s rapidity in getting up to the farm, and it was to halt and get to work directly it saw any chance of effective fire.',
    },
  ],
  assumptions: ['A10'],
  inconsistencies: ['INC-7'],
  events: [
    { kind: 'move-gun', gun: 'blue-gun-e', to: { x: 80, y: 71 }, crew: ['blue-cav-e'] },
    { kind: 'move-gun', gun: 'blue-gun-d', to: { x: 42, y: 72 }, crew: ['blue-cav-d'] },
    { kind: 'move-gun', gun: 'blue-gun-c', to: { x: 58, y: 72 }, crew: ['blue-cav-c'] },
    { kind: 'move', unit: 'blue-cav-e', to: { x: 82, y: 69 } },
    { kind: 'move', unit: 'blue-cav-d', to: { x: 44, y: 70 } },
    { kind: 'move', unit: 'blue-cav-c', to: { x: 60, y: 70 } },
    { kind: 'move', unit: 'blue-cav-main', to: { x: 56, y: 74 } },
    { kind: 'move', unit: 'blue-inf-left', to: { x: 48, y: 83 } },
    { kind: 'move', unit: 'blue-inf-centre', to: { x: 68, y: 84 } },
    { kind: 'move', unit: 'blue-inf-right', to: { x: 88, y: 84 } },
  ],
};

const RED_2: HalfMove = {
  id: 'red-2',
  army: 'red',
  kind: 'move',
  ownMove: 2,
  title: 'Red’s second move',
  gist: 'Red’s right-wing cavalry bring his two right guns well forward, either side of the farm; his infantry press on. He may now fire, but no fire is recorded.',
  cite: { pages: [75, 76], lines: [700, 703] },
  figures: ['4'],
  narrator: [
    {
      line: 700,
      text: 'Figure 4 shows the affair developing rapidly. Red’s cavalry on his right have taken his two guns well forward into a position to sweep either side of the farm, and his left gun is now well placed to pound Blue’s infantry centre. His infantry continue to press forward',
    },
  ],
  general: [
    {
      line: 644,
      text: 'Meanwhile, Red’s two guns on his right came forward to Hook’s Farm, rather badly supported by his infantry.',
    },
  ],
  assumptions: ['A1'],
  inconsistencies: [],
  events: [
    { kind: 'move-gun', gun: 'red-gun-right', to: { x: 36, y: 46 }, crew: ['red-cav-rg'] },
    { kind: 'move-gun', gun: 'red-gun-mid', to: { x: 66, y: 44 }, crew: ['red-cav-mg'] },
    // “Now well placed”: the left gun comes out beside the church, whence it sees Blue's centre past the church (A1).
    { kind: 'move-gun', gun: 'red-gun-left', to: { x: 122, y: 38 }, crew: ['red-cav-l'] },
    { kind: 'move', unit: 'red-cav-rg', to: { x: 38, y: 49 } },
    { kind: 'move', unit: 'red-cav-mg', to: { x: 64, y: 47 } },
    { kind: 'move', unit: 'red-inf-r1', to: { x: 38, y: 25 } },
    { kind: 'move', unit: 'red-inf-r2', to: { x: 60, y: 22 } },
    { kind: 'move', unit: 'red-inf-l', to: { x: 111, y: 25.5 } },
    { kind: 'move', unit: 'red-cav-l', to: { x: 125, y: 35 } },
  ],
};

const BLUE_2: HalfMove = {
  id: 'blue-2',
  army: 'blue',
  kind: 'move',
  ownMove: 2,
  title: 'Blue’s second move',
  gist: 'Gun E opens fire from the woods and kills three Red men; its infantry come up to serve it and its horsemen ride for the farm; D and C come up to the farmhouse corners.',
  cite: { pages: [76, 77], lines: [703, 706] },
  figures: ['4'],
  narrator: [
    {
      line: 703,
      text: 'but Blue, for his second move, has already opened fire from the woods with his right gun, and killed three of Red’s men. His infantry have now come up to serve this gun, and the cavalry who brought it into position at the first move have now left it to them in order to gallop over to join the force attacking the farm. Undismayed by Red’s guns, Blue has brought his other two guns and his men as close to the farm as they can go. His leftmost gun stares Red’s in the face, and prevents any effective fire, his middle gun faces Red’s middle gun.',
    },
    {
      line: 706,
      text: 'Some of his cavalry are exposed to the right of the farm, but most are completely covered now by the farm from Red’s fire.',
    },
  ],
  general: [
    {
      line: 646,
      text: 'Once they got into position there I perceived that we should be done for, and accordingly I rushed every available man forward in a vigorous counter attack, and my own two guns came lumbering up to the farmhouse corners, and got into the wedge of shelter close behind the house before his could open fire.',
    },
  ],
  assumptions: ['A2', 'A10', 'A18'],
  inconsistencies: [],
  events: [
    { kind: 'fire', gun: 'blue-gun-e', killed: [{ unit: 'red-inf-r2', men: 3 }], trail: 'blue-inf-right' },
    { kind: 'move-gun', gun: 'blue-gun-d', to: { x: 46, y: 54 }, crew: ['blue-cav-d'] },
    { kind: 'move-gun', gun: 'blue-gun-c', to: { x: 58, y: 54 }, crew: ['blue-cav-c'] },
    { kind: 'split', unit: 'blue-cav-e', into: 'blue-cav-e-gap', men: 2, label: 'E’s horsemen sent to the gap' },
    { kind: 'move', unit: 'blue-cav-e', to: { x: 60, y: 62 } },
    { kind: 'move', unit: 'blue-cav-e-gap', to: { x: 68, y: 64 } },
    { kind: 'move', unit: 'blue-cav-d', to: { x: 51, y: 57 } },
    { kind: 'move', unit: 'blue-cav-c', to: { x: 57, y: 57 } },
    { kind: 'move', unit: 'blue-cav-main', to: { x: 55, y: 63 } },
    { kind: 'move', unit: 'blue-inf-right', to: { x: 83, y: 75 } },
    { kind: 'move', unit: 'blue-inf-left', to: { x: 48, y: 72 } },
    { kind: 'move', unit: 'blue-inf-centre', to: { x: 64, y: 74 } },
  ],
};

const RED_3: HalfMove = {
  id: 'red-3',
  army: 'red',
  kind: 'move',
  ownMove: 3,
  title: 'Red’s third move: the cavalry charge',
  gist: 'Red’s two effective guns kill two cavalry and six infantry; two horsemen must stand at the middle gun’s trail; eighteen charge home over the Blue guns into twenty-one Blue cavalry.',
  cite: { pages: [77, 78, 79, 80], lines: [706, 722] },
  figures: ['5A', '5B'],
  narrator: [
    {
      line: 706,
      text: 'Red has now to move. The nature of his position is becoming apparent to him. His right gun is ineffective, his left and his centre guns cannot kill more than seven or eight men between them; and at the next move, unless he can silence them, Blue’s guns will be mowing his exposed cavalry down from the security of the farm. He is in a fix.',
    },
    {
      line: 712,
      text: 'His two effective guns have between them bowled over two cavalry and six infantry in the gap between the farm and Blue’s right gun; and then, following up the effect of his gunfire, his cavalry charges home over the Blue guns. One oversight he makes, to which Blue at once calls his attention at the end of his move. Red has reckoned on twenty cavalry for his charge, forgetting that by the rules he must put two men at the tail of his middle gun. His infantry are just not able to come up for this duty, and consequently two cavalry-men have to be set there.',
    },
    {
      line: 712,
      text: 'Red has brought up eighteen men to this; in touch or within six inches of touch there are twenty-one Blue cavalry. Red’s force is isolated, for only two of his men are within a move, and to support eighteen he would have to have nine. By the rules this gives fifteen men dead on either side and three Red prisoners to Blue. By the rules also it rests with Red to indicate the survivors within the limits of the mêlée as he chooses. He takes very good care there are not four men within six inches of either Blue gun, and both these are out of action therefore for Blue’s next move.',
    },
    {
      line: 722,
      text: 'Figure 5b shows the game at the same stage as 5a, immediately after the adjudication of the mêlée. The dead have been picked up, the three prisoners, by a slight deflection of the rules in the direction of the picturesque, turn their faces towards captivity',
    },
  ],
  general: [
    {
      line: 646,
      text: 'His fire met my advance, littering the gentle grass slope with dead, and then, hot behind the storm of shell, and even as my cavalry gathered to charge his guns, he charged mine. I was amazed beyond measure at that rush, knowing his sabres to be slightly outnumbered by mine. In another moment all the level space round the farmhouse was a whirling storm of slashing cavalry, and then we found ourselves still holding on, with half a dozen prisoners, and the farmyard a perfect shambles of horses and men.',
    },
  ],
  assumptions: [],
  inconsistencies: ['INC-2', 'INC-3', 'INC-10', 'INC-15'],
  events: [
    {
      kind: 'split',
      unit: 'red-cav-mg',
      into: 'red-cav-trail',
      men: 2,
      label: 'the horsemen at the middle gun’s trail',
    },
    { kind: 'fire', gun: 'red-gun-mid', killed: [{ unit: 'blue-cav-e', men: 2 }], trail: 'red-cav-trail' },
    { kind: 'fire', gun: 'red-gun-left', killed: [{ unit: 'blue-inf-centre', men: 6 }], trail: 'red-cav-l' },
    { kind: 'move', unit: 'red-cav-trail', to: { x: 67, y: 41 } },
    { kind: 'move', unit: 'red-cav-rg', to: { x: 50, y: 59 } },
    { kind: 'move', unit: 'red-cav-mg', to: { x: 58, y: 57 } },
    { kind: 'move', unit: 'red-inf-r1', to: { x: 38, y: 34 } },
    { kind: 'move', unit: 'red-inf-r2', to: { x: 60, y: 33 } },
    {
      kind: 'melee',
      at: { x: 55, y: 60 },
      bodies: { red: ['red-cav-rg', 'red-cav-mg'], blue: ['blue-cav-main', 'blue-cav-d', 'blue-cav-c', 'blue-cav-e'] },
      prisoners: 'red-prisoners-1',
      prisonersAt: { x: 55, y: 62 },
      survivorsAt: { blue: { x: 55, y: 66 } },
      example: 'wells-melee-hooks-farm-18v21',
    },
    { kind: 'abandon', gun: 'red-gun-right' },
  ],
};

const BLUE_3: HalfMove = {
  id: 'blue-3',
  army: 'blue',
  kind: 'move',
  ownMove: 3,
  title: 'Blue’s third move',
  gist: 'Gun E kills a horseman at the tail of Red’s central gun and an infantryman behind it; the eight surviving Blue cavalry come up to serve D and C; the infantry hurry forward; one infantryman leads the three prisoners to the rear.',
  cite: { pages: [80, 81], lines: [724, 732] },
  figures: ['6A', '6B'],
  narrator: [
    {
      line: 724,
      text: 'It is now Blue’s turn to move, and figure 6a shows the result of his move. He fires his rightmost gun (the nose of it is just visible to the right) and kills one infantry-man and one cavalry-man (at the tail of Red’s central gun), brings up his surviving eight cavalry into convenient positions for the service of his temporarily silenced guns, and hurries his infantry forward to the farm, recklessly exposing them in the thin wood between the farm and his right gun.',
    },
    {
      line: 730,
      text: 'he will also note the three Red cavalry prisoners going to the rear under the escort of one Khaki infantry man.',
    },
    {
      line: 732,
      text: 'Figure 6b shows exactly the same stage as figure 6a, that is to say, the end of Blue’s third move. A cavalryman lies dead at the tail of Red’s middle gun, an infantry-man a little behind it. His rightmost gun is abandoned and partly masked, but not hidden, from the observer, by a tree to the side of the farmhouse.',
    },
  ],
  general: [
    {
      line: 652,
      text: 'His charge had failed, and, after a brief breathing-space for my shot-torn infantry to come up, I led on the counter attack. It was brilliantly successful; a hard five minutes with bayonet and sabre, and his right gun was in our hands and his central one in jeopardy.',
    },
  ],
  assumptions: ['A3'],
  inconsistencies: ['INC-11'],
  events: [
    {
      kind: 'fire',
      gun: 'blue-gun-e',
      killed: [
        { unit: 'red-cav-trail', men: 1 },
        { unit: 'red-inf-r2', men: 1 },
      ],
      trail: 'blue-inf-right',
    },
    { kind: 'split', unit: 'blue-cav-c', into: 'blue-cav-c2', men: 1, label: 'C’s horseman sent to D' },
    { kind: 'split', unit: 'blue-inf-left', into: 'blue-inf-escort', men: 1, label: 'the Khaki infantry escort' },
    { kind: 'move', unit: 'blue-cav-c', to: { x: 57, y: 58 } },
    { kind: 'move', unit: 'blue-cav-c2', to: { x: 47, y: 59 } },
    { kind: 'move', unit: 'blue-cav-e', to: { x: 45, y: 59 } },
    { kind: 'move', unit: 'blue-cav-e-gap', to: { x: 45, y: 59 } },
    { kind: 'join', unit: 'blue-cav-e', into: 'blue-cav-e-gap' },
    { kind: 'move', unit: 'blue-inf-escort', to: { x: 55, y: 73 } },
    { kind: 'escort', prisoners: 'red-prisoners-1', escort: 'blue-inf-escort', to: { x: 56, y: 72 } },
    { kind: 'move', unit: 'blue-inf-left', to: { x: 44, y: 62 } },
    { kind: 'move', unit: 'blue-inf-centre', to: { x: 66, y: 65 } },
  ],
};

const RED_4: HalfMove = {
  id: 'red-4',
  army: 'red',
  kind: 'move',
  ownMove: 4,
  title: 'Red’s fourth move',
  gist: 'After four minutes’ deliberation Red kills eight of Blue’s exposed centre, sends men to retake his lost gun, masses the rest behind his central gun, and rushes his left-wing infantry across the open; his last right-wing horseman hides behind the cottage.',
  cite: { pages: [81, 82, 83], lines: [734, 745] },
  figures: ['7'],
  narrator: [
    {
      line: 736,
      text: 'What Red did do in the actual game was to lose his head, and when at the end of four minutes’ deliberation he had to move, he blundered desperately. He opened fire on Blue’s exposed centre and killed eight men. (Their bodies litter the ground in figure 7, which gives a complete bird’s-eye view of the battle.) He then sent forward and isolated six or seven men in a wild attempt to recapture his lost gun, massed his other men behind the inadequate cover of his central gun, and sent the detachment of infantry that had hitherto lurked uselessly behind the church, in a frantic and hopeless rush across the open to join them. (The one surviving cavalryman on his right wing will be seen taking refuge behind the cottage.)',
    },
  ],
  general: [
    {
      line: 654,
      text: 'And now Red was seized with that most fatal disease of generals, indecision. He would neither abandon his lost gun nor adequately attack it. He sent forward a feeble little infantry attack, that we cut up with the utmost ease, taking several prisoners, made a disastrous demonstration from the church',
    },
  ],
  assumptions: ['A4', 'A14'],
  inconsistencies: [],
  events: [
    { kind: 'fire', gun: 'red-gun-left', killed: [{ unit: 'blue-inf-centre', men: 8 }], trail: 'red-cav-l' },
    {
      kind: 'split',
      unit: 'red-inf-r1',
      into: 'red-inf-sortie',
      men: 7,
      label: 'the men sent to recapture the lost gun',
    },
    { kind: 'move', unit: 'red-inf-sortie', to: { x: 42, y: 41 } },
    { kind: 'move', unit: 'red-inf-r1', to: { x: 48, y: 33 } },
    { kind: 'move', unit: 'red-inf-r2', to: { x: 65, y: 39 } },
    { kind: 'move', unit: 'red-cav-trail', to: { x: 60, y: 23 } },
    { kind: 'move', unit: 'red-inf-l', to: { x: 100, y: 29 } },
  ],
};

const BLUE_4: HalfMove = {
  id: 'blue-4',
  army: 'blue',
  kind: 'move',
  ownMove: 4,
  title: 'Blue’s fourth move',
  gist: 'Blue’s guns kill ten of Red’s foot; nine Blue cavalry and infantry rush Red’s six isolated infantry at the disputed gun; the first prisoners recede to the rear.',
  cite: { pages: [83, 84], lines: [747, 753] },
  figures: ['8'],
  narrator: [
    {
      line: 747,
      text: 'Figure 8 gives the disastrous consequences of Red’s last move. Blue has moved, his guns have slaughtered ten of Red’s wretched foot, and a rush of nine Blue cavalry and infantry mingles with Red’s six surviving infantry about the disputed gun. These infantry by the definition are isolated; there are not three other Reds within a move of them.',
    },
    {
      line: 753,
      text: 'the reader will note, as a painful accessory, the sad spectacle of three Red prisoners receding to the right. The mêlée about Red’s lost gun works out, of course, at three dead on each side, and three more Red prisoners.',
    },
  ],
  general: [
    {
      line: 654,
      text: 'He sent forward a feeble little infantry attack, that we cut up with the utmost ease, taking several prisoners',
    },
  ],
  assumptions: ['A3', 'A5', 'A14', 'A15'],
  inconsistencies: [],
  events: [
    { kind: 'fire', gun: 'blue-gun-d', killed: [{ unit: 'red-inf-sortie', men: 1 }], trail: 'blue-cav-e-gap' },
    { kind: 'fire', gun: 'blue-gun-c', killed: [{ unit: 'red-inf-r2', men: 1 }], trail: 'blue-cav-c' },
    { kind: 'fire', gun: 'blue-gun-e', killed: [{ unit: 'red-inf-l', men: 8 }], trail: 'blue-inf-right' },
    { kind: 'split', unit: 'blue-cav-c', into: 'blue-cav-rush', men: 2, label: 'the horsemen of C’s crew in the rush' },
    {
      kind: 'split',
      unit: 'blue-inf-left',
      into: 'blue-inf-rush',
      men: 7,
      label: 'the infantry of the rush at the lost gun',
    },
    { kind: 'move', unit: 'blue-inf-rush', to: { x: 44, y: 50 } },
    { kind: 'move', unit: 'blue-cav-rush', to: { x: 46, y: 46 } },
    { kind: 'move', unit: 'blue-inf-left', to: { x: 55, y: 58 } },
    { kind: 'move', unit: 'blue-inf-escort', to: { x: 63, y: 81 } },
    { kind: 'escort', prisoners: 'red-prisoners-1', escort: 'blue-inf-escort', to: { x: 64, y: 80 } },
    {
      kind: 'melee',
      at: { x: 43, y: 45 },
      bodies: { red: ['red-inf-sortie'], blue: ['blue-inf-rush', 'blue-cav-rush'] },
      prisoners: 'red-prisoners-2',
      prisonersAt: { x: 42, y: 47 },
      example: 'wells-melee-hooks-farm-9v6',
    },
  ],
};

const RED_5: HalfMove = {
  id: 'red-5',
  army: 'red',
  kind: 'move',
  ownMove: 5,
  title: 'Red’s fifth move',
  gist: 'Red pulls his exposed infantry back to the church and the wreckage of his right into the cover of the cottage, leaving four men by his central gun, and throws his left gun forward against Blue’s right.',
  cite: { pages: [84, 85], lines: [755, 769] },
  figures: [],
  narrator: [
    {
      line: 755,
      text: 'Henceforth the battle moves swiftly to complete the disaster of Red. Shaken and demoralised, that unfortunate general is now only for retreat. His next move, of which I have no picture, is to retreat the infantry he has so wantonly exposed back to the shelter of the church, to withdraw the wreckage of his right into the cover of the cottage, and—one last gleam of enterprise—to throw forward his left gun into a position commanding Blue’s right.',
    },
  ],
  general: [
    {
      line: 660,
      text: 'made a disastrous demonstration from the church, and then fell back altogether from the gentle hill on which Hook Farm is situated to a position beside and behind an exposed cottage on the level.',
    },
  ],
  assumptions: ['A6'],
  inconsistencies: ['INC-12'],
  events: [
    { kind: 'move-gun', gun: 'red-gun-left', to: { x: 116, y: 46 }, crew: ['red-cav-l'] },
    { kind: 'move', unit: 'red-cav-l', to: { x: 118, y: 44 } },
    { kind: 'move', unit: 'red-inf-l', to: { x: 110, y: 26 } },
    { kind: 'split', unit: 'red-inf-r2', into: 'red-inf-gun', men: 4, label: 'the men by Red’s central gun' },
    { kind: 'move', unit: 'red-inf-r2', to: { x: 64, y: 29 } },
    { kind: 'move', unit: 'red-inf-r1', to: { x: 56, y: 25 } },
  ],
};

const BLUE_5: HalfMove = {
  id: 'blue-5',
  army: 'blue',
  kind: 'move',
  ownMove: 5,
  title: 'Blue’s fifth move',
  gist: 'Gun C kills three men of Red’s right; D goes out among the trees left of the farm; E kills one of the horsemen at Red’s left gun; Blue takes Red’s lost gun, and the second batch of prisoners goes to the rear.',
  cite: { pages: [85, 86], lines: [771, 777] },
  figures: ['9'],
  narrator: [
    {
      line: 771,
      text: 'Blue then pounds Red’s right with his gun to the right of the farm and kills three men. He extends his other gun to the left of the farm, right out among the trees, so as to get an effective fire next time upon the tail of Red’s gun. He also moves up sufficient men to take possession of Red’s lost gun. On the right Blue’s gun engages Red’s and kills one man. All this the reader will see clearly in figure 9, and he will also note a second batch of Red prisoners—this time they are infantry, going rearward.',
    },
    {
      line: 777,
      text: 'Red’s position is altogether hopeless. He has four men left alive by his rightmost gun, and their only chance is to attempt to save that by retreating with it. If they fire it, one or other will certainly be killed at its tail in Blue’s subsequent move, and then the gun will be neither movable nor fireable. Red’s left gun, with four men only, is also in extreme peril, and will be immovable and helpless if it loses another man.',
    },
  ],
  general: [
    {
      line: 660,
      text: 'I at once opened out into a long crescent, with a gun at either horn, whose cross-fire completely destroyed his chances of retreat from this ill-chosen last stand, and there presently we disabled his second gun. I now turned my attention to his still largely unbroken right, from which a gun had maintained a galling fire on us throughout the fight.',
    },
  ],
  assumptions: ['A7', 'A8', 'A9', 'A10'],
  inconsistencies: ['INC-4', 'INC-9', 'INC-11'],
  events: [
    { kind: 'fire', gun: 'blue-gun-c', killed: [{ unit: 'red-inf-r2', men: 3 }], trail: 'blue-cav-c' },
    { kind: 'move-gun', gun: 'blue-gun-d', to: { x: 24, y: 50 }, crew: ['blue-cav-e-gap', 'blue-cav-c2'] },
    { kind: 'fire', gun: 'blue-gun-e', killed: [{ unit: 'red-cav-l', men: 1 }], trail: 'blue-inf-right' },
    { kind: 'move', unit: 'blue-cav-e-gap', to: { x: 26, y: 53 } },
    { kind: 'move', unit: 'blue-cav-c2', to: { x: 26, y: 48 } },
    {
      kind: 'split',
      unit: 'blue-inf-rush',
      into: 'blue-inf-escort-2',
      men: 1,
      label: 'the escort of the second batch',
    },
    { kind: 'move', unit: 'blue-inf-escort-2', to: { x: 45, y: 58 } },
    { kind: 'escort', prisoners: 'red-prisoners-2', escort: 'blue-inf-escort-2', to: { x: 44, y: 58 } },
    { kind: 'move', unit: 'blue-inf-rush', to: { x: 34, y: 45 } },
    { kind: 'move', unit: 'blue-cav-rush', to: { x: 33, y: 47 } },
    { kind: 'capture', gun: 'red-gun-right', by: ['blue-inf-rush', 'blue-cav-rush'] },
    { kind: 'move', unit: 'blue-inf-escort', to: { x: 69, y: 91 } },
    { kind: 'escort', prisoners: 'red-prisoners-1', escort: 'blue-inf-escort', to: { x: 70, y: 90 } },
  ],
};

const RED_6: HalfMove = {
  id: 'red-6',
  army: 'red',
  kind: 'move',
  ownMove: 6,
  title: 'Red’s sixth move: the retreat begins',
  gist: 'Red decides upon retreat. His four men take the second gun back one move; the left gun and its four cavalry make for the left-hand corner; the church infantry fall back.',
  cite: { pages: [86], lines: [779, 779] },
  figures: [],
  narrator: [
    { line: 779, text: 'Very properly Red decided upon retreat. His second gun had to be abandoned after one move' },
  ],
  general: [
    {
      line: 660,
      text: 'Red had had enough of it, and now decided to relieve me of any further exertion by a precipitate retreat.',
    },
  ],
  assumptions: ['A11', 'A16'],
  inconsistencies: [],
  events: [
    { kind: 'move-gun', gun: 'red-gun-mid', to: { x: 66, y: 32 }, crew: ['red-inf-gun'] },
    { kind: 'move-gun', gun: 'red-gun-left', to: { x: 128, y: 26 }, crew: ['red-cav-l'] },
    { kind: 'move', unit: 'red-inf-gun', to: { x: 66, y: 29 } },
    { kind: 'move', unit: 'red-cav-l', to: { x: 130, y: 27 } },
    { kind: 'move', unit: 'red-inf-l', to: { x: 114, y: 15 } },
  ],
};

const BLUE_6: HalfMove = {
  id: 'blue-6',
  army: 'blue',
  kind: 'move',
  ownMove: 6,
  title: 'Blue’s sixth move',
  gist: 'The text tells nothing of this move. The replay has Blue’s infantry by the farm follow the second gun; no man is killed.',
  cite: { pages: [86], lines: [779, 779] },
  figures: [],
  narrator: [],
  general: [{ line: 666, text: 'but my cavalry were too badly cut up for an effective pursuit' }],
  assumptions: ['A16'],
  inconsistencies: ['INC-9'],
  events: [{ kind: 'move', unit: 'blue-inf-left', to: { x: 58, y: 47 } }],
};

const RED_RETREAT: HalfMove = {
  id: 'red-retreat',
  army: 'red',
  kind: 'summary',
  ownMove: 7,
  spans: 3,
  title: 'Red’s retreat (his seventh move onward, summed up)',
  gist: 'The second gun is abandoned; two of its men escape over the back line; five infantry from the church escape, and the third gun and its four cavalry get away at the extreme left-hand corner. The text does not say what became of Red’s other men.',
  cite: { pages: [86], lines: [779, 779] },
  figures: [],
  narrator: [
    {
      line: 779,
      text: 'His second gun had to be abandoned after one move, but two of the men with it escaped over his back line. Five of the infantry behind the church escaped, and his third gun and its four cavalry got away on the extreme left-hand corner of Red’s position.',
    },
  ],
  general: [
    {
      line: 666,
      text: 'My gun to the right of Hook’s Farm killed three of his flying men, but my cavalry were too badly cut up for an effective pursuit, and he got away to the extreme left of his original positions with about 6 infantry-men, 4 cavalry, and 1 gun.',
    },
  ],
  assumptions: ['A16', 'A17'],
  inconsistencies: ['INC-5', 'INC-6', 'INC-9'],
  events: [
    { kind: 'move-gun', gun: 'red-gun-left', to: { x: 143, y: 0 }, crew: ['red-cav-l'] },
    {
      kind: 'split',
      unit: 'red-inf-gun',
      into: 'red-inf-gun-away',
      men: 2,
      label: 'the men of the second gun who escape',
    },
    { kind: 'move', unit: 'red-inf-gun-away', to: { x: 66, y: 0 } },
    { kind: 'escape', unit: 'red-inf-gun-away' },
    { kind: 'move', unit: 'red-cav-l', to: { x: 144, y: 0 } },
    { kind: 'escape-gun', gun: 'red-gun-left' },
    { kind: 'escape', unit: 'red-cav-l' },
    { kind: 'move', unit: 'red-inf-l', to: { x: 120, y: 0 } },
    { kind: 'escape', unit: 'red-inf-l' },
    { kind: 'untold', unit: 'red-inf-gun' },
    { kind: 'untold', unit: 'red-inf-r2' },
    { kind: 'untold', unit: 'red-inf-r1' },
    { kind: 'untold', unit: 'red-cav-trail' },
    { kind: 'abandon', gun: 'red-gun-mid' },
  ],
};

const BLUE_HOLDS: HalfMove = {
  id: 'blue-holds',
  army: 'blue',
  kind: 'summary',
  ownMove: 7,
  spans: 3,
  title: 'Blue remains on the field (his seventh move onward, summed up)',
  gist: 'Blue takes the abandoned second gun and brings his prisoners to his back line: two captured guns and six prisoners.',
  cite: { pages: [87], lines: [785, 787] },
  figures: [],
  narrator: [
    { line: 785, text: 'Blue remained on the field, completely victorious, with two captured guns and six prisoners.' },
  ],
  general: [
    {
      line: 666,
      text: 'He went none too soon. Had he stayed, it would have been only a question of time before we shot him to pieces and finished him altogether.',
    },
  ],
  assumptions: ['A16'],
  inconsistencies: ['INC-16'],
  events: [
    { kind: 'move', unit: 'blue-inf-left', to: { x: 66, y: 35 } },
    { kind: 'capture', gun: 'red-gun-mid', by: ['blue-inf-left'] },
    { kind: 'move', unit: 'blue-inf-escort', to: { x: 69, y: 96 } },
    { kind: 'escort', prisoners: 'red-prisoners-1', escort: 'blue-inf-escort', to: { x: 71, y: 95 } },
    { kind: 'move', unit: 'blue-inf-escort-2', to: { x: 46, y: 93 } },
    { kind: 'escort', prisoners: 'red-prisoners-2', escort: 'blue-inf-escort-2', to: { x: 45, y: 92 } },
  ],
};

/** The Battle of Hook's Farm: the putting down, Red's retreat, and every half-move between. */
export const HOOKS_FARM: Battle = {
  table: HOOKS_FARM_TABLE,
  places: HOOKS_FARM_PLACES,
  halfMoves: [
    PUT_DOWN_RED,
    PUT_DOWN_BLUE,
    RED_1,
    BLUE_1,
    RED_2,
    BLUE_2,
    RED_3,
    BLUE_3,
    RED_4,
    BLUE_4,
    RED_5,
    BLUE_5,
    RED_6,
    BLUE_6,
    RED_RETREAT,
    BLUE_HOLDS,
  ],
  assumptions: HOOKS_FARM_ASSUMPTIONS,
  inconsistencies: HOOKS_FARM_INCONSISTENCIES,
};
