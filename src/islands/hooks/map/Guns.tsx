/** The guns on the Hook's Farm map: axle, barrel along the facing, letter; and the box one covers. */
import type { JSX } from 'preact';
import type { GunView } from '../../../rules/wells/hooks-farm/index.ts';
import { barrelEnd, r1, type Box } from '../geometry.ts';
import type { At } from './sizes.ts';
import { gunLetter } from './words.ts';

/** A gun where it stands. */
interface GunAt {
  readonly gun: GunView;
  readonly at: At;
}

/**
 * A gun: its axle, its barrel along its facing, and a letter (centred at `letter`); captured guns take the captor's
 * frame.
 */
function GunSymbol({ gun, at, label, letter }: { gun: GunView; at: At; label: string; letter: At }): JSX.Element {
  const p = { x: r1(at.x), y: r1(at.y) };
  const muzzle = barrelEnd(p, gun.facing, 13);
  const trail = barrelEnd(p, gun.facing + 180, 6);
  const state = gun.status === 'in-action' ? 'hf-gun-live' : 'hf-gun-idle';
  return (
    <g class={`hf-gun hf-${gun.holder} ${state}${gun.captured ? ' hf-captured' : ''}`} data-gun={gun.id}>
      <path class="hf-barrel" d={`M${trail.x} ${trail.y}L${muzzle.x} ${muzzle.y}`} />
      <g transform={`translate(${p.x} ${p.y})`}>
        <path class="hf-hub" d={gun.holder === 'red' ? 'M0 -5L5 0L0 5L-5 0Z' : 'M-4.5 -4.5h9v9h-9Z'} />
        <text x={r1(letter.x - p.x)} y={r1(letter.y - p.y + 4)} text-anchor="middle">
          {label}
        </text>
      </g>
    </g>
  );
}

/** The box a gun covers: its axle and its barrel along its facing. */
export function gunBox(at: At, facing: number): Box {
  const muzzle = barrelEnd(at, facing, 13);
  const trail = barrelEnd(at, facing + 180, 6);
  const x = Math.min(muzzle.x, trail.x, at.x - 5);
  const y = Math.min(muzzle.y, trail.y, at.y - 5);
  return { x, y, w: Math.max(muzzle.x, trail.x, at.x + 5) - x, h: Math.max(muzzle.y, trail.y, at.y + 5) - y };
}

/** The guns on the field, each with its letter at `letterAt[i]`. */
export function Guns({ gunsAt, letterAt }: { gunsAt: readonly GunAt[]; letterAt: readonly At[] }): JSX.Element {
  return (
    <g class="hf-guns">
      {gunsAt.map(({ gun, at }, i) => (
        <GunSymbol key={gun.id} gun={gun} at={at} label={gunLetter(gun)} letter={letterAt[i]!} />
      ))}
    </g>
  );
}
