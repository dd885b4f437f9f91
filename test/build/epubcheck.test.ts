/**
 * Both EPUBs pass EPUBCheck with no error and no warning (issue 20). EPUBCheck is a Java program
 * Debian packages as `epubcheck`; `.ci/run` installs it. Without it this test fails, saying how
 * to install it: an EPUB nobody checked is not known to open in a reader.
 */
import { describe, expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BOOK_KEYS, downloadPath, type BookKey } from '../support/books.ts';

const run = promisify(execFile);
const INSTALL = 'EPUBCheck is not installed: on Debian, `sudo apt-get install -y epubcheck` (CI: .ci/run installs it).';
/** Runs EPUBCheck over each file it is given in its one JVM, each file's report after a line naming it. */
const EACH = join(import.meta.dirname, '..', 'support', 'EpubCheckEach.java');
const MARK = '=== EPUBCheck: ';

/** The output of a command, whether it exited 0 or not (EPUBCheck exits 1 when it finds an error). */
const output = (cmd: string, args: string[]) =>
  run(cmd, args, { maxBuffer: 16 * 1024 * 1024 })
    .catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }))
    .then((result) => `${result.stdout}\n${result.stderr}`);

/**
 * Each book's EPUBCheck output. Debian's `/usr/bin/epubcheck` is the jar itself: then both books are checked in
 * one JVM (EpubCheckEach.java, through the jar's own `EpubChecker`), not one JVM each, which on two busy cores took
 * nearly twice the time (measured: 27 s against 15 s, 12.4 s of CPU against 7.7). A command that is not a jar (set
 * in EPUBCHECK) is run once per book.
 */
async function epubcheck(): Promise<Record<BookKey, string>> {
  const candidates = [process.env['EPUBCHECK'], '/usr/bin/epubcheck', '/usr/share/java/epubcheck.jar'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error(INSTALL);
  const files = BOOK_KEYS.map((book) => downloadPath(`${book}.epub`));
  if (!realpathSync(found).endsWith('.jar')) {
    const outs = await Promise.all(files.map((file) => output(found, [file])));
    return Object.fromEntries(BOOK_KEYS.map((book, i) => [book, outs[i]!])) as Record<BookKey, string>;
  }
  // A short run: the client compiler only and the serial collector start the JVM in half the time.
  const out = await output('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', found, EACH, ...files]);
  const sections = out.split(MARK).slice(1);
  // No report at all: this Java cannot run a source file (a runtime without the jdk.compiler module). Then each
  // book gets a JVM of its own, as before.
  if (sections.length === 0) {
    const jar = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', found];
    const outs = await Promise.all(files.map((file) => output('java', [...jar, file])));
    return Object.fromEntries(BOOK_KEYS.map((book, i) => [book, outs[i]!])) as Record<BookKey, string>;
  }
  return Object.fromEntries(
    BOOK_KEYS.map((book, i) => {
      const section = sections.find((s) => s.startsWith(files[i]!));
      // A run that stopped before this book (the JVM or the class failed) shows its whole output as the failure.
      return [book, section ?? `ERROR: no report for ${files[i]} in EPUBCheck's output:\n${out}`];
    }),
  ) as Record<BookKey, string>;
}

let checked: Promise<Record<BookKey, string>> | undefined;

describe.concurrent('EPUBCheck', () => {
  test.each(BOOK_KEYS)('%s.epub: 0 fatal errors, 0 errors, 0 warnings', { timeout: 240_000 }, async (book) => {
    checked ??= epubcheck();
    const out = (await checked)[book];
    const messages = out.split('\n').filter((line) => /^(FATAL|ERROR|WARNING)/.test(line));
    expect(messages).toEqual([]);
    expect(out).toMatch(/Messages: 0 fatals \/ 0 errors \/ 0 warnings/);
  });
});
