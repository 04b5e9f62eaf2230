// pack, unpack and packSize (docs/internals/datatypes.md): argument checks, then the core's engine (dtPack,
// dtUnpack) over the type's program. Inside a rank the world's core runs it, in place for buffers
// that live in the world's memory (comm.alloc); other buffers are staged through a scratch block of
// that memory and copied back. Outside a world (any thread, no init needed) a private instance of
// the core over its own small memory does the same. Contiguous types are one plain copy; buffers
// outside the core's memory whose data is sparse (its span more than SPARSE times the packed bytes)
// are walked in JavaScript in place (engine_js.ts), as they are where no core can be had.
import { fail, show } from '../errors.js';
import type { Core } from '../core/core.js';
import { localCore } from '../core/local.js';
import { G_HEAP_START } from '../core/abi.js';
import { globalAt } from '../core/layout.js';
import { rankCore } from '../core/thread.js';
import { Datatype } from './type.js';
import { jsMove } from './engine_js.js';

/** Staging copies a buffer's whole span (in and back): above this many times the packed bytes
 *  (and 64 KiB), the JavaScript walk over the caller's buffer moves fewer bytes. */
const SPARSE = 8;
const sparse = (lo: number, hi: number, n: number) => hi - lo > SPARSE * n && hi - lo > 65536;

interface CoreState {
  scratch: number;
  scratchBytes: number;
  progs: WeakMap<Datatype, number>;
  /** Returns a collected type's program to the heap (in-flight uses hold the type: a collective's
   *  run its spec, a rendezvous send its SendOp). */
  reg: FinalizationRegistry<number>;
  heapStart: number;
}

const states = new WeakMap<Core, CoreState>();

/** The core that runs pack/unpack on this thread: the world's in a rank, else a private one; null
 *  when the host cannot compile the core synchronously (a page before it is loaded). */
const coreFor = localCore;

const whole = (v: ArrayBufferView) => new Uint8Array(v.buffer);

function stateOf(core: Core): CoreState {
  let s = states.get(core);
  if (!s) {
    const reg = new FinalizationRegistry<number>((ptr) => {
      try {
        core.x.shmFree(ptr);
      } catch {
        // the world is gone
      }
    });
    s = { scratch: 0, scratchBytes: 0, progs: new WeakMap(), reg, heapStart: core.u32[globalAt(G_HEAP_START)] };
    states.set(core, s);
  }
  return s;
}

function alloc(core: Core, bytes: number, what: string): number {
  const p = core.x.shmAlloc(bytes) >>> 0;
  if (p === 0) {
    fail(
      'ERR_BUFFER',
      `cannot allocate ${bytes} bytes of shared memory for ${what}: ` +
        'the WebAssembly memory is limited to 4 GiB (wasm32)',
    );
  }
  core.refresh();
  return p;
}

/** The type's program in the core's memory (copied there once per core). */
function progIn(core: Core, st: CoreState, type: Datatype): number {
  let p = st.progs.get(type);
  if (p === undefined) {
    const words = type.commit().program!;
    p = alloc(core, words.byteLength, `the program of ${type.name}`);
    core.i32.set(words, p >>> 2);
    st.progs.set(type, p);
    st.reg.register(type, p);
  }
  return p;
}

/** The address of `type`'s compiled program in `core`'s memory (the world's memory in a rank:
 *  other ranks may run it, e.g. a receiver packing straight from a sender's buffer). */
export function programIn(core: Core, type: Datatype): number {
  return progIn(core, stateOf(core), type);
}

/** A scratch block of at least `bytes` in the core's memory (kept per core, grown on demand). */
function scratch(core: Core, st: CoreState, bytes: number): number {
  if (st.scratchBytes < bytes) {
    if (st.scratch) core.x.shmFree(st.scratch);
    st.scratch = 0;
    const want = Math.max(bytes, 2 * st.scratchBytes, 4096);
    st.scratch = alloc(core, want, 'staging a pack or unpack');
    st.scratchBytes = want;
  }
  return st.scratch;
}

function typeArg(call: string, type: unknown): Datatype {
  if (!(type instanceof Datatype))
    fail('ERR_TYPE', `${call}: type must be a Datatype (Datatype.INT32, a derived type, ...), got ${show(type)}`);
  if (type === Datatype.VALUE)
    fail('ERR_TYPE', `${call}: Datatype.VALUE has no memory layout (use the value tier, or Datatype.BYTE)`);
  return type;
}

