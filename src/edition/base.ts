/**
 * The base path the built site is served under (`/` or `/first-wargames/`, configured in
 * src/edition/site.ts), for every address a page or an island writes. Safe in the browser: Astro and
 * Vite put the configured base in `import.meta.env.BASE_URL` (the search UI's bundle is given it too).
 */

/**
 * The base path, with a slash at both ends. While astro.config itself is read (its Markdown plugins
 * import the edition's modules) there is no base yet: `/` then, and those plugins are given the base.
 */
const configured: string = import.meta.env?.BASE_URL ?? '/';
export const BASE = `/${configured.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');

/** A site path (`/hellwig/s47/`) as the address it is served at (`/first-wargames/hellwig/s47/` under a base). */
export function withBase(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`a site path starts with one slash, as /hellwig/s47/; received ${JSON.stringify(path)}`);
  return `${BASE}${path.slice(1)}`;
}
