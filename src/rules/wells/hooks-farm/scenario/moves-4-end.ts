/**
 * The Battle of Hook's Farm as data (see ../scenario.ts). From Red's fourth move to Red's retreat and Blue holding the
 * field.
 */
import type { HalfMove } from '../types.ts';

export const RED_4: HalfMove = {
  id: 'red-4',
  army: 'red',
  kind: 'move',
  ownMove: 4,
  title: 'Red’s fourth move',
  gist:
    'After four minutes’ deliberation Red kills eight of Blue’s exposed centre, sends men to retake his lost ' +
    'gun, masses the rest behind his central gun, and rushes his left-wing infantry across the open; his last ' +
    'right-wing horseman hides behind the cottage.',
  cite: { pages: [81, 82, 83], lines: [734, 745] },
  figures: ['7'],
  narrator: [
    {
      line: 736,
      text:
        'What Red did do in the actual game was to lose his head, and when at the end of four minutes’ ' +
        'deliberation he had to move, he blundered desperately. He opened fire on Blue’s exposed centre and ' +
        'killed eight men. (Their bodies litter the ground in figure 7, which gives a complete bird’s-eye view ' +
        'of the battle.) He then sent forward and isolated six or seven men in a wild attempt to recapture his ' +
        'lost gun, massed his other men behind the inadequate cover of his central gun, and sent the ' +
        'detachment of infantry that had hitherto lurked uselessly behind the church, in a frantic and ' +
        'hopeless rush across the open to join them. (The one surviving cavalryman on his right wing will be ' +
        'seen taking refuge behind the cottage.)',
    },
  ],
  general: [
    {
      line: 654,
      text:
        'And now Red was seized with that most fatal disease of generals, indecision. He would neither abandon ' +
        'his lost gun nor adequately attack it. He sent forward a feeble little infantry attack, that we cut ' +
        'up with the utmost ease, taking several prisoners, made a disastrous demonstration from the church',
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

export const BLUE_4: HalfMove = {
  id: 'blue-4',
  army: 'blue',
  kind: 'move',
  ownMove: 4,
  title: 'Blue’s fourth move',
  gist:
    'Blue’s guns kill ten of Red’s foot; nine Blue cavalry and infantry rush Red’s six isolated infantry at ' +
    'the disputed gun; the first prisoners recede to the rear.',
  cite: { pages: [83, 84], lines: [747, 753] },
  figures: ['8'],
  narrator: [
    {
      line: 747,
      text:
        'Figure 8 gives the disastrous consequences of Red’s last move. Blue has moved, his guns have ' +
        'slaughtered ten of Red’s wretched foot, and a rush of nine Blue cavalry and infantry mingles with ' +
        'Red’s six surviving infantry about the disputed gun. These infantry by the definition are isolated; ' +
        'there are not three other Reds within a move of them.',
    },
    {
      line: 753,
      text:
        'the reader will note, as a painful accessory, the sad spectacle of three Red prisoners receding to ' +
        'the right. The mêlée about Red’s lost gun works out, of course, at three dead on each side, and three ' +
        'more Red prisoners.',
    },
  ],
  general: [
    {
      line: 654,
      text:
        'He sent forward a feeble little infantry attack, that we cut up with the utmost ease, taking several ' +
        'prisoners',
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

export const RED_5: HalfMove = {
  id: 'red-5',
  army: 'red',
  kind: 'move',
  ownMove: 5,
  title: 'Red’s fifth move',
  gist:
    'Red pulls his exposed infantry back to the church and the wreckage of his right into the cover of the ' +
    'cottage, leaving four men by his central gun, and throws his left gun forward against Blue’s right.',
  cite: { pages: [84, 85], lines: [755, 769] },
  figures: [],
  narrator: [
    {
      line: 755,
      text:
        'Henceforth the battle moves swiftly to complete the disaster of Red. Shaken and demoralised, that ' +
        'unfortunate general is now only for retreat. His next move, of which I have no picture, is to retreat ' +
        'the infantry he has so wantonly exposed back to the shelter of the church, to withdraw the wreckage ' +
        'of his right into the cover of the cottage, and—one last gleam of enterprise—to throw forward his ' +
        'left gun into a position commanding Blue’s right.',
    },
  ],
  general: [
    {
      line: 660,
      text:
        'made a disastrous demonstration from the church, and then fell back altogether from the gentle hill ' +
        'on which Hook Farm is situated to a position beside and behind an exposed cottage on the level.',
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

export const BLUE_5: HalfMove = {
  id: 'blue-5',
  army: 'blue',
  kind: 'move',
  ownMove: 5,
  title: 'Blue’s fifth move',
  gist:
    'Gun C kills three men of Red’s right; D goes out among the trees left of the farm; E kills one of the ' +
    'horsemen at Red’s left gun; Blue takes Red’s lost gun, and the second batch of prisoners goes to the rear.',
  cite: { pages: [85, 86], lines: [771, 777] },
  figures: ['9'],
  narrator: [
    {
      line: 771,
      text:
        'Blue then pounds Red’s right with his gun to the right of the farm and kills three men. He extends ' +
        'his other gun to the left of the farm, right out among the trees, so as to get an effective fire next ' +
        'time upon the tail of Red’s gun. He also moves up sufficient men to take possession of Red’s lost ' +
        'gun. On the right Blue’s gun engages Red’s and kills one man. All this the reader will see clearly in ' +
        'figure 9, and he will also note a second batch of Red prisoners—this time they are infantry, going ' +
        'rearward.',
    },
    {
      line: 777,
      text:
        'Red’s position is altogether hopeless. He has four men left alive by his rightmost gun, and their ' +
        'only chance is to attempt to save that by retreating with it. If they fire it, one or other will ' +
        'certainly be killed at its tail in Blue’s subsequent move, and then the gun will be neither movable ' +
        'nor fireable. Red’s left gun, with four men only, is also in extreme peril, and will be immovable and ' +
        'helpless if it loses another man.',
    },
  ],
  general: [
    {
      line: 660,
      text:
        'I at once opened out into a long crescent, with a gun at either horn, whose cross-fire completely ' +
        'destroyed his chances of retreat from this ill-chosen last stand, and there presently we disabled his ' +
        'second gun. I now turned my attention to his still largely unbroken right, from which a gun had ' +
        'maintained a galling fire on us throughout the fight.',
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

export const RED_6: HalfMove = {
  id: 'red-6',
  army: 'red',
  kind: 'move',
  ownMove: 6,
  title: 'Red’s sixth move: the retreat begins',
  gist:
    'Red decides upon retreat. His four men take the second gun back one move; the left gun and its four ' +
    'cavalry make for the left-hand corner; the church infantry fall back.',
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

export const BLUE_6: HalfMove = {
  id: 'blue-6',
  army: 'blue',
  kind: 'move',
  ownMove: 6,
  title: 'Blue’s sixth move',
  gist:
    'The text tells nothing of this move. The replay has Blue’s infantry by the farm follow the second gun; no ' +
    'man is killed.',
  cite: { pages: [86], lines: [779, 779] },
  figures: [],
  narrator: [],
  general: [{ line: 666, text: 'but my cavalry were too badly cut up for an effective pursuit' }],
  assumptions: ['A16'],
  inconsistencies: ['INC-9'],
  events: [{ kind: 'move', unit: 'blue-inf-left', to: { x: 58, y: 47 } }],
};

export const RED_RETREAT: HalfMove = {
  id: 'red-retreat',
  army: 'red',
  kind: 'summary',
  ownMove: 7,
  spans: 3,
  title: 'Red’s retreat (his seventh move onward, summed up)',
  gist:
    'The second gun is abandoned; two of its men escape over the back line; five infantry from the church ' +
    'escape, and the third gun and its four cavalry get away at the extreme left-hand corner. The text does ' +
    'not say what became of Red’s other men.',
  cite: { pages: [86], lines: [779, 779] },
  figures: [],
  narrator: [
    {
      line: 779,
      text:
        'His second gun had to be abandoned after one move, but two of the men with it escaped over his back ' +
        'line. Five of the infantry behind the church escaped, and his third gun and its four cavalry got away ' +
        'on the extreme left-hand corner of Red’s position.',
    },
  ],
  general: [
    {
      line: 666,
      text:
        'My gun to the right of Hook’s Farm killed three of his flying men, but my cavalry were too badly cut ' +
        'up for an effective pursuit, and he got away to the extreme left of his original positions with about ' +
        '6 infantry-men, 4 cavalry, and 1 gun.',
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

export const BLUE_HOLDS: HalfMove = {
  id: 'blue-holds',
  army: 'blue',
  kind: 'summary',
  ownMove: 7,
  spans: 3,
  title: 'Blue remains on the field (his seventh move onward, summed up)',
  gist:
    'Blue takes the abandoned second gun and brings his prisoners to his back line: two captured guns and six ' +
    'prisoners.',
  cite: { pages: [87], lines: [785, 787] },
  figures: [],
  narrator: [
    { line: 785, text: 'Blue remained on the field, completely victorious, with two captured guns and six prisoners.' },
  ],
  general: [
    {
      line: 666,
      text:
        'He went none too soon. Had he stayed, it would have been only a question of time before we shot him ' +
        'to pieces and finished him altogether.',
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
