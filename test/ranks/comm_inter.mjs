// Inter-communicators: the world split in two groups (the first `a` ranks, and the rest) joined by
// createIntercomm; point-to-point across the groups, merge in each order, dup, errors. Returns what
// each rank observed for test/comm_inter.test.mjs.
import { ANY_SOURCE, waitAll } from 'wasmpi';
import { codeOf } from './_shared.mjs';

export default function main(world, [aArg]) {
  const a = Number(aArg);
  const color = world.rank < a ? 0 : 1;
  const local = world.split(color, world.rank);
  const inter = local.createIntercomm(0, world, color === 0 ? a : 0, 77);
  const out = { color, rank: inter.rank, size: inter.size, remoteSize: inter.remoteSize };
  out.remoteGroupSize = inter.remoteGroup.size;
  // every rank to every remote rank, received from ANY_SOURCE
  const reqs = [];
  for (let r = 0; r < inter.remoteSize; r++) reqs.push(inter.isend(Int32Array.of(world.rank, inter.rank, r), r, 5));
  const got = [];
  for (let k = 0; k < inter.remoteSize; k++) {
    const m = new Int32Array(3);
    const st = inter.recv(m, ANY_SOURCE, 5);
    got.push([st.source, m[0], m[1], m[2]]);
  }
  waitAll(reqs);
  got.sort((x, y) => x[0] - y[0]);
  out.got = got;
  // a rendezvous between the leaders
  if (inter.rank === 0) {
    const big = new Float64Array(50_000).fill(world.rank + 0.5);
    const into = new Float64Array(50_000);
    const st = inter.sendrecv(big, 0, into, 0, { sendtag: 6, recvtag: 6 });
    out.big = [st.source, into[0], into[49_999]];
  }
  // merges: each order, then a collective on the merged communicator
  const merged = [];
  for (const high of [color === 1, color === 0, false]) {
    const m = inter.merge(high);
    const sum = new Float64Array(1);
    m.allreduce(Float64Array.of(world.rank), sum, 'sum');
    merged.push([m.rank, m.size, sum[0]]);
    m.free();
  }
  out.merged = merged;
  // dup: its own context
  const d = inter.dup();
  out.dup = [d.remoteSize];
  if (d.rank === 0) {
    const v = new Int32Array(1);
    const st = d.sendrecv(Int32Array.of(world.rank), 0, v, ANY_SOURCE, { sendtag: 8, recvtag: 8 });
    out.dup.push(st.source, v[0]);
  }
  // errors
  out.errors = {
    leader: codeOf(() => local.createIntercomm(local.size, world, 0, 1)),
    dest: codeOf(() => inter.send(Int32Array.of(1), inter.remoteSize, 1)),
  };
  return out;
}
