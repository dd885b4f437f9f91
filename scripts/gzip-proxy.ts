/**
 * A compressing front for the bench's static server: what a real host does to text (HTML, CSS,
 * JavaScript, JSON, SVG) when the browser accepts gzip, so that Lighthouse weighs the bytes a
 * reader is sent, not the files on disk. Pagefind's own fragments are gzipped already and pass as
 * they are. Everything else (status, headers, the 404 page) is the origin's.
 */
import { createServer, request, type Server } from 'node:http';
import { createGzip } from 'node:zlib';

/** Content types a host compresses. */
const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Serve `origin` (with its base path, as `serveDist` gives it) gzipped on a free port, under the same base path. */
export async function gzipFront(origin: string): Promise<{ origin: string; close(): Promise<void> }> {
  const upstream = new URL(origin);
  const server: Server = createServer((req, res) => {
    const ask = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const headers = { ...up.headers };
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
