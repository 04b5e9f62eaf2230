// The core's one memory.atomic.wait32, in a function of its own.
//
// V8's baseline compiler (Liftoff: the tier every function runs in until it is optimised, and in
// Node 20 the one that stays for a while under load) does not keep the registers of the function
// that contains the wait: a local it cached in a register can hold another value when the wait
// returns. In a lock's wait loop that was a lock address or a loop counter, and it showed as a
// lost accumulate, a lost wake-up or a heap block handed out twice. So the wait sits alone here,
// with nothing of this function's used after it, and the build never inlines this function
// (scripts/build/no_inline.mjs; build.mjs checks the result): a caller's state crosses a real
// call, which Liftoff saves. test/core_wait.test.mjs runs the core's locks under Liftoff alone.

/** Sleeps while the i32 at `p` holds `v`, for at most `ns` nanoseconds (-1: no limit), or until a
 *  notify on `p`. Returns nothing: callers re-read the word (a wake-up can be spurious). */
export function waitWord(p: usize, v: i32, ns: i64): void {
  atomic.wait<i32>(p, v, ns);
}
