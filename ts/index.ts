// wasmpi's public API (hosts add `launch`): see docs/README.md.
export { init, selfComm, finalize, wtime, wtick, bufferAttach, bufferDetach, type InitOptions } from './rank.js';
export { BSEND_OVERHEAD } from './comm/bsend.js';
export { Message } from './comm/message.js';
export type { UrlLike, WasmSource } from './core/thread.js';
export { Comm } from './comm/comm.js';
export { InterComm } from './comm/inter.js';
export type { CollOpts } from './coll/api/api.js';
export type { AlgorithmNames, CollName } from './coll/select/algorithms.gen.js';
export type { ValueOp, ValueOpName } from './comm/values.js';
export type { BufOpts, SendrecvOpts } from './datatype/buffer.js';
export type { ReplaceOpts } from './comm/replace.js';
export { Status } from './request/status.js';
export { Group } from './group/group.js';
export type { AbortSignalLike } from './request/request.js';
export { Request } from './request/request.js';
export {
  waitAll,
  waitAny,
  waitSome,
  waitAllAsync,
  waitAnyAsync,
  waitSomeAsync,
  testAll,
  testAny,
  testSome,
  startAll,
  registerAll,
} from './request/lists.js';
export type { FromPromiseOpts } from './request/promise.js';
export { reduceLocal } from './coll/reduce_local.js';
export type { ReduceLocalOpts } from './coll/reduce_local.js';
export { PendingComm } from './commit/pending.js';
export { HaloExchange } from './halo/halo.js';
export { Win } from './rma/win.js';
export type { WinFlavor } from './rma/win.js';
export type { RmaOpts } from './rma/args.js';
export { MODE_NOCHECK, MODE_NOSTORE, MODE_NOPUT, MODE_NOPRECEDE, MODE_NOSUCCEED } from './rma/epoch.js';
export type { HaloMap } from './halo/halo.js';
export { Datatype } from './datatype/datatype.js';
export type { Combiner, SignatureEntry } from './datatype/type.js';
export { pack, unpack, packSize } from './datatype/pack.js';
export { Op } from './coll/op.js';
export type { OpName, UserFunction } from './coll/op.js';
export type { TypedArray } from './datatype/type.js';
export * from './topology/index.js';
export * from './hw/index.js';
export { WasmpiError, ErrorCode } from './errors.js';
export type { ErrorCodeName } from './errors.js';
export {
  ANY_SOURCE,
  ANY_TAG,
  PROC_NULL,
  UNDEFINED,
  TAG_UB,
  IN_PLACE,
  DEFERRED,
  IDENT,
  CONGRUENT,
  SIMILAR,
  UNEQUAL,
  DISTRIBUTE_BLOCK,
  DISTRIBUTE_CYCLIC,
  DISTRIBUTE_NONE,
  DISTRIBUTE_DFLT_DARG,
} from './constants.js';
export type { Comparison, Deferred, Distribution } from './constants.js';
export type { DarrayOpts } from './datatype/darray.js';

declare const __WASMPI_VERSION__: string;
export const version: string = typeof __WASMPI_VERSION__ === 'string' ? __WASMPI_VERSION__ : '0.0.0-dev';
