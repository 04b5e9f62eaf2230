// What a schedule builder works with: the call, this rank's place among processes, scratch in the
// world's memory (the kernels reduce there) and the working views of the call's buffers (a derived
// type's packed bytes, packed at every start and unpacked at the end).
import type { CollComm } from '../coll_comm.js';
import type { Core } from '../../core/core.js';
import type { Buf } from '../../datatype/buffer.js';
import { packIn, unpackOut } from '../../datatype/staging.js';
import type { CollSpec } from '../exec/spec.js';
import { combiner, type Combine } from './combine.js';
import { Sched } from './sched.js';
import { netWord } from './sig.js';
import type { NetState } from './state.js';

export class Build {
  readonly s: Sched;
  readonly comm: CollComm;
  readonly core: Core;
  readonly esize: number;
  private readonly before: (() => void)[] = [];
  private readonly after: (() => void)[] = [];
  private comb: Combine | null = null;
  private rv: Uint8Array | null | undefined;
  private sv: Uint8Array | null | undefined;

  constructor(
    readonly st: NetState,
    readonly spec: CollSpec,
  ) {
    this.comm = st.comm;
    this.core = st.comm.w.core;
    this.esize = spec.type.size;
    this.s = new Sched(spec, netWord(spec));
    const before = this.before;
    this.s.fn(() => {
      for (let i = 0; i < before.length; i++) before[i]();
    });
  }

  /** Ends the schedule: the results unpacked into the user's buffers. */
  end(): Sched {
    const after = this.after;
    if (after.length > 0)
      this.s.fn(() => {
        for (let i = 0; i < after.length; i++) after[i]();
      });
    return this.s.wait();
  }

  /** Runs at every start, before anything moves. */
  atStart(f: () => void): void {
    this.before.push(f);
  }

  /** `bytes` of the world's memory, owned by the schedule: its address and a view. */
  scratch(bytes: number): { ptr: number; view: Uint8Array } {
    const t = this.comm.w.t;
    const ptr = t.alloc(Math.max(bytes, 8), 'collective scratch');
    this.s.owned.push(ptr);
    this.core.cover(ptr, bytes);
    return { ptr, view: this.core.u8.subarray(ptr, ptr + bytes) };
  }

  get combine(): Combine {
    return (this.comb ??= combiner(this.core, this.spec.op!, this.spec.type, this.where));
  }

  get where(): string {
    return `${this.spec.call} on ${this.comm.name} (rank ${this.comm.rank} of ${this.comm.size})`;
  }

  /** The receive side's bytes (null where the rank has none). */
  recvView(): Uint8Array | null {
    if (this.rv !== undefined) return this.rv;
    const R = this.spec.recv;
    if (R === null) return (this.rv = null);
    if (R.pack) {
      const pk = R.pack;
      const v = new Uint8Array(R.bytes);
      // what the run does not write (gaps, in-place inputs) keeps the buffer's contents
      this.atStart(() => packIn(pk, v));
      this.after.push(() => unpackOut(pk, v));
      return (this.rv = v);
    }
    return (this.rv = viewOf(R));
  }

  /** The send side's bytes: null where the rank has none (IN_PLACE, a non-root's receive-only side). */
  sendView(): Uint8Array | null {
    if (this.sv !== undefined) return this.sv;
    const S = this.spec.send;
    if (S === null) return (this.sv = null);
    if (S.pack) {
      const pk = S.pack;
      const v = new Uint8Array(S.bytes);
      this.atStart(() => packIn(pk, v));
      return (this.sv = v);
    }
    if (S.staged) {
      // the receive buffer's contents at the start (it is overwritten while they travel)
      const v = new Uint8Array(S.bytes);
      const src = viewOf(S);
      this.atStart(() => v.set(src));
      return (this.sv = v);
    }
    return (this.sv = viewOf(S));
  }
}

const viewOf = (b: Buf): Uint8Array => (b.view.length === b.bytes ? b.view : b.view.subarray(0, b.bytes));
