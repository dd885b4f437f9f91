/** What a click or Enter does on the board, and what it places: the tool and its choices. */
import {
  CANNON_VARIANTS,
  TERRAINS,
  type Direction,
  type PieceKind,
  type Player,
  type Terrain,
} from '../../../rules/hellwig/index.ts';
import type { DeviceChoice } from '../edits.ts';

/**
 * The second half's tools (worksEdits.ts, schoolEdits.ts): a breastwork and a sign more on it, a bridge-transporter,
 * a bridge laid (§106, §141, §145); a hill of either kind, a depot, a building set on fire (§236, §244, §74); a
 * fortress (§186).
 */
export const WORKS_TOOLS = [
  'breastwork',
  'strengthen',
  'bridge-transporter',
  'lay-bridge',
  'hill-first',
  'hill-second',
  'depot',
  'ignite',
  'fortress',
] as const;
export type WorksTool = (typeof WORKS_TOOLS)[number];
/** The second school's tools (§236, §244, §74, §186): their edits are the school's part of the works kit. */
export const SCHOOL_TOOLS: readonly WorksTool[] = ['hill-first', 'hill-second', 'depot', 'ignite', 'fortress'];
export type Tool = 'select' | 'terrain' | 'piece' | 'device' | 'transporter' | WorksTool | 'remove';
export const TOOLS: readonly Tool[] = [
  'select',
  'terrain',
  'piece',
  'device',
  'transporter',
  'breastwork',
  'strengthen',
  'bridge-transporter',
  'lay-bridge',
  'hill-first',
  'hill-second',
  'depot',
  'ignite',
  'fortress',
  'remove',
];
/** What the terrain tool paints: a terrain, or a bridge laid on water (§146a). */
export type Paint = Terrain | 'bridge';
export const PAINTS: readonly Paint[] = [...TERRAINS, 'bridge'];
export const DEVICE_CHOICES: readonly DeviceChoice[] = [...CANNON_VARIANTS, 'howitzer'];

/** What a click or Enter does, and what it places. */
export interface ToolChoice {
  readonly tool: Tool;
  readonly terrain: Paint;
  readonly pieceKind: PieceKind;
  readonly piecePlayer: Player;
  readonly toward: Direction;
  readonly deviceChoice: DeviceChoice;
}
export const DEFAULT_TOOLS: ToolChoice = {
  tool: 'select',
  terrain: 'mountain',
  pieceKind: 'knight',
  piecePlayer: 'A',
  toward: 'AB',
  deviceChoice: 'axial',
};
