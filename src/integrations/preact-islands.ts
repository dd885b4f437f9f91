/**
 * Preact's Astro integration with a lighter hydration entry for the built site.
 *
 * `@astrojs/preact`'s client can hand an island signal props: to do so it imports `@preact/signals`
 * dynamically, and that one dynamic import brings Vite's preload helper (0.9 KB gzipped) onto every
 * page with a widget. No island of this edition takes signal props (the budget test would count the
 * signals chunk where one did), so the build hydrates through `src/islands/shared/hydrate.ts`, which
 * does what that client does without the signals. `astro dev` keeps the integration's own client
 * (its debug build).
 */
import preact from '@astrojs/preact';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const HYDRATE = fileURLToPath(new URL('../islands/shared/hydrate.ts', import.meta.url));

export default function preactIslands(): AstroIntegration {
  const base = preact();
  const setup = base.hooks['astro:config:setup'];
  return {
    ...base,
    hooks: {
      ...base.hooks,
      'astro:config:setup': (params) =>
        setup?.({
          ...params,
          addRenderer: (renderer) =>
            params.addRenderer(params.command === 'build' ? { ...renderer, clientEntrypoint: HYDRATE } : renderer),
        }),
    },
  };
}
