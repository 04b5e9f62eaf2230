// One side of the postMessage baseline: what a JavaScript user writes today. Messages are
// TypedArrays posted (structured clone, a copy) over a MessagePort and handled in 'message' events.
import { parentPort, workerData } from 'node:worker_threads';

const { role, port, sizes, repeats, window: W, iterations } = workerData;

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
  const out = { lat: {}, bw: {} };
  for (const size of sizes) {
    const it = Math.max(4, Math.round(iterations[size] / 4));
    await pingPong(size, Math.ceil(it / 10));
    const lat = [];
    for (let k = 0; k < repeats; k++) lat.push(await pingPong(size, it));
    out.lat[size] = lat;
    if (size > 0) {
      const bw = [];
      port.postMessage({ mode: 'stream' });
      for (let k = 0; k < repeats; k++) bw.push(await stream(size, Math.max(2, Math.ceil(it / W))));
      port.postMessage({ mode: 'echo' });
      out.bw[size] = bw;
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
