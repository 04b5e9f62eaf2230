// The collective methods of Comm (declared here, implemented in ts/coll/api.ts): blocking, `i*`
// (a Request) and `*Init` (a persistent Request) forms of each.
import { Comm } from '../comm/comm.js';
import type { TypedArray } from '../datatype/datatype.js';
import type { Request } from '../request/request.js';
import type { InPlace } from '../comm/constants.js';
import type { Op } from './op.js';
import * as api from './api.js';
import type { CollOpts, Mode } from './api.js';

type Send = TypedArray | InPlace;
type OpArg = string | Op;

declare module '../comm/comm.js' {
  interface Comm {
    ibarrier(opts?: CollOpts): Request;
    barrierInit(opts?: CollOpts): Request;
    bcast(buf: TypedArray, root: number, opts?: CollOpts): void;
    ibcast(buf: TypedArray, root: number, opts?: CollOpts): Request;
    bcastInit(buf: TypedArray, root: number, opts?: CollOpts): Request;
    reduce(sendbuf: Send, recvbuf: TypedArray | null, op: OpArg, root: number, opts?: CollOpts): void;
    ireduce(sendbuf: Send, recvbuf: TypedArray | null, op: OpArg, root: number, opts?: CollOpts): Request;
    reduceInit(sendbuf: Send, recvbuf: TypedArray | null, op: OpArg, root: number, opts?: CollOpts): Request;
    allreduce(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): void;
    iallreduce(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    allreduceInit(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    scan(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): void;
    iscan(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    scanInit(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    exscan(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): void;
    iexscan(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    exscanInit(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    allgather(sendbuf: Send, recvbuf: TypedArray, opts?: CollOpts): void;
    iallgather(sendbuf: Send, recvbuf: TypedArray, opts?: CollOpts): Request;
    allgatherInit(sendbuf: Send, recvbuf: TypedArray, opts?: CollOpts): Request;
    alltoall(sendbuf: Send, recvbuf: TypedArray, opts?: CollOpts): void;
    ialltoall(sendbuf: Send, recvbuf: TypedArray, opts?: CollOpts): Request;
    alltoallInit(sendbuf: Send, recvbuf: TypedArray, opts?: CollOpts): Request;
    gather(sendbuf: Send, recvbuf: TypedArray | null, root: number, opts?: CollOpts): void;
    igather(sendbuf: Send, recvbuf: TypedArray | null, root: number, opts?: CollOpts): Request;
    gatherInit(sendbuf: Send, recvbuf: TypedArray | null, root: number, opts?: CollOpts): Request;
    scatter(sendbuf: TypedArray | null, recvbuf: TypedArray | InPlace, root: number, opts?: CollOpts): void;
    iscatter(sendbuf: TypedArray | null, recvbuf: TypedArray | InPlace, root: number, opts?: CollOpts): Request;
    scatterInit(sendbuf: TypedArray | null, recvbuf: TypedArray | InPlace, root: number, opts?: CollOpts): Request;
    reduceScatterBlock(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): void;
    ireduceScatterBlock(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
    reduceScatterBlockInit(sendbuf: Send, recvbuf: TypedArray, op: OpArg, opts?: CollOpts): Request;
  }
}

const forms: Array<[string, Mode]> = [['', 'block'], ['i', 'nb'], ['Init', 'init']];
const name = (prefix: string, base: string) => (prefix === 'Init' ? `${base}Init` : prefix === 'i' ? `i${base}` : base);
const P = Comm.prototype as any;

for (const [pre, mode] of forms) {
  if (mode !== 'block') P[name(pre, 'barrier')] = function (this: Comm, o?: CollOpts) { return api.barrier(this, mode, o); };
  P[name(pre, 'bcast')] = function (this: Comm, b: unknown, root: unknown, o?: CollOpts) { return api.bcast(this, mode, b, root, o); };
  P[name(pre, 'reduce')] = function (this: Comm, s: unknown, r: unknown, op: unknown, root: unknown, o?: CollOpts) { return api.reduce(this, mode, s, r, op, root, o); };
  for (const c of ['allreduce', 'scan', 'exscan'] as const) {
    P[name(pre, c)] = function (this: Comm, s: unknown, r: unknown, op: unknown, o?: CollOpts) { return api.reduceAll(this, mode, c, s, r, op, o); };
  }
  P[name(pre, 'allgather')] = function (this: Comm, s: unknown, r: unknown, o?: CollOpts) { return api.allgather(this, mode, s, r, o); };
  P[name(pre, 'alltoall')] = function (this: Comm, s: unknown, r: unknown, o?: CollOpts) { return api.alltoall(this, mode, s, r, o); };
  P[name(pre, 'gather')] = function (this: Comm, s: unknown, r: unknown, root: unknown, o?: CollOpts) { return api.gather(this, mode, s, r, root, o); };
  P[name(pre, 'scatter')] = function (this: Comm, s: unknown, r: unknown, root: unknown, o?: CollOpts) { return api.scatter(this, mode, s, r, root, o); };
  P[name(pre, 'reduceScatterBlock')] = function (this: Comm, s: unknown, r: unknown, op: unknown, o?: CollOpts) { return api.reduceScatterBlock(this, mode, s, r, op, o); };
}
