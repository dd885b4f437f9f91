/**
 * The Content-Security-Policy of the whole site, computed from what the build emitted: no inline
 * script or style runs unless its SHA-256 hash is in the policy, and nothing is fetched from
 * another host. After every other build step, it hashes each inline `<script>` (the theme and
 * search loader, Astro's island loaders, any other) and `<style>` of every page, then writes the
 * policy twice: as `_headers` (Netlify, Cloudflare Pages), allowing every page's, and as a `<meta http-equiv>`
 * at the top of each page's head, for hosts that cannot set headers, allowing that page's own.
 *
 * Styles: a `<style>` element runs only by its hash, as a script does. A `style=` attribute cannot be
 * allowed by a hash, and the widgets write some (an exercise's figure is as wide as its board), so
 * `style-src-attr` alone takes `'unsafe-inline'`: an attribute's declarations can restyle one
 * element but run nothing and load nothing (`img-src` and `font-src` still hold). Pagefind runs
 * WebAssembly, hence `'wasm-unsafe-eval'`. `frame-ancestors` takes effect
 * only as a header, so the meta tag leaves it out.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from './built-pages.ts';

/** Script types a browser runs (a data block such as JSON-LD is not a script to a policy). */
const RUNNABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The hashes of one page's inline scripts and styles, as CSP source expressions (`'sha256-…'`). */
function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!/\bsrc\s*=/i.test(attrs) && RUNNABLE.test(type)) scripts.push(hash(m[2] ?? ''));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hash(m[1] ?? ''));
  return { scripts, styles };
}

/** The policy's directives for these hashes; `header` adds what a meta tag cannot carry. */
function policyFor(scripts: readonly string[], styles: readonly string[], header: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${[...scripts].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'self'"] : []),
  ].join('; ');
}

/** The other headers every response should carry, and the long cache of Astro's hashed bundles. */
function headersFile(base: string, policy: string): string {
  return [
    '# Written by src/integrations/csp.ts (the syntax Netlify and Cloudflare Pages read).',
    `${base}*`,
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${base}_astro/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/**
 * Hash every inline script and style of the site in `dir` (served under `base`), write `_headers`
 * and put the policy's meta tag into every page. Returns the policy as sent in the header.
 */
export function applyPolicy(dir: string, base: string): string {
  const pages = builtPages(dir).map((file) => ({ file, html: readFileSync(join(dir, file), 'utf8') }));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { html } of pages) {
    const found = inlineHashes(html);
    found.scripts.forEach((h) => scripts.add(h));
    found.styles.forEach((h) => styles.add(h));
  }
  const sorted = (set: Iterable<string>) => [...new Set(set)].sort();
  for (const { file, html } of pages) {
    // Each page's meta allows its own inline scripts and styles only: stricter than the site's header, which a
    // browser enforces beside it, and lighter (a Hellwig chapter with nine boards is held to 60 KB of HTML).
    const own = inlineHashes(html);
    const meta =
      `<meta http-equiv="Content-Security-Policy" ` +
      `content="${policyFor(sorted(own.scripts), sorted(own.styles), false)}">`;
    const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
    if (!charset) throw new Error(`${file} has no <meta charset="utf-8"> to put the Content-Security-Policy after`);
    const at = charset.index + charset[0].length;
    writeFileSync(join(dir, file), `${html.slice(0, at)}${meta}${html.slice(at)}`);
  }
  const policy = policyFor(sorted(scripts), sorted(styles), true);
  writeFileSync(join(dir, '_headers'), headersFile(base, policy));
  return policy;
}
