// Drives pages in headless Chromium (Debian's package, through playwright-core: no browser
// download) against the repository served by `wasmpi serve` (cross-origin isolated). Used by the
// browser tests, the demo's screenshot and the browser bench.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where a Chromium binary is, or null (then browser tests are skipped, saying so). */
export function chromiumPath() {
  const cands = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return cands.find((p) => p && existsSync(p)) ?? null;
}

// Chromium as the machine's probe starts it: no background traffic (this machine has no network
// beyond its registries, and refused connections slow every start), no sandbox (root).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts `wasmpi serve ROOT --port 0`; resolves to { url, close }. */
export function startServer(dir = ROOT) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}/bin/wasmpi.mjs`, 'serve', dir, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const fail = (why) => reject(new Error(`wasmpi serve did not start: ${why}\n${out}`));
    const timer = setTimeout(() => {
      child.kill();
      fail('no URL within 10 s');
    }, 10_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /(http:\/\/[^\s]+\/)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        url: m[1],
        close: () =>
          new Promise((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', () => r());
            child.kill('SIGINT');
          }),
      });
    });
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
  });
}

/** One browser and one server for a test file: { open(path, opts), close() }. open() loads the page
 *  at `path` (relative to the server's root) and resolves to `window.result` once the page sets it
 *  (the page's own errors and console lines are collected in `log`). */
export async function startBrowser() {
  const { chromium } = await import('playwright-core');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ARGS });
  return {
    url: server.url,
    browser,
    async open(path, { timeoutMs = 60_000, viewport } = {}) {
      const page = await browser.newPage(viewport ? { viewport } : undefined);
      const log = [];
      page.on('console', (m) => log.push(`${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
      await page.goto(new URL(path, server.url).href);
      try {
        await page.waitForFunction(() => globalThis.result !== undefined, null, { timeout: timeoutMs });
      } catch (e) {
        throw new Error(`${path}: no result within ${timeoutMs} ms; page log:\n${log.join('\n')}`, { cause: e });
      }
      const result = await page.evaluate(() => globalThis.result);
      return { page, result, log };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
