/**
 * The app's PNG icons, rendered from the SVG drawing (icon.ts) at build time with resvg: no
 * image is fetched from anywhere and none is kept in the repository.
 */
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconSvg } from './icon.ts';

/** One PNG icon: where it is written (relative to the site's root), its side and purpose. */
export interface Icon {
  readonly path: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
}

/** The icons a web manifest and an iPhone's home screen ask for. */
export const ICONS: readonly Icon[] = [
  { path: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { path: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { path: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { path: 'icons/apple-touch-icon.png', size: 180, purpose: 'maskable' },
];

/** Render every icon into `outDir`. */
export function writeIcons(outDir: string): void {
  mkdirSync(join(outDir, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const png = new Resvg(iconSvg(icon.purpose === 'maskable'), { fitTo: { mode: 'width', value: icon.size } })
      .render()
      .asPng();
    writeFileSync(join(outDir, icon.path), png);
  }
}
