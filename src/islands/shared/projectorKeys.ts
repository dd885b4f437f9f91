/**
 * The projector mode's keys as data, the same for every widget: ← and → step, Space plays or
 * pauses, Page Up and Page Down go to the previous or next example, Escape leaves. Each widget
 * says which of these it has; the legend lists only those.
 */

/** What a key does in the projector mode. */
export type ProjectorCommand = 'step-back' | 'step' | 'play' | 'previous-example' | 'next-example' | 'leave';

/** The commands a widget can answer, by what it has: a step-through, playback, examples. */
export interface ProjectorAbilities {
  readonly step: boolean;
  readonly play: boolean;
  readonly examples: boolean;
}

const KEYS: Readonly<Record<string, ProjectorCommand>> = {
  ArrowLeft: 'step-back',
  ArrowRight: 'step',
  ' ': 'play',
  PageUp: 'previous-example',
  PageDown: 'next-example',
  Escape: 'leave',
};

/** The command of a key in the projector mode, if the widget has it. */
export function projectorCommand(key: string, can: ProjectorAbilities): ProjectorCommand | undefined {
  const command = KEYS[key];
  if (command === 'step' || command === 'step-back') return can.step ? command : undefined;
  if (command === 'play') return can.play ? command : undefined;
  if (command === 'next-example' || command === 'previous-example') return can.examples ? command : undefined;
  return command;
}

/** The key legend shown in the projector mode: the keys this widget answers, in words. */
export function projectorLegend(can: ProjectorAbilities): readonly (readonly [string, string])[] {
  return [
    ...(can.step ? ([['← →', 'step back, step']] as const) : []),
    ...(can.play ? ([['Space', 'play or pause']] as const) : []),
    ...(can.examples ? ([['Page Up, Page Down', 'previous or next example']] as const) : []),
    ['Esc', 'leave the projector'],
  ];
}
