// The collective methods of Comm (declared here, implemented in ts/coll/api.ts): blocking, `i*`
// (a Request) and `*Init` (a persistent Request) forms of each.
import { Comm } from '../comm/comm.js';
import type { TypedArray } from '../datatype/datatype.js';
import type { Request } from '../request/request.js';
import type { InPlace } from '../comm/constants.js';
import type { Op } from './op.js';
import * as api from './api.js';
import * as apiv from './api_v.js';
import * as values from './values.js';
import type { ValueOp } from './values.js';
import type { CollOpts, Mode } from './api.js';

type Send = TypedArray | InPlace;
type OpArg = string | Op;
type Counts = ArrayLike<number>;

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
    reduceScatter(sendbuf: Send, recvbuf: TypedArray, counts: Counts, op: OpArg, opts?: CollOpts): void;
    ireduceScatter(sendbuf: Send, recvbuf: TypedArray, counts: Counts, op: OpArg, opts?: CollOpts): Request;
    reduceScatterInit(sendbuf: Send, recvbuf: TypedArray, counts: Counts, op: OpArg, opts?: CollOpts): Request;
    gatherv(sendbuf: Send, recvbuf: TypedArray | null, counts: Counts | null, displs: Counts | null, root: number, opts?: CollOpts): void;
    igatherv(sendbuf: Send, recvbuf: TypedArray | null, counts: Counts | null, displs: Counts | null, root: number, opts?: CollOpts): Request;
    gathervInit(sendbuf: Send, recvbuf: TypedArray | null, counts: Counts | null, displs: Counts | null, root: number, opts?: CollOpts): Request;
    scatterv(sendbuf: TypedArray | null, counts: Counts | null, displs: Counts | null, recvbuf: TypedArray | InPlace, root: number, opts?: CollOpts): void;
    iscatterv(sendbuf: TypedArray | null, counts: Counts | null, displs: Counts | null, recvbuf: TypedArray | InPlace, root: number, opts?: CollOpts): Request;
    scattervInit(sendbuf: TypedArray | null, counts: Counts | null, displs: Counts | null, recvbuf: TypedArray | InPlace, root: number, opts?: CollOpts): Request;
    allgatherv(sendbuf: Send, recvbuf: TypedArray, counts: Counts, displs?: Counts | null, opts?: CollOpts): void;
    iallgatherv(sendbuf: Send, recvbuf: TypedArray, counts: Counts, displs?: Counts | null, opts?: CollOpts): Request;
    allgathervInit(sendbuf: Send, recvbuf: TypedArray, counts: Counts, displs?: Counts | null, opts?: CollOpts): Request;
    alltoallv(sendbuf: Send, sendcounts: Counts | null, sdispls: Counts | null, recvbuf: TypedArray, recvcounts: Counts, rdispls: Counts | null, opts?: CollOpts): void;
    ialltoallv(sendbuf: Send, sendcounts: Counts | null, sdispls: Counts | null, recvbuf: TypedArray, recvcounts: Counts, rdispls: Counts | null, opts?: CollOpts): Request;
    alltoallvInit(sendbuf: Send, sendcounts: Counts | null, sdispls: Counts | null, recvbuf: TypedArray, recvcounts: Counts, rdispls: Counts | null, opts?: CollOpts): Request;
    bcastValue<T>(value: T, root: number): T;
    gatherValue(value: unknown, root: number): unknown[] | undefined;
    scatterValue(values: unknown[] | null, root: number): unknown;
    allgatherValue(value: unknown): unknown[];
    alltoallValue(values: unknown[]): unknown[];
    reduceValue(value: unknown, op: ValueOp, root: number): unknown;
    allreduceValue(value: unknown, op: ValueOp): unknown;
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
  P[name(pre, 'reduceScatter')] = function (this: Comm, s: unknown, r: unknown, c: unknown, op: unknown, o?: CollOpts) { return apiv.reduceScatter(this, mode, s, r, c, op, o); };
  P[name(pre, 'gatherv')] = function (this: Comm, s: unknown, r: unknown, c: unknown, d: unknown, root: unknown, o?: CollOpts) { return apiv.gatherv(this, mode, s, r, c, d, root, o); };
  P[name(pre, 'scatterv')] = function (this: Comm, s: unknown, c: unknown, d: unknown, r: unknown, root: unknown, o?: CollOpts) { return apiv.scatterv(this, mode, s, c, d, r, root, o); };
  P[name(pre, 'allgatherv')] = function (this: Comm, s: unknown, r: unknown, c: unknown, d: unknown, o?: CollOpts) { return apiv.allgatherv(this, mode, s, r, c, d, o); };
  P[name(pre, 'alltoallv')] = function (this: Comm, s: unknown, sc: unknown, sd: unknown, r: unknown, rc: unknown, rd: unknown, o?: CollOpts) {
    return apiv.alltoallv(this, mode, s, sc, sd, r, rc, rd, o);
  };
}

P.bcastValue = function (this: Comm, v: unknown, root: number) { return values.bcastValue(this, v, root); };
P.gatherValue = function (this: Comm, v: unknown, root: number) { return values.gatherValue(this, v, root); };
P.scatterValue = function (this: Comm, v: unknown, root: number) { return values.scatterValue(this, v, root); };
P.allgatherValue = function (this: Comm, v: unknown) { return values.allgatherValue(this, v); };
P.alltoallValue = function (this: Comm, v: unknown) { return values.alltoallValue(this, v); };
P.reduceValue = function (this: Comm, v: unknown, op: ValueOp, root: number) { return values.reduceValue(this, v, op, root); };
P.allreduceValue = function (this: Comm, v: unknown, op: ValueOp) { return values.allreduceValue(this, v, op); };
