/**
 * Scripted games of Hellwig's game for the tests (issue 17), found by playing the engine's offers:
 * a cut-off declared and run to its end (§182–§184), and a blockade announced on plate III's
 * fortress (§190), and the works (§106, §244, §250). With game.test.ts’s game they use every kind of action.
 */

/** A's pieces reach every way out of B's knight on 81 toward B's fortress at 12 (§184 III, the edition's reading). */
export const CUT_OFF = `# Hellwig 1780: a game in the notation of The First Wargames
Start: skirmish
1. A S 602-557
2. B b 101-100
3. A L 629-468
4. B T 57-62
5. A L 468-353
6. B K 32-308
7. A cutoff 81
8. B T 62-172
9. A L 353-269
10. B T 172-175
11. A b 581-580
12. B K 308-602
13. A S 557-577
14. B K 602-533
15. A T 626-618
16. B T 175-373
17. A T 618-420
18. B T 373-285
`;

/** A's queen on the corner of B's fortress, 745, bars its ditch along both its sides (§190 (1)). */
export const BLOCKADE = `# Hellwig 1780: a game in the notation of The First Wargames
Map: empty 33x49
Start: skirmish
1. A K 1549-1530
2. B b 230 turn right
3. A K 1530-823
4. B b 229 turn right
5. A K 823-745
6. B b 230 turn left
7. A blockade
8. B b 230 turn left
`;

/**
 * The works: A's rook throws up a breastwork on 557 and adds a sign (§106); B establishes a depot on
 * his knight's square 32 and ruins it himself, holding it (§244, §250).
 */
export const WORKS = `# Hellwig 1780: a game in the notation of The First Wargames
Start: skirmish
1. A S 602 entrench 557
2. B depot 32
3. A S 602 entrench 557
4. B depot 32 ruin
`;

/**
 * Breastworks fought over: B's rooks throw up works on 555 and 552 (§106) before A mans his cannon on
 * 599 (§46); it bombards 555, taking one sign as single artillery (§123); A's leaping queen and rook
 * storm 552, attacking more strongly than B's rook defends it (§130); B's rook leaves 555, which A's
 * cannon covers, and the abandoned work passes to A at no cost (§119).
 */
export const FIGHTS = `# Hellwig 1780: a game in the notation of The First Wargames
Start: setup
Setup: BT533 BS20 AT665 ASK464 BT574 C621/599axial
First: B
1. B T 533 entrench 555
2. A T 665-621
3. B T 574 entrench 552
4. A SK 464-508
5. B S 20-63
6. A C 599 bombard 555
7. B S 63-20
8. A storm 552
9. B T 533-445
`;

/**
 * Bridges on plate III's reconstruction: A's bridge-transporter 1 lays a bridge over 1352 and another over 1353
 * touching it (§145, §146); a pawn crosses onto the first (§146a); 1353 is broken down onto the main surface (§154)
 * and laid again; the knight on the main surface ruins it (§163); laid once more, A's cannon ruins it (§164); the
 * knight moves the bridge-transporter on, carrying its last bridge, as the artillery moves (§137), and, holding its
 * main surface, ruins the bridge still laid and the one aboard and rides on, the transporter leaving the game (§160).
 */
export const BRIDGES = `# Hellwig 1780: a game in the notation of The First Wargames
Map: III
Start: bridging
1. A bt 1 lay 1352
2. B b 230 turn left
3. A bt 1 lay 1353
4. B b 230 turn left
5. A b 1393-1352
6. B b 230 turn left
7. A bt 1 break 1353
8. B b 230 turn left
9. A bt 1 lay 1353
10. B b 230 turn left
11. A S 1394 ruin 1353
12. B b 230 turn left
13. A bt 1 lay 1353
14. B b 230 turn left
15. A C 1451 ruin 1353
16. B b 230 turn left
17. A bt 1-1351/1350
18. B b 230 turn left
19. A bt 1 ruin 1352 aboard 0/1 then 1298
`;

/**
 * The second and third means of ruining bridges on plate III's reconstruction: A's pawn crosses onto the bridge laid
 * over 1352 and ruins it as it leaves for 1295 (§162); A's queen comes onto the secondary surface of
 * bridge-transporter 1, ruins the two bridges aboard it and leaves for 1351 in the same move (§161).
 */
