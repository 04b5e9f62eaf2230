// `wasmpi serve`: the development web server for browsers. serve() itself (bundled from its source:
// it ships inside dist/cli.mjs only, which runs the CLI on import) against a fixture directory, and
// the CLI as a child process: --port 0, a port in use, usage mistakes, Ctrl-C.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHILD_LIMIT_MS } from './helpers.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { outputFiles } = await esbuild.build({
  entryPoints: ['ts/host/node/serve.ts'],
  absWorkingDir: root,
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
});
const { serve } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);

// ── the fixture: outer/ holds a file the server must never give out; outer/site/ is served,
// with dotfiles and symbolic links out of it (to / and to outer/) and inside it ──

const outer = mkdtempSync(join(tmpdir(), 'wasmpi-serve-'));
const site = join(outer, 'site');
const WASM = Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0); // an empty module
const files = {
  'package.json': '{"secret": true}',
  'site/page.html': '<!doctype html><p>page',
  'site/app.js': 'export const a = 1;',
  'site/mod.mjs': 'export const m = 2;',
  'site/core.wasm': WASM,
  'site/style.css': 'p {}',
  'site/data.json': '{}',
  'site/app.js.map': '{}',
  'site/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'site/pic.png': 'png',
  'site/pic.jpg': 'jpg',
  'site/notes.txt': 'notes',
  'site/README.md': '# hi',
  'site/blob.bin': 'bytes',
  'site/with space & <b>.txt': 'spaced',
  'site/app/index.html': '<!doctype html><p>the app',
  'site/list/one.txt': '1',
  'site/list/two/three.txt': '3',
  'site/sub/x.txt': 'x',
  'site/.env': 'TOKEN=dotenv-secret',
  'site/.git/config': '[core] dotgit-secret',
  'site/list/.hidden': 'hidden-secret',
  'site/linked/placeholder.txt': '',
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(join(outer, name, '..'), { recursive: true });
  writeFileSync(join(outer, name), body);
}
const links = {
  'site/rootlink': '/',
  'site/outlink': outer,
  'site/filelink': join(outer, 'package.json'),
  'site/linked/index.html': join(outer, 'package.json'),
  'site/inlink': join(site, 'list'),
  'site/notes-link.txt': 'notes.txt',
};
for (const [name, target] of Object.entries(links)) symlinkSync(target, join(outer, name));

const servers = [];
const children = new Set();
const server = await serve(site, { port: 0 });
servers.push(server);

/**
 * One request with the path sent exactly as given (fetch would normalize `..` away first), and the
 * Host header given (as a DNS-rebinding page's browser would send its own name).
 */
function get(path, { method = 'GET', port = server.port, host } = {}) {
  return new Promise((ok, no) => {
    const headers = host === undefined ? {} : { Host: host };
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', no);
    });
    req.on('error', no);
    req.end();
  });
}

function isolated(r, what) {
  assert.is(r.headers['cross-origin-opener-policy'], 'same-origin', `${what}: COOP`);
  assert.is(r.headers['cross-origin-embedder-policy'], 'require-corp', `${what}: COEP`);
  assert.is(r.headers['cross-origin-resource-policy'], 'same-origin', `${what}: CORP`);
  assert.is(r.headers['cache-control'], 'no-store', `${what}: Cache-Control`);
}

/**
 * Asks for each path (with `opts` as for get): each answer's status is one of `statuses`, it is
 * isolated, redirects nowhere, and holds nothing the fixture keeps secret (nor /etc/passwd's
 * lines).
 */
async function refused(paths, statuses, opts = {}) {
  for (const path of paths) {
    const r = await get(path, opts);
    assert.ok(statuses.includes(r.status), `${opts.host ?? ''}${path}: ${r.status}`);
    assert.not.match(r.body.toString(), /secret|root:/, path);
    assert.is(r.headers.location, undefined, path);
    isolated(r, path);
  }
}

test('serve() resolves with a URL on 127.0.0.1 and the port it picked', () => {
  assert.ok(server.port > 0);
  assert.is(server.url, `http://127.0.0.1:${server.port}/`);
});

test('every response is cross-origin isolated and uncached: html, js, wasm, listings, errors', async () => {
  for (const path of ['/page.html', '/app.js', '/mod.mjs', '/core.wasm', '/', '/app/', '/nope', '/../package.json']) {
    const r = await get(path);
    isolated(r, path);
  }
  isolated(await get('/page.html', { method: 'POST' }), 'POST');
  isolated(await get('/core.wasm', { method: 'HEAD' }), 'HEAD');
});

