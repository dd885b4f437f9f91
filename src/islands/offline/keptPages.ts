/**
 * The pages the edition's service worker keeps on this device (its pages cache, see
 * src/offline/worker.ts), with their titles as the pages give them: what the offline page offers
 * a reader who asked for a page that is not kept. § permalinks (pages that only redirect) are
 * left out.
 */

/** A page kept on this device. */
export interface KeptPage {
  readonly href: string;
  readonly title: string;
}

/** The title a kept page's HTML gives, without the site's name; null for a redirect page. */
function titleOf(html: string): string | null {
  if (/<meta[^>]+http-equiv="refresh"/i.test(html)) return null;
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (title === undefined) return null;
  const text = title
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, '’')
    .replace(/&quot;/g, '"');
  return text.replace(/ · The First Wargames$/, '');
}

/** Every page in the worker's pages caches, by address. */
export async function keptPages(): Promise<KeptPage[]> {
  const pages: KeptPage[] = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith('first-wargames-pages-')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const html = await (await cache.match(request))?.text();
      const title = html && titleOf(html);
      if (title) pages.push({ href: request.url, title });
    }
  }
  return pages.sort((a, b) => a.href.localeCompare(b.href));
}