export const BRIDGE_MEANS = `# Hellwig 1780: a game in the notation of The First Wargames
Map: III
Start: bridging
1. A bt 1 lay 1352
2. B b 230 turn left
3. A b 1393-1352
4. B b 230 turn left
5. A b 1352-1295 ruin
6. B b 230 turn left
7. A S 1449-1350
8. B b 230 turn left
9. A K 1549-1395
10. B b 230 turn left
11. A bt 1 ruin secondary 2 then 1351
12. B b 230 turn left
`;

/**
 * Fire on plate II (§74–§80): A's howitzer sets the building on 182 on fire; B demolishes 181 against it, a fire-break
 * (§77); the fire spreads to 183 at A's turn, and B's rook left on 183 with his next move is lost (§74); it spreads on
 * to 205, and after six of A's turns each site is plain ground again.
 */
export const FIRE = `# Hellwig 1780: a game in the notation of The First Wargames
Start: setup
Setup: AS94 BS224 BT183 AT20 BT600 H94/116 building=180-183,205
1. A H 116 ignite 182
2. B firebreak 181
3. A T 20-21
4. B T 600-578
5. A S 94-49
6. B S 224-179
7. A T 21-22
8. B T 578-556
9. A S 49-4
10. B S 179-134
11. A T 22-44
12. B T 556-534
13. A S 4-28
14. B S 134-89
15. A T 44-22
16. B T 534-512
`;

/**
 * Fire on bridges on plate III's reconstruction (§166b): A's pawn crosses onto the bridge laid over 1352 and sets it on
 * fire as it leaves for 1295; at A's turn the fire spreads to the bridge on 1353 beside it, and at the next, spreading
 * no farther, both burn out and are water again.
 */
export const BRIDGE_FIRE = `# Hellwig 1780: a game in the notation of The First Wargames
Map: III
Start: bridging
1. A bt 1 lay 1352
2. B b 230 turn left
3. A bt 1 lay 1353
4. B b 230 turn left
5. A b 1393-1352
6. B b 230 turn left
7. A b 1352-1295 ignite
8. B b 230 turn left
9. A S 1456-1359
10. B b 230 turn left
`;

/**
 * Rectangles (§53, §95, §102b, §173–§176, §181 (4)): A's two cannon side by side, manned by knights, move as one
 * rectangle toward AB; his transporter with the queen on 420 wheels about 420 (§95); his four bishops standing behind
 * and beside one another wheel together about 445 (§173).
 */
export const RECTANGLES = `# Hellwig 1780: a game in the notation of The First Wargames
Start: setup
Setup: AS353 AS354 AK420 AL445 AL446 AL467 AL468 BT20 BS40 C353/331axial C354/332axial tr419/420
1. A rect 331:354-309
2. B T 20-21
3. A rect 419:420 wheel 420 small clockwise
4. B T 21-20
5. A rect 445:468 wheel 445 small clockwise
6. B T 20-21
`;

/**
 * Transporters on plate III's reconstruction: A's knight and queen wheel bridge-transporter 1 about its main surface,
 * as the artillery device wheels (§137, §62); A's queen, the last piece on her transporter, leaves it and takes it out
 * of the game in the same move (§101).
 */
export const TRANSPORTERS = `# Hellwig 1780: a game in the notation of The First Wargames
Map: III
Start: bridging
1. A bt 1 wheel main small anticlockwise
2. B b 230 turn left
3. A K 1549-1547 abandon
4. B b 230 turn left
`;

/**
 * Bridge-transporters stacked (§150), from a set-up: A's bridge-transporter 2, empty of bridges, lies wholly on 1,
 * which carries its four, A's knight on their main surfaces; both move in one move toward AB, as the artillery moves
 * while one carries bridges (§137, §150 I b).
 */
export const STACKED = `# Hellwig 1780: a game in the notation of The First Wargames
Start: setup
Setup: AS331 BT20 bt1:331/332 bt2:331/332:0/0
1. A bt 1+2-287/288
2. B T 20-21
`;

