// allreduce among L ranks of n elements (n bytes in the costs).
// recursive-doubling: with pof2 the largest power of two <= L and rem = L - pof2, the first 2 rem
// ranks pair up (the even one sends to the odd one, which combines and stands for both); then
// log2 pof2 rounds in which partners 2^k apart swap their partial results and combine them, lower
// operand first; then the odd ranks send the result to their even partners. Cost: (ceil(log2 L) +
// 2 if L is not a power of two) (alpha + n beta) + ceil(log2 L) n gamma. Keeps group order, so it
// serves non-commutative ops.
// ring: a reduce-scatter (L-1 steps: each rank passes one of L chunks to its right neighbour,
// which combines it into its own) then an allgather of the reduced chunks (L-1 steps). Cost:
// 2 (L-1) alpha + 2 (L-1)/L n beta + (L-1)/L n gamma. Commutative ops only (the chunks combine in
// ring order).
import type { Build } from './build.js';
import { part, pof2Below, type Group, type Vec } from './group.js';

export function recursiveDoubling(b: Build, g: Group, acc: Vec, tmp: Vec, n: number): void {
  const L = g.ranks.length;
  if (L < 2) return;
  const i = g.i;
  const combine = b.combine;
  const pof2 = pof2Below(L);
  const rem = L - pof2;
  let ni: number;
  if (i < 2 * rem) {
    if (i % 2 === 0) {
      b.s.send(g.ranks[i + 1], acc.view).wait();
      ni = -1;
    } else {
      b.s.recv(g.ranks[i - 1], tmp.view);
      b.s.fn(() => combine(acc.ptr, tmp.ptr, acc.ptr, n));
      ni = i >> 1;
    }
  } else ni = i - rem;
  if (ni >= 0) {
    for (let mask = 1; mask < pof2; mask <<= 1) {
      const nd = ni ^ mask;
      const d = nd < rem ? nd * 2 + 1 : nd + rem;
      b.s.send(g.ranks[d], acc.view);
      b.s.recv(g.ranks[d], tmp.view);
      if (d < i) b.s.fn(() => combine(acc.ptr, tmp.ptr, acc.ptr, n));
      else b.s.fn(() => combine(acc.ptr, acc.ptr, tmp.ptr, n));
    }
  }
  if (i < 2 * rem) {
    if (i % 2 === 0) b.s.recv(g.ranks[i + 1], acc.view);
    else b.s.send(g.ranks[i - 1], acc.view);
    b.s.wait();
  }
}

export function ring(b: Build, g: Group, acc: Vec, tmp: Vec, n: number): void {
  const L = g.ranks.length;
  if (L < 2) return;
  const e = b.esize;
  const i = g.i;
  const cnt = (j: number) => Math.floor(n / L) + (j < n % L ? 1 : 0);
  const off = (j: number) => j * Math.floor(n / L) + Math.min(j, n % L);
  const right = g.ranks[(i + 1) % L];
  const left = g.ranks[(i - 1 + L) % L];
  const combine = b.combine;
  for (let s = 0; s < L - 1; s++) {
    const out = (((i - s) % L) + L) % L;
    const inc = (((i - s - 1) % L) + L) % L;
    b.s.send(right, part(acc, off(out) * e, cnt(out) * e).view);
    const t = part(tmp, off(inc) * e, cnt(inc) * e);
    const a = part(acc, off(inc) * e, cnt(inc) * e);
    const c = cnt(inc);
    b.s.recv(left, t.view);
    b.s.fn(() => combine(a.ptr, a.ptr, t.ptr, c));
  }
  // rank i now holds chunk i + 1 reduced
  for (let s = 0; s < L - 1; s++) {
    const out = (i + 1 - s + L) % L;
    const inc = (((i - s) % L) + L) % L;
    b.s.send(right, part(acc, off(out) * e, cnt(out) * e).view);
    b.s.recv(left, part(acc, off(inc) * e, cnt(inc) * e).view);
    b.s.wait();
  }
}
