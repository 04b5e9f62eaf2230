// One process of a job started by Hydra's mpiexec: speaks PMI-1 on PMI_FD through the client
// (bundled by test/procs_pmi.test.mjs into the file given as argv[2]), publishes a value, meets the
// others at the barrier, reads every process's value, and prints what it saw as one JSON line.
const { PmiClient } = await import(process.argv[2]);
const pmi = await PmiClient.fromEnv();
await pmi.put(`addr-${pmi.rank}`, `127.0.0.1:${40000 + pmi.rank}`);
await pmi.barrier();
const seen = [];
for (let r = 0; r < pmi.size; r++) seen.push(await pmi.get(`addr-${r}`));
const missing = await pmi.get('no-such-key');
await pmi.finalize();
console.log(
  JSON.stringify({ rank: pmi.rank, size: pmi.size, seen, missing: missing ?? null, kvs: pmi.kvsname !== '' }),
);
