// `wasmpi serve`: a development web server for running wasmpi in browsers. Every response makes the
// page cross-origin isolated (COOP same-origin + COEP require-corp; CORP same-origin for the files
// themselves), so SharedArrayBuffer exists, and is never cached. Static files only, GET and HEAD,
// from one directory that neither a request path nor a symbolic link may leave; dotfiles hidden.
// Browsers point at it, so any web page can make them send it requests: it answers only requests
// addressed to a local name (a DNS-rebinding page sends its own name as Host). Not for production.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface ServeOptions {
  /** TCP port; 0 picks a free one (default 8080). */
  port?: number;
  /** Interface to listen on (default 127.0.0.1); a request with it as Host is answered too. */
  host?: string;
  /** Serve files and directories whose name starts with `.` (default false: they are 404). */
  dotfiles?: boolean;
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
 * The decoded segments of a request path, or an HTTP status: 400 for a malformed path; 403 for one
 * that could leave the root or be read as another origin: a `..` segment, a segment that decodes to
 * a separator (`%2f`, `%5c`), a backslash (a separator on Windows; browsers read `/\` as `//`), a
 * NUL byte; 404 for a dotfile (a segment starting with `.`) unless `dotfiles`.
 */
function segmentsOf(pathname: string, dotfiles: boolean): string[] | 400 | 403 | 404 {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let s: string;
    try {
      s = decodeURIComponent(raw);
    } catch {
      return 400;
    }
    if (s === '' || s === '.') continue;
    if (s === '..' || /[/\\\0]/.test(s)) return 403;
    if (s.startsWith('.') && !dotfiles) return 404;
    segments.push(s);
  }
  return segments;
}

/**
 * The real path of `path` (every symbolic link followed), or an HTTP status: 404 when nothing is
 * there, 403 when it is unreadable or lies outside `realRoot` (a link out of the served directory).
 */
async function inside(realRoot: string, path: string): Promise<string | 403 | 404> {
  let real: string;
  try {
    real = await realpath(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'EACCES' || code === 'EPERM' ? 403 : 404;
  }
  const rel = relative(realRoot, real);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? 403 : real;
}

/** A Host header's name: lower case, no port, brackets or final dot; undefined when malformed. */
function hostName(header: string | undefined): string | undefined {
  const m = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_][a-z0-9_.-]*))(?::\d{1,5})?$/i.exec(header ?? '');
  if (!m) return undefined;
  if (m[1] !== undefined) return isIP(m[1]) === 6 ? m[1].toLowerCase() : undefined;
  return m[2].toLowerCase().replace(/\.$/, '');
}

/**
 * Whether a request's Host is local: localhost (and its subdomains, which never leave the machine),
 * an IP address, or a name in `names` (the host listened on). A DNS-rebinding page reaches the
 * server under the attacker's own name; a browser sends an address as Host only for a page whose
 * origin is that address, that is, a page of this server.
 */
function localHost(name: string | undefined, names: ReadonlySet<string>): boolean {
  if (name === undefined) return false;
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || names.has(name);
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
const fail = (req: IncomingMessage, res: ServerResponse, status: number, why = '') =>
  send(req, res, status, `${status} ${REASONS[status] ?? ''}${why && `: ${why}`}\n`);

async function listing(dir: string, urlPath: string, dotfiles: boolean): Promise<string> {
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => dotfiles || !e.name.startsWith('.'));
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

interface Site {
  /** The served directory, every symbolic link resolved. */
  realRoot: string;
  dotfiles: boolean;
  /** Host names answered besides localhost and addresses: the host listened on. */
  names: ReadonlySet<string>;
}

async function handle(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = req.url ?? '/';
  // origin-form (`/a/b?q`) as browsers send it; absolute-form (`http://h/a/b`) taken by its path,
  // its host checked like Host
  let pathname: string;
  let search = '';
  let host = req.headers.host;
  if (raw.startsWith('/')) {
    const q = raw.search(/[?#]/);
    pathname = q < 0 ? raw : raw.slice(0, q);
    if (q >= 0 && raw[q] === '?') search = raw.slice(q).split('#')[0];
  } else {
    try {
      const u = new URL(raw);
      pathname = u.pathname;
      search = u.search;
      host = u.host;
    } catch {
      return fail(req, res, 400);
    }
  }
  if (!localHost(hostName(host), site.names))
    return fail(req, res, 403, `Host ${JSON.stringify((host ?? '').slice(0, 100))} is not a local name`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return fail(req, res, 405);
  }
  const segments = segmentsOf(pathname, site.dotfiles);
  if (typeof segments === 'number') return fail(req, res, segments);
  const file = await inside(site.realRoot, join(site.realRoot, ...segments));
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
      // relative links in the page (and the listing's) resolve against the directory; the Location
      // is rebuilt from the segments, one leading slash, so no browser reads it as another origin
      const location = `/${segments.map((s) => `${encodeURIComponent(s)}/`).join('')}${search}`;
      res.writeHead(301, { ...ISOLATION, Location: location, 'Content-Length': 0 });
      res.end();
      return;
    }
    const index = await inside(site.realRoot, join(file, 'index.html'));
    const indexInfo = typeof index === 'string' ? await stat(index).catch(() => undefined) : undefined;
    if (typeof index === 'string' && indexInfo?.isFile()) return sendFile(req, res, index, indexInfo.size);
    let html: string;
    try {
      html = await listing(file, `/${segments.map((s) => `${s}/`).join('')}`, site.dotfiles);
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
 * else a listing of its entries. Only files inside `dir` once symbolic links are followed (a link
 * out is 403); no dotfiles unless `opts.dotfiles` (404); only requests whose Host is localhost, an
 * IP address or `opts.host` (others are 403: a DNS-rebinding page would send its own name).
 * Resolves once listening; rejects when `dir` is not a directory or the port cannot be had (the
 * error's `code`: EADDRINUSE, EACCES, ...).
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
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const listened = hostName(shownHost);
  const site: Site = {
    realRoot: await realpath(root),
    dotfiles: opts.dotfiles ?? false,
    names: new Set(listened === undefined ? [] : [listened]),
  };

  const server: Server = createServer((req, res) => {
    handle(site, req, res).catch(() => {
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
