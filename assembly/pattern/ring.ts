// Ring pattern: rank r talks to r+1 (right) and r-1 (left), modulo size. Pure arithmetic.
//
// Reduce-scatter over `size` blocks (rank r ends owning the fully reduced block r): at step s
// (0 .. size-2) rank r sends block (r - s - 1) to its right neighbour and receives block
// (r - s - 2) from its left neighbour, reducing it into its own copy. Allgather (rank r starts with
// block r): at step s rank r sends block (r - s) right and receives block (r - s - 1) from the left.
// Ring allreduce = reduce-scatter then allgather: 2(p-1) alpha + 2n(p-1)/p beta + n(p-1)/p gamma.

// (a mod m) for a possibly negative a and m > 0.
@inline function wrap(a: i32, m: i32): i32 {
  const r = a % m;
  return r < 0 ? r + m : r;
}

// The rank a rank receives from: (rank - 1) mod size.
export function ringLeft(rank: i32, size: i32): i32 {
  return wrap(rank - 1, size);
}

// The rank a rank sends to: (rank + 1) mod size.
export function ringRight(rank: i32, size: i32): i32 {
  return wrap(rank + 1, size);
}

// Reduce-scatter step `step`: the block `rank` forwards (partially reduced) to ringRight.
export function ringRsSendBlock(rank: i32, size: i32, step: i32): i32 {
  return wrap(rank - step - 1, size);
}

// Reduce-scatter step `step`: the block `rank` receives from ringLeft and reduces into its copy.
export function ringRsRecvBlock(rank: i32, size: i32, step: i32): i32 {
  return wrap(rank - step - 2, size);
}

// Allgather step `step`: the block `rank` forwards to ringRight (its own block at step 0).
export function ringAgSendBlock(rank: i32, size: i32, step: i32): i32 {
  return wrap(rank - step, size);
}

// Allgather step `step`: the block `rank` receives from ringLeft.
export function ringAgRecvBlock(rank: i32, size: i32, step: i32): i32 {
  return wrap(rank - step - 1, size);
}
