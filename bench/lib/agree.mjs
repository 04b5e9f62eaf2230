// What the JavaScript ranks of the bench agree on between figures, with send/recv only (so the
// coordination does not use what is being timed).

/** The largest of every rank's `x`, on every rank (through rank 0). */
export function agreeMax(c, x) {
  const v = new Float64Array([x]);
  if (c.rank === 0) {
    const t = new Float64Array(1);
    for (let r = 1; r < c.size; r++) {
      c.recv(t, r, 77);
      v[0] = Math.max(v[0], t[0]);
    }
    for (let r = 1; r < c.size; r++) c.send(v, r, 78);
  } else {
    c.send(v, 0, 77);
    c.recv(v, 0, 78);
  }
  return v[0];
}

/** Rank 0's `x` (a boolean or a number), on every rank (rank 0 sends it to each other rank). */
export function fromRoot(c, x) {
  const v = new Float64Array([Number(x)]);
  if (c.rank === 0) for (let r = 1; r < c.size; r++) c.send(v, r, 79);
  else c.recv(v, 0, 79);
  return typeof x === 'boolean' ? v[0] !== 0 : v[0];
}

/** The element-wise largest of every rank's list of numbers (the same length on every rank), on rank 0 (undefined elsewhere). */
export function maxEach(c, xs) {
  const v = Float64Array.from(xs);
  if (c.rank !== 0) {
    c.send(v, 0, 80);
    return undefined;
  }
  const t = new Float64Array(v.length);
  for (let r = 1; r < c.size; r++) {
    c.recv(t, r, 80);
    for (let i = 0; i < v.length; i++) v[i] = Math.max(v[i], t[i]);
  }
  return [...v];
}