function countArg(call: string, count: unknown): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 2 ** 31 - 1) {
    fail('ERR_COUNT', `${call}: count must be an integer from 0 to ${2 ** 31 - 1}, got ${show(count)}`);
  }
  return count;
}

/** The packed bytes of `count` items: at most 2 GiB - 1 (a block of the shared heap, i32 results). */
function packedBytes(call: string, count: number, type: Datatype): number {
  const n = count * type.size;
  if (n > 2 ** 31 - 1) {
    fail(
      'ERR_COUNT',
      `${call}: count ${count} of ${type.name} (size ${type.size}) packs to ${n} bytes, more than 2 GiB - 1`,
    );
  }
  return n;
}

function viewArg(call: string, what: string, v: unknown): ArrayBufferView {
  if (!ArrayBuffer.isView(v)) fail('ERR_BUFFER', `${call}: ${what} must be a TypedArray or DataView, got ${show(v)}`);
  return v;
}

/** Bytes one message of `count` items touches, from the buffer's origin: [lo, hi); null when none. */
export function span(type: Datatype, count: number): [number, number] | null {
  if (count === 0 || type.size === 0) return null;
  const last = (count - 1) * type.extent;
  return [type.trueLb + Math.min(0, last), type.trueUb + Math.max(0, last)];
}

/** Checks that the bytes `count` items of `type` touch from the origin of `buf` are its own: up to
 *  its end, and below its start only into its ArrayBuffer (a type with negative offsets reaches
 *  before its buffer's address, as in MPI), never into the layout of a world's memory. */
function checkSpan(
  call: string,
  what: string,
  core: Core | null,
  buf: ArrayBufferView,
  type: Datatype,
  count: number,
  sp: [number, number],
): void {
  const lo = sp[0],
    hi = sp[1];
  if (hi <= buf.byteLength && lo >= 0) return; // the common case: within the view
  const desc = () =>
    `count ${count} of ${type.name} (lb ${type.lb}, extent ${type.extent}, true lb ${type.trueLb}, ` +
    `true extent ${type.trueExtent}) touches bytes ${lo} to ${hi} from the start of ${what}`;
  if (hi > buf.byteLength) {
    fail('ERR_COUNT', `${call}: ${desc()}, but ${what} ${show(buf)} holds ${buf.byteLength} bytes`);
  }
  const first = buf.byteOffset + lo;
  if (first < 0) {
    fail(
      'ERR_BUFFER',
      `${call}: ${desc()}, but ${what} ${show(buf)} starts ${buf.byteOffset} bytes into its ` +
        `ArrayBuffer: it would reach ${-first} bytes before the ArrayBuffer (pass a view that starts ${-lo} bytes ` +
        'or more into it, at the origin of the type)',
    );
  }
  if (core && lo < 0 && core.owns(buf) && first < stateOf(core).heapStart) {
    fail(
      'ERR_BUFFER',
      `${call}: ${desc()}, which reaches below the world's shared heap (negative offsets ` +
        `from a buffer at address ${buf.byteOffset})`,
    );
  }
}

const bytesOf = (v: ArrayBufferView, from: number, n: number) => new Uint8Array(v.buffer, v.byteOffset + from, n);

/** Bytes of `count` items of `type` when packed. */
export function packSize(count: number, type: Datatype): number {
  const call = 'packSize';
  countArg(call, count);
  return count * typeArg(call, type).size;
}

/**
 * Packs `count` items of `type` from `inbuf` (its first byte is the origin of item 0) into
 * contiguous bytes: into `out` (its first bytes) when given, else a new Uint8Array. Returns the
 * packed bytes (a view of `out` when given).
 */
