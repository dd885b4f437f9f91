import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { distBase, htmlPages, readDist } from '../support/dist.ts';

/**
 * The Content-Security-Policy over the built site (src/integrations/csp.ts): every inline script and
 * style the build emitted is allowed by its hash, in the `_headers` policy and in each page's meta
 * tag, and nothing else inline is: no 'unsafe-inline', no other host. The browser side is
 * test/e2e/csp.test.ts (every page type under the policy, no violation).
 */
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The policy `_headers` sends for every page under the base. */
function headerPolicy(): string {
  const file = readDist('_headers');
  const block = file.split(`\n${distBase()}*\n`)[1] ?? '';
  const policy = /^\s+Content-Security-Policy: (.+)$/m.exec(block)?.[1];
  if (!policy) throw new Error(`_headers sets no Content-Security-Policy for ${distBase()}*:\n${file}`);
  return policy;
}

/** A page's inline scripts that run (not JSON data blocks) and its inline styles, as the browser hashes them. */
function inline(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/\btype="(?!module")[^"]*"/.test(m[1]!))
    .map((m) => m[2]!);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  return { scripts, styles };
}

describe('the Content-Security-Policy', () => {
  const policy = directives(headerPolicy());
  const pages = htmlPages();

  test('allows no inline script or style element by default, no eval but WebAssembly’s, and no other host', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // Only style attributes, which a hash cannot allow, may be inline (src/integrations/csp.ts says why).
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [name, sources] of policy) {
      if (name !== 'style-src-attr') expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(
        sources.filter((s) => /^(https?:|\*|[a-z0-9.-]+\.[a-z]{2,})/.test(s)),
        name,
      ).toEqual([]);
    }
    expect(policy.get('script-src')?.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
  });

  test('every inline script and style of every page has its hash in the policy, and every hash is used', () => {
    const missing: string[] = [];
    const used = new Set<string>();
    let count = 0;
    for (const file of pages) {
      const { scripts, styles } = inline(readDist(file));
      for (const [kind, texts] of [
        ['script-src', scripts],
        ['style-src', styles],
      ] as const)
        for (const text of texts) {
          count++;
          used.add(sha(text));
          if (!policy.get(kind)?.includes(sha(text))) missing.push(`${file}: ${kind} ${text.slice(0, 60)}…`);
        }
    }
    expect(count, 'inline scripts and styles found').toBeGreaterThan(pages.length);
    expect(missing).toEqual([]);
    const hashes = [...(policy.get('script-src') ?? []), ...(policy.get('style-src') ?? [])].filter((s) =>
      s.startsWith("'sha256-"),
    );
    expect(hashes.filter((h) => !used.has(h))).toEqual([]);
  });

  test(
    'every page carries the header’s policy as a meta tag, before any script, less what only a header can say, ' +
      'its hashes only its own',
    () => {
      const { ['frame-ancestors']: _header, ...rest } = Object.fromEntries(policy);
      const own = (list: readonly string[] | undefined) => (list ?? []).filter((s) => !s.startsWith("'sha256-"));
      const wrong: string[] = [];
      for (const file of pages) {
        const html = readDist(file);
        const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/g)];
        const first = html.search(/<script\b|<style\b|<link\b/);
        if (metas.length !== 1) {
          wrong.push(`${file}: ${metas.length} policy meta tags`);
          continue;
        }
        if (first !== -1 && metas[0]!.index > first) wrong.push(`${file}: the policy comes after a script or style`);
        const meta = Object.fromEntries(directives(metas[0]![1]!));
        // Every directive the header's, but for the hashes: exactly those of the page's own inline scripts and styles.
        const { scripts, styles } = inline(html);
        const expected: Record<string, readonly string[]> = Object.fromEntries(
          Object.entries(rest).map(([kind, list]) => [
            kind,
            kind === 'script-src'
              ? [...own(list), ...[...new Set(scripts.map(sha))].sort()]
              : kind === 'style-src'
                ? [...own(list), ...[...new Set(styles.map(sha))].sort()]
                : (list ?? []),
          ]),
        );
        if (JSON.stringify(meta) !== JSON.stringify(expected))
          wrong.push(`${file}: its meta policy is not the header's`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
