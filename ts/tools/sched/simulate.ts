// A one-thread simulator of the executor (assembly/sched/exec.ts) over the p schedules of a call:
// it runs a few collectives back to back under an interleaving of the ranks and checks that
//  - every rank finishes (no deadlock), and no wait relies on a signal that wakes another rank;
//  - every access to a buffer is ordered (happens-before, by vector clocks over the flags'
//    signal/wait pairs) with every conflicting access of another rank: the caller's own writes of
//    its buffers before the next call included, so a rank must not return while peers still read
//    them, and scratch reuse two collectives later is checked too;
//  - a peer's buffer is touched only after the peer published its pointers for this collective,
//    and only within the bytes the call binds (the scratch: tmpBytes);
//  - every receive buffer ends with what MPI says: values are symbolic (each byte names the input
//    bytes it holds; a reduction merges sets of ranks and fails on a rank counted twice or on bytes
//    of different offsets or calls), compared with the call's result (call.ts).
// Flags follow the executor: collective `seq` signals seq * STEPS + step, compared by signed
// difference; a run publishes its pointers only once every peer has finished the collective two
// back, and signals STEP_DONE at its end (waking every peer).
import { STEPS, STEP_DONE, BUF_SEND, BUF_RECV, BUF_AUX } from '../../core/abi.js';
import type { BufAt, Schedule, SchedOp } from './decode.js';
import type { CallShape } from './call.js';
import {
  SimError,
  SimState,
  type Mem,
  type SimOptions,
  type Signal,
  INPUT,
  JUNK,
  EV_INPUTS,
  EV_PUBLISH,
  EV_RESULT,
  EV_AUX,
  EV_DONE,
  kindOf,
  callOf,
  tagOf,
  ranks,
} from './sim_state.js';

export { SimError, type SimErrorKind, type SimOptions, type Interleaving } from './sim_state.js';

/** Runs the schedules; null when every check passed, else the first violation. */
export function simulate(scheds: Schedule[], shape: CallShape, opts: SimOptions): SimError | null {
  try {
    new Sim(scheds, shape, opts).run();
    return null;
  } catch (e) {
    if (e instanceof SimError) return e;
    throw e;
  }
}

class Sim extends SimState {
  // ── flags ──

  /** Rank t's earliest signal that satisfies `target`, or null when its flag is below it. */
  private satisfying(t: number, target: number): Signal | null {
    const h = this.r[t].history;
    if (((h[h.length - 1].value - target) | 0) < 0) return null;
    let i = h.length - 1;
    while (i > 0 && ((h[i - 1].value - target) | 0) >= 0) i--;
    return h[i];
  }

  private acquire(q: number, t: number, s: Signal, wakeCheck: boolean): void {
    if (wakeCheck && s.wake >= 0 && s.wake !== q) {
      throw new SimError(
        'wake',
        `${this.opText(q)} waits for rank ${t}, whose signal ${this.evText(s.ev)} wakes only rank ${s.wake}: ` +
          `rank ${q} could sleep through it`,
      );
    }
    const vc = this.r[q].vc;
    for (let i = 0; i < this.p; i++) if (s.vc[i] > vc[i]) vc[i] = s.vc[i];
  }

  private signal(q: number, value: number, wake: number, ev: number): void {
    const R = this.r[q];
    if (((value - R.flag) | 0) < 0) {
      throw new SimError(
        'flag',
        `${this.evText(ev)} moves rank ${q}'s flag back (from ${this.stepText(q, R.flag)} to ${this.stepText(q, value)})`,
      );
    }
    R.flag = value;
    R.history.push({ value, vc: R.vc.slice(), wake, ev });
  }

  private stepText(q: number, value: number): string {
    const base = this.base(this.r[q].call);
    const d = (value - base) | 0;
    return d >= 0 && d < STEPS ? `step ${d}` : `epoch ${value >>> 0}`;
  }