export function pack(inbuf: ArrayBufferView, count: number, type: Datatype, out?: ArrayBufferView): Uint8Array {
  const call = 'pack';
  typeArg(call, type);
  countArg(call, count);
  viewArg(call, 'inbuf', inbuf);
  const n = packedBytes(call, count, type);
  let dst: Uint8Array | undefined;
  if (out !== undefined && out !== null) {
    viewArg(call, 'out', out);
    if (out.byteLength < n) {
      fail(
        'ERR_BUFFER',
        `${call}: out ${show(out)} holds ${out.byteLength} bytes, but count ${count} of ${type.name} packs to ${n} bytes`,
      );
    }
    // the result is a Uint8Array of the packed bytes: `out` itself when it is one of that length
    dst = out instanceof Uint8Array && out.byteLength === n ? out : bytesOf(out, 0, n);
  }
  const sp = span(type, count);
  if (sp === null) return dst ?? new Uint8Array(0);
  if (type.isContig) {
    checkSpan(call, 'inbuf', rankCore() ?? null, inbuf, type, count, sp);
    dst ??= new Uint8Array(n);
    dst.set(bytesOf(inbuf, type.lb, n));
    return dst;
  }
  const core = coreFor();
  checkSpan(call, 'inbuf', core, inbuf, type, count, sp);
  const [lo, hi] = sp;
  if (core === null || (!core.owns(inbuf) && sparse(lo, hi, n))) {
    dst ??= new Uint8Array(n);
    jsMove(type.commit().program!, count, whole(inbuf), inbuf.byteOffset, whole(dst), dst.byteOffset, true);
    return dst;
  }
  const st = stateOf(core);
  const prog = progIn(core, st, type);
  const inPlace = core.owns(inbuf);
  const outPlace = dst !== undefined && core.owns(dst);
  const s = inPlace && outPlace ? 0 : scratch(core, st, (inPlace ? 0 : hi - lo) + (outPlace ? 0 : n));
  let src = inbuf.byteOffset;
  if (!inPlace) {
    core.u8.set(bytesOf(inbuf, lo, hi - lo), s);
    src = s - lo;
  }
  const at = outPlace ? dst!.byteOffset : s + (inPlace ? 0 : hi - lo);
  try {
    core.x.dtPack(prog, count, src, at);
  } catch (e) {
    core.trap(e);
  }
  if (outPlace) return dst!;
  dst ??= new Uint8Array(n);
  dst.set(core.u8.subarray(at, at + n));
  return dst;
}

/**
 * Unpacks `count` items of `type` from the contiguous bytes of `packed` into `outbuf` (its first
 * byte is the origin of item 0); bytes of `outbuf` outside the type map are left as they are.
 * Returns the bytes read from `packed`.
 */
export function unpack(packed: ArrayBufferView, outbuf: ArrayBufferView, count: number, type: Datatype): number {
  const call = 'unpack';
  typeArg(call, type);
  countArg(call, count);
  viewArg(call, 'packed', packed);
  viewArg(call, 'outbuf', outbuf);
  const n = packedBytes(call, count, type);
  if (packed.byteLength < n) {
    fail(
      'ERR_BUFFER',
      `${call}: packed ${show(packed)} holds ${packed.byteLength} bytes, but count ${count} of ${type.name} ` +
        `unpacks ${n} bytes`,
    );
  }
  const sp = span(type, count);
  if (sp === null) return 0;
  if (type.isContig) {
    checkSpan(call, 'outbuf', rankCore() ?? null, outbuf, type, count, sp);
    bytesOf(outbuf, type.lb, n).set(bytesOf(packed, 0, n));
    return n;
  }
  const core = coreFor();
  checkSpan(call, 'outbuf', core, outbuf, type, count, sp);
  const [lo, hi] = sp;
  if (core === null || (!core.owns(outbuf) && sparse(lo, hi, n))) {
    jsMove(type.commit().program!, count, whole(outbuf), outbuf.byteOffset, whole(packed), packed.byteOffset, false);
    return n;
  }
  const st = stateOf(core);
  const prog = progIn(core, st, type);
  const inPlace = core.owns(outbuf);
  const pkPlace = core.owns(packed);
  const s = inPlace && pkPlace ? 0 : scratch(core, st, (inPlace ? 0 : hi - lo) + (pkPlace ? 0 : n));
  let origin = outbuf.byteOffset;
  if (!inPlace) {
    // the whole span goes in and comes back, so the gaps between the type's bytes stay as they are
    core.u8.set(bytesOf(outbuf, lo, hi - lo), s);
    origin = s - lo;
  }
  let src = packed.byteOffset;
  if (!pkPlace) {
    src = s + (inPlace ? 0 : hi - lo);
    core.u8.set(bytesOf(packed, 0, n), src);
  }
  try {
    core.x.dtUnpack(prog, count, src, origin);
  } catch (e) {
    core.trap(e);
  }
  if (!inPlace) bytesOf(outbuf, lo, hi - lo).set(core.u8.subarray(s, s + hi - lo));
  return n;
}
