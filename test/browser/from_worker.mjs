// A plain module worker (not a rank) that launches a world itself: launch works from a worker as
// from a page. Posts back what launch answered.
import { launch } from '/dist/browser.mjs';

try {
  const res = await launch('/test/browser/sum.mjs', { ranks: 3, timeoutMs: 30_000 });
  globalThis.postMessage({ ok: true, res });
} catch (e) {
  globalThis.postMessage({ ok: false, code: e?.code, message: e?.message ?? String(e) });
}
