// NUL-terminated UTF-8 text in the shared layout (a rank's failure reason at R_TEXT, the world's
// abort or deadlock report at G_TEXT): read and written by ranks, launchers and network threads.
import type { Core } from './core.js';

/** The text at `addr`, at most `max` bytes ('' when none was written). */
export function readText(core: Core, addr: number, max: number): string {
  const u8 = core.u8;
  let end = addr;
  while (end < addr + max && u8[end] !== 0) end++;
  return new TextDecoder().decode(u8.slice(addr, end));
}

/** Writes `text` at `addr`, cut to fit `max` bytes with its terminating NUL. */
export function writeText(core: Core, addr: number, max: number, text: string): void {
  const bytes = new TextEncoder().encode(text).subarray(0, max - 1);
  core.u8.set(bytes, addr);
  core.u8[addr + bytes.length] = 0;
}
