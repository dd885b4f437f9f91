/** The boards on the plate: an artillery device with its gun and barrel, and a transporter's tray (§44, §47, §65). */
import type { JSX } from 'preact';
import {
  controllerOf,
  DIRECTION_STEP,
  fieldOfEffect,
  type ArtilleryDevice,
  type Board,
} from '../../../rules/hellwig/index.ts';
import { CELL } from '../symbols.tsx';

export function Tray({
  a,
  b,
  cls,
  fill,
}: {
  readonly a: [number, number];
  readonly b: [number, number];
  readonly cls: string;
  readonly fill?: string;
}): JSX.Element {
  const x0 = Math.min(a[0], b[0]) - CELL / 2 + 2;
  const y0 = Math.min(a[1], b[1]) - CELL / 2 + 2;
  return (
    <rect
      class={cls}
      x={x0}
      y={y0}
      width={Math.abs(a[0] - b[0]) + CELL - 4}
      height={Math.abs(a[1] - b[1]) + CELL - 4}
      rx="4"
      fill={fill}
    />
  );
}

/**
 * A device: its two-square board, the gun with its barrel toward the fire (§47, §65), a howitzer's short mortar (§66).
 */
export function Device({
  board,
  device,
  centre,
}: {
  readonly board: Board;
  readonly device: ArtilleryDevice;
  readonly centre: (sq: number) => [number, number];
}): JSX.Element {
  const [gx, gy] = centre(device.gun);
  const dir = fieldOfEffect(board, device).direction;
  const step = DIRECTION_STEP[dir];
  const owner = controllerOf(board, device);
  const len = device.kind === 'howitzer' ? CELL * 0.3 : CELL * 0.55;
  return (
    <g
      class={`device device-${device.kind}${owner ? ` device-${owner}` : ''}`}
      data-gun={device.gun}
      data-artillerists={device.artillerists}
      data-variant={device.variant}
    >
      <Tray a={centre(device.artillerists)} b={centre(device.gun)} cls="device-board" />
      <line class="barrel" x1={gx} y1={gy} x2={gx + step.col * len} y2={gy + step.row * len} />
      {device.kind === 'howitzer' ? (
        <rect class="gun" x={gx - 6} y={gy - 6} width="12" height="12" />
      ) : (
        <circle class="gun" cx={gx} cy={gy} r={6} />
      )}
    </g>
  );
}
