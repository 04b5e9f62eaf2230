// The net family's rank modules run two ways: imported by `wasmpi run` (their default export is
// called as main(world, args) in every rank), or as the program itself, one rank per process, under
// MPICH's launcher: `mpiexec -n 2 node bench/ranks/net_p2p.mjs <cfg>`, where `await init()` gives
// COMM_WORLD across the processes. standalone() does the second when the module is node's main
// script (a rank of `wasmpi run` is a worker thread, whose main script is another file).
import { pathToFileURL } from 'node:url';

/** When `url` (the caller's import.meta.url) is the main script: init(), main(world, argv), finalize(). */
export async function standalone(url, main) {
  if (!process.argv[1] || pathToFileURL(process.argv[1]).href !== url) return;
  const { init, finalize } = await import('wasmpi');
  const world = await init();
  main(world, process.argv.slice(2));
  finalize();
}