  /** The peers each wait-like op waits for, and its step relative to the epoch base (null for
   *  other ops), per rank and op. */
  private waits(q: number): ([number[], number] | null)[] {
    let w = this.waitCache[q];
    if (w) return w;
    const all = (lo: number, hi: number) => {
      const out: number[] = [];
      for (let t = Math.max(0, lo); t < Math.min(hi, this.p); t++) if (t !== q) out.push(t);
      return out;
    };
    w = this.waitCache[q] = this.scheds[q].ops.map((o): [number[], number] | null => {
      if (o.kind === 'wait') return [[o.peer], o.step];
      if (o.kind === 'waitall') return [all(0, this.p), (o.step - Math.imul(o.back, STEPS)) | 0];
      if (o.kind === 'waitrange') return [all(o.lo, o.hi), o.step];
      return null;
    });
    return w;
  }

  /** The peers op `pc` of rank q waits for and the flag value each must reach; null: no wait. */
  private waitTargets(q: number, pc: number): [number[], number] | null {
    const w = this.waits(q)[pc];
    return w === null ? null : [w[0], (this.base(this.r[q].call) + w[1]) | 0];
  }

  private publishTarget(q: number): number {
    return (Math.imul(this.seq(this.r[q].call) - 2, STEPS) + STEP_DONE) | 0;
  }

  private runnable(q: number): boolean {
    const R = this.r[q];
    if (R.phase === 'done') return false;
    if (R.phase === 'start') return true;
    if (R.phase === 'publish') {
      const target = this.publishTarget(q);
      for (let t = 0; t < this.p; t++) if (t !== q && ((this.r[t].flag - target) | 0) < 0) return false;
      return true;
    }
    const ops = this.scheds[q].ops;
    if (R.pc >= ops.length) return true;
    const w = this.waitTargets(q, R.pc);
    if (w === null) return true;
    for (const t of w[0]) {
      if (t < 0 || t >= this.p) throw new SimError('bounds', `${this.opText(q)} waits for rank ${t} of ${this.p}`);
      if (((this.r[t].flag - w[1]) | 0) < 0) return false;
    }
    return true;
  }

  // ── the run ──

  run(): void {
    const max = this.opts.maxActions ?? 10_000_000;
    for (let n = 0; ; n++) {
      const q = this.pick();
      if (q < 0) {
        if (this.r.every((R) => R.phase === 'done')) return;
        throw new SimError('deadlock', this.deadlockText());
      }
      if (n >= max) throw new SimError('deadlock', `no end after ${max} actions`);
      this.act(q);
    }
  }

  private pick(): number {
    const p = this.p;
    const order = this.opts.order ?? 'round-robin';
    if (order === 'round-robin') {
      for (let i = 1; i <= p; i++) {
        const q = (this.last + i + p) % p;
        if (this.runnable(q)) return (this.last = q);
      }
      return -1;
    }
    if (order === 'lowest-first') {
      for (let q = 0; q < p; q++) if (this.runnable(q)) return q;
      return -1;
    }
    if (order === 'highest-first') {
      for (let q = p - 1; q >= 0; q--) if (this.runnable(q)) return q;
      return -1;
    }
    const ready: number[] = [];
    for (let q = 0; q < p; q++) if (this.runnable(q)) ready.push(q);
    if (ready.length === 0) return -1;
    // xorshift32
    let x = this.rng;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.rng = x >>> 0 || 1;
    return ready[this.rng % ready.length];
  }

  private deadlockText(): string {
    const lines: string[] = [];
    for (let q = 0; q < this.p; q++) {
      const R = this.r[q];
      if (R.phase === 'done') continue;
      if (R.phase === 'publish') {
        lines.push(`rank ${q} waits to start call ${R.call} (every peer must have finished call ${R.call - 2})`);
        continue;
      }
      const w = this.waitTargets(q, R.pc)!;
      const behind = w[0]
        .filter((t) => ((this.r[t].flag - w[1]) | 0) < 0)
        .map((t) => `rank ${t} is at ${this.stepText(q, this.r[t].flag)}`);
      lines.push(`${this.opText(q)} waits: ${behind.join(', ')}`);
    }
    return `deadlock: ${lines.join('; ')}`;
  }

