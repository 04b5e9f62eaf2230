// When the network side (net.ts) runs a round: whenever the bell rings (every post of a local rank
// for a remote one rings it), and every 50 ms besides. Ranks block in Atomics.wait, so the bell is a
// word of the shared memory, and waking an event loop on it takes Atomics.waitAsync in a process's
// main thread but a thread of its own (WAKER) in a worker. Apart from net.ts, which says what a
// round does: this only says when, and how this thread is woken for it.
import { MessageChannel, Worker } from 'node:worker_threads';

/** Wakes this thread when the bell rings. Atomics.waitAsync would do it, but a notify does not
 *  wake a worker's event loop in Node (the wait resolves at its timeout, or when something else
 *  wakes the loop: hundreds of microseconds a message), so a small thread sleeps on the bell with
 *  Atomics.wait and posts a message, which does; a second word says a message is on its way (one
 *  at a time), a third asks it to end. */
const WAKER = `
const { workerData: { memory, at, port } } = require('node:worker_threads');
const i32 = new Int32Array(memory.buffer);
for (let seen = Atomics.load(i32, at); Atomics.load(i32, at + 2) === 0; ) {
  Atomics.wait(i32, at, seen, 1000);
  seen = Atomics.load(i32, at);
  if (Atomics.compareExchange(i32, at + 1, 0, 1) === 0) port.postMessage(0);
}`;

/** Runs `round` whenever the bell (word `at` of `i32`, and the two after it) rings, until stopped. */
export class Rounds {
  private waker: Worker | null = null;
  private stopped = false;
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly i32: Int32Array,
    private readonly at: number,
    private readonly round: () => void,
  ) {}

  /** Starts the rounds over `memory` (the memory of `i32`), and `tick` every 50 ms. `inThread`: this
   *  is a thread whose event loop Atomics.waitAsync wakes (a process's main thread); otherwise the
   *  waker thread is started. */
  start(memory: WebAssembly.Memory, inThread: boolean, tick: () => void): void {
    const { i32, at, round } = this;
    this.ticker = setInterval(tick, 50);
    if (inThread) {
      void (async () => {
        while (!this.stopped) {
          const seen = Atomics.load(i32, at);
          round();
          if (this.stopped || Atomics.load(i32, at) !== seen) continue;
          const w = Atomics.waitAsync(i32, at, seen, 1000);
          if (w.async) await w.value;
        }
      })();
      return;
    }
    const { port1, port2 } = new MessageChannel();
    port1.on('message', () => {
      Atomics.store(i32, at + 1, 0);
      round();
    });
    this.waker = new Worker(WAKER, { eval: true, workerData: { memory, at, port: port2 }, transferList: [port2] });
    port1.unref();
  }

  /** No round runs after this; the waker thread ends. */
  stop(): void {
    this.stopped = true;
    clearInterval(this.ticker);
    const { i32, at } = this;
    Atomics.store(i32, at + 2, 1);
    Atomics.add(i32, at, 1);
    Atomics.notify(i32, at);
    void this.waker?.terminate();
  }
}
