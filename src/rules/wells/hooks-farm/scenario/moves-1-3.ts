/** The Battle of Hook's Farm as data (see ../scenario.ts). The first three moves of each side, to Blue's third. */
import type { HalfMove } from '../types.ts';

export const RED_1: HalfMove = {
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
      text:
        'Figure 3 shows the fight after Red and Blue have both made their first move. It is taken from Red’s ' +
        'side. Red has not as yet realised the danger of his position. His left gun struggles into position to ' +
        'the left of the church, his centre and right push for the farm.',
    },
  ],
  general: [
    {
      line: 638,
      text:
        'Accordingly, partly to get cover from our two central guns and partly to outflank us, he sent the ' +
        'whole of his left wing to the left of Firely Church, where, except for the gun, it became almost a ' +
        'negligible quantity. The gun came out between the church and the wood into a position from which it ' +
        'did a considerable amount of mischief to the infantry on our right',
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

export const BLUE_1: HalfMove = {
  id: 'blue-1',
  army: 'blue',
  kind: 'move',
  ownMove: 1,
  title: 'Blue’s first move',
  gist:
    'E’s five horsemen gallop their gun to the woods, ready to fire next move; the sixteen infantry of Blue’s ' +
    'right follow; the main force makes straight for the farm.',
  cite: { pages: [75], lines: [696, 696] },
  figures: ['3'],
  narrator: [
    {
      line: 696,
      text:
        'Blue’s five cavalry on his left have already galloped forward into a favourable position to open fire ' +
        'at the next move—they are a little hidden in the picture by the church; the sixteen infantry follow ' +
        'hard, and his main force makes straight for the farm.',
    },
  ],
  general: [
    {
      line: 632,
      text:
        'The gun E was to go straight for its assigned position, and get into action at once. C was not to ' +
        'risk capture or being put out of action; its exact position was to be determined by Red’s rapidity in ' +
        'getting up to the farm, and it was to halt and get to work directly it saw any chance of effective ' +
        'fire.',
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

export const RED_2: HalfMove = {
  id: 'red-2',
  army: 'red',
  kind: 'move',
  ownMove: 2,
  title: 'Red’s second move',
  gist:
    'Red’s right-wing cavalry bring his two right guns well forward, either side of the farm; his infantry ' +
    'press on. He may now fire, but no fire is recorded.',
  cite: { pages: [75, 76], lines: [700, 703] },
  figures: ['4'],
  narrator: [
    {
      line: 700,
      text:
        'Figure 4 shows the affair developing rapidly. Red’s cavalry on his right have taken his two guns well ' +
        'forward into a position to sweep either side of the farm, and his left gun is now well placed to ' +
        'pound Blue’s infantry centre. His infantry continue to press forward',
    },
  ],
  general: [
    {
      line: 644,
      text:
        'Meanwhile, Red’s two guns on his right came forward to Hook’s Farm, rather badly supported by his ' +
        'infantry.',
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

export const BLUE_2: HalfMove = {
  id: 'blue-2',
  army: 'blue',
  kind: 'move',
  ownMove: 2,
  title: 'Blue’s second move',
  gist:
    'Gun E opens fire from the woods and kills three Red men; its infantry come up to serve it and its ' +
    'horsemen ride for the farm; D and C come up to the farmhouse corners.',
  cite: { pages: [76, 77], lines: [703, 706] },
  figures: ['4'],
  narrator: [
    {
      line: 703,
      text:
        'but Blue, for his second move, has already opened fire from the woods with his right gun, and killed ' +
        'three of Red’s men. His infantry have now come up to serve this gun, and the cavalry who brought it ' +
        'into position at the first move have now left it to them in order to gallop over to join the force ' +
        'attacking the farm. Undismayed by Red’s guns, Blue has brought his other two guns and his men as ' +
        'close to the farm as they can go. His leftmost gun stares Red’s in the face, and prevents any ' +
        'effective fire, his middle gun faces Red’s middle gun.',
    },
    {
      line: 706,
      text:
        'Some of his cavalry are exposed to the right of the farm, but most are completely covered now by the ' +
        'farm from Red’s fire.',
    },
  ],
  general: [
    {
      line: 646,
      text:
        'Once they got into position there I perceived that we should be done for, and accordingly I rushed ' +
        'every available man forward in a vigorous counter attack, and my own two guns came lumbering up to ' +
        'the farmhouse corners, and got into the wedge of shelter close behind the house before his could open ' +
        'fire.',
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

export const RED_3: HalfMove = {
  id: 'red-3',
  army: 'red',
  kind: 'move',
  ownMove: 3,
  title: 'Red’s third move: the cavalry charge',
  gist:
    'Red’s two effective guns kill two cavalry and six infantry; two horsemen must stand at the middle gun’s ' +
    'trail; eighteen charge home over the Blue guns into twenty-one Blue cavalry.',
  cite: { pages: [77, 78, 79, 80], lines: [706, 722] },
  figures: ['5A', '5B'],
  narrator: [
    {
      line: 706,
      text:
        'Red has now to move. The nature of his position is becoming apparent to him. His right gun is ' +
        'ineffective, his left and his centre guns cannot kill more than seven or eight men between them; and ' +
        'at the next move, unless he can silence them, Blue’s guns will be mowing his exposed cavalry down ' +
        'from the security of the farm. He is in a fix.',
    },
    {
      line: 712,
      text:
        'His two effective guns have between them bowled over two cavalry and six infantry in the gap between ' +
        'the farm and Blue’s right gun; and then, following up the effect of his gunfire, his cavalry charges ' +
        'home over the Blue guns. One oversight he makes, to which Blue at once calls his attention at the end ' +
        'of his move. Red has reckoned on twenty cavalry for his charge, forgetting that by the rules he must ' +
        'put two men at the tail of his middle gun. His infantry are just not able to come up for this duty, ' +
        'and consequently two cavalry-men have to be set there.',
    },
    {
      line: 712,
      text:
        'Red has brought up eighteen men to this; in touch or within six inches of touch there are twenty-one ' +
        'Blue cavalry. Red’s force is isolated, for only two of his men are within a move, and to support ' +
        'eighteen he would have to have nine. By the rules this gives fifteen men dead on either side and ' +
        'three Red prisoners to Blue. By the rules also it rests with Red to indicate the survivors within the ' +
        'limits of the mêlée as he chooses. He takes very good care there are not four men within six inches ' +
        'of either Blue gun, and both these are out of action therefore for Blue’s next move.',
    },
    {
      line: 722,
      text:
        'Figure 5b shows the game at the same stage as 5a, immediately after the adjudication of the mêlée. ' +
        'The dead have been picked up, the three prisoners, by a slight deflection of the rules in the ' +
        'direction of the picturesque, turn their faces towards captivity',
    },
  ],
  general: [
    {
      line: 646,
      text:
        'His fire met my advance, littering the gentle grass slope with dead, and then, hot behind the storm ' +
        'of shell, and even as my cavalry gathered to charge his guns, he charged mine. I was amazed beyond ' +
        'measure at that rush, knowing his sabres to be slightly outnumbered by mine. In another moment all ' +
        'the level space round the farmhouse was a whirling storm of slashing cavalry, and then we found ' +
        'ourselves still holding on, with half a dozen prisoners, and the farmyard a perfect shambles of ' +
        'horses and men.',
    },
  ],
  assumptions: ['A19'],
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

export const BLUE_3: HalfMove = {
  id: 'blue-3',
  army: 'blue',
  kind: 'move',
  ownMove: 3,
  title: 'Blue’s third move',
  gist:
    'Gun E kills a horseman at the tail of Red’s central gun and an infantryman behind it; the eight surviving ' +
    'Blue cavalry come up to serve D and C; the infantry hurry forward; one infantryman leads the three ' +
    'prisoners to the rear.',
  cite: { pages: [80, 81], lines: [724, 732] },
  figures: ['6A', '6B'],
  narrator: [
    {
      line: 724,
      text:
        'It is now Blue’s turn to move, and figure 6a shows the result of his move. He fires his rightmost gun ' +
        '(the nose of it is just visible to the right) and kills one infantry-man and one cavalry-man (at the ' +
        'tail of Red’s central gun), brings up his surviving eight cavalry into convenient positions for the ' +
        'service of his temporarily silenced guns, and hurries his infantry forward to the farm, recklessly ' +
        'exposing them in the thin wood between the farm and his right gun.',
    },
    {
      line: 730,
      text:
        'he will also note the three Red cavalry prisoners going to the rear under the escort of one Khaki ' +
        'infantry man.',
    },
    {
      line: 732,
      text:
        'Figure 6b shows exactly the same stage as figure 6a, that is to say, the end of Blue’s third move. A ' +
        'cavalryman lies dead at the tail of Red’s middle gun, an infantry-man a little behind it. His ' +
        'rightmost gun is abandoned and partly masked, but not hidden, from the observer, by a tree to the ' +
        'side of the farmhouse.',
    },
  ],
  general: [
    {
      line: 652,
      text:
        'His charge had failed, and, after a brief breathing-space for my shot-torn infantry to come up, I led ' +
        'on the counter attack. It was brilliantly successful; a hard five minutes with bayonet and sabre, and ' +
        'his right gun was in our hands and his central one in jeopardy.',
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
