/** The HTML pages of a built site, for the build steps that read or mend them after Astro has written them. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every `.html` file under `dir` but Pagefind's and Astro's bundles, relative to `dir`, with forward slashes. */
export function builtPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'pagefind' && name !== '_astro') walk(path);
      } else if (name.endsWith('.html')) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The address a built file is served at under `base`: `about/index.html` → `/first-wargames/about/`. */
export function addressOf(file: string, base: string): string {
  return `${base}${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Where a redirect page (a meta refresh, as the § permalinks are) sends the reader, or undefined for a page. */
export function refreshTarget(html: string): string | undefined {
  return /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
}
