/**
 * Both EPUBs pass EPUBCheck with no error and no warning (issue 20). EPUBCheck is a Java program
 * Debian packages as `epubcheck`; `.ci/run` installs it. Without it this test fails, saying how
 * to install it: an EPUB nobody checked is not known to open in a reader.
 */
import { describe, expect, test } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { promisify } from 'node:util';
import { BOOK_KEYS, downloadPath } from '../support/books.ts';

const run = promisify(execFile);
const INSTALL = 'EPUBCheck is not installed: on Debian, `sudo apt-get install -y epubcheck` (CI: .ci/run installs it).';

/** The command that runs EPUBCheck: Debian's `/usr/bin/epubcheck` is the jar itself, run by java. */
function epubcheck(): { cmd: string; args: string[] } | undefined {
  const candidates = [process.env['EPUBCHECK'], '/usr/bin/epubcheck', '/usr/share/java/epubcheck.jar'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) return undefined;
  if (!realpathSync(found).endsWith('.jar')) return { cmd: found, args: [] };
  // A short run: the client compiler only and the serial collector start the JVM in half the time.
  return { cmd: 'java', args: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', found] };
}

describe.concurrent('EPUBCheck', () => {
  test.each(BOOK_KEYS)('%s.epub: 0 fatal errors, 0 errors, 0 warnings', { timeout: 240_000 }, async (book) => {
    const command = epubcheck();
    if (!command) throw new Error(INSTALL);
    const file = downloadPath(`${book}.epub`);
    const result = await run(command.cmd, [...command.args, file], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    const out = `${result.stdout}\n${result.stderr}`;
    const messages = out.split('\n').filter((line) => /^(FATAL|ERROR|WARNING)/.test(line));
    expect(messages).toEqual([]);
    expect(out).toMatch(/Messages: 0 fatals \/ 0 errors \/ 0 warnings/);
  });
});
