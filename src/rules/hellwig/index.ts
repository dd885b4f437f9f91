/**
 * The Hellwig engine: J. C. L. Hellwig, *Versuch eines aufs Schachspiel gebaueten taktischen
 * Spiels* (Leipzig 1780). Plates and squares, terrain and occupants, artillery (field of effect,
 * moves, wheeling, strength, firing, combined artillery), transporters and formations, pieces.
 * The worked examples are exported through `src/rules/examples.ts` only.
 */
export * from './types.ts';
export {
  plateII,
  plateIII,
  gridOf,
  toSquare,
  onGrid,
  squareAt,
  coordsOf,
  step,
  offset,
  at,
  turn,
  turnBy,
  directionBetween,
  chebyshevDistance,
  DIRECTION_STEP,
  type Grid,
  type Numbering,
  type Square,
  type Coords,
} from './grid.ts';
export {
  createBoard,
  terrainAt,
  isPracticable,
  gunAt,
  artilleristsBoardsAt,
  transporterAt,
  passageObstacle,
  landingObstacle,
  type Board,
  type BoardSetup,
  type Piece,
  type PieceSetup,
  type ArtilleryDevice,
  type DeviceSetup,
  type Transporter,
  type TransporterSetup,
  type ImpassableTerrain,
  type Obstacle,
  type ObstacleReason,
} from './board.ts';
export { rectangleOf, cornersOf, squaresOf, complementOf, rotateAbout, wheelPath, type Rect, type WheelPath } from './rectangles.ts';
export { isManned, isEffective, controllerOf, areCombined, combinedGroup } from './combined.ts';
export {
  FIELD_LENGTH,
  fireDirection,
  fieldOfEffect,
  devicesSweeping,
  deviceMoves,
  artilleryStrength,
  artilleryLine,
  artilleryDuel,
  fire,
  destroyOwnArtillery,
  type FieldSquare,
  type FieldOfEffect,
  type DeviceMove,
  type ArtilleryDuel,
  type FireResult,
  type FireOptions,
} from './artillery.ts';
export { wheel, type DeviceWheelOptions, type DeviceWheeling } from './wheeling.ts';
export { ARTILLERY_RANGE, TRANSPORT_RANGE, transportRange, transporterImmobility } from './transporters.ts';
export {
  QUARTER_TURNS,
  formationAt,
  formationMoves,
  wheelFormation,
  wheelRectangle,
  type Formation,
  type FormationMove,
  type FormationOptions,
  type FormationWheeling,
  type WheelOptions,
  type Blocker,
  type ImmobilityReason,
} from './formations.ts';
export {
  PIECE_COMPONENTS,
  PIECE_LETTERS,
  pieceStrength,
  isCavalry,
  frontDiagonals,
  turnPawn,
  knightConnects,
  isProtected,
  pieceMoves,
  canReach,
  type PieceMove,
  type PieceOptions,
} from './pieces.ts';
export { setupOf, afterPieceMove } from './position.ts';
export { duelsOf, type DeviceDuel } from './duels.ts';