  private act(q: number): void {
    const R = this.r[q];
    if (R.phase === 'start') return this.startCall(q);
    if (R.phase === 'publish') {
      const target = this.publishTarget(q);
      for (let t = 0; t < this.p; t++) if (t !== q) this.acquire(q, t, this.satisfying(t, target)!, false);
      if (R.aux) {
        const ev = this.event(q, EV_AUX);
        const m = R.auxMem!;
        this.scratch(m.units);
        for (let i = 0; i < m.units; i++) {
          this.ta[i] = tagOf(INPUT, R.call, i);
          this.ma[i] = 1 << q;
        }
        this.writeUnits(m, 0, m.units, q, ev, this.ta, this.ma);
      }
      R.published[R.call] = R.vc[q] + 1;
      this.event(q, EV_PUBLISH);
      R.phase = 'ops';
      R.pc = 0;
      return;
    }
    const ops = this.scheds[q].ops;
    if (R.pc >= ops.length) return this.endCall(q);
    const o = ops[R.pc];
    const w = this.waitTargets(q, R.pc);
    if (w !== null) {
      for (const t of w[0]) this.acquire(q, t, this.satisfying(t, w[1])!, true);
      this.event(q, R.pc);
    } else this.execute(q, o, this.event(q, R.pc));
    R.pc++;
  }

  /** The caller hands the call its buffers: it writes its input (and whatever the receive buffer
   *  holds) with fresh values. */
  private startCall(q: number): void {
    const R = this.r[q];
    const c = this.rc[q];
    const ev = this.event(q, EV_INPUTS);
    R.entered[R.call] = R.vc[q];
    for (const [m, buf] of [
      [R.send, BUF_SEND],
      [R.recv, BUF_RECV],
    ] as const) {
      if (m === null) continue;
      this.scratch(m.units);
      for (let i = 0; i < m.units; i++) {
        this.ta[i] = tagOf(JUNK, R.call, i);
        this.ma[i] = 1 << q;
      }
      for (const x of c.input) {
        if (x.buf !== buf) continue;
        const lo = x.off / this.g;
        for (let i = 0; i < x.len / this.g; i++) {
          this.ta[lo + i] = tagOf(INPUT, R.call, x.xoff / this.g + i);
          this.ma[lo + i] = 1 << q;
        }
      }
      this.writeUnits(m, 0, m.units, q, ev, this.ta, this.ma);
    }
    R.before = R.recv ? { tag: R.recv.tag.slice(), mask: R.recv.mask.slice() } : null;
    R.phase = 'publish';
  }

  /** STEP_DONE, then the caller reads the receive buffer, which must hold the call's result. */
  private endCall(q: number): void {
    const R = this.r[q];
    const ev = this.event(q, EV_DONE);
    this.signal(q, (this.base(R.call) + STEP_DONE) | 0, -1, ev);
    if (this.shape.coll === 'barrier') {
      // MPI: no rank leaves a barrier before every rank has entered it
      for (let t = 0; t < this.p; t++) {
        const entry = this.r[t].entered[R.call];
        if (t !== q && (entry === undefined || entry > R.vc[t])) {
          throw new SimError(
            'result',
            `rank ${q} leaves barrier call ${R.call} before it knows that rank ${t} has entered it`,
          );
        }
      }
    }
    const m = R.recv;
    if (m !== null) {
      const rev = this.event(q, EV_RESULT);
      this.scratch(m.units);
      this.readUnits(m, 0, m.units, q, rev, this.ta, this.ma);
      this.checkResult(q, m);
    }
    R.call++;
    R.phase = R.call < this.calls ? 'start' : 'done';
  }

  private checkResult(q: number, m: Mem): void {
    const R = this.r[q];
    const c = this.rc[q];
    const g = this.g;
    const want = new Int32Array(m.units);
    const wantMask = new Int32Array(m.units);
    const care = new Uint8Array(m.units);
    if (c.rest === 'unchanged') {
      want.set(R.before!.tag);
      wantMask.set(R.before!.mask);
      care.fill(1);
    }
    for (const x of c.result) {
      let mask = 0;
      for (const t of x.from) mask |= 1 << t;
      for (let i = 0; i < x.len / g; i++) {
        const u = x.off / g + i;
        want[u] = tagOf(INPUT, R.call, x.xoff / g + i);
        wantMask[u] = mask;
        care[u] = 1;
      }
    }
    let first = -1;
    let bad = 0;
    for (let u = 0; u < m.units; u++) {
      if (care[u] && (this.ta[u] !== want[u] || this.ma[u] !== wantMask[u])) {
        if (first < 0) first = u;
        bad++;
      }
    }
    if (first >= 0) {
      throw new SimError(
        'result',
        `after call ${R.call}, ${this.range(m, first)} holds ${this.describe(this.ta[first], this.ma[first])}, ` +
          `expected ${this.describe(want[first], wantMask[first])}` +
          (bad > 1 ? ` (${bad * g} bytes wrong in all)` : ''),
      );
    }
  }

