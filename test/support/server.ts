/**
 * A minimal static server for the built site, on 127.0.0.1 and a free port: what a reader's
 * browser gets from any static host, at the base path the site was built for (npm test builds it
 * under `/first-wargames/`, as a GitHub project page is served). Directories serve their
 * index.html; unknown paths, and every path outside the base, serve 404.html with status 404.
 * Every response carries the headers `dist/_headers` gives its path (the Content-Security-Policy
 * among them), as Netlify and Cloudflare Pages would send them. One path outside the base is the tests' own:
 * axe-core's browser build at `AXE_PATH` (axe.ts), which a page under test loads from its own origin.
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import { DIST, distBase, requireDist } from './dist.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/**
 * Where the server serves axe-core's browser build, outside the site's base path (so no page of the site can be
 * served there). A page loads it as any script of its own origin (its Content-Security-Policy allows 'self'); axe.ts
 * says why this beats sending its half a megabyte through the browser's protocol for every page.
 */
export const AXE_PATH = '/__tests__/axe.min.js';
// createRequire, not import.meta.resolve: this runs in the e2e global setup, whose module runner lacks the latter.
const AXE_FILE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The rules of a `_headers` file: a path pattern (`/first-wargames/*`) and the headers it sets. */
function headerRules(): { pattern: RegExp; headers: [string, string][] }[] {
  const file = join(DIST, '_headers');
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: [] });
    } else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export interface SiteServer {
  /**
   * Where the site is: the server's origin and the base path, with no trailing slash
   * (`http://127.0.0.1:4000/first-wargames`).
   */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serve dist/ at its base path until `close()`. */
export async function serveDist(): Promise<SiteServer> {
  requireDist();
  const base = distBase();
  const rules = headerRules();
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === AXE_PATH) {
      res.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'max-age=3600' });
      createReadStream(AXE_FILE).pipe(res);
      return;
    }
    let status = 200;
    let file = join(DIST, '404.html');
    if (path.startsWith(base)) {
      file = normalize(join(DIST, path.slice(base.length)));
      if (!file.startsWith(DIST)) {
        res.writeHead(403).end();
        return;
      }
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    }
    if (!existsSync(file) || !path.startsWith(base)) {
      status = 404;
      file = join(DIST, '404.html');
    }
    const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    for (const rule of rules) if (rule.pattern.test(path)) for (const [k, v] of rule.headers) headers[k] = v;
    res.writeHead(status, headers);
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}${base.replace(/\/$/, '')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
