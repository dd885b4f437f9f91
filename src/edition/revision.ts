/**
 * The edition's version and revision date, read once at build time: the version from
 * package.json, the date from the last commit (`git log -1 --format=%cs`), so that a build of
 * the same commit always says the same; `EDITION_REVISED=YYYY-MM-DD` overrides it, and without
 * git the date is '' (the pages then leave it out rather than print the day of the build).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The edition's version and revision date. */
export interface Revision {
  /** package.json's version: `0.1.0`. */
  readonly version: string;
  /** `YYYY-MM-DD`, or '' when it cannot be known. */
  readonly revised: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function lastCommitDate(root: string): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The revision of the edition in the checkout at `root`. */
export function editionRevision(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): Revision {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const given = env['EDITION_REVISED'] ?? '';
  const revised = DATE.test(given) ? given : lastCommitDate(root);
  return { version, revised: DATE.test(revised) ? revised : '' };
}

let current: Revision | undefined;

/** The revision of this checkout, read once per build. */
export function currentRevision(): Revision {
  current ??= editionRevision();
  return current;
}
