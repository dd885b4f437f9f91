/**
 * A compressing front for the bench's static server: what a real host does to text (HTML, CSS,
 * JavaScript, JSON, SVG) when the browser accepts gzip, so that Lighthouse weighs the bytes a
 * reader is sent, not the files on disk. Pagefind's own fragments are gzipped already and pass as
 * they are. Given the build's `_redirects`, it answers those addresses with their 301 as Netlify and
 * Cloudflare Pages do (src/integrations/redirects.ts), so that a § permalink is measured as a reader
 * on such a host meets it. Everything else (status, headers, the 404 page) is the origin's.
 */
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createGzip } from 'node:zlib';

/** The `from to status` lines of a `_redirects` file, by the address they answer. */
export function redirectsIn(file: string): ReadonlyMap<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    rules.set(from, { to, status: Number.parseInt(status ?? '301', 10) });
  }
  return rules;
}

/** Where the bench writes its plain twins in dist/ (scripts/bench-lighthouse.ts) while it runs. */
export const PLAIN_DIR = 'bench-plain';

/** Content types a host compresses. */
const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Serve `origin` (with its base path, as `serveDist` gives it) gzipped on a free port, under the same base path,
 * answering the addresses of `redirects` (see `redirectsIn`) with their redirect, as a host that reads them does.
 */
export async function gzipFront(
  origin: string,
  redirects: ReadonlyMap<string, { to: string; status: number }> = new Map(),
): Promise<{ origin: string; close(): Promise<void> }> {
  const upstream = new URL(origin);
  const server: Server = createServer((req, res) => {
    const redirect = redirects.get(new URL(req.url ?? '/', 'http://front').pathname);
    if (redirect) {
      res.writeHead(redirect.status, { location: redirect.to, 'content-length': '0' }).end();
      return;
    }
    const ask = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const headers = { ...up.headers };
        // A plain twin is the bench's page, not the site's. The site's Content-Security-Policy admits the site's inline
        // styles by their hashes only: under it the twin's one style was refused (an error in its console) and the
        // twin measured unstyled, which is not the page it stands for.
        if (req.url?.includes(`/${PLAIN_DIR}/`)) delete headers['content-security-policy'];
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          TEXT.test(String(headers['content-type'] ?? '')) &&
          !headers['content-encoding'];
        if (!gzip) {
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
          return;
        }
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        up.pipe(createGzip({ level: 6 })).pipe(res);
      },
    );
    ask.on('error', () => res.writeHead(502).end());
    req.pipe(ask);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('gzip front has no port');
  return {
    origin: `http://127.0.0.1:${address.port}${upstream.pathname.replace(/\/$/, '')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
