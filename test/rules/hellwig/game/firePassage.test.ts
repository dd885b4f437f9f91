/**
 * What may pass a fire in play (issue 17; §74, §166): a burning building is impassable as if green, a burning bridge
 * water again at once, for what passes over it as for where it ends. Each action that would end on or pass over one is
 * neither offered nor accepted, where the same action without the fire is; and a mortar's fire on a laid bridge,
 * played from a set-up, spreads and burns out turn by turn, the record replaying it.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  burningOf,
  formatGame,
  gameAt,
  legalActions,
  parseAction,
  parseGame,
  terrainAt,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { MORTAR, PASSAGE, fireGame } from './fireScripts.ts';
import { refusal } from './refusal.ts';

/** The game after `lines`, and the same without the fire: each action that lit it played plain instead. */
function withAndWithout(setup: string, ...lines: string[]): { readonly fire: Game; readonly plain: Game } {
  const plain = lines.map((l) =>
    /ignite/.test(l) ? l.replace(/^H 116 ignite 182$/, 'T 1-2').replace(' ignite', '') : l,
  );
  return { fire: parseGame(fireGame(setup, ...lines)), plain: parseGame(fireGame(setup, ...plain)) };
}

/** Each action is offered and accepted without the fire, and neither with it; its refusal names the §. */
function closedByFire(fire: Game, plain: Game, texts: readonly string[]): void {
  for (const text of texts) {
    const a = parseAction(boardOf(plain), text);
    expect(legalActions(plain), text).toContainEqual(a);
    expect(() => applyAction(plain, a), text).not.toThrow();
    expect(legalActions(fire), text).not.toContainEqual(a);
    expect(refusal(fire, a), text).toMatch(/§/);
  }
}

const ON_BUILDING = ['H 116 ignite 182', 'T 20-21'];

describe('a burning building closes its square to what ends on it or passes over it (§74, §137, §150, §173)', () => {
  test('a bridge-transporter moves and wheels around the fire, not onto or across it', () => {
    const { fire, plain } = withAndWithout('AT1 AS94 H94/116 building=182 BT20 AT204 bt1:204/205', ...ON_BUILDING);
    closedByFire(fire, plain, [
      'bt 1-182/183',
      'bt 1-160/161',
      'bt 1 wheel main small anticlockwise',
      'bt 1 wheel main larger anticlockwise',
    ]);
    expect(legalActions(fire)).toContainEqual(parseAction(boardOf(fire), 'bt 1 wheel main small clockwise'));
    // The refusal names the fire, not the marsh the rules read the burning site as (§74).
    expect(refusal(fire, parseAction(boardOf(fire), 'bt 1 wheel main larger anticlockwise'))).toMatch(
      /blocked by the fire on 182 \(§74, §166\)/,
    );
  });

  test('two stacked bridge-transporters move around it (§150)', () => {
    const { fire, plain } = withAndWithout(
      'AT1 AS94 H94/116 building=182 BT20 AT226 bt1:226/227 bt2:226/227:0/0',
      ...ON_BUILDING,
    );
    closedByFire(fire, plain, ['bt 1+2-182/183', 'bt 1+2-160/161']);
    expect(legalActions(fire)).toContainEqual(parseAction(boardOf(fire), 'bt 1+2-204/205'));
  });

  test('a rectangle moves and wheels around it (§173–§176)', () => {
    const { fire, plain } = withAndWithout(
      'AT1 AS94 H94/116 building=182 BT20 AT226 AT227 tr226/227 tr248/249 AT248',
      ...ON_BUILDING,
    );
    closedByFire(fire, plain, ['rect 226:249-182', 'rect 226:249-160', 'rect 226:249 wheel 226 larger anticlockwise']);
    expect(legalActions(fire)).toContainEqual(parseAction(boardOf(fire), 'rect 226:249-204'));
  });
});

