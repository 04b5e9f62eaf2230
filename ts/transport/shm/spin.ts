// The spin budget of a waiting rank: how many rounds it polls before it sleeps on its doorbell.
// Spinning only pays when every busy thread has a core; oversubscribed ranks sleep almost at once.
//
// Invariants: the budget is counted in rounds, never in time read in the loop (Node's
// performance.now() makes an object per call): the time limit is converted to rounds once, at
// start (calibrate). spinLimit <= spinNow <= spinMax at all times.
import type { ShmState } from './state.js';

/** The spin budget grows to at most this many times its base (400 us by default). */
const SPIN_GROWTH = 8;

/** What the host tells a rank about spinning: `spin` rounds at most, `spinUs` microseconds at most
 *  (default 50), this machine's `cores`, and the threads that want them (`busy`, default the
 *  world's ranks). */
export interface SpinOpts {
  spin?: number;
  spinUs?: number;
  cores?: number;
  busy?: number;
}

/** Sets the spin fields of a new transport. */
export function initSpin(s: ShmState, opts: SpinOpts): void {
  const cores = opts.cores ?? 1;
  // In a world across processes the busy threads are this machine's ranks and network sides: a
  // spinning rank there would take the core its own message has to travel through.
  const fits = (opts.busy ?? s.size) <= cores;
  s.spinLimit = Math.min(opts.spin ?? (fits ? 20000 : 50), calibrate(s, opts.spinUs ?? 50));
  s.spinNow = s.spinLimit;
  s.spinMax = fits && opts.spin === undefined ? s.spinLimit * SPIN_GROWTH : s.spinLimit;
  s.oversubscribed = !fits;
  s.fastRounds = fits ? 400 : 1;
}

/** Spinning rounds in `us` microseconds: times rounds of the core's spin on an empty ring (what
 *  a round of a receive's wait costs when nothing arrives; other waits' rounds cost less). */
function calibrate(s: ShmState, us: number): number {
  const x = s.x;
  const me = s.rank;
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    for (let i = 0; i < 32; i++) {
      x.ringAnyReady(me, 0);
      x.ringWait(me, me, 64);
    }
    best = Math.min(best, ((performance.now() - t0) * 1000) / 32);
  }
  return Math.max(64, Math.ceil(us / Math.max(best, 0.005)));
}

/** After a sleep: the budget doubles when a peer ended it soon (`soon`: within a couple of
 *  milliseconds; the rank slept through a short gap, such as a window of messages taking longer
 *  than the budget, and paid a wake-up for it) and halves otherwise (the rank was idle: spinning
 *  would only have burnt a core). */
export function adaptSpin(s: ShmState, soon: boolean): void {
  if (soon) s.spinNow = Math.min(s.spinNow * 2, s.spinMax);
  else s.spinNow = Math.max(s.spinNow >>> 1, s.spinLimit);
}
