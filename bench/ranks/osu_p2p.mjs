// wasmpi side of the p2p bench (2 ranks): OSU-style latency, bandwidth and bidirectional bandwidth.
// Shared-memory buffers (comm.alloc: the zero-copy path) and plain TypedArrays (staged).
import { waitAll } from 'wasmpi';
import { iterations, median } from '../lib/stats.mjs';

const WINDOW = 64;

function latency(world, sbuf, rbuf, iters) {
  const peer = 1 - world.rank;
  world.barrier();
  const t0 = performance.now();
  for (let i = 0; i < iters; i++) {
    if (world.rank === 0) {
      world.send(sbuf, peer, 1);
      world.recv(rbuf, peer, 1);
    } else {
      world.recv(rbuf, peer, 1);
      world.send(sbuf, peer, 1);
    }
  }
  return ((performance.now() - t0) * 1000) / iters / 2; // one way, us
}

function bandwidth(world, sbuf, rbuf, iters, bidir) {
  const peer = 1 - world.rank;
  const ack = new Int32Array(1);
  world.barrier();
  const t0 = performance.now();
  for (let i = 0; i < iters; i++) {
    const reqs = [];
    if (bidir || world.rank === 1) for (let w = 0; w < WINDOW; w++) reqs.push(world.irecv(rbuf, peer, 2));
    if (bidir || world.rank === 0) for (let w = 0; w < WINDOW; w++) reqs.push(world.isend(sbuf, peer, 2));
    waitAll(reqs);
    if (world.rank === 0) world.recv(ack, peer, 3);
    else world.send(ack, peer, 3);
  }
  const s = (performance.now() - t0) / 1000;
  return ((bidir ? 2 : 1) * sbuf.length * WINDOW * iters) / s / 1e9; // GB/s
}

export default function main(world, [cfgJson]) {
  const { sizes, repeats, quick } = JSON.parse(cfgJson);
  const max = Math.max(1, ...sizes);
  const shared = [world.alloc(Uint8Array, max), world.alloc(Uint8Array, max)];
  const plain = [new Uint8Array(max), new Uint8Array(max)];
  const out = { lat: {}, latPlain: {}, bw: {}, bwPlain: {}, bibw: {} };
  // Warm the JIT on both paths before the first timed size (otherwise size 0 pays for compilation).
  for (const b of [shared, plain]) {
    latency(world, b[0].subarray(0, 8), b[1].subarray(0, 8), 20000);
    bandwidth(world, b[0].subarray(0, 8), b[1].subarray(0, 8), 50, false);
  }
  for (const size of sizes) {
    const it = iterations(size, quick);
    const [s, r] = shared.map((b) => b.subarray(0, size));
    const [ps, pr] = plain.map((b) => b.subarray(0, size));
    latency(world, s, r, Math.ceil(it / 10)); // warm-up
    out.lat[size] = median(Array.from({ length: repeats }, () => latency(world, s, r, it)));
    out.latPlain[size] = median(Array.from({ length: repeats }, () => latency(world, ps, pr, it)));
    if (size > 0) {
      const bit = Math.max(2, Math.ceil(it / WINDOW));
      out.bw[size] = median(Array.from({ length: repeats }, () => bandwidth(world, s, r, bit, false)));
      out.bwPlain[size] = median(Array.from({ length: repeats }, () => bandwidth(world, ps, pr, bit, false)));
      out.bibw[size] = median(Array.from({ length: repeats }, () => bandwidth(world, s, r, bit, true)));
    }
  }
  return world.rank === 0 ? out : null;
}