describe('a burning bridge is water again for what ends on it or passes over it (§166)', () => {
  const lines = PASSAGE.split('\n').flatMap((l) => /^\d+\. [AB] (.*)$/.exec(l)?.slice(1) ?? []);
  const setup = /^Setup: (.*)$/m.exec(PASSAGE)?.[1] as string;
  const at = (n: number) => withAndWithout(setup, ...lines.slice(0, n));

  test('the bridge-transporter beside it neither moves onto it nor across it, nor wheels onto it (§137)', () => {
    const { fire, plain } = at(8);
    expect(burningOf(fire).burning.map((b) => b.square)).toEqual([248]);
    closedByFire(fire, plain, ['bt 1-248/247', 'bt 1-249/248', 'bt 1 wheel main larger anticlockwise']);
    expect(refusal(fire, parseAction(boardOf(fire), 'bt 1 wheel main larger anticlockwise'))).toMatch(
      /blocked by the fire on 248 \(§74, §166\)/,
    );
  });

  test('a piece leaving a laid bridge does not pass over a burning one (§162, §166)', () => {
    const { fire, plain } = at(9);
    expect(burningOf(fire).burning.map((b) => b.square)).toEqual([226, 248, 270]);
    closedByFire(fire, plain, ['T 226-292 ruin']);
    expect(refusal(fire, parseAction(boardOf(fire), 'T 226-292 ruin'))).toMatch(
      /passes over the fire on 248.*§74, §166/,
    );
    // The rook may still leave its own burning bridge the other way, as a piece withdraws from a fire (§74).
    expect(legalActions(fire)).toContainEqual(parseAction(boardOf(fire), 'T 226-204 ruin'));
  });

  test('a piece does not ruin a burning bridge by the fourth means: it could not occupy it (§163, §166)', () => {
    const { fire, plain } = at(8);
    closedByFire(fire, plain, ['T 247 ruin 248']);
    expect(refusal(fire, parseAction(boardOf(fire), 'T 247 ruin 248'))).toMatch(/248 is on fire.*§74, §166/);
  });

  test('nor one it could reach only across a burning bridge (§163, §166)', () => {
    const { fire, plain } = withAndWithout(
      'AT1 AK246 AT247 AT292 BT253 BT20 bt1:247/246 water=226,248,270',
      ...lines.slice(0, 7),
      'T 248-249 ignite',
    );
    closedByFire(fire, plain, ['T 292 ruin 226']);
    expect(refusal(fire, parseAction(boardOf(fire), 'T 292 ruin 226'))).toMatch(/passes over the fire on 248.*§166/);
    expect(legalActions(fire)).toContainEqual(parseAction(boardOf(fire), 'T 292 ruin 270'));
  });

  test('the holder of the main surface, ruining, moves on only around the fire (§160, §166)', () => {
    const { fire, plain } = at(8);
    const t = fire.bridges[8]?.transporters.find((x) => x.number === 1);
    const across = {
      type: 'ruin-held',
      number: 1,
      laid: [],
      main: t?.aboard.main,
      secondary: t?.aboard.secondary,
      then: 250,
    } as unknown as Action;
    expect(() => applyAction(plain, across)).not.toThrow();
    expect(refusal(fire, across)).toMatch(/passes over the fire on 248.*§74, §166/);
    expect(() => applyAction(fire, { ...across, then: 225 } as Action)).not.toThrow();
  });

  test('the holder of the secondary surface, ruining, leaves only around the fire (§161, §166)', () => {
    const fire = ['T 247-225', 'T 248-226 ignite'].reduce(
      (g, l) => applyAction(g, parseAction(boardOf(g), l)),
      gameAt(parseGame(PASSAGE), 6),
    );
    const plain = ['T 247-225', 'T 248-226'].reduce(
      (g, l) => applyAction(g, parseAction(boardOf(g), l)),
      gameAt(parseGame(PASSAGE), 6),
    );
    closedByFire(fire, plain, ['bt 1 ruin secondary 1 then 250', 'bt 1 ruin secondary 1 then 249']);
    expect(legalActions(fire)).toContainEqual(parseAction(boardOf(fire), 'bt 1 ruin secondary 1 then 247'));
  });

  test('a rectangle moves onto it or across it no more (§173)', () => {
    const { fire, plain } = withAndWithout(
      'AT1 AT204 bt1:204/182 BT253 BT20 water=226,248,270 AT244 AT245 tr244/245 AT266 AT267 tr266/267',
      'bt 1 lay 226',
      'T 20-21',
      'bt 1 lay 248',
      'T 21-20',
      'bt 1 lay 270',
      'T 253-248',
      'T 1-2',
      'T 248-226 ignite',
    );
    closedByFire(fire, plain, ['rect 244:267-248', 'rect 244:267-249']);
  });
});

