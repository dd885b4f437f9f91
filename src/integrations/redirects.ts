/**
 * `_redirects` (the syntax Netlify and Cloudflare Pages read): a real 301 for every redirect page the
 * build made, which are the § permalinks of Hellwig and the labels a translation prints (built from
 * the § index by src/pages/hellwig/[slug].astro). The meta-refresh pages stay as the fallback on hosts
 * that read no such file; where the file is read, a permalink costs one hop, not a page load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf, builtPages, refreshTarget } from './built-pages.ts';

/** Write `dir/_redirects` for a site under `base`, one `from to 301` line per redirect page. Returns the count. */
export function writeRedirects(dir: string, base: string): number {
  const lines = builtPages(dir).flatMap((file) => {
    const to = refreshTarget(readFileSync(join(dir, file), 'utf8'));
    if (to === undefined) return [];
    if (!to.startsWith(base)) throw new Error(`${file} redirects to ${to}, outside the site's base path ${base}`);
    return [`${addressOf(file, base)} ${to} 301`];
  });
  writeFileSync(
    join(dir, '_redirects'),
    `# The § permalinks as real redirects (Netlify, Cloudflare Pages); written by ` +
      `src/integrations/redirects.ts.\n${lines.join('\n')}\n`,
  );
  return lines.length;
}
