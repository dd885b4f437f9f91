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
  gridOfSize,
  EMPTY_PLATE_SIZES,
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
  touchingGroups,
  DIRECTION_STEP,
  type Grid,
  type Numbering,
  type Square,
  type Coords,
} from './grid.ts';
export { createBoard } from './boardSetup.ts';
export {
  terrainAt,
  isPracticable,
  gunAt,
  artilleristsBoardsAt,
  transporterAt,
  passageObstacle,
  landingObstacle,
} from './boardLookups.ts';
export type {
  Board,
  BoardSetup,
  Piece,
  PieceSetup,
  ArtilleryDevice,
  DeviceSetup,
  Transporter,
  TransporterSetup,
  ImpassableTerrain,
  Obstacle,
  ObstacleReason,
} from './board.ts';
export {
  rectangleOf,
  cornersOf,
  squaresOf,
  complementOf,
  rotateAbout,
  wheelPath,
  type Rect,
  type WheelPath,
} from './rectangles.ts';
export { isManned, isEffective, controllerOf, areCombined, combinedGroup } from './combined.ts';
export { destroyByArtillerists, destroyableWith, type Destruction } from './destroying.ts';
export {
  FIELD_LENGTH,
  fireDirection,
  fieldOfEffect,
  devicesSweeping,
  type FieldSquare,
  type FieldOfEffect,
} from './artillery.ts';
export { deviceMoves, type DeviceMove } from './artilleryMoves.ts';
export { artilleryStrength, artilleryLine, artilleryDuel, type ArtilleryDuel } from './artilleryLines.ts';
export { fire, destroyOwnArtillery, type FireResult, type FireOptions } from './artilleryFire.ts';
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
  type PieceMove,
  type PieceOptions,
} from './pieces.ts';
export { frontDiagonals, turnPawn, knightConnects } from './pieceSteps.ts';
export { isProtected } from './protection.ts';
export { pieceMoves } from './pieceMoves.ts';
export { canReach } from './pieceReach.ts';
export { setupOf, afterPieceMove } from './position.ts';
export { duelsOf, type DeviceDuel } from './duels.ts';
export { CANNON_SHOT, positionContest, type PositionContest } from './defence.ts';
export {
  BRIDGE_SURFACES,
  BRIDGES_PER_TRANSPORTER,
  BRIDGE_SETS,
  CONTESTED_LAYING_READINGS,
  type BridgeSurface,
  type BridgeTransporter,
  type BridgeNetwork,
  type BridgeTransporterSetup,
  type BridgeNetworkSetup,
  type BridgeOptions,
  type BridgeChange,
  type ContestedLayingReading,
} from './bridges.ts';
export { createBridgeNetwork, bridgedBoard } from './bridgeNetwork.ts';
export { connectedBridges, breakableBridges, breakDown } from './bridgeBreaking.ts';
export { layingSquares, layBridge } from './bridgeLaying.ts';
export { ruinByHolder, ruinBySecondaryHolder, ruinOnLeaving, type RuinTargets, type BridgeRuin } from './bridgeRuin.ts';
export {
  pieceRuinCheck,
  bridgesRuinableBy,
  ruinByPiece,
  type PieceRuinRefusal,
  type PieceRuinCheck,
} from './bridgeRuinByPiece.ts';
export {
  artilleryRuinable,
  ruinByArtillery,
  type AboardTarget,
  type ArtilleryRuinable,
} from './bridgeRuinByArtillery.ts';
export {
  bridgeTransporterMobility,
  bridgeTransporterMoves,
  moveBridgeTransporter,
  wheelBridgeTransporter,
  type BridgeTransporterMobility,
  type BridgeTransporterMove,
  type BridgeTransporterWheeling,
  type BridgeWheelOptions,
} from './bridgeMoves.ts';
export { abandonMoves, abandonTransporter, type AbandonMove } from './abandon.ts';
export { moveStack, stackMoves, stackRefusal, type StackMove } from './bridgeStacks.ts';
export {
  NEW_BREASTWORK_SIGNS,
  createBreastworks,
  entrenchedBoard,
  type Breastwork,
  type Breastworks,
  type BreastworkSetup,
} from './breastworks.ts';
export {
  BREASTWORK_FIRE_READINGS,
  breastworkField,
  type BreastworkField,
  type BreastworkFireReading,
} from './breastworkFire.ts';
export { movesToBuild, entrenchableSquares, entrenchersOf, entrench } from './entrenching.ts';
export {
  breastworkContest,
  bombardmentMoves,
  bombard,
  stormCheck,
  storm,
  type StormRefusal,
  type StormCheck,
} from './breastworkAttack.ts';
export { isAbandoned, takeOver, ruinBreastwork } from './breastworkHolding.ts';
export {
  CUT_OFF_MOVES,
  BARRING_READINGS,
  PASSAGE_STEPS,
  communication,
  declareCutOff,
  cutOffOutcome,
  layDownArms,
  type BarringReading,
  type PassageStep,
  type CommunicationOptions,
  type CutReason,
  type Cut,
  type Communication,
  type CutOffClock,
  type CutOffOutcome,
} from './cutting-off.ts';
export {
  FORTRESS_SHEETS,
  FORTRESSES,
  BLOCKADE_MOVES,
  RESUPPLY_MOVES,
  SMALL_FLAGS_PER_LARGE,
  RESUPPLY_READINGS,
  fortressSquares,
  bringsProvisions,
  provisionsEntering,
  outerDitch,
  fortressCommunication,
  centreHolder,
  conquest,
  declareBlockade,
  blockadeStep,
  blockadeOutcome,
  isGameDecided,
  victoryFlags,
  type FortressSheet,
  type ResupplyReading,
  type ConquestOutcome,
  type BlockadeCount,
  type BlockadeEvent,
  type BlockadeOptions,
  type BlockadeOutcome,
  type GameEnd,
  type VictoryFlags,
} from './fortress.ts';
export {
  DIVIDING_ROW,
  HALVES,
  FOUR_PLAYERS,
  dividingSurface,
  sideOfDivide,
  turnedSquare,
  mayMoveAcross,
  rotationAfter,
  rotationOrder,
  type DivideSide,
  type Half,
  type FourPlayer,
  type RotationStep,
  type RotationOrder,
} from './plate-iii.ts';
export {
  BURNED_MOVES,
  SPREAD_PER_TURN,
  createFire,
  ignitable,
  ignite,
  spreadSquares,
  spread,
  fireAfter,
  burningBoard,
  fireLosses,
  fireBreakCheck,
  breakFire,
  type Fire,
  type FireSetup,
  type FireLosses,
  type FireBreakRefusal,
  type FireBreakCheck,
} from './terrain.ts';
export {
  bridgesIgnitable,
  igniteBridge,
  igniteOnLeaving,
  bridgeFireSpread,
  spreadBridgeFire,
  burningBridgesBoard,
  burnOut,
  bridgeFireReach,
  bridgeFireOn,
  mortarBridgeFires,
  type BridgeFire,
} from './bridgeFire.ts';
export { FIRE_COURSE_MAX_TURNS, fireCourse } from './fireCourse.ts';
export {
  HILL_KINDS,
  HILL_SQUARES,
  HILL_DRIVE_READINGS,
  createHills,
  heightAt,
  hillField,
  drivesOff,
  hillDrive,
  type Hill,
  type HillKind,
  type HillSetup,
  type Hills,
  type HillField,
  type HillGun,
  type HillDriveReading,
} from './hills.ts';
export {
  DEPOT_FIELD_SQUARES,
  DEPOT_REACH,
  createDepots,
  depotField,
  isSupplied,
  type Depot,
  type DepotSetup,
  type Depots,
} from './depots.ts';
export {
  DEPOT_GRACE_MOVES,
  DEPOT_BAN_MOVES,
  DEPOT_RUIN_MEANS,
  depotSites,
  establishDepot,
  depotRuinMeans,
  ruinDepot,
  captureDepot,
  supplyDeadline,
  mayEstablishAgain,
  type DepotRuinMeans,
  type SupplyDeadline,
} from './depotRuin.ts';
export {
  barredSupplySquares,
  navigableWater,
  supplyLine,
  type SupplyBar,
  type BarredSquare,
  type SupplyOptions,
  type SupplyLine,
} from './supply.ts';
export { HOME_FORTRESS, depotSupplyLine } from './magazine.ts';
export {
  TERRITORY_CORNERS,
  TERRITORIES,
  territoryBoundary,
  territoryOf,
  territoryStretches,
  type Territory,
  type TerritoryStretch,
} from './territory.ts';
export {
  TERRAIN_READINGS,
  PLATE_III_TERRAIN_SOURCES,
  plateIIITerrain,
  plateIIISetupTerrain,
  type TerrainReading,
  type TerrainSource,
  type ReconstructedTerrain,
} from './plate-iii-terrain.ts';
export {
  BREASTWORK_MARKERS_PER_PLAYER,
  BRIDGE_TRANSPORTERS_PER_PLAYER,
  FORTRESS_BREASTWORKS,
  RESERVE_MARKERS,
  bridgesFor,
  markersAtSetUp,
  type MarkersAtSetUp,
} from './inventory.ts';
export { PLAN_AREA_SQUARE_FEET, SECOND_SCHOOL_PLAN, enlargedPlanArea, planSquares } from './plans.ts';
export * from './game/index.ts';
export {
  PLACED_FORTRESS_REACH,
  fortressAbout,
  placeFortress,
  placedCentreHolder,
  placedFortressCommunication,
  type PlacedFortress,
} from './fortressPlan.ts';
