// The wasmpi core's exports. The ABI is documented in docs/abi.md; the only import is the memory.
import { ABI_VERSION } from "./layout";
export {
  LAYOUT_BASE, LINE, MAGIC, ABI_VERSION,
  G_MAGIC, G_VERSION, G_SIZE, G_RING_BYTES, G_EAGER_MAX, G_RANK_CTL, G_RING_CTL, G_RING_DATA,
  G_HEAP_START, G_HEAP_TOP, G_CTX_NEXT, G_ABORT, G_DEADLOCK_LOCK, G_DEADLOCK_GEN, G_FAIL_SEQ, G_TEXT, G_TEXT_BYTES,
  R_STATE, R_THREAD, R_FAIL_SEQ, R_SLEEPING, R_DOORBELL, R_WAIT_ADDR, R_WAIT_TARGET, R_WAIT_KIND, R_PROGRESS, R_BLOCKED, R_BLK_OP, R_BLK_PEER, R_BLK_TAG, R_BLK_CTX,
  R_DEADLOCK, R_TEXT, R_TEXT_BYTES, RANK_CTL_BYTES,
  STATE_NEW, STATE_ALIVE, STATE_DONE, STATE_FAILED,
  RC_HEAD, RC_TAIL_SEEN, RC_TAIL, RC_READ, RING_CTL_BYTES,
  H_KIND, H_DTYPE, H_CTX, H_TAG, H_BYTES, H_DATA, H_ACK, H_LEN, HEADER_BYTES,
  DTYPE_BYTE, KIND_EAGER, KIND_RNDV, KIND_PAD, KIND_RNDV_TYPED, RNDV_PROG, RNDV_COUNT, RNDV_ORIGIN, RNDV_DESC_BYTES, ACK_POSTED, ACK_CLAIMED, ACK_DONE, ACK_CANCELLED,
  layoutBytes,
} from "./layout";
export { worldInit, rankSetState, ctxAlloc } from "./shm/world";
export { ring as doorbellRing, ringAll as doorbellRingAll, abortWorld } from "./shm/doorbell";
export { shmAlloc, shmFree, shmBlockBytes } from "./shm/alloc";
export { ringReserve, ringPublish, ringSendEager, ringPeek, ringWait, ringPop, ringAnyReady, ringUsed, ringRecvEager, ringLastTag, ringLastRec, ringRelease, ringReleaseAll } from "./shm/ring";
export { copy, fill } from "./kernel/copy";
export { dtPack, dtUnpack } from "./dtype/pack";
export { reduce, reduce3, opValid, OP_SUM, OP_PROD, OP_MIN, OP_MAX, OP_LAND, OP_LOR, OP_LXOR, OP_BAND, OP_BOR, OP_BXOR, OP_MAXLOC, OP_MINLOC, OP_REPLACE, OP_NO_OP, TYPE_PAIR_INT32, TYPE_PAIR_FLOAT32, TYPE_PAIR_FLOAT64, TYPE_FLOAT_INT, TYPE_DOUBLE_INT, TYPE_LONG_INT, TYPE_SHORT_INT } from "./kernel/reduce";

// The ABI version, for hosts to call first: a host written for one version refuses a core of another
// before it lays out or attaches to a world (docs/abi.md, "Checking the version"). The same number
// is the exported global ABI_VERSION and the header word G_VERSION that worldInit writes.
export function abiVersion(): u32 {
  return ABI_VERSION;
}

// Abort handler (asc --use abort=assembly/index/coreAbort): records where the core failed and traps.
// The shell reads these and raises ERR_INTERN with the message (read with @assemblyscript/loader).
export let abortMsg: u32 = 0;
export let abortFile: u32 = 0;
export let abortLine: u32 = 0;
export let abortCol: u32 = 0;

export function coreAbort(msg: usize, file: usize, line: u32, col: u32): void {
  abortMsg = <u32>msg;
  abortFile = <u32>file;
  abortLine = line;
  abortCol = col;
  unreachable();
}
export { SLOT_BYTES, SLOT_PTRS, SLOT_PTRS_BYTES, SIG_A, S_WAIT_PEER, S_PC, STEPS, STEP_DONE, RUN_DONE, RUN_BLOCKED, RUN_USER, RUN_BADOP, RUN_MISMATCH, OP_USER, SIG_ANY } from "./sched/format";
export { schedStart, schedRun, userDst, userA, userB, userCount } from "./sched/exec";
export { schedBuild } from "./coll/build";
export { rmaAcc } from "./rma/acc";
export { rmaAccTyped } from "./rma/acc_typed";
export { rmaCas } from "./rma/cas";
export { rmaLockTry, rmaUnlock } from "./rma/lock";
