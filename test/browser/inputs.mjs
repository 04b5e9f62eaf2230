// What the browser rank modules send: pure functions of (rank, index), shared with
// test/runtime_browser.test.mjs, which computes from them what MPI's rules make of the inputs. No imports:
// Web Workers load it (beside the rank modules) and so does Node.

/** Float64 inputs: dyadic fractions of a few bits, so every sum in any order is exact. */
export const f64 = (r, i) => r * 1.5 + 0.25 + i / 8;

/** Int32 inputs in [-1000, 1000], differing by rank and index. */
export const i32 = (r, i) => ((r * 7919 + i * 104729) % 2001) - 1000;

/** What rank `src` sends rank `dst` in the nonblocking all-to-all: 3 + src Int32 elements. */
export const pairMsg = (src, dst) => Array.from({ length: 3 + src }, (_, i) => src * 1000 + dst * 10 + i);

/** 1 MiB of Int32 elements from rank `src` (far past the 8 KiB eager threshold: rendezvous). */
export const MB = 1 << 20;
export function bigInput(src) {
  const a = new Int32Array(MB / 4);
  for (let i = 0; i < a.length; i++) a[i] = Math.imul(i + 1, 2654435761) ^ (src * 0x01010101);
  return a;
}

/** FNV-1a over the bytes of a typed array: what a rank reports of a large buffer. */
export function digest(view) {
  const u8 = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  let h = 0x811c9dc5;
  for (let i = 0; i < u8.length; i++) h = Math.imul(h ^ u8[i], 16777619);
  return h >>> 0;
}

/** The derived-datatype scenarios' matrix: ROWS x COLS float64, row-major, of rank r. */
export const ROWS = 6;
export const COLS = 5;
export const cell = (r, row, col) => r * 100 + row * COLS + col + 0.5;

/** Subarray scenario: a SUB_SIZES int32 array of rank r, the block SUB_SUBSIZES at SUB_STARTS. */
export const SUB_SIZES = [4, 6, 5];
export const SUB_SUBSIZES = [2, 3, 2];
export const SUB_STARTS = [1, 2, 3];
export const subCell = (r, k) => r * 10000 + k;

/** Struct scenario: items { a: int32 at 0, b: float64[2] at 8, c: int16 at 24 }, extent 32. */
export const STRUCT = { blocklengths: [1, 2, 1], displs: [0, 8, 24], extent: 32, items: 3 };
export const structItem = (r, k) => ({ a: r * 100 + k - 7, b: [r + k / 4, -(r * 2 + k) - 0.5], c: -(r * 10 + k) });
