/**
 * The chapters' Markdown links name places by site path (`[§47](/hellwig/s47/)`), as the citation
 * scheme does; served under a base path (src/edition/site.ts) each such link gains it. Links to other
 * hosts, fragments and relative links are left as written.
 */
import { defineMdastPlugin } from 'satteri';

/** A Sätteri plugin that puts `base` (`/first-wargames/`) before every link written from the site's root. */
export function rebaseLinks(base: string) {
  return defineMdastPlugin({
    name: 'rebase-links',
    link(node, ctx) {
      if (base !== '/' && node.url.startsWith('/') && !node.url.startsWith('//'))
        ctx.setProperty(node, 'url', `${base}${node.url.slice(1)}`);
    },
  });
}
