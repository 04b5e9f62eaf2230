// `wasmpi serve`: a development web server for running wasmpi in browsers. Every response makes the
// page cross-origin isolated (COOP same-origin + COEP require-corp; CORP same-origin for the files
// themselves), so SharedArrayBuffer exists, and is never cached. Static files only, GET and HEAD,
// from one directory that no request path may leave. Not for production.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';

export interface ServeOptions {
  /** TCP port; 0 picks a free one (default 8080). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
}

export interface Served {
  /** `http://host:port/` */
  url: string;
  /** The port listened on (the one picked, for port 0). */
  port: number;
  /** Stops listening and closes every open connection. */
  close(): Promise<void>;
}

/** The headers of every response: cross-origin isolation, and nothing cached. */
const ISOLATION = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm', // WebAssembly.compileStreaming requires it
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** The Content-Type of a file, from its extension. */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The file a request path names inside `root`, or an HTTP status: 400 for a malformed path, 403 for
 * one that would leave `root` (a `..` segment, encoded or not; a NUL byte).
 */
function fileOf(root: string, pathname: string): string | 400 | 403 {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 400;
  }
  if (decoded.includes('\0')) return 403;
  // both separators: on Windows `\` is one too, and a segment must not smuggle it in
  const segments = decoded.split(/[/\\]/).filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return 403;
  const file = join(root, ...segments);
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return 403;
  return file;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  const bytes = Buffer.from(body);
  res.writeHead(status, { ...ISOLATION, 'Content-Type': `${type}; charset=utf-8`, 'Content-Length': bytes.length });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

const REASONS: Record<number, string> = {
  400: 'bad request',
  403: 'forbidden',
  404: 'not found',
  405: 'method not allowed',
  500: 'internal server error',
};
const fail = (req: IncomingMessage, res: ServerResponse, status: number) =>
  send(req, res, status, `${status} ${REASONS[status] ?? ''}\n`);

async function listing(dir: string, urlPath: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const items = urlPath === '/' ? [] : ['<li><a href="../">../</a></li>'];
  for (const e of entries) {
    const name = e.isDirectory() ? `${e.name}/` : e.name;
    const href = encodeURIComponent(e.name) + (e.isDirectory() ? '/' : '');
    items.push(`<li><a href="${escapeHtml(href)}">${escapeHtml(name)}</a></li>`);
  }
  const title = `Index of ${escapeHtml(urlPath)}`;
  return `<!doctype html>\n<meta charset="utf-8">\n<title>${title}</title>\n<h1>${title}</h1>\n<ul>\n${items.join('\n')}\n</ul>\n`;
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return fail(req, res, 405);
  }
  const raw = req.url ?? '/';
  // origin-form (`/a/b?q`) as browsers send it; absolute-form (`http://h/a/b`) taken by its path
  let pathname: string;
  let search = '';
  if (raw.startsWith('/')) {
    const q = raw.search(/[?#]/);
    pathname = q < 0 ? raw : raw.slice(0, q);
    if (q >= 0 && raw[q] === '?') search = raw.slice(q).split('#')[0];
  } else {
    try {
      const u = new URL(raw);
      pathname = u.pathname;
      search = u.search;
    } catch {
      return fail(req, res, 400);
    }
  }
  const file = fileOf(root, pathname);
  if (typeof file === 'number') return fail(req, res, file);

  let info;
  try {
    info = await stat(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(req, res, code === 'EACCES' || code === 'EPERM' ? 403 : 404);
  }
  if (info.isDirectory()) {
    if (!pathname.endsWith('/')) {
      // relative links in the page (and the listing's) resolve against the directory
      res.writeHead(301, { ...ISOLATION, Location: `${pathname}/${search}`, 'Content-Length': 0 });
      res.end();
      return;
    }
    const index = join(file, 'index.html');
    const indexInfo = await stat(index).catch(() => undefined);
    if (indexInfo?.isFile()) return sendFile(req, res, index, indexInfo.size);
    let html: string;
    try {
      html = await listing(file, decodeURIComponent(pathname));
    } catch {
      return fail(req, res, 403);
    }
    return send(req, res, 200, html, 'text/html');
  }
  if (!info.isFile()) return fail(req, res, 404);
  sendFile(req, res, file, info.size);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number): void {
  res.writeHead(200, { ...ISOLATION, 'Content-Type': contentType(file), 'Content-Length': size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  // the file vanished or became unreadable after the headers went out: the response can only be cut
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/** Why listening failed, in words; the error keeps its code (EADDRINUSE, EACCES, ...). */
function listenError(e: NodeJS.ErrnoException, host: string, port: number): Error {
  const msg =
    e.code === 'EADDRINUSE'
      ? `port ${port} on ${host} is already in use`
      : e.code === 'EACCES'
        ? `no permission to listen on port ${port}${port < 1024 ? ' (ports below 1024 need privileges)' : ''}`
        : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
          ? `cannot listen on host ${host}: ${e.message}`
          : `cannot listen on ${host}:${port}: ${e.message}`;
  return Object.assign(new Error(msg), { code: e.code, port, host });
}

/**
 * Serves the files under `dir` over HTTP with the headers that make a page cross-origin isolated
 * (COOP same-origin, COEP require-corp, CORP same-origin) and `Cache-Control: no-store`: a
 * development server for pages that run wasmpi's browser entry. A directory serves its index.html,
 * else a listing of its entries. Resolves once listening; rejects when `dir` is not a directory or
 * the port cannot be had (the error's `code`: EADDRINUSE, EACCES, ...).
 */
export async function serve(dir: string, opts: ServeOptions = {}): Promise<Served> {
  const root = resolve(dir);
  const port = opts.port ?? 8080;
  const host = opts.host ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`port must be an integer in 0..65535, got ${port}`);
  const info = await stat(root).catch((e: NodeJS.ErrnoException) => {
    throw Object.assign(new Error(`no directory at ${root}`), { code: e.code });
  });
  if (!info.isDirectory()) throw Object.assign(new Error(`${root} is not a directory`), { code: 'ENOTDIR' });

  const server: Server = createServer((req, res) => {
    handle(root, req, res).catch(() => {
      if (!res.headersSent) fail(req, res, 500);
      else res.destroy();
    });
  });
  await new Promise<void>((ok, no) => {
    const onError = (e: NodeJS.ErrnoException) => no(listenError(e, host, port));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      ok();
    });
  });
  const address = server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${actual}/`,
    port: actual,
    close() {
      closing ??= new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
