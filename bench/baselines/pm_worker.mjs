// One side of the postMessage baseline: what a JavaScript user writes today. Messages are
// TypedArrays posted (structured clone, a copy) over a MessagePort and handled in 'message' events.
// One pair of workers is one round of the p2p family: the first `fresh` round trips of 8 B of the
// fresh pair, then per size the first calls (the warm-up: lib/stats.mjs p2pCounts, the same counts
// as wasmpi's and MPICH's; then more of them until WARM_MS have passed) and one timed repetition (a quarter of wasmpi's round trips: each costs
// tens of microseconds here).
import { parentPort, workerData } from 'node:worker_threads';
import { WARM_MS } from '../lib/stats.mjs';

const { role, port, sizes, window: W, counts, fresh } = workerData;

function pingPong(size, iters) {
  const buf = new Uint8Array(size);
  return new Promise((done) => {
    let left = iters;
    const t0 = performance.now();
    port.on('message', function on() {
      if (--left === 0) {
        port.off('message', on);
        done(((performance.now() - t0) * 1000) / iters / 2);
      } else port.postMessage(buf);
    });
    port.postMessage(buf);
  });
}

function stream(size, iters) {
  const buf = new Uint8Array(size);
  return new Promise((done) => {
    let left = iters;
    const t0 = performance.now();
    const burst = () => {
      for (let w = 0; w < W; w++) port.postMessage(buf);
    };
    port.on('message', function on() {
      if (--left === 0) {
        port.off('message', on);
        done((size * W * iters) / ((performance.now() - t0) / 1000) / 1e9);
      } else burst();
    });
    burst();
  });
}

async function leader() {
  const out = { fresh: await pingPong(8, fresh), run: { lat: {}, bw: {} }, first: { lat: {}, bw: {} } };
  for (const size of sizes) {
    const n = counts[size];
    let w0 = performance.now();
    out.first.lat[size] = await pingPong(size, n.first);
    while (performance.now() - w0 < WARM_MS) await pingPong(size, n.first);
    out.run.lat[size] = await pingPong(size, Math.max(4, Math.round(n.it / 4)));
    if (size > 0) {
      port.postMessage({ mode: 'stream' });
      w0 = performance.now();
      out.first.bw[size] = await stream(size, n.firstWindows);
      while (performance.now() - w0 < WARM_MS) await stream(size, n.firstWindows);
      out.run.bw[size] = await stream(size, Math.max(2, Math.ceil(n.it / 4 / W)));
      port.postMessage({ mode: 'echo' });
    }
  }
  port.postMessage({ mode: 'stop' });
  parentPort.postMessage(out);
}

function follower() {
  let mode = 'echo';
  let got = 0;
  port.on('message', (m) => {
    if (m instanceof Uint8Array) {
      if (mode === 'echo') port.postMessage(m);
      else if (++got === W) {
        got = 0;
        port.postMessage(0);
      }
    } else if (m.mode === 'stop') port.close();
    else mode = m.mode;
  });
}

if (role === 'leader') leader();
else follower();