describe('a mortar sets a laid bridge on fire, played from a set-up (§166)', () => {
  const game = parseGame(MORTAR);
  const at = (n: number) => gameAt(game, n);
  const burning = (n: number) => burningOf(at(n)).burning.map((b) => b.square);

  test('the mortar is offered the laid bridges of its field, and setting one on fire is one move', () => {
    const ignite = (square: number) => ({ type: 'ignite', gun: 116, square });
    expect(legalActions(at(6)).filter((a) => a.type === 'ignite')).toEqual([138, 160, 182].map(ignite));
    expect(at(7).actions[6]).toEqual(ignite(182));
    expect(burning(6)).toEqual([]);
    expect(burning(7)).toEqual([182]);
    expect(boardOf(at(7)).bridges.has(182 as never)).toBe(false);
    expect(legalActions(at(8)).filter((a) => a.type === 'ignite')).toEqual([138].map(ignite));
  });

  test(
    'at each of A’s turns it spreads to the bridge beside it, ' + 'at no cost of his move, then burns out (§74, §166)',
    () => {
      expect([7, 8, 9, 10, 11].map(burning)).toEqual([[182], [160, 182], [160, 182], [138, 160, 182], [138, 160, 182]]);
      // B's rook stands on 160 while it burns, and is lost with the bridges when they burn out.
      for (const n of [7, 8, 9, 10, 11]) expect(boardOf(at(n)).pieces.get(160 as never)?.player).toBe('B');
      expect(burning(12)).toEqual([]);
      expect(at(12).bridges[12]?.laid.size).toBe(0);
      expect(boardOf(at(12)).pieces.has(160 as never)).toBe(false);
      for (const s of [138, 160, 182]) expect(terrainAt(boardOf(at(12)), s as never)).toBe('water');
      // The bridge-transporter keeps the bridge it did not lay (§136, §166).
      const t = at(12).bridges[12]?.transporters[0];
      expect((t?.aboard.main ?? 0) + (t?.aboard.secondary ?? 0)).toBe(1);
    },
  );

  test(
    'a piece left on a burning bridge is the fire’s, ' + 'not taken: no capture lands on a square on fire (§74, §166)',
    () => {
      const take = parseAction(boardOf(at(4)), 'T 157x160');
      expect(legalActions(at(4))).toContainEqual(take);
      for (const n of [8, 10]) {
        expect(legalActions(at(n))).not.toContainEqual(take);
        expect(refusal(at(n), take)).toMatch(/160 is on fire and impassable \(§74, §166\)/);
      }
    },
  );

  test('two fires of the mortar’s on the same bridges burn out together, the second with the first (§166)', () => {
    let g = at(8);
    const lines = ['H 116 ignite 138', 'T 21-20', 'T 1-2', 'T 20-21', 'T 2-1', 'T 21-20', 'T 1-2', 'T 20-21'];
    for (const line of lines) g = applyAction(g, parseAction(boardOf(g), line));
    expect(burningOf(g).burning).toEqual([]);
    expect(g.bridges[g.bridges.length - 1]?.laid.size).toBe(0);
    expect(parseGame(formatGame(g)).fires).toEqual(g.fires);
  });

  test('the record replays the fire turn by turn (the notation)', () => {
    expect(formatGame(game)).toBe(MORTAR);
    for (let n = 6; n <= 12; n++) {
      const back = parseGame(formatGame(at(n)));
      expect(back.fires).toEqual(at(n).fires);
      expect(back.bridges).toEqual(at(n).bridges);
      expect(boardOf(back)).toEqual(boardOf(at(n)));
    }
  });
});

describe('a burning bridge is not broken down (§166)', () => {
  // A's bridge-transporter 1 lays bridges over 138 and 160; his mortar on 116 sets 160 on fire, or, in the game
  // without the fire, his rook moves instead. At his next turn the bridge-transporter's holder on 139 could break
  // either down (§154, §158).
  const setup = 'AT1 AT139 BT20 AS94 H94/116 water=138,160,182 bt1:139/140';
  const lines = (light: string) => ['bt 1 lay 138', 'T 20-21', 'bt 1 lay 160', 'T 21-20', light, 'T 20-21'];
  const fire = parseGame(fireGame(setup, ...lines('H 116 ignite 160')));
  const plain = parseGame(fireGame(setup, ...lines('T 1-2')));

  test('a bridge its holder could break down is not broken down while it burns (§154, §166, §77)', () => {
    expect(burningOf(fire).burning.map((b) => b.square)).toContain(160);
    closedByFire(fire, plain, ['bt 1 break 160']);
    expect(refusal(fire, parseAction(boardOf(fire), 'bt 1 break 160'))).toMatch(
      /^the bridge on 160 is on fire: .*beside it .*\(§166, §77\)$/,
    );
    // No burning bridge is offered to be broken down.
    const burning = new Set(burningOf(fire).burning.map((b) => b.square));
    const offered = legalActions(fire).filter((a) => a.type === 'break-bridge');
    expect(offered.filter((a) => a.type === 'break-bridge' && burning.has(a.square as never))).toEqual([]);
  });
});
