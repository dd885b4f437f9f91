/**
 * The widgets a chapter's MDX places (`<TimeCalculator />`, `<HellwigBoard preset="…" />`…),
 * for the chapter's contents: each with the anchor of its heading as the widget renders it and
 * a name a reader knows it by. The links check over dist/ proves every anchor exists.
 */
import { HELLWIG_EXAMPLES, WELLS_EXAMPLES } from '../rules/examples.ts';
import type { NavLink } from './navigation.ts';

const WIDGETS = [
  'TimeCalculator',
  'GunCalculator',
  'ChargeCalculator',
  'MeleeCalculator',
  'FinishScorer',
  'ForceBuilder',
  'HellwigBoard',
  'HooksFarmMap',
  'TransportPlanner',
  'RulesGrew',
  'ShellCalculator',
  'SupplyPlanner',
  'RifleCalculator',
  'WorksPlanner',
  'MovesCalculator',
  'RailwayCalculator',
];
const TAG = new RegExp(`<(${WIDGETS.join('|')})\\b([^>]*)>`, 'g');

const FIXED: Readonly<Record<string, NavLink>> = {
  TimeCalculator: { href: '#time-title', label: 'Time allowed for a move' },
  GunCalculator: { href: '#gun-title', label: 'Gun calculator' },
  ChargeCalculator: { href: '#charge-title', label: 'Charge calculator' },
  FinishScorer: { href: '#finish-title', label: 'Fight-to-the-Finish scorer' },
  ForceBuilder: { href: '#force-title', label: 'Force builder' },
  TransportPlanner: { href: '#transport-title', label: 'Transport planner' },
  RulesGrew: { href: '#grew-title', label: 'How the rules grew' },
  ShellCalculator: { href: '#shell-title', label: 'Shell calculator' },
  SupplyPlanner: { href: '#supply-planner-title', label: 'Supply planner' },
  RifleCalculator: { href: '#rifle-title', label: 'Rifle-fire calculator' },
  WorksPlanner: { href: '#works-title', label: 'Works planner' },
  MovesCalculator: { href: '#moves-title', label: 'Moves calculator' },
  RailwayCalculator: { href: '#rail-title', label: 'Railway calculator' },
};

function preset(attrs: string): string | undefined {
  return /\bpreset="([^"]+)"/.exec(attrs)?.[1];
}

function linkOf(name: string, attrs: string): NavLink | undefined {
  const fixed = FIXED[name];
  if (fixed) return fixed;
  const id = preset(attrs);
  if (name === 'MeleeCalculator') {
    if (!id) return { href: '#melee-title', label: 'Mêlée calculator' };
    const title = WELLS_EXAMPLES.find((r) => r.id === id)?.title ?? id;
    return { href: `#melee-${id.replace(/^wells-melee-/, '')}-title`, label: `Mêlée calculator: ${title}` };
  }
  if (name === 'HellwigBoard' && id) {
    const cite = HELLWIG_EXAMPLES.find((r) => r.id === id)?.cite ?? id;
    return { href: `#board-${id.replace(/^hellwig-/, '')}-title`, label: `The board at ${cite}` };
  }
  const step = /\bstep="([^"]+)"/.exec(attrs)?.[1];
  if (name === 'HooksFarmMap' && step) return { href: `#map-${step}`, label: 'The field at each move' };
  return undefined;
}

/** The widgets of a chapter, in reading order; the maps of a battle are one entry, at the first. */
export function widgetsIn(mdx: string): readonly NavLink[] {
  const out: NavLink[] = [];
  for (const m of mdx.matchAll(TAG)) {
    const link = linkOf(m[1] ?? '', m[2] ?? '');
    if (link && !out.some((l) => l.label === link.label)) out.push(link);
  }
  return out;
}
