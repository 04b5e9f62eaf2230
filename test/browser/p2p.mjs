// Point-to-point in a browser rank (a Web Worker): blocking send/recv around a ring, isend/irecv to
// every rank with waitAll, ANY_SOURCE, 1 MiB rendezvous messages (nonblocking and blocking) and a
// sendrecv ring. Returns what it observed; test/runtime_browser.test.mjs computes what MPI's rules expect.
import { ANY_SOURCE, ANY_TAG, waitAll } from '/dist/browser.mjs';
import { pairMsg, bigInput, digest, f64, MB } from './inputs.mjs';

const status = (st) => ({ source: st.source, tag: st.tag, count: st.count, bytes: st.bytes });

const scenarios = {
  // A token goes around the ring 10 times in blocking calls; every rank but 0 adds its rank.
  ring(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const tok = new Float64Array(1);
    for (let lap = 0; lap < 10; lap++) {
      if (rank === 0) {
        world.send(tok, next, 9);
        world.recv(tok, prev, 9);
      } else {
        world.recv(tok, prev, 9);
        tok[0] += rank;
        world.send(tok, next, 9);
      }
    }
    return tok[0];
  },

  // Every rank sends every rank (itself too) a message of its own length, nonblocking.
  nonblocking(world) {
    const { rank, size } = world;
    const bufs = [];
    const reqs = [];
    for (let s = 0; s < size; s++) {
      const b = new Int32Array(16).fill(-1);
      bufs.push(b);
      reqs.push(world.irecv(b, s, 100 + s));
    }
    for (let d = 0; d < size; d++) reqs.push(world.isend(Int32Array.from(pairMsg(rank, d)), d, 100 + rank));
    const sts = waitAll(reqs);
    return bufs.map((b, s) => ({ data: [...b], ...status(sts[s]) }));
  },

  // Rank 0 receives one message from every other rank from ANY_SOURCE and ANY_TAG.
  anysource(world) {
    const { rank, size } = world;
    if (rank !== 0) {
      world.send(Int32Array.of(rank, rank * rank), 0, 40 + rank);
      return [];
    }
    const got = [];
    for (let i = 1; i < size; i++) {
      const v = new Int32Array(2);
      const st = world.recv(v, ANY_SOURCE, ANY_TAG);
      got.push({ v: [...v], ...status(st) });
    }
    return got;
  },

  // 1 MiB to the next rank: first isend/irecv, then blocking send/recv in ring order (rank 0 sends
  // first and the rendezvous completes as each rank receives before it sends; alone, rank 0 posts
  // the receive first).
  large(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const into = new Int32Array(MB / 4);
    const r = world.irecv(into, prev, 5);
    const s = world.isend(bigInput(rank), next, 5);
    const [, st] = waitAll([s, r]);
    const nb = { digest: digest(into), ...status(st) };
    const into2 = new Int32Array(MB / 4);
    let st2;
    if (size === 1) {
      const r2 = world.irecv(into2, 0, 6);
      world.send(bigInput(0), 0, 6);
      st2 = r2.wait();
    } else if (rank === 0) {
      world.send(bigInput(rank), next, 6);
      st2 = world.recv(into2, prev, 6);
    } else {
      st2 = world.recv(into2, prev, 6);
      world.send(bigInput(rank), next, 6);
    }
    return { nb, blocking: { digest: digest(into2), ...status(st2) } };
  },

  // sendrecv around the ring, 5000 float64 each way.
  sendrecv(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = Float64Array.from({ length: 5000 }, (_, i) => f64(rank, i));
    const into = new Float64Array(5000);
    const st = world.sendrecv(out, next, into, prev, { sendtag: 8, recvtag: 8 });
    return { digest: digest(into), ...status(st) };
  },
};

export default async function main(world, names) {
  const out = { rank: world.rank, size: world.size };
  for (const name of names) {
    out[name] = await scenarios[name](world);
    world.barrier();
  }
  return out;
}
