// Runs a rank script in this process with V8 compiling WebAssembly by its baseline compiler only
// (Liftoff, never optimised: the tier that every core function starts in), then prints the ranks'
// values as one line "RESULT <json>" and exits 0, or prints the error and exits 1.
// Usage: node liftoff.mjs <ranks> <timeout ms> <rank script in test/ranks> [args...]
import v8 from 'node:v8';

v8.setFlagsFromString('--liftoff-only'); // before the core is compiled: launch compiles it
const { launch } = await import('wasmpi');
const [ranks, timeoutMs, file, ...args] = process.argv.slice(2);
try {
  const res = await launch(new URL(`../ranks/${file}`, import.meta.url), {
    ranks: Number(ranks),
    args,
    timeoutMs: Number(timeoutMs),
  });
  console.log(`RESULT ${JSON.stringify(res.map((r) => r.value))}`);
  process.exit(0);
} catch (e) {
  // ranks stuck in a wait inside the core cannot be interrupted: exit ends their threads
  console.error(e);
  process.exit(1);
}
