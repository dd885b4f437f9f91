/**
 * One half-move in progress: whose it is, where everything stood when it began, what has moved,
 * fired and fought so far, and the checks that can only be made when it is over. The event
 * handlers write to it; `end` closes it and says what moved.
 */
import type { Army, HalfMove, Point } from '../types.ts';
import { OTHER, type Field, type Unit } from './field.ts';
import { distance } from './geometry.ts';
import type { BattleStep, BodyInTransit, MeleeOutcome, Movement, Shot } from './types.ts';

/** What a half-move's events made: the moves, the shots, the mêlées and the bodies as they were before their losses. */
export type Played = Pick<BattleStep, 'movements' | 'transit' | 'shots' | 'melees'>;

/** A half-move being played on the field. */
export class Turn {
  readonly army: Army;
  readonly enemy: Army;
  /** How many of the player's moves the half-move stands for (a summary may stand for several). */
  readonly spans: number;
  /** Where each body, gun and group of prisoners stood when the half-move began. */
  readonly origin: Map<string, Point>;
  readonly gunOrigin: Map<string, Point>;
  readonly groupOrigin: Map<string, Point>;
  /** Bodies that have moved: each moves at most once a move. */
  readonly moved = new Set<string>();
  /** Guns that have moved or fired: each does one or the other (mobility-iv). */
  readonly gunsUsed = new Set<string>();
  readonly shots: Shot[] = [];
  readonly melees: MeleeOutcome[] = [];
  /** Men each body lost to the guns' fire at the start of the half-move. */
  readonly shot = new Map<string, number>();
  /** Men each body took in from bodies that joined it. */
  readonly joinedIn = new Map<string, number>();
  /** A man has moved: no gun may move or fire after (move-5). */
  menStarted = false;
  /** A mêlée has been fought: no man moves after (melee-3). */
  fought = false;
  private readonly transit = new Map<string, Omit<BodyInTransit, 'gone'>>();
  private readonly atEnd: (() => void)[] = [];
  private frozen = false;

  readonly field: Field;
  readonly halfMove: HalfMove;
  /** The index of the half-move in the battle. */
  readonly step: number;

  constructor(field: Field, halfMove: HalfMove, step: number) {
    this.field = field;
    this.halfMove = halfMove;
    this.step = step;
    this.army = halfMove.army;
    this.enemy = OTHER[halfMove.army];
    this.spans = halfMove.kind === 'summary' ? (halfMove.spans ?? 1) : 1;
    this.origin = new Map([...field.units.values()].map((u) => [u.id, u.at]));
    this.gunOrigin = new Map([...field.guns.values()].map((g) => [g.id, g.at]));
    this.groupOrigin = new Map([...field.groups.values()].map((g) => [g.id, g.at]));
  }

  /** Keep a body as the half-move took it, with `men` before its losses. */
  record(u: Unit, men: number): void {
    this.transit.set(u.id, {
      ...u,
      at: { ...u.at },
      from: this.origin.get(u.id) ?? u.at,
      men,
      shot: this.shot.get(u.id) ?? 0,
    });
  }

  /** The moves are over: keep every body not kept yet as it stands, before the losses and departures that follow. */
  freeze(): void {
    if (this.frozen) return;
    this.frozen = true;
    for (const u of this.field.units.values()) {
      if (!this.transit.has(u.id)) this.record(u, u.men - (this.joinedIn.get(u.id) ?? 0) + (this.shot.get(u.id) ?? 0));
    }
  }

  /** A check that can be made only when the half-move is over (the trail men, an escort, a capture). */
  whenOver(check: () => void): void {
    this.atEnd.push(check);
  }

  /** Close the half-move: run the checks kept for its end and say what moved. */
  end(): Played {
    this.freeze();
    for (const check of this.atEnd) check();
    const field = this.field;
    const movements: Movement[] = [];
    for (const u of field.units.values()) {
      const from = this.origin.get(u.id);
      if (from && distance(from, u.at) > 0) movements.push({ id: u.id, what: 'unit', from, to: u.at });
    }
    for (const g of field.guns.values()) {
      const from = this.gunOrigin.get(g.id);
      if (from && distance(from, g.at) > 0) movements.push({ id: g.id, what: 'gun', from, to: g.at });
    }
    for (const g of field.groups.values()) {
      const from = this.groupOrigin.get(g.id);
      if (from && distance(from, g.at) > 0) movements.push({ id: g.id, what: 'prisoners', from, to: g.at });
    }
    return {
      movements,
      transit: [...this.transit.values()].map((b) => ({ ...b, gone: !field.units.has(b.id) })),
      shots: this.shots,
      melees: this.melees,
    };
  }
}
