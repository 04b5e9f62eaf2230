// The postMessage stand-in for a one-sided get (bench/baselines/rma_js.mjs): a worker that owns the
// bytes answers each request (a byte count) with a copy of that many bytes, transferred back. This
// is what a JavaScript program without shared memory does to read another thread's data.
import { parentPort, workerData } from 'node:worker_threads';

const seg = new Uint8Array(workerData.max).fill(7);
parentPort.on('message', (size) => {
  const copy = seg.slice(0, size);
  parentPort.postMessage(copy, [copy.buffer]);
});
