// maxloc / minloc on (value, index) pairs: the pair with the larger (maxloc) or smaller (minloc)
// value wins; on equal values the result keeps that value and the smaller index (MPI's rule).
// a is the lower-rank operand. b replaces a only when its value is strictly better, so when
// either value is NaN the comparisons are false and a's pair is kept (index min'd only on ==).
// Layouts (type codes in reduce_codes.ts): value at 0, index at `at`, element `stride` bytes. The
// C-struct pairs reduce in their packed form (MPI's type signature: value then index, no pad), as
// the shell packs them: DOUBLE_INT and LONG_INT 12 bytes, SHORT_INT 6 (unaligned loads are fine).

@inline function loc<V, I>(isMax: bool, d: usize, a: usize, b: usize, n: usize, stride: usize, at: usize): void {
  const end = n * stride;
  for (let k: usize = 0; k < end; k += stride) {
    const av = load<V>(a + k);
    const bv = load<V>(b + k);
    const ai = load<I>(a + k + at);
    const bi = load<I>(b + k + at);
    let v = av;
    let i = ai;
    if (isMax ? av < bv : bv < av) {
      v = bv;
      i = bi;
    } else if (av == bv && bi < ai) {
      i = bi;
    }
    store<V>(d + k, v);
    store<I>(d + k + at, i);
  }
}

// One instance per (type, direction) so each loop is straight code.
export function maxlocPairI32(d: usize, a: usize, b: usize, n: usize): void { loc<i32, i32>(true, d, a, b, n, 8, 4); }
export function minlocPairI32(d: usize, a: usize, b: usize, n: usize): void { loc<i32, i32>(false, d, a, b, n, 8, 4); }
export function maxlocPairF32(d: usize, a: usize, b: usize, n: usize): void { loc<f32, f32>(true, d, a, b, n, 8, 4); }
export function minlocPairF32(d: usize, a: usize, b: usize, n: usize): void { loc<f32, f32>(false, d, a, b, n, 8, 4); }
export function maxlocPairF64(d: usize, a: usize, b: usize, n: usize): void { loc<f64, f64>(true, d, a, b, n, 16, 8); }
export function minlocPairF64(d: usize, a: usize, b: usize, n: usize): void { loc<f64, f64>(false, d, a, b, n, 16, 8); }
export function maxlocFloatInt(d: usize, a: usize, b: usize, n: usize): void { loc<f32, i32>(true, d, a, b, n, 8, 4); }
export function minlocFloatInt(d: usize, a: usize, b: usize, n: usize): void { loc<f32, i32>(false, d, a, b, n, 8, 4); }
export function maxlocDoubleInt(d: usize, a: usize, b: usize, n: usize): void { loc<f64, i32>(true, d, a, b, n, 12, 8); }
export function minlocDoubleInt(d: usize, a: usize, b: usize, n: usize): void { loc<f64, i32>(false, d, a, b, n, 12, 8); }
export function maxlocLongInt(d: usize, a: usize, b: usize, n: usize): void { loc<i64, i32>(true, d, a, b, n, 12, 8); }
export function minlocLongInt(d: usize, a: usize, b: usize, n: usize): void { loc<i64, i32>(false, d, a, b, n, 12, 8); }
export function maxlocShortInt(d: usize, a: usize, b: usize, n: usize): void { loc<i16, i32>(true, d, a, b, n, 6, 2); }
export function minlocShortInt(d: usize, a: usize, b: usize, n: usize): void { loc<i16, i32>(false, d, a, b, n, 6, 2); }
