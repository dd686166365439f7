#!/usr/bin/env node
// Serves a built site the way a CDN would: clean URLs (`/plan` → plan/index.html), the 404 page with
// status 404, gzip/brotli for text, and the headers in `_headers` (Netlify / Cloudflare Pages format).
// Usage: node scripts/serve.mjs [--dir dist] [--port 4321] [--host 127.0.0.1] [--base /] [--fast-compression]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { parseHeadersFile, headersFor } from './headers-file.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  // Pagefind's index (site search): binary files, compressed by Pagefind itself.
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * Brotli's quality: its best (11), as a static host compresses each file once, ahead of time; the bytes it sends
 * are what the bench measures. Fast (5) sends about a tenth more bytes and compresses the whole site in a
 * fraction of a second instead of about 14 CPU seconds: for tests and screenshots, which read no transfer sizes.
 */
const BROTLI_QUALITY = { best: 11, fast: 5 };

/**
 * Compressed bodies by file and encoding. A CDN compresses a file once, not on every request; brotli at its
 * best quality takes seconds for a large script on a busy machine, which would show up as server time
 * in Lighthouse's figures (scripts/bench.mjs) and slow every test.
 */
function compressor(brotliQuality) {
  const cache = new Map();
  const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } };
  return (file, encoding, body) => {
    const key = `${file}\n${encoding}`;
    const hit = cache.get(key);
    if (hit?.source.equals(body)) return hit.output;
    const output = encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
    cache.set(key, { source: body, output });
    return output;
  };
}

/**
 * Starts the server; resolves with the http.Server once it listens. `fastCompression` trades a tenth more
 * bytes for brotli at a fraction of the CPU (see BROTLI_QUALITY).
 */
export async function serve({
  dir = 'dist',
  port = 4321,
  host = '127.0.0.1',
  base = '/',
  quiet = false,
  fastCompression = false,
} = {}) {
  const root = resolve(dir);
  const compressed = compressor(BROTLI_QUALITY[fastCompression ? 'fast' : 'best']);
  const prefix = base.replace(/\/+$/, '');
  const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));

  async function find(urlPath) {
    const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
      const file = join(root, candidate);
      if (!file.startsWith(root)) return null;
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return file;
    }
    return null;
  }

  /** The 404.html closest to an unknown path (`/de/x` → de/404.html, else 404.html), as Cloudflare Pages picks it. */
  async function nearestNotFoundPage(sitePath) {
    const folders = sitePath.split('/').filter(Boolean).slice(0, -1);
    for (let depth = folders.length; depth > 0; depth--) {
      const file = join(root, ...folders.slice(0, depth), '404.html');
      if (file.startsWith(root) && (await stat(file).catch(() => null))?.isFile()) return file;
    }
    return join(root, '404.html');
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const inBase = !prefix || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
      const sitePath = inBase ? url.pathname.slice(prefix.length) || '/' : null;
      let file = sitePath ? await find(sitePath) : null;
      let status = 200;
      if (!file) {
        status = 404;
        file = await nearestNotFoundPage(sitePath ?? '/');
      }
      let body = await readFile(file).catch(() => Buffer.from('Not found'));
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers = { 'Content-Type': type, ...headersFor(rules, url.pathname), Vary: 'Accept-Encoding' };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (COMPRESSIBLE.test(type) && body.length > 512) {
        if (/\bbr\b/.test(accepts)) {
          body = compressed(file, 'br', body);
          headers['Content-Encoding'] = 'br';
        } else if (/\bgzip\b/.test(accepts)) {
          body = compressed(file, 'gzip', body);
          headers['Content-Encoding'] = 'gzip';
        }
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((done) => server.listen(port, host, done));
  if (!quiet) console.log(`Serving ${dir} at http://${host}:${port}${prefix}/home`);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      base: { type: 'string' },
      'fast-compression': { type: 'boolean' },
    },
  });
  await serve({
    dir: values.dir ?? process.env.DIST_DIR ?? 'dist',
    port: Number(values.port ?? process.env.PORT ?? 4321),
    host: values.host ?? '127.0.0.1',
    base: values.base ?? process.env.BASE_PATH ?? '/',
    fastCompression: values['fast-compression'] ?? false,
  });
}
