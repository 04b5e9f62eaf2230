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
