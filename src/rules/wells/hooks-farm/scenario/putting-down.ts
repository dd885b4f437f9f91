/**
 * The Battle of Hook's Farm as data (see ../scenario.ts). The putting down (p. 63 onward): both armies as they are set
 * on the table, Red first.
 */
import type { HalfMove } from '../types.ts';

export const PUT_DOWN_RED: HalfMove = {
  id: 'red-put-down',
  army: 'red',
  kind: 'put-down',
  ownMove: 0,
  title: 'Red puts down',
  gist:
    'Red, who won both tosses, puts down on his back line in two columns: a small left wing for the church and ' +
    'a strong right wing for the farm.',
  cite: { pages: [73, 74], lines: [682, 688] },
  figures: ['1'],
  narrator: [
    {
      line: 682,
      text:
        'Figure 1 shows the country of the battlefield put out; on the right is the church, on the left (near ' +
        'the centre of the plate) is the farm. In the hollow between the two is a small outbuilding. Directly ' +
        'behind the farm in the line of vision is another outbuilding.',
    },
    {
      line: 682,
      text:
        'Red has won the toss, both for the choice of a side and, after making that choice, for first move, ' +
        'and his force is already put out upon the back line. For the sake of picturesqueness, the men are not ' +
        'put exactly on the line, but each will have his next move measured from that line. Red has broken his ' +
        'force into two, a fatal error, as we shall see, in view of the wide space of open ground between the ' +
        'farm and the church.',
    },
    {
      line: 688,
      text:
        'He has 1 gun, 5 cavalry, and 13 infantry on his left, who are evidently to take up a strong position ' +
        'by the church and enfilade Blue’s position; Red’s right, of 2 guns, 20 cavalry, and 37 infantry aim ' +
        'at the seizure of the farm.',
    },
  ],
  general: [
    {
      line: 614,
      text:
        'The enemy was slightly stronger, both in cavalry and infantry, than myself; he had the choice of ' +
        'position, and opened the ball.',
    },
    {
      line: 624,
      text:
        'I sighted him between the points marked A A and B B, and his force was divided into two columns, with ' +
        'very little cover or possibility of communication between them if once the intervening ground was ' +
        'under fire. I reckoned about 22 to his left and 50 or 60 to his right.',
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

export const PUT_DOWN_BLUE: HalfMove = {
  id: 'blue-put-down',
  army: 'blue',
  kind: 'put-down',
  ownMove: 0,
  title: 'Blue puts down',
  gist:
    'Blue puts down his three guns at D, C and E, each with five horsemen, his infantry in a line between D ' +
    'and E, and the rest of his cavalry by C, to fling every man at the farm.',
  cite: { pages: [67, 74, 75], lines: [632, 694] },
  figures: ['2'],
  narrator: [
    {
      line: 690,
      text:
        'Figure 2 is a near view of Blue’s side, with his force put down. He has grasped the strategic mistake ' +
        'of Red, and is going to fling every man at the farm. His right, of 5 cavalry and 16 infantry, will ' +
        'get up as soon as possible to the woods near the centre of the field (whence the fire of their gun ' +
        'will be able to cut off the two portions of Red’s force from each other), and then, leaving the gun ' +
        'there with sufficient men to serve it, the rest of this party will push on to co-operate with the ' +
        'main force of their comrades in the inevitable scrimmage for the farm.',
    },
  ],
  general: [
    { line: 614, text: 'I had with me a compact little force of 3 guns, 48 infantry, and 25 horse.' },
    {
      line: 632,
      text:
        'My guns were at the points marked D C E, each with five horsemen, and I deployed my infantry in a ' +
        'line between D and E. The rest of my cavalry I ordered to advance on Hook’s Farm from C.',
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
