/**
 * Where the edition is published: the one place its address is configured. astro.config reads it
 * (`site`, `base`), and through Astro every page, asset, island and the build steps follow.
 *
 * - `SITE_URL`: the origin readers reach the site at (`https://example.github.io`); canonical URLs,
 *   the sitemap and robots.txt name it. Defaults to a placeholder, `https://first-wargames.example`,
 *   which a real deployment replaces.
 * - `BASE_PATH`: the sub-path the site is served under (`/first-wargames/` for a GitHub project
 *   page); defaults to the root, `/`.
 *
 * Read at build time only (it reads the environment); pages and islands use `src/edition/base.ts`.
 */

/** The placeholder origin used when `SITE_URL` is not set: a reserved name that is nobody's site. */
export const PLACEHOLDER_SITE = 'https://first-wargames.example';

/** The site's origin and base path as Astro takes them. */
export interface SiteAddress {
  /** The origin, with no path and no trailing slash: `https://example.github.io`. */
  readonly site: string;
  /** The base path, with a slash at both ends: `/` or `/first-wargames/`. */
  readonly base: string;
}

/** The base path as Astro wants it: `first-wargames` or `/first-wargames` become `/first-wargames/`. */
export function normaliseBase(raw: string | undefined): string {
  const parts = (raw ?? '').split('/').filter(Boolean);
  for (const part of parts)
    if (!/^[A-Za-z0-9._~-]+$/.test(part) || part === '.' || part === '..')
      throw new Error(`BASE_PATH must be a path such as /first-wargames/; received ${JSON.stringify(raw)}`);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

/** The origin from `SITE_URL`: an http(s) URL with no path beyond `/`; the placeholder when unset. */
function normaliseSite(raw: string | undefined): string {
  if (!raw) return PLACEHOLDER_SITE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://example.org; received ${JSON.stringify(raw)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `SITE_URL is the origin only (put a sub-path in BASE_PATH): https://example.org; received ${JSON.stringify(raw)}`,
    );
  return url.origin;
}

/** The site's address from the environment (`SITE_URL`, `BASE_PATH`), with the defaults above. */
export function siteAddress(env: Readonly<Record<string, string | undefined>> = process.env): SiteAddress {
  return { site: normaliseSite(env['SITE_URL']), base: normaliseBase(env['BASE_PATH']) };
}
