/**
 * Vocabulary of the Hellwig engine (J. C. L. Hellwig, *Versuch eines aufs Schachspiel gebaueten
 * taktischen Spiels*, 1780): plates, sides of the board, terrain, players, pieces, artillery and
 * wheelings, and the name of every reading the engine offers where the text is ambiguous.
 * Each reading tuple lists the default first; the ids in brackets (A5, A9…) point at §6 of the
 * reading notes (`notes/hellwig.md`).
 */

/**
 * The two numbered grids of the book: plate II (every worked example) and plate III (the playing plan, §197).
 * /hellwig/s197/
 */
export const PLATE_NAMES = ['II', 'III'] as const;
/** One of the book's two plates, by name (§197). /hellwig/s197/ */
export type BookPlate = (typeof PLATE_NAMES)[number];
/**
 * A plate by name: one of the book's two (§197), or an empty plate of the edition's by its size, rows × columns,
 * written `20x30` (§22; `gridOfSize`). /hellwig/s22/
 */
export type PlateName = BookPlate | `${number}x${number}`;

/**
 * The four sides of the board, named as the book names them (§38): toward AB (forward, the top
 * edge), toward BD (right), toward CD (backward), toward AC (left), as seen from side CD. The
 * tuple runs clockwise from AB, so a quarter-turn clockwise is one place on. /hellwig/s38/
 */
export const DIRECTIONS = ['AB', 'BD', 'CD', 'AC'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Terrain of a square (§23–§29): the main colours (`open`), red mountains (impassable, stop
 * artillery fire), green marsh and blue water (impassable, fire passes over them), and buildings
 * (passable; half red, half white). /hellwig/s23/
 */
export const TERRAINS = ['open', 'mountain', 'marsh', 'water', 'building'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The two players, as the book calls them in §74–§79. /hellwig/s74/ */
export const PLAYERS = ['A', 'B'] as const;
export type Player = (typeof PLAYERS)[number];

/**
 * The pieces (§31, §41, §42a): pawn b, knight S, rook T, bishop L, queen K, and the leaping
 * pieces SK (queen + knight), E (rook + knight), SL (bishop + knight). There is no king (§18). /hellwig/s31/
 */
export const PIECE_KINDS = [
  'pawn',
  'knight',
  'rook',
  'bishop',
  'queen',
  'leaping-queen',
  'elephant',
  'leaping-bishop',
] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** The simple ways of moving a composite piece is made of; one move uses exactly one (§41). /hellwig/s41/ */
export const SIMPLE_MOVES = ['pawn', 'knight', 'rook', 'bishop'] as const;
export type SimpleMove = (typeof SIMPLE_MOVES)[number];

/**
 * The three cannon varieties (§43, §65), relative to the step from the artillerists' square to
 * the gun: `axial` fires straight on (Fig. 6), `left` a quarter-turn anticlockwise, `right` a
 * quarter-turn clockwise. Never back over the artillerists: the bevel has only three faces. /hellwig/s43/
 */
export const CANNON_VARIANTS = ['axial', 'left', 'right'] as const;
export type CannonVariant = (typeof CANNON_VARIANTS)[number];

/** Cannon sweep the whole field of effect; a howitzer strikes one chosen square of it (§66). /hellwig/s66/ */
export const ARTILLERY_KINDS = ['cannon', 'howitzer'] as const;
export type ArtilleryKind = (typeof ARTILLERY_KINDS)[number];

/** Which part of a device stays on its square when it wheels (§61–§63). /hellwig/s61/ */
export const PIVOTS = ['artillerists', 'gun'] as const;
export type Pivot = (typeof PIVOTS)[number];

/** The three wheelings (§62): a quarter-turn, a half-turn and three quarter-turns. /hellwig/s62/ */
export const WHEEL_KINDS = ['small', 'larger', 'greatest'] as const;
export type WheelKind = (typeof WHEEL_KINDS)[number];

/** The sense of a wheeling, as seen on the plate with AB at the top. The book allows both (§62, §95). /hellwig/s62/ */
export const WHEEL_SENSES = ['clockwise', 'anticlockwise'] as const;
export type WheelSense = (typeof WHEEL_SENSES)[number];

/** The two quarter-turns a pawn may make on its square (§37, §38). /hellwig/s37/ */
export const PAWN_TURNS = ['left', 'right'] as const;
export type PawnTurn = (typeof PAWN_TURNS)[number];

// Readings of ambiguous text. The first entry of each tuple is the default.

/**
 * Where a moving or wheeling board may land (A5). `empty`: on squares holding no piece, gun,
 * artillerists' board or transporter (the book's examples never show otherwise, except the
 * deliberate combinations of §67, which are set up, not moved into). `onto-boards`: a board may
 * also land on an empty artillerists' square or transporter (§67, §70, §89 allow stacking). /hellwig/s67/
 */
export const LANDING_READINGS = ['empty', 'onto-boards'] as const;
export type LandingReading = (typeof LANDING_READINGS)[number];

/**
 * What blocks the practicable connecting square of a knight's move (§172; A9).
 * `terrain-and-guns`: impassable terrain and gun cubes (a gun makes its square "as if green",
 * §46); `terrain-only`: terrain alone. Pieces never block, as in chess. /hellwig/s172/
 */
export const KNIGHT_PASSAGE_READINGS = ['terrain-and-guns', 'terrain-only'] as const;
export type KnightPassageReading = (typeof KNIGHT_PASSAGE_READINGS)[number];

/**
 * Whether the first victim of a cavalry chain must itself be unprotected (§33, §34; A10).
 * `unprotected`: to take a second piece in the same move, every victim, the first included,
 * must be unprotected when taken (§34 requires it of all three); `any`: the first capture
 * follows chess rules and only the later victims must be unprotected. A single capture is
 * always allowed, protected or not (§32). /hellwig/s33/
 */
export const FIRST_VICTIM_READINGS = ['unprotected', 'any'] as const;
export type FirstVictimReading = (typeof FIRST_VICTIM_READINGS)[number];

/**
 * Whether pawns riding a wheeling formation turn their front with it (§37, §95; A19). `rotate`: the
 * natural drill reading; `keep`: fronts stay as they were. /hellwig/s95/
 */
export const PAWN_FACING_READINGS = ['rotate', 'keep'] as const;
export type PawnFacingReading = (typeof PAWN_FACING_READINGS)[number];
