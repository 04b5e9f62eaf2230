// Rank 0 of a job whose rank 1 is the test itself (a fake peer speaking wasmpi's frames): receives
// what rank 1 sends, reports each message on stdout, and checks that a message longer than its
// buffer is refused (ERR_TRUNCATE) without a byte written beside it, and reports a message for
// which its process found no memory (ERR_BUFFER). It writes synchronously: a
// worker's console output reaches the process's stdout only when the worker's event loop runs, and
// this rank blocks in its next receive at once.
import { writeSync } from 'node:fs';

export default function main(world) {
  const guard = new Int32Array([-7, 0, -7]);
  const slot = guard.subarray(1, 2);
  for (;;) {
    try {
      const st = world.recv(slot, 1);
      writeSync(1, `GOT ${slot[0]} tag ${st.tag}\n`);
    } catch (e) {
      if (e.code === 'ERR_BUFFER') {
        writeSync(1, `NO ROOM ${e.message}\n`);
        continue;
      }
      if (e.code !== 'ERR_TRUNCATE') throw e;
      if (guard[0] !== -7 || guard[2] !== -7)
        throw new Error(`a long message wrote beside its buffer: ${guard}`, { cause: e });
      writeSync(1, 'TRUNCATED, guards intact\n');
    }
  }
}