test('Content-Type by extension; Content-Length; the bytes as stored', async () => {
  const want = {
    'page.html': 'text/html',
    'app.js': 'text/javascript',
    'mod.mjs': 'text/javascript',
    'core.wasm': 'application/wasm',
    'style.css': 'text/css',
    'data.json': 'application/json',
    'app.js.map': 'application/json',
    'pic.svg': 'image/svg+xml',
    'pic.png': 'image/png',
    'pic.jpg': 'image/jpeg',
    'notes.txt': 'text/plain',
    'README.md': 'text/markdown',
    'blob.bin': 'application/octet-stream',
  };
  for (const [name, type] of Object.entries(want)) {
    const r = await get(`/${name}`);
    assert.is(r.status, 200, name);
    assert.is(r.headers['content-type'].split(';')[0], type, name);
    const stored = Buffer.from(files[`site/${name}`]);
    assert.is(Number(r.headers['content-length']), stored.length, name);
    assert.ok(r.body.equals(stored), name);
  }
  assert.is((await get('/core.wasm')).headers['content-type'], 'application/wasm');
  // an encoded name, and HEAD: the headers without a body
  assert.is((await get('/with%20space%20%26%20%3Cb%3E.txt')).body.toString(), 'spaced');
  const head = await get('/app.js', { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(Number(head.headers['content-length']), files['site/app.js'].length);
  assert.is(head.body.length, 0);
});

test('a .wasm response compiles with WebAssembly.compileStreaming', async () => {
  const mod = await WebAssembly.compileStreaming(fetch(`${server.url}core.wasm`));
  assert.ok(mod instanceof WebAssembly.Module);
});

test('a directory serves its index.html, else a listing; without the slash, a redirect to it', async () => {
  const app = await get('/app/');
  assert.is(app.status, 200);
  assert.is(app.headers['content-type'].split(';')[0], 'text/html');
  assert.is(app.body.toString(), files['site/app/index.html']);

  const list = await get('/list/');
  assert.is(list.status, 200);
  assert.is(list.headers['content-type'].split(';')[0], 'text/html');
  const html = list.body.toString();
  assert.match(html, '<a href="../">../</a>');
  assert.match(html, '<a href="one.txt">one.txt</a>');
  assert.match(html, '<a href="two/">two/</a>');
  assert.is(Number(list.headers['content-length']), list.body.length);

  const top = (await get('/')).body.toString();
  assert.match(top, '<a href="app/">app/</a>');
  assert.match(top, '<a href="core.wasm">core.wasm</a>');
  assert.not.match(top, '"../"'); // nothing above the served directory
  // names are escaped: as text and as links
  assert.match(top, '<a href="with%20space%20%26%20%3Cb%3E.txt">with space &amp; &lt;b&gt;.txt</a>');

  const bare = await get('/list?x=1');
  assert.is(bare.status, 301);
  assert.is(bare.headers.location, '/list/?x=1');
});

test('404 for what is not there, 405 (with Allow) for methods other than GET and HEAD', async () => {
  assert.is((await get('/nope.js')).status, 404);
  assert.is((await get('/list/nope/')).status, 404);
  assert.is((await get('/notes.txt/x')).status, 404);
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const r = await get('/page.html', { method });
    assert.is(r.status, 405, method);
    assert.is(r.headers.allow, 'GET, HEAD');
  }
});

test('no path leaves the served directory: .., encoded .. and separators, absolute paths', async () => {
  const escapes = [
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/..%2fpackage.json',
    '/list/../../package.json',
    '/list/%2e%2e/%2e%2e/package.json',
    '/..%5cpackage.json',
    `/${encodeURIComponent(join(outer, 'package.json'))}`,
    `/${join(outer, 'package.json')}`,
    `//${join(outer, 'package.json')}`,
    '/package.json%00.txt',
  ];
  await refused(escapes, [403, 404]);
  assert.is((await get('/%zz')).status, 400);
  // `..` that stays inside is refused too (never resolved), and fetch's own normalizing is harmless
  assert.is((await get('/list/../notes.txt')).status, 403);
  assert.is((await fetch(`${server.url}../notes.txt`)).status, 200);
});

test('a symbolic link out of the served directory is refused; one inside is followed', async () => {
  const out = [
    '/rootlink/etc/passwd',
    '/rootlink/',
    '/outlink/package.json',
    '/outlink/',
    '/filelink',
    '/inlink/../filelink',
  ];
  await refused(out, [403, 404]);
  // an index.html that links out is not served either: the directory is listed instead
  const linked = await get('/linked/');
  assert.not.match(linked.body.toString(), 'secret');
  assert.is((await get('/linked/index.html')).status, 403);
  // links that stay inside are followed, to a directory or to a file
  const inner = await get('/inlink/one.txt');
  assert.is(inner.status, 200);
  assert.is(inner.body.toString(), '1');
  assert.is((await get('/inlink/')).status, 200);
  assert.is((await get('/notes-link.txt')).body.toString(), 'notes');
});

test('only requests addressed to a local name are answered: a rebinding page gets 403, dotfiles included', async () => {
  const port = server.port;
  const foreign = [
    'attacker.example',
    `attacker.example:${port}`,
    `localhost.attacker.example:${port}`,
    `127.0.0.1.nip.io:${port}`,
    `localhost@attacker.example:${port}`,
    `attacker.example/localhost:${port}`,
    `[::1].attacker.example`,
  ];
  for (const host of foreign) {
    await refused(['/.env', '/page.html', '/', '/list'], [403], { host });
    await refused(['/page.html'], [403], { host, method: 'POST' });
  }
  const text = (await get('/page.html', { host: 'attacker.example' })).body.toString();
  assert.match(text, '"attacker.example" is not a local name');
  // absolute-form names its host in the request line: checked like Host
  assert.is((await get(`http://attacker.example:${port}/page.html`, { host: `127.0.0.1:${port}` })).status, 403);
  assert.is((await get(`http://localhost:${port}/page.html`)).status, 200);
  const local = [`localhost:${port}`, 'LocalHost', `localhost.:${port}`, `app.localhost:${port}`, `127.0.0.1:${port}`];
  for (const host of [...local, `127.1.2.3:${port}`, `[::1]:${port}`, '[::1]']) {
    const r = await get('/page.html', { host });
    assert.is(r.status, 200, `Host ${host}`);
    assert.is(r.body.toString(), files['site/page.html'], `Host ${host}`);
  }
});

test('dotfiles are not served, nor listed, unless asked for', async () => {
  const dotfiles = [
    '/.env',
    '/%2eenv',
    '/.git/config',
    '/.git/',
    '/.git',
    '/list/.hidden',
    '/./.env',
    '/inlink/.hidden',
  ];
  await refused(dotfiles, [404]);
  assert.not.match((await get('/')).body.toString(), '.env');
  assert.not.match((await get('/')).body.toString(), '.git');
  assert.not.match((await get('/list/')).body.toString(), '.hidden');
  // `.` alone is the directory itself, not a dotfile
  assert.is((await get('/./page.html')).status, 200);

  const open = await serve(site, { port: 0, dotfiles: true });
  servers.push(open);
  assert.is((await get('/.env', { port: open.port })).body.toString(), files['site/.env']);
  assert.is((await get('/.git/config', { port: open.port })).status, 200);
  assert.match((await get('/', { port: open.port })).body.toString(), '<a href=".env">.env</a>');
  // the other rules still hold with dotfiles on
  assert.is((await get('/.env', { port: open.port, host: 'attacker.example' })).status, 403);
  assert.is((await get('/../package.json', { port: open.port })).status, 403);
});

test('a redirect names a path only, never another origin: leading slashes collapse to one', async () => {
  const cases = {
    '//sub': '/sub/',
    '///sub': '/sub/',
    '//sub?x=1': '/sub/?x=1',
    '/./sub': '/sub/',
    '//list//two': '/list/two/',
  };
  for (const [path, location] of Object.entries(cases)) {
    const r = await get(path);
    assert.is(r.status, 301, path);
    assert.is(r.headers.location, location, path);
    assert.ok(/^\/(?![/\\])/.test(r.headers.location), r.headers.location);
    // resolved by a browser against this server, it stays on this server
    assert.is(new URL(r.headers.location, server.url).origin, new URL(server.url).origin, path);
    isolated(r, path);
  }
});

test('encoded separators, backslashes and NUL bytes are refused, even where they would stay inside', async () => {
  const paths = [
    '/list%2fone.txt',
    '/list%2Fone.txt',
    '/list%5cone.txt',
    '/list\\one.txt',
    '/\\list',
    '/%5clist',
    '/%2flist',
    '/%2e%2e%2fpackage.json',
    '/.%2e/package.json',
    '/list/one.txt%00',
    '/list%00/one.txt',
  ];
  await refused(paths, [403]);
  assert.is((await get('/list/one.txt')).status, 200);
});

test('serve() rejects a missing directory and a port in use, with the error code', async () => {
  try {
    await serve(join(outer, 'missing'), { port: 0 });
    assert.unreachable('serve() of a missing directory resolved');
  } catch (e) {
    assert.match(e.message, 'no directory at');
  }
  try {
    servers.push(await serve(site, { port: server.port }));
    assert.unreachable('serve() on a port in use resolved');
  } catch (e) {
    assert.is(e.code, 'EADDRINUSE');
    assert.match(e.message, `port ${server.port} on 127.0.0.1 is already in use`);
  }
});

// ── the CLI ──

const cli = (...args) =>
  spawnSync(process.execPath, ['bin/wasmpi.mjs', 'serve', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
  });

/** Starts `wasmpi serve ...` and resolves with the child and its printed line once it is listening. */
function startCli(...args) {
  const child = spawn(process.execPath, ['bin/wasmpi.mjs', 'serve', ...args], { cwd: root });
  children.add(child);
  const exited = new Promise((ok) => child.on('exit', (code, signal) => ok({ code, signal })));
  child.on('exit', () => children.delete(child));
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const line = new Promise((ok, no) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) ok(out.split('\n')[0]);
    });
    child.on('exit', (code) => no(new Error(`wasmpi serve exited (${code}) before listening: ${err}`)));
    setTimeout(() => no(new Error('wasmpi serve printed nothing in 10 s')), 10_000).unref();
  });
  return { child, line, exited, stderr: () => err };
}

