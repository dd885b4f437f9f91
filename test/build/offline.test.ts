/**
 * The offline edition over dist/: the web manifest and its icons, the service worker's precache
 * list (the app shell, not the pages), and the list of files "Keep the whole edition offline"
 * fetches, whose sizes are the files' own.
 */
import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DIST, documentOf, htmlPages, requireDist, served, sitePathOf } from '../support/dist.ts';
import type { EditionFiles } from '../../src/islands/offline/download.ts';

requireDist();
const json = (file: string) => JSON.parse(readFileSync(join(DIST, file), 'utf8'));
const allFiles = (dir = DIST): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [relative(DIST, path).split(sep).join('/')];
  });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(join(DIST, file));
  expect(png.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the web manifest', () => {
  const manifest = json('manifest.webmanifest');

  test('names the edition, starts and stays at the site’s base, in the site’s colours', () => {
    expect(manifest.name).toBe('The First Wargames');
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.start_url).toBe(served('/'));
    expect(manifest.scope).toBe(served('/'));
    expect(manifest.display).toBe('standalone');
    const css = readFileSync(join(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
    expect(css).toContain(`--paper: ${manifest.background_color};`);
    expect(css).toContain(`--accent: ${manifest.theme_color};`);
  });

  test('has icons of 192 and 512 pixels and a maskable one, each a PNG of its stated size', () => {
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const [w, h] = pngSize(sitePathOf(icon.src).slice(1));
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
  });

  test('every page links it and an apple-touch-icon of 180 pixels', () => {
    for (const file of ['index.html', 'about/index.html', 'little-wars/the-rules/index.html', '404.html']) {
      const head = documentOf(file).head;
      expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href'), file).toBe(
        served('/manifest.webmanifest'),
      );
      const touch = head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? '';
      expect(pngSize(sitePathOf(touch).slice(1)), file).toEqual([180, 180]);
    }
  });
});

describe('the service worker', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const list = /(\[\{"revision":[^\]]*\])/.exec(sw);
  const precached: string[] = list ? JSON.parse(list[1]!).map((e: { url: string }) => e.url) : [];

  test('is built, with its precache list filled in', () => {
    expect(sw).not.toContain('self.__WB_MANIFEST');
    expect(precached.length).toBeGreaterThan(10);
    for (const url of precached) expect(existsSync(join(DIST, url)), url).toBe(true);
  });

  test('precaches the app shell: the stylesheet, every script, the search UI, the offline and 404 pages', () => {
    const scripts = allFiles().filter((f) => /^_astro\/.*\.(js|css)$/.test(f));
    expect(precached).toEqual(
      expect.arrayContaining([
        ...scripts,
        'search/ui.js',
        'offline/update.js',
        'offline/index.html',
        '404.html',
        'manifest.webmanifest',
      ]),
    );
    for (const link of documentOf('little-wars/the-rules/index.html').querySelectorAll('link[rel="stylesheet"]'))
      expect(precached).toContain(sitePathOf(link.getAttribute('href')!).slice(1));
  });

  test('precaches no page of the books: those are kept as they are read', () => {
    const pages = precached.filter((u) => u.endsWith('.html'));
    expect(pages.sort()).toEqual(['404.html', 'offline/index.html']);
  });
});

describe('what “Keep the whole edition offline” fetches', () => {
  test.each(['about/index.html', 'little-wars/index.html', 'hellwig/index.html'])(
    '%s offers it, and says without JavaScript that it needs it',
    (file) => {
      const section = documentOf(file).getElementById('offline');
      expect(section?.querySelector('h2')?.textContent).toBe('Read it offline');
      expect(section?.querySelector('astro-island')?.getAttribute('client')).toBe('visible');
      expect(section?.textContent).toContain('Keeping the whole edition offline needs JavaScript.');
      // The button is in the HTML as built, so the section keeps its size as it wakes (issue 21), but disabled: without
      // JavaScript it would do nothing.
      const buttons = [...(section?.querySelectorAll('button') ?? [])];
      expect(buttons.length, 'the control as built').toBeGreaterThan(0);
      for (const b of buttons) expect(b.hasAttribute('disabled'), 'no button that would do nothing').toBe(true);
    },
  );

  const list: EditionFiles = json('offline/files.json');
  const sizeOf = (path: string) => {
    const file = join(DIST, path.endsWith('/') || path === '' ? `${path}index.html` : path);
    return statSync(file).size;
  };

  test('is every page, script, stylesheet, icon and search file of the build, at its address', () => {
    const paths = new Set(list.files.map(([p]) => p));
    for (const page of htmlPages()) expect(paths, page).toContain(page.replace(/(^|\/)index\.html$/, '$1'));
    for (const file of allFiles().filter((f) => /^(_astro|pagefind|icons)\//.test(f)))
      expect(paths, file).toContain(file);
    expect(paths).not.toContain('sw.js');
    expect(paths).not.toContain('offline/files.json');
  });

  test('states each file’s size as built, and the total is their sum', () => {
    for (const [path, bytes] of list.files) expect(bytes, path).toBe(sizeOf(path));
    expect(list.bytes).toBe(list.files.reduce((n, [, b]) => n + b, 0));
  });

  test('names the build it belongs to, the version the service worker keeps its caches under', () => {
    expect(list.version).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(join(DIST, 'sw.js'), 'utf8')).toContain(`pages-${list.version}`);
  });
});