  /** Entry xIndex of rank xRank's AUX array, read by rank q (checked like any read of a peer's). */
  private readAux(q: number, xRank: number, xIndex: number, ev: number): number {
    const x = this.resolve(q, xRank, BUF_AUX);
    if (xIndex < 0 || xIndex >= x.units) {
      throw new SimError('bounds', `${this.opText(q)} reads entry ${xIndex} of ${x.what}, which holds ${x.units}`);
    }
    this.scratch(1);
    this.readUnits(x, xIndex, 1, q, ev, this.ta, this.ma);
    return this.r[xRank].aux![xIndex];
  }

  private execute(q: number, o: SchedOp, ev: number): void {
    const R = this.r[q];
    const e = this.shape.esize;
    switch (o.kind) {
      case 'signal': {
        if (o.step < 0 || o.step >= STEP_DONE)
          throw new SimError('flag', `${this.opText(q)} signals step ${o.step}, outside 0..${STEP_DONE - 1}`);
        this.signal(q, (this.base(R.call) + o.step) | 0, o.wake, ev);
        return;
      }
      case 'copy':
      case 'copyx': {
        if (o.bytes === 0) return;
        const srcAt: BufAt =
          o.kind === 'copyx'
            ? { rank: o.src.rank, buf: o.src.buf, off: this.readAux(q, o.xRank, o.xIndex, ev) }
            : o.src;
        const [sm, slo, n] = this.access(q, srcAt, o.bytes);
        const [dm, dlo] = this.access(q, o.dst, o.bytes);
        this.scratch(n);
        this.readUnits(sm, slo, n, q, ev, this.ta, this.ma);
        this.writeUnits(dm, dlo, n, q, ev, this.ta, this.ma);
        return;
      }
      case 'checkx': {
        const v = this.readAux(q, o.xRank, o.xIndex, ev);
        if (v !== o.value)
          throw new SimError(
            'mismatch',
            `${this.opText(q)} finds ${v} where it expects ${o.value}: a correct call fails`,
          );
        return;
      }
      case 'reduce':
      case 'reduce3': {
        if (o.count === 0) return;
        const bytes = o.count * e;
        const [a, b] = o.kind === 'reduce3' ? [o.a, o.b] : o.srcFirst ? [o.src, o.dst] : [o.dst, o.src];
        const [am, alo, n] = this.access(q, a, bytes);
        const [bm, blo] = this.access(q, b, bytes);
        const [dm, dlo] = this.access(q, o.dst, bytes);
        this.scratch(n);
        this.readUnits(am, alo, n, q, ev, this.ta, this.ma);
        this.readUnits(bm, blo, n, q, ev, this.tb, this.mb);
        for (let i = 0; i < n; i++) this.ma[i] = this.merge(q, this.ta[i], this.ma[i], this.tb[i], this.mb[i]);
        this.writeUnits(dm, dlo, n, q, ev, this.ta, this.ma);
        return;
      }
      // waits never get here: act() acquires their targets (waitTargets) instead
      case 'wait':
      case 'waitall':
      case 'waitrange':
        return;
    }
  }

  /** a OP b of one unit: both inputs of the same call and offset, from disjoint sets of ranks
   *  (with `ordered`, every rank of a below every rank of b). */
  private merge(q: number, ta: number, ma: number, tb: number, mb: number): number {
    const bad = (why: string): never => {
      throw new SimError('reduce', `${this.opText(q)} ${why}: ${this.describe(ta, ma)} op ${this.describe(tb, mb)}`);
    };
    if (kindOf(ta) !== INPUT || kindOf(tb) !== INPUT) bad('reduces bytes that hold no input');
    if (ta !== tb)
      bad(callOf(ta) !== callOf(tb) ? 'reduces inputs of different calls' : 'reduces inputs at different offsets');
    if (ma & mb) bad(`counts rank ${ranks(ma & mb)} twice`);
    if (this.opts.ordered && 31 - Math.clz32(ma) > 31 - Math.clz32(mb & -mb))
      bad("puts a higher rank's operand first (the op need not be commutative)");
    return ma | mb;
  }
}
