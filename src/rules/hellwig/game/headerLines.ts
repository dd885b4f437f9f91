/**
 * The header of a game's record (§181; the edition's notation) line by line, so that a game the header cannot make is
 * refused with the line it is about, as a bad action is (issue 17: "a malformed game text is refused with the line and
 * the reason").
 */

/** A header line of a record: its number from 1 and its text. */
export interface HeaderLine {
  readonly n: number;
  readonly text: string;
}

/** The header a refused argument of `newGame` is read from: `start.…` is a set-up's (§22–§29), `marshals` Four's. */
const HEADER_OF: { readonly [argument: string]: readonly string[] } = {
  map: ['Map'],
  start: ['Start'],
  id: ['Start'],
  'start.': ['Setup', 'Start'],
  first: ['First'],
  marshals: ['Four'],
  four: ['Four'],
};

/**
 * The refusal of a game the header cannot make, naming its line and text: the line of the header the refused argument
 * is read from (the message's first word), or else the last header line, its text cut at 40 characters; `seen` holds
 * the last line of each header.
 */
export function headerRefusal(message: string, seen: ReadonlyMap<string, HeaderLine>): string {
  const word = /^([A-Za-z]+)(\.?)/.exec(message);
  const named = HEADER_OF[`${word?.[1]?.toLowerCase() ?? ''}${word?.[2] ?? ''}`] ?? [];
  const last = [...seen.values()].reduce<HeaderLine | undefined>((a, b) => (a && a.n > b.n ? a : b), undefined);
  const line = named.map((h) => seen.get(h)).find((l) => l !== undefined) ?? last;
  const text = line && (line.text.length > 40 ? `${line.text.slice(0, 39)}…` : line.text);
  return line ? `text, line ${line.n} (${text}): ${message}` : `text, the header: ${message}`;
}
