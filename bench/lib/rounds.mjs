// Interleaved rounds. Absolute times on a shared machine drift several-fold between runs and even
// inside one run, so no figure of the bench comes from one block of repetitions: a family runs its
// systems (a wasmpi world, postMessage workers, plain JS, memory.copy, an MPICH job ...) in R
// rounds, each round one run of every system in turn, each run one repetition of every figure it
// measures (after a warm-up that is timed too: the "first calls"). Every system's repetitions thus
// sample the same slow and fast phases of the machine, and a ratio of medians compares like with
// like. The per-repetition values are kept (the JSON has them all); the tables print
// `median (min-max)` and ratios of medians, with the ratio of the best repetitions beside them.
import { summary } from './stats.mjs';

/**
 * Runs `systems` ([name, async (round) => void] pairs) in `rounds` rounds, in the given order in
 * every round: wasmpi, baseline, wasmpi, baseline, ... Logs each run on stderr.
 */
export async function interleave(rounds, systems, { log, label }) {
  const t0 = performance.now();
  for (let k = 0; k < rounds; k++) {
    for (const [name, run] of systems) {
      log(`${label}: round ${k + 1} of ${rounds}, ${name} (${((performance.now() - t0) / 1000).toFixed(1)} s) ...`);
      await run(k);
    }
  }
}

/** Appends `v` (a finite number; anything else is skipped) to the list at root[k0][k1]...; */
export function push(root, keys, v) {
  if (typeof v !== 'number' || !Number.isFinite(v)) return;
  let o = root;
  for (const k of keys.slice(0, -1)) o = o[k] ??= {};
  (o[keys.at(-1)] ??= []).push(v);
}

/** The list at root[k0][k1]... (empty when absent). */
export function list(root, keys) {
  let o = root;
  for (const k of keys) o = o?.[k];
  return Array.isArray(o) ? o : [];
}

/** summary() of the list at root[k0][k1]... */
export const stat = (root, keys) => summary(list(root, keys));

/** A copy of a tree of lists where every list becomes { runs, n, min, median, max } (for the JSON). */
export function withSummaries(tree) {
  if (Array.isArray(tree)) return { runs: tree, ...summary(tree) };
  if (tree && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, withSummaries(v)]));
  return tree;
}

/**
 * Ratio of two summaries for the JSON: of the medians, and of the best repetitions (min/min for
 * times; max/max for rates, `rate` true).
 */
export function ratioOf(a, b, rate = false) {
  if (!a || !b || !b.median || !(rate ? b.max : b.min)) return null;
  return { median: a.median / b.median, best: rate ? a.max / b.max : a.min / b.min };
}

/**
 * The JSON of one size for each system of a family whose launches keep, per system and size, every
 * sample, the calls per sample, the first calls and the cold call (bench/topo.mjs, bench/commit.mjs):
 * `st[s]` the summary of its samples, `fs[s]` of its first calls; null for a system that did not run.
 */
export function systemsAt(systems, r, b, st, fs) {
  return Object.fromEntries(
    systems.map((s) => [
      s,
      st[s]
        ? {
            ...st[s],
            samples: r.samples[s][b],
            iters: r.iters[s][b],
            first: { runs: r.first[s][b], ...fs[s] },
            cold: { runs: r.cold[s][b], ...summary(r.cold[s][b]) },
          }
        : null,
    ]),
  );
}
