#!/usr/bin/env node
// Takes the demo's screenshot for the docs: opens examples/browser/ in headless Chromium (through
// test/browser/harness.mjs: Debian's Chromium driven by playwright-core, the repository served by
// `wasmpi serve`), waits until the page has run the simulation (2 s) and filled the comparison
// panel (window.result), checks the result, and writes docs/img/browser-demo.png (1000 x 700).
//   node examples/browser/screenshot.mjs [out.png]
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBrowser, chromiumPath } from '../../test/browser/harness.mjs';

const out = resolve(process.argv[2] ?? fileURLToPath(new URL('../../docs/img/browser-demo.png', import.meta.url)));
if (!chromiumPath()) {
  console.log('screenshot: skipped, no Chromium (set CHROMIUM_PATH)');
  process.exit(0);
}
const b = await startBrowser();
try {
  const { page, result, log } = await b.open('examples/browser/?seconds=2', {
    timeoutMs: 120_000,
    viewport: { width: 1000, height: 700 },
  });
  if (result.error) throw new Error(`the page failed: ${result.error}\n${log.join('\n')}`);
  if (!result.check?.ok) throw new Error(`the heat grid differs from the serial run: ${JSON.stringify(result.check)}`);
  if (!result.figures) throw new Error('the page has no comparison figures');
  await page.waitForTimeout(200); // the last animation frame
  mkdirSync(dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  const { lat, bw, red } = result.figures;
  console.log(
    `screenshot: ${out} (${(statSync(out).size / 1024).toFixed(0)} KB); ${result.steps} steps ` +
      `(${result.stepsPerSecond.toFixed(0)}/s), equal to the serial run; wasmpi/postMessage time ratios: ` +
      `8 B latency ${lat.ratio.toFixed(4)}, 1 MB bandwidth ${bw.ratio.toFixed(3)}, allreduce 1 MB ${red.ratio.toFixed(3)}`,
  );
} finally {
  await b.close();
}
