// postMessage between plain workers, as a JavaScript user writes it without wasmpi: the pieces the
// demo's comparison worker (pm-worker.mjs) and the browser bench's (bench/browser/pm_worker.mjs)
// share, so that both measure the same code.

/** Messages of one port, awaited one at a time, in order. */
export function inbox(port) {
  const queue = [],
    waiters = [];
  port.onmessage = (ev) => (waiters.length ? waiters.shift()(ev.data) : queue.push(ev.data));
  return () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => waiters.push(r)));
}

/** One float64 'sum' allreduce of `s` into `out`, as a star: every worker posts its array to
 *  worker 0 (ports[0]; received through recvs[0]), which sums them in rank order with a JS loop and
 *  posts the result back (ports[1..] on worker 0). Posting copies (structured clone). */
export function starAllreduce(rank, size, ports, recvs, s, out) {
  const n = s.length;
  return async () => {
    if (rank !== 0) {
      ports[0].postMessage(s);
      out.set(await recvs[0]());
      return;
    }
    const got = await Promise.all(recvs.slice(1).map((r) => r()));
    out.set(s);
    for (const a of got) for (let i = 0; i < n; i++) out[i] += a[i];
    for (let r = 1; r < size; r++) ports[r].postMessage(out);
  };
}
