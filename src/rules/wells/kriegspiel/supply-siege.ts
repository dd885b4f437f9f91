/**
 * A force surrounded and besieged, in the Kriegspiel appendix (pp. 106–107, 004 l.974–988): victualled every six
 * moves, its horses eaten when the food fails, and its surrender four moves after the last horse.
 * /little-wars/little-wars-and-kriegspiel/#supply
 */
import { menCount, readOptions, readRecord } from '../validate.ts';
import {
  HORSES_PER_FORAGE_PACKET,
  MEN_PER_FOOD_PACKET,
  SUPPLY_FRACTIONS,
  SUPPLY_PERIOD_MOVES,
  packetsFor,
  type SupplyFraction,
} from './supply.ts';
import { MAX_PLAN_MOVES } from './supply-timeline.ts';

/** "A force surrounded must surrender four moves after eating its last horse." (l.988) */
export const SURRENDER_AFTER_LAST_HORSE_MOVES = 4;
/** "one horse to equal one packet" (l.980). */
export const PACKETS_PER_HORSE = 1;

/** A besieged force and what it holds (l.974–980). */
export interface Siege {
  readonly men: number;
  readonly horses: number;
  /** Packets of food in store. */
  readonly food: number;
  /** Packets of forage in store. */
  readonly forage: number;
}

/** One victualling, every six moves (l.976–978). */
export interface SiegeVictualling {
  readonly move: number;
  readonly foodNeeded: number;
  readonly foodFromStore: number;
  /** Horses eaten in place of food: "one horse to equal one packet" (l.980). */
  readonly horsesEaten: number;
  /** Food still lacking when the store and the horses are gone. */
  readonly foodShort: number;
  readonly forageNeeded: number;
  /** Forage lacking: horses "may take the place of food, but not of course of forage" (l.980). */
  readonly forageShort: number;
  readonly horsesLeft: number;
  readonly foodLeft: number;
  readonly forageLeft: number;
}

/** How a siege runs, within the longest plan the engine follows. */
export interface SiegeOutcome {
  readonly victuallings: readonly SiegeVictualling[];
  /** The move the last horse is eaten (or, with none to eat, the food fails), or null within the plan. */
  readonly lastHorseMove: number | null;
  /** Four moves later, the move it must surrender, or null within the plan. */
  readonly surrenderMove: number | null;
}

/**
 * The siege rule (appendix pp. 106–107, l.974–988): victual a surrounded force every six moves at a packet of food
 * per thirty men and of forage per six horses, eat horses when the food fails, and surrender four moves after the
 * last horse; a force with no horse to eat surrenders four moves after its food fails (the text is silent).
 * /little-wars/little-wars-and-kriegspiel/#supply
 */
export function siegeOutcome(siege: Siege, options?: { readonly fractions?: SupplyFraction }): SiegeOutcome {
  const record = readRecord('siege', siege, ['men', 'horses', 'food', 'forage']);
  const men = menCount('siege.men', record['men']);
  let horses = menCount('siege.horses', record['horses']);
  let food = menCount('siege.food', record['food']);
  let forage = menCount('siege.forage', record['forage']);
  const { fractions } = readOptions('options', options, { fractions: SUPPLY_FRACTIONS }, { fractions: 'half-up' });
  const victuallings: SiegeVictualling[] = [];
  let lastHorseMove: number | null = null;
  for (let move = SUPPLY_PERIOD_MOVES; move <= MAX_PLAN_MOVES && lastHorseMove === null; move += SUPPLY_PERIOD_MOVES) {
    const foodNeeded = packetsFor(men, MEN_PER_FOOD_PACKET, fractions);
    const foodFromStore = Math.min(food, foodNeeded);
    food -= foodFromStore;
    const hadHorses = horses > 0;
    const horsesEaten = Math.min(horses, (foodNeeded - foodFromStore) / PACKETS_PER_HORSE);
    horses -= horsesEaten;
    const foodShort = foodNeeded - foodFromStore - horsesEaten * PACKETS_PER_HORSE;
    const forageNeeded = packetsFor(horses, HORSES_PER_FORAGE_PACKET, fractions);
    const forageShort = Math.max(0, forageNeeded - forage);
    forage -= forageNeeded - forageShort;
    victuallings.push({
      move,
      foodNeeded,
      foodFromStore,
      horsesEaten,
      foodShort,
      forageNeeded,
      forageShort,
      horsesLeft: horses,
      foodLeft: food,
      forageLeft: forage,
    });
    if ((hadHorses && horses === 0 && horsesEaten > 0) || (!hadHorses && foodShort > 0)) lastHorseMove = move;
  }
  return {
    victuallings,
    lastHorseMove,
    surrenderMove: lastHorseMove === null ? null : lastHorseMove + SURRENDER_AFTER_LAST_HORSE_MOVES,
  };
}
