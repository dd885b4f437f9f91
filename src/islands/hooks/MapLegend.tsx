/** The key to the map's symbols: side by frame shape, arm by the mark inside, as well as by colour. */
import type { JSX } from 'preact';
import { ARM_PATH, FRAME_PATH, MELEE_PATH } from './geometry.ts';

function Icon({ children, cls = '' }: { children: JSX.Element | JSX.Element[]; cls?: string }): JSX.Element {
  return (
    <svg class={`hf-icon hf-map ${cls}`} viewBox="-12 -9 24 18" width="24" height="18" aria-hidden="true">
      {children}
    </svg>
  );
}

function Unit({ army, arm }: { army: 'red' | 'blue'; arm: 'infantry' | 'cavalry' }): JSX.Element {
  return (
    <Icon>
      <g class={`hf-unit hf-${army}`}>
        <path class="hf-frame" d={FRAME_PATH[army]} />
        <path class="hf-arm" d={ARM_PATH[army][arm]} />
      </g>
    </Icon>
  );
}

/** The legend, as a list a screen reader can read. */
export function MapLegend(): JSX.Element {
  return (
    <ul class="hf-map-legend" aria-label="Key to the map">
      <li>
        <Unit army="red" arm="infantry" /> Red infantry (diamond, crossed)
      </li>
      <li>
        <Unit army="red" arm="cavalry" /> Red cavalry (diamond, one stroke)
      </li>
      <li>
        <Unit army="blue" arm="infantry" /> Blue infantry (rectangle, crossed)
      </li>
      <li>
        <Unit army="blue" arm="cavalry" /> Blue cavalry (rectangle, one stroke)
      </li>
      <li>
        <Icon>
          <g class="hf-gun hf-blue hf-gun-live">
            <path class="hf-barrel" d="M-5 0H10" />
            <path class="hf-hub" d="M-4.5 -4.5h9v9h-9Z" />
          </g>
        </Icon>{' '}
        A gun and where its muzzle points; hollow when out of action (Red’s R, M, L; Blue’s D, C, E)
      </li>
      <li>
        <Icon>
          <g class="hf-prisoners hf-red">
            <circle class="hf-ring" r={8} />
            <path class="hf-frame" d="M0 -5L5 0L0 5L-5 0Z" />
          </g>
        </Icon>{' '}
        Prisoners, ringed, with their escort
      </li>
      <li>
        <Icon>
          <g class="hf-marker hf-dead hf-red">
            <path d="M-3.5 -3.5L3.5 3.5M3.5 -3.5L-3.5 3.5" />
          </g>
        </Icon>{' '}
        The dead where they fell
      </li>
      <li>
        <Icon>
          <g class="hf-marker hf-untold hf-red">
            <text y={4} text-anchor="middle">
              ?
            </text>
          </g>
        </Icon>{' '}
        Men whose fate is not told
      </li>
      <li>
        <Icon>
          <g class="hf-trail">
            <path d="M-10 0H8" />
            <path class="hf-arrow" d="M4 -3L8 0L4 3" />
          </g>
        </Icon>{' '}
        A move in this half-move
      </li>
      <li>
        <Icon>
          <g class="hf-trails-untold">
            <g class="hf-trail">
              <path d="M-10 0H8" />
              <path class="hf-arrow" d="M4 -3L8 0L4 3" />
            </g>
          </g>
        </Icon>{' '}
        A move the text does not tell, labelled “not in the text” (Blue’s sixth)
      </li>
      <li>
        <Icon>
          <path class="hf-shot hf-blue" d="M-10 0H10" />
        </Icon>{' '}
        A gun’s fire
      </li>
      <li>
        <Icon>
          <path class="hf-melee" transform="scale(0.55)" d={MELEE_PATH} />
        </Icon>{' '}
        A mêlée
      </li>
    </ul>
  );
}
