// The wasmpi core without the shell: this host loads wasm/wasmpi.wasm itself and drives it through
// the raw exports that docs/abi.md documents, with no import of the wasmpi package. The main thread
// checks the core's ABI version, lays out a world of two ranks in one shared memory and starts two
// threads (./rank.mjs); rank 0 sends an eager message to rank 1, which checks it and adds it into
// its own array with the core's sum kernel. Run: node examples/embed/host.mjs (or bun ...).
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';

// The ABI this host was written for: a core of another version may lay memory out differently
// or give an export another meaning, so the host refuses it before calling anything else.
const ABI = 4;
const SIZE = 2; // ranks
const RING_BYTES = 4096; // one eager ring per ordered pair of ranks (a power of two)
const EAGER_MAX = 1024; // largest message sent inline in a ring record

const module = new WebAssembly.Module(readFileSync(new URL('../../wasm/wasmpi.wasm', import.meta.url)));
// The core's one import is its memory, shared so that every rank's instance sees the same bytes.
// The module asks for at least 2 pages; the world's size is known only once the core can be asked.
const memory = new WebAssembly.Memory({ initial: 2, maximum: 65536, shared: true });
const core = new WebAssembly.Instance(module, { env: { memory } }).exports;
if (core.abiVersion() !== ABI) throw new Error(`wasmpi core ABI ${core.abiVersion()}, this host expects ${ABI}`);

// Grow to the fixed layout plus a page of heap (new pages are zero, as worldInit requires), then
// let the core write the world's header, rank control blocks and rings. Nothing else is set up:
// the ranks attach themselves.
const pages = (core.layoutBytes(SIZE, RING_BYTES) >>> 0) / 65536 + 1;
memory.grow(pages - memory.buffer.byteLength / 65536);
if (core.worldInit(SIZE, RING_BYTES, EAGER_MAX) === 0) throw new Error('worldInit failed');

// One thread per rank: the compiled module and the memory are shared with it, not copied.
function startRank(rank) {
  const worker = new Worker(new URL('./rank.mjs', import.meta.url), { workerData: { module, memory, rank, ABI } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`rank ${rank} exited (${code}) without a result`)));
  });
}
const [, received] = await Promise.all([startRank(0), startRank(1)]);

// Rank 1's array, read here from the shared heap where the kernel left it.
const sum = new Float64Array(memory.buffer, received.sumPtr, received.count);
console.log(`core ABI ${core.abiVersion()}: rank 1 received ${received.bytes} bytes from rank 0 (tag ${received.tag})`);
console.log(`sum kernel: ${sum.join(' ')}`);
