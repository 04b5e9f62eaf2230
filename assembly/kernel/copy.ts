// Bulk copies inside the shared memory (bulk-memory memory.copy: the engine's memmove, which is
// the memory-bandwidth limit the benches compare against).
export function copy(dst: usize, src: usize, bytes: u32): void {
  memory.copy(dst, src, bytes);
}

export function fill(dst: usize, value: u8, bytes: u32): void {
  memory.fill(dst, value, bytes);
}
