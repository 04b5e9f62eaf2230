// wasmpi side of the commit bench's halo exchange: a 2-D 5-point halo on a periodic Cartesian grid
// (dims = dimsCreate(p, 2)), each rank exchanging one face of `bytes` (float64) with each of its 4
// neighbours, three ways, timed interleaved in one world:
//   commit:  the commit protocol, per size: world.icartCreate({ dims, periods }) -> PendingComm;
//            on it 4 recvInit + 4 sendInit with DEFERRED buffers and { datatype: FLOAT64, count };
//            commit(); then per face a comm.alloc Float64Array given with req.register(buf); an
//            exchange is startAll(8 requests) + waitAll. (One pending communicator per size: the
//            commit may compile a communicator's point-to-point declarations into one exchange,
//            which runs only when all of its requests are started.)
//   persist: the same sendInit/recvInit (same options) on a plain world.cartCreate communicator,
//            with comm.alloc buffers bound at once (no commit); startAll + waitAll;
//   plain:   4 irecv + 4 isend + waitAll on the persist method's buffers and communicator.
// Faces in MPI's order: face 2d to / from the -1 neighbour of dimension d, face 2d+1 the +1
// neighbour. Tags tell the directions apart (TAG + 8 * size index + the face the sender sends),
// since with 2 ranks both dim-0 neighbours are the other rank and both dim-1 neighbours the rank
// itself. Element i of send face j of rank r holds i * 64 + r * 4 + j + 1, so each received face
// names its sender and face; every face is checked once per launch (a wrong one throws WRONG
// RESULT on every rank). The setup of both persistent ways is timed too (the slowest rank's), in
// an order alternated by launch: commit is, per size, icartCreate + the declarations + commit() +
// alloc + register; persist is cartCreate + alloc + sendInit/recvInit. Timing loops: bench/lib/commit_timing.mjs.
import { DEFERRED, Datatype, dimsCreate, startAll, waitAll } from 'wasmpi';
import { agreeMax } from '../lib/agree.mjs';
import { measure } from '../lib/commit_timing.mjs';

const METHODS = ['commit', 'persist', 'plain'];
const TAG = 700;
const SBLK = [1, 0, 3, 2]; // face b holds the sender's face SBLK[b] (it sent it the other way)

/** Element i of send face j of rank r (exact in float64 for any size used here). */
export const valueOf = (r, j, i) => i * 64 + r * 4 + j + 1;

/** Sources of the 4 faces (-1 and +1 neighbour of each dimension) on a Cartesian communicator. */
export function faceSources(c) {
  const a = c.cartShift(0, 1);
  const b = c.cartShift(1, 1);
  return [a.source, a.dest, b.source, b.dest];
}

/** Declares the 8 requests of one halo exchange of m-element faces on a pending or committed
 *  Cartesian communicator `c` (buffers DEFERRED where `bufs` is null); recvs first. */
export function declareHalo(c, m, tagBase, bufs) {
  const src = faceSources(c);
  const opts = { datatype: Datatype.FLOAT64, count: m };
  const recv = [0, 1, 2, 3].map((b) => c.recvInit(bufs ? bufs.r[b] : DEFERRED, src[b], tagBase + SBLK[b], opts));
  const send = [0, 1, 2, 3].map((j) => c.sendInit(bufs ? bufs.s[j] : DEFERRED, src[j], tagBase + j, opts));
  return [...recv, ...send];
}

/** 4 send and 4 receive faces of m float64 from c.alloc. */
export function allocFaces(c, m) {
  return {
    s: [0, 1, 2, 3].map(() => c.alloc(Float64Array, m)),
    r: [0, 1, 2, 3].map(() => c.alloc(Float64Array, m)),
  };
}

/** prepare/check of one exchange on `f` (faces) where this rank is `me` and face b comes from src[b]. */
export function haloCheck(f, m, me, src, what) {
  return {
    prepare: () => {
      for (let j = 0; j < 4; j++) for (let i = 0; i < m; i++) f.s[j][i] = valueOf(me, j, i);
      for (const r of f.r) r.fill(-1);
    },
    check: () => {
      for (let b = 0; b < 4; b++) {
        for (let i = 0; i < m; i++) {
          const want = valueOf(src[b], SBLK[b], i);
          const got = f.r[b][i];
          if (got !== want) {
            const v = f.r[b][0];
            const k = (v - 1) % 64;
            const holds = Number.isInteger(v) && v >= 1 ? `rank ${k >> 2}'s face ${k & 3}` : `${v} first`;
            return `${what} at ${m * 8} B faces: rank ${me} face ${b} element ${i} is ${got}, want ${want} (face ${SBLK[b]} of rank ${src[b]}); the face holds ${holds}`;
          }
        }
      }
      return undefined;
    },
  };
}

