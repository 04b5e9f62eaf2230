// The shared heap: comm.alloc arrays, staging copies of large messages, rendezvous ack lines.
// Size classes of 2^6 .. 2^31 bytes, one free list each, behind one spin lock (allocation is off
// the per-message fast path: small messages never allocate). Each block is preceded by one line
// holding its class, so blocks (and the arrays users build on them) stay 64-byte aligned.
// When the bump pointer reaches the end of memory the heap grows the shared memory itself; every
// instance sees the new size (the shell refreshes its views).
import { globalAddr, G_HEAP_LOCK, G_HEAP_TOP, G_FREE, HEAP_CLASSES, HEAP_MAX_BLOCK, LINE } from "../layout";
import { waitWord } from "./wait";

const BLOCK_MAGIC: u32 = 0xb10cb10c;
const MIN_SHIFT: u32 = 6;

@inline function lock(): void {
  const p = globalAddr(G_HEAP_LOCK);
  while (atomic.cmpxchg<i32>(p, 0, 1) != 0) {
    waitWord(p, 1, 100000); // 0.1 ms: the holder never sleeps, contention is short
  }
}

@inline function unlock(): void {
  const p = globalAddr(G_HEAP_LOCK);
  atomic.store<i32>(p, 0);
  atomic.notify(p, 1);
}

@inline function classOf(bytes: u32): u32 {
  if (bytes <= (1 << MIN_SHIFT)) return 0;
  return (32 - clz<u32>(bytes - 1)) - MIN_SHIFT;
}

// Returns a LINE-aligned address of at least `bytes` bytes, or 0 when wasm32's 4 GiB cannot hold it.
export function shmAlloc(bytes: u32): usize {
  if (bytes > HEAP_MAX_BLOCK) return 0;
  const cls = classOf(bytes);
  if (cls >= HEAP_CLASSES) return 0;
  const blockBytes: u64 = (<u64>1 << (cls + MIN_SHIFT)) + LINE;
  lock();
  const head = globalAddr(G_FREE + cls * 4);
  let block = <usize>load<u32>(head);
  if (block != 0) {
    store<u32>(head, load<u32>(block, 8)); // next free block
  } else {
    const top = <u64>load<u32>(globalAddr(G_HEAP_TOP));
    const end = top + blockBytes;
    const have = <u64>memory.size() << 16;
    if (end > have) {
      const pages = <i32>((end - have + 65535) >> 16);
      if (end > 0xffff0000 || memory.grow(pages) < 0) {
        unlock();
        return 0;
      }
    }
    block = <usize>top;
    store<u32>(globalAddr(G_HEAP_TOP), <u32>end);
  }
  store<u32>(block, BLOCK_MAGIC, 0);
  store<u32>(block, cls, 4);
  unlock();
  return block + LINE;
}

// Returns 0, or -1 when `ptr` is not a live block of this heap.
// The marker is checked under the heap lock: two threads freeing one block at once (a double
// free) must not both see it live, or the block would enter its free list twice and later be
// handed to two owners.
export function shmFree(ptr: usize): i32 {
  if (ptr < LINE) return -1;
  const block = ptr - LINE;
  lock();
  if (load<u32>(block, 0) != BLOCK_MAGIC) {
    unlock();
    return -1;
  }
  const cls = load<u32>(block, 4);
  const head = globalAddr(G_FREE + cls * 4);
  store<u32>(block, 0, 0);
  store<u32>(block, load<u32>(head), 8);
  store<u32>(head, <u32>block);
  unlock();
  return 0;
}

// Usable bytes of a live block, or 0.
export function shmBlockBytes(ptr: usize): u32 {
  if (ptr < LINE) return 0;
  const block = ptr - LINE;
  if (load<u32>(block, 0) != BLOCK_MAGIC) return 0;
  return <u32>1 << (load<u32>(block, 4) + MIN_SHIFT);
}
