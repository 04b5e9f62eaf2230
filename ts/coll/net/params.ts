// The network's cost terms, in one place: the algorithms between processes are chosen by them
// (alpha: the latency of one message, beta: seconds per byte on the wire, gamma: seconds per byte
// reduced). Defaults for a commodity network; setNetParams replaces them (with measured values,
// once a device measures its links).
export interface NetParams {
  alpha: number;
  beta: number;
  gamma: number;
}

const params: NetParams = { alpha: 10e-6, beta: 1e-9, gamma: 0.25e-9 };

export function netParams(): Readonly<NetParams> {
  return params;
}

export function setNetParams(p: Partial<NetParams>): void {
  if (p.alpha !== undefined) params.alpha = p.alpha;
  if (p.beta !== undefined) params.beta = p.beta;
  if (p.gamma !== undefined) params.gamma = p.gamma;
}

const log2ceil = (L: number) => (L <= 1 ? 0 : Math.ceil(Math.log2(L)));

/** Recursive doubling allreduce among L processes of n bytes (two more steps when L is not a
 *  power of two). */
export function costAllreduceRd(L: number, n: number): number {
  const { alpha: a, beta: b, gamma: g } = params;
  const pof2 = (L & (L - 1)) === 0;
  return (log2ceil(L) + (pof2 ? 0 : 2)) * (a + n * b) + log2ceil(L) * n * g;
}

/** Ring allreduce (reduce-scatter, then allgather) among L processes of n bytes. */
export function costAllreduceRing(L: number, n: number): number {
  const { alpha: a, beta: b, gamma: g } = params;
  return 2 * (L - 1) * a + (2 * (L - 1) * n * b) / L + ((L - 1) * n * g) / L;
}

/** Ring allgather among L processes of N bytes in all. */
export function costAllgatherRing(L: number, N: number): number {
  const { alpha: a, beta: b } = params;
  return (L - 1) * a + ((L - 1) * N * b) / L;
}

/** Recursive doubling allgather (L a power of two). */
export function costAllgatherRd(L: number, N: number): number {
  const { alpha: a, beta: b } = params;
  return log2ceil(L) * a + ((L - 1) * N * b) / L;
}