export default function main(world, [cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const { sizes, round } = cfg;
  const dims = dimsCreate(world.size, 2);
  const faceN = (bytes) => Math.max(1, bytes >> 3);

  // Setup of the two persistent ways, timed (order alternated by launch).
  let cc, creq, cfaces, c, preq, pfaces;
  const setupCommit = () => {
    cc = {};
    creq = {};
    cfaces = {};
    sizes.forEach((b, k) => {
      const pend = world.icartCreate({ dims, periods: [true, true] });
      const reqs = declareHalo(pend, faceN(b), TAG + 8 * k, null);
      const comm = pend.commit();
      if (comm === null) throw new Error(`commit_halo: rank ${world.rank} left out of a ${dims.join('x')} grid`);
      const f = allocFaces(comm, faceN(b));
      reqs.forEach((req, i) => req.register(i < 4 ? f.r[i] : f.s[i - 4]));
      cc[b] = comm;
      creq[b] = reqs;
      cfaces[b] = f;
    });
  };
  const setupPersist = () => {
    c = world.cartCreate({ dims, periods: [true, true] });
    preq = {};
    pfaces = {};
    sizes.forEach((b, k) => {
      const f = allocFaces(c, faceN(b));
      preq[b] = declareHalo(c, faceN(b), TAG + 8 * k, f);
      pfaces[b] = f;
    });
  };
  const setup = {};
  for (const [k, fn] of round % 2 === 0
    ? [
        ['commit', setupCommit],
        ['persist', setupPersist],
      ]
    : [
        ['persist', setupPersist],
        ['commit', setupCommit],
      ]) {
    world.barrier();
    const t0 = performance.now();
    fn();
    setup[k] = agreeMax(world, (performance.now() - t0) * 1000);
  }
  const src = faceSources(c);
  for (const comm of [c, ...Object.values(cc)]) {
    if (comm.rank !== world.rank)
      throw new Error(`commit_halo: without reorder, rank ${world.rank} became rank ${comm.rank} of ${comm.name}`);
    if (String(faceSources(comm)) !== String(src))
      throw new Error(
        `commit_halo: rank ${world.rank}: the neighbours on ${comm.name} [${faceSources(comm)}] differ from cartCreate's [${src}]`,
      );
  }

  const make = (method, bytes) => {
    const m = faceN(bytes);
    const k = sizes.indexOf(bytes);
    if (method === 'commit') {
      const reqs = creq[bytes];
      const call = () => {
        startAll(reqs);
        waitAll(reqs);
      };
      return { call, ...haloCheck(cfaces[bytes], m, cc[bytes].rank, src, 'committed sendInit/recvInit') };
    }
    if (method === 'persist') {
      const reqs = preq[bytes];
      const call = () => {
        startAll(reqs);
        waitAll(reqs);
      };
      return { call, ...haloCheck(pfaces[bytes], m, c.rank, src, 'persistent sendInit/recvInit') };
    }
    const f = pfaces[bytes];
    const tag = TAG + 8 * k;
    const reqs = new Array(8);
    const call = () => {
      for (let b = 0; b < 4; b++) reqs[b] = c.irecv(f.r[b], src[b], tag + SBLK[b]);
      for (let j = 0; j < 4; j++) reqs[4 + j] = c.isend(f.s[j], src[j], tag + j);
      waitAll(reqs);
    };
    return { call, ...haloCheck(f, m, c.rank, src, 'isend/irecv') };
  };

  const res = measure(world, { label: 'commit_halo', methods: METHODS, make, ...cfg });
  for (const b of sizes) {
    for (const r of [...creq[b], ...preq[b]]) r.free();
    for (const x of [...cfaces[b].s, ...cfaces[b].r]) cc[b].freeMem(x);
    for (const x of [...pfaces[b].s, ...pfaces[b].r]) c.freeMem(x);
  }
  return { dims, setup, ...res };
}
