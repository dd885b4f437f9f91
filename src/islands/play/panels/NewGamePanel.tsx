/**
 * "A new game": the map, the starting position (one too big for an empty plate greyed out), the players, the New
 * game and Set up buttons, and who the computer plays. Not a form: nothing here is submitted, each control acts at
 * once.
 */
import type { JSX } from 'preact';
import { MAPS, STARTING_POSITIONS, startFits, type Half } from '../../../rules/hellwig/index.ts';
import { tryRule } from '../../../rules/result.ts';
import { EmptySize } from '../EmptySize.tsx';
import { Opponent } from '../FourPlayers.tsx';
import type { NewGameChoices } from '../hooks/useNewGame.ts';
import type { Seat } from '../state.ts';

export interface NewGamePanelProps {
  readonly id: string;
  readonly live: boolean;
  readonly choices: NewGameChoices;
  readonly settingUp: boolean;
  /** Whether the game on the board is a game of four, whose computer's seats are any of the four. */
  readonly four: boolean;
  readonly computer: readonly Seat[];
  readonly onNew: () => void;
  readonly onSettingUp: (on: boolean) => void;
  readonly onComputer: (seats: readonly Seat[]) => void;
}

export function NewGamePanel({
  id,
  live,
  choices: c,
  settingUp,
  four,
  computer,
  ...on
}: NewGamePanelProps): JSX.Element {
  return (
    <div class="play-setup" role="group" aria-label="A new game">
      <label>
        Map{' '}
        <select disabled={!live} value={c.map} onChange={(e) => c.setMap((e.target as HTMLSelectElement).value)}>
          {MAPS.filter((m) => !m.id.startsWith('empty')).map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
          <option value="empty">An empty plate</option>
        </select>
      </label>{' '}
      {c.map === 'empty' && <EmptySize live={live} size={c.size} onSize={c.setSize} />}
      <label>
        Starting position{' '}
        <select disabled={!live} value={c.start} onChange={(e) => c.setStart((e.target as HTMLSelectElement).value)}>
          {STARTING_POSITIONS.map((s) => {
            // On an empty plate too small for it, a start is greyed out; a size out of range is refused on New game.
            const fits = tryRule(() => startFits(c.mapId, s.id));
            return (
              <option key={s.id} value={s.id} disabled={fits.ok && !fits.value}>
                {s.title}
                {fits.ok && !fits.value && ' (too big for this plate)'}
              </option>
            );
          })}
        </select>
      </label>{' '}
      <label>
        Players{' '}
        <select
          disabled={!live}
          value={c.players}
          onChange={(e) => c.setPlayers((e.target as HTMLSelectElement).value as 'two' | Half)}
        >
          <option value="two">Two</option>
          <option value="AB">Four: AA and BB on side AB (§§217–233)</option>
          <option value="CD">Four: AA and BB on side CD (§§217–233)</option>
        </select>
      </label>{' '}
      <button type="button" disabled={!live} onClick={on.onNew}>
        New game
      </button>{' '}
      <button type="button" disabled={!live} aria-pressed={settingUp} onClick={() => on.onSettingUp(!settingUp)}>
        Set up a position
      </button>
      <Opponent id={id} live={live} four={four} computer={computer} onComputer={on.onComputer} />
    </div>
  );
}