/**
 * One game on plate III's reconstruction that uses every kind of action (issue 17), from a set-up in which each
 * ingredient stands apart, the lines of the scripts above carried onto its squares. The bridging corner (A's bt 1 by
 * the river on 1352–1354) plays BRIDGES after wheeling bt 1 about its main surface and back (§137, §62), then a pawn's
 * quarter-turn (§37), its cannon's move, wheeling and destruction (§45, §62, §73), the transporter moved and abandoned
 * (§87, §101) and a breastwork (§106); FIGHTS' breastworks stand on 868 and 871, bombarded and stormed (§123, §130);
 * FIRE's howitzer on 910 sets the building on 1051 on fire and B demolishes 1052 (§74, §77); RECTANGLES' devices,
 * transporter and bishops at 275–565 move and wheel as rectangles (§173–§176), and their cannon fire on B's pawn on 117
 * (§47); STACKED's bridge-transporters 4 and 5 on 946/945 move together (§150); painted water on 1340–1342 and
 * 1328–1330 gives bt 2 BRIDGE_MEANS (§161, §162) and bt 3 BRIDGE_FIRE (§166b). B's pawn on 1125 is cut off (§183); A's
 * rooks on 726 and 743 bar the ditch of B's fortress (§190 (1)), so the blockade is announced; B establishes a depot
 * on his rook's square 95 and ruins it (§244, §250), then offers a peace that A accepts (§13), last, as it ends the
 * game. B's rook on 96/95 keeps the turns alternating (§21).
 */
export const ALL_ACTIONS =
  `# Hellwig 1780: a game in the notation of The First Wargames
Map: III
Start: setup
Setup: AS1456 AS1449 AT1487 AL1490 AK1549 AS1394 Ab1388:AB Ab1389:AB Ab1392:AB Ab1393:AB AS1406` +
  ` Ab1405:AB AS1437 AK1537 AS1418 Ab1417:AB AS1432 BT799 AT1093 ASK675 BT894 AS855 BS1151 BT1050 AS313` +
  ` AS314 AK471 AL513 AL514 AL566 AL565 AS946 AT726 AT743 Bb1125:CD BT96 Bb117:CD C1487/1454axial` +
  ` C1490/1451axial C995/966axial H855/910 C313/276axial C314/275axial tr1549/1548 tr1537/1536` +
  ` tr472/471 water=1328-1330,1340-1342 building=1050-1053,1107 bt1:1394/1395 bt2:1406/1407` +
  ` bt3:1418/1419 bt4:946/945 bt5:946/945:0/0
1. A bt 1 wheel main small anticlockwise
2. B T 799 entrench 868
3. A bt 1 wheel main small clockwise
4. B T 96-95
5. A bt 1 lay 1352
6. B T 894 entrench 871
7. A bt 1 lay 1353
8. B T 95-96
9. A b 1393-1352
10. B T 96-95
11. A bt 1 break 1353
12. B T 95-96
13. A bt 1 lay 1353
14. B T 96-95
15. A S 1394 ruin 1353
16. B T 95-96
17. A bt 1 lay 1353
18. B T 96-95
19. A C 1451 ruin 1353
20. B T 95-96
21. A bt 1-1351/1350
22. B T 96-95
23. A bt 1 ruin 1352 aboard 0/1 then 1298
24. B T 95-96
25. A T 1093-995
26. B T 96-95
27. A SK 675-773
28. B T 95-96
29. A C 966 bombard 868
30. B T 96-95
31. A storm 871
32. B T 95-96
33. A b 1388 turn left
34. B T 96-95
35. A C 1454-1453
36. B T 95-96
37. A tr 1548/1549-1547/1548
38. B T 96-95
39. A H 910 ignite 1051
40. B firebreak 1052
41. A S 1456 entrench 1357
42. B T 95-96
43. A C 1453 wheel artillerists small clockwise
44. B T 96-95
45. A K 1548-1491 abandon
46. B T 95-96
47. A rect 276:314-215
48. B T 96-95
49. A rect 472:471 wheel 471 small clockwise
50. B T 95-96
51. A rect 513:565 wheel 513 small clockwise
52. B T 96-95
53. A bt 4+5-848/847
54. B T 95-96
55. A C 215 fire 178 117 80
56. B T 96-95
57. A C 1489 destroy
58. B T 95-96
59. A bt 2 lay 1340
60. B T 96-95
61. A b 1405-1340
62. B T 95-96
63. A b 1340-1307 ruin
64. B T 96-95
65. A S 1437-1338
66. B T 95-96
67. A K 1537-1407
68. B T 96-95
69. A bt 2 ruin secondary 2 then 1339
70. B T 95-96
71. A bt 3 lay 1328
72. B T 96-95
73. A bt 3 lay 1329
74. B T 95-96
75. A b 1417-1328
76. B T 96-95
77. A b 1328-1319 ignite
78. B T 95-96
79. A S 1432-1335
80. B T 96-95
81. A cutoff 1125
82. B depot 95
83. A blockade
84. B depot 95 ruin
85. A S 1298-1395
86. B peace A 1
87. A accept
`;