test('CLI: --port 0 prints one line with a usable URL; Ctrl-C closes it with exit code 0', async () => {
  const s = startCli(site, '--port', '0');
  const line = await s.line;
  const m = /^wasmpi serve: (http:\/\/127\.0\.0\.1:(\d+)\/) serving (.+) \(cross-origin isolated\)$/.exec(line);
  assert.ok(m, line);
  assert.is(m[3], site);
  const r = await fetch(`${m[1]}core.wasm`);
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'application/wasm');
  assert.is(r.headers.get('cross-origin-embedder-policy'), 'require-corp');
  await r.arrayBuffer();
  s.child.kill('SIGINT');
  assert.equal(await s.exited, { code: 0, signal: null });
  assert.is(s.stderr(), '');
});

test('CLI: dotfiles are 404 by default, served with --dotfiles; a foreign Host is 403 either way', async () => {
  for (const [args, status] of [
    [[], 404],
    [['--dotfiles'], 200],
  ]) {
    const s = startCli(site, '--port', '0', ...args);
    const port = Number(/:(\d+)\//.exec(await s.line)[1]);
    const r = await get('/.env', { port });
    assert.is(r.status, status, args.join(' '));
    assert.is(r.body.toString() === files['site/.env'], status === 200, args.join(' '));
    assert.is((await get('/.env', { port, host: 'attacker.example' })).status, 403, args.join(' '));
    s.child.kill('SIGINT');
    assert.equal(await s.exited, { code: 0, signal: null });
  }
});

test('CLI: a port in use is exit code 1 with a message naming the port and --port, no stack trace', () => {
  const r = cli(site, '--port', String(server.port));
  assert.is(r.status, 1, r.stderr);
  assert.is(r.stdout, '');
  assert.match(r.stderr, `wasmpi serve: port ${server.port} on 127.0.0.1 is already in use`);
  assert.match(r.stderr, '--port');
  assert.is(r.stderr.trim().split('\n').length, 1, r.stderr);
  assert.not.match(r.stderr, /\n\s+at /);
});

test('CLI: usage mistakes are exit code 2 with the usage; --help is exit code 0', () => {
  for (const args of [['--bogus'], ['--port', 'abc'], ['--port', '70000'], ['--port', '-1'], ['a', 'b']]) {
    const r = cli(...args);
    assert.is(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, 'usage: wasmpi serve [dir] [--port <n>] [--host <host>] [--dotfiles]', args.join(' '));
    assert.match(r.stderr, 'wasmpi serve --help');
  }
  assert.match(cli('--port', 'abc').stderr, '--port needs an integer');
  const missing = cli(join(outer, 'missing'), '--port', '0');
  assert.is(missing.status, 2);
  assert.match(missing.stderr, `wasmpi serve: no directory at ${join(outer, 'missing')}`);
  const help = cli('--help');
  assert.is(help.status, 0);
  assert.match(help.stdout, 'Cross-Origin-Embedder-Policy: require-corp');
  assert.match(help.stdout, /--dotfiles\s+serve files and directories whose name starts with '\.'/);
  const general = spawnSync(process.execPath, ['bin/wasmpi.mjs', '--help'], { cwd: root, encoding: 'utf8' });
  assert.match(general.stdout, 'wasmpi serve [dir]');
});

test.after(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.close()));
  rmSync(outer, { recursive: true, force: true });
});

test.run();
