#!/usr/bin/env python3
"""The wasmpi core from Python, with no JavaScript: this host loads wasm/wasmpi.wasm with wasmtime
over one wasmtime.SharedMemory and drives it through the raw exports that docs/abi.md documents.

The main thread checks the core's ABI version, lays out a world of two ranks, runs the float64 sum
kernel and packs a strided datatype with the datatype engine, checking every result. Then two
threads, one per rank, each with its own store and instance over the same memory, play ping-pong
through the eager rings, checking every payload. Any mismatch exits non-zero.

Run: python3 examples/embed/python/host.py (after pip install wasmtime and node build.mjs).
"""

import ctypes
import struct
import sys
import threading
import time
from pathlib import Path

import wasmtime

# The ABI this host was written for: a core of another version may lay memory out differently or
# give an export another meaning, so the host refuses it before calling anything else.
ABI = 4
SIZE = 2  # ranks
RING_BYTES = 4096  # one eager ring per ordered pair of ranks (a power of two)
EAGER_MAX = 1024  # largest message sent inline in a ring record
PAGE = 65536

# The core exports its layout offsets and codes as globals, read below; these few it does not
# export, so they are written in: the element type code of float64 (docs/abi.md, "Reduction
# codes": only the pair types are globals) and the datatype program's node kinds (fixed by the
# program's format, docs/internals/datatypes.md; docs/abi.md lists them as not exported).
TYPE_FLOAT64 = 10
NODE_BYTES = 1
NODE_VECTOR = 2

CTX = 0  # communicator context id: any number both ranks agree on
PING_TAG = 7
PONG_TAG = 8
ROUND_TRIPS = 1000
N = 8  # float64 values per message
# Rounds ringRecvEager spins (about 40 µs) before the rank sleeps on its doorbell: a call through
# wasmtime's Python bindings costs tens of µs, so the sleeping protocol's five calls cost more than
# a spin of that length, which often sees the reply come.
SPINS = 50_000
WAIT_LIMIT_S = 60  # a rank that waits this long for one message reports a hang

WASM = Path(__file__).resolve().parents[3] / "wasm" / "wasmpi.wasm"

# Python has no atomic access to the shared memory, and the sleeping protocol needs sequentially
# consistent loads and stores and a wait that the core's notify wakes. A module of three functions
# over the same memory gives them: wasm atomics are the ones the core itself uses.
ATOMICS_WAT = """
(module
  (import "env" "memory" (memory 2 65536 shared))
  (func (export "load") (param i32) (result i32)
    (i32.atomic.load (local.get 0)))
  (func (export "store") (param i32 i32)
    (i32.atomic.store (local.get 0) (local.get 1)))
  (func (export "wait") (param i32 i32 i64) (result i32)
    (memory.atomic.wait32 (local.get 0) (local.get 1) (local.get 2))))
"""


class HostError(Exception):
    """A result that differs from what the host expects."""


class Aborted(HostError):
    """The other rank failed and aborted the world while this one waited for it."""


class SharedMemory(wasmtime.SharedMemory):
    """wasmtime.SharedMemory, importable with the Python bindings of wasmtime 49: they hand the C API
    a pointer to the memory's handle where it takes the handle itself (a TypeError before anything
    runs). When they do, the import is built as the C API defines it; bindings that work are used
    as they are."""

    def _as_extern(self):
        try:
            return super()._as_extern()
        except TypeError:
            from wasmtime import _ffi as ffi

            union = ffi.wasmtime_extern_union(sharedmemory=self.ptr())
            return ffi.wasmtime_extern_t(ffi.WASMTIME_EXTERN_SHAREDMEMORY, union)

    def pages(self):
        # size() has the same fault in those bindings; the byte length does not
        return self.data_len() // PAGE


class Core:
    """One instance of the core, and one of the atomics module, in a store of their own: a wasmtime
    store is used by one thread at a time, and the core's instance globals (the pending ring
    reservation, the last matched tag) are per rank. The memory is the world's, shared by every
    instance."""

    def __init__(self, engine, module, atomics, memory):
        self.store = wasmtime.Store(engine)
        self.memory = memory
        self.exports = wasmtime.Instance(self.store, module, [memory]).exports(self.store)
        self.atomics = wasmtime.Instance(self.store, atomics, [memory]).exports(self.store)
        self.funcs = {}

    def __getattr__(self, name):
        # core.ringSendEager(...) calls the export in this instance's store
        if name not in self.funcs:
            func = self.exports[name]
            self.funcs[name] = lambda *args: func(self.store, *args)
        return self.funcs[name]

    def K(self, name):
        """An exported global: the layout's offsets and codes come from the core, never from here."""
        return self.exports[name].value(self.store)

    def _address(self, addr, n):
        # a shared memory never moves, but it grows: check the range against its current size
        # before touching it through a raw pointer
        if addr < 0 or addr + n > self.memory.data_len():
            raise HostError(f"bytes {addr}..{addr + n} lie outside the memory")
        return ctypes.cast(self.memory.data_ptr(), ctypes.c_void_p).value + addr

    def read(self, addr, n):
        return ctypes.string_at(self._address(addr, n), n)

    def write(self, addr, data):
        ctypes.memmove(self._address(addr, len(data)), data, len(data))

    def load32(self, addr):
        return self.atomics["load"](self.store, addr)

    def store32(self, addr, value):
        self.atomics["store"](self.store, addr, value)

    def wait32(self, addr, expected, timeout_s):
        # 0: woken, 1: the word was not `expected`, 2: timed out
        return self.atomics["wait"](self.store, addr, expected, int(timeout_s * 1e9))

    def alloc(self, n):
        # shmAlloc's address is a u32 that wasmtime hands back as a signed i32
        addr = self.shmAlloc(n) & 0xFFFFFFFF
        if addr == 0:
            raise HostError(f"shmAlloc({n}) failed")
        return addr


def number(v):
    """A float64 as JavaScript prints it (100.5, 17), so both hosts' output reads alike."""
    return str(int(v)) if v.is_integer() else repr(v)


def f64s(data):
    return struct.unpack(f"<{len(data) // 8}d", data)


def lay_out_world(core, memory):
    if core.abiVersion() != ABI:
        raise HostError(f"wasmpi core ABI {core.abiVersion()}, this host expects {ABI}")
    # Grow to the fixed layout plus a page of heap (new pages are zero, as worldInit requires),
    # then let the core write the world's header, rank control blocks and rings.
    layout = core.layoutBytes(SIZE, RING_BYTES) & 0xFFFFFFFF
    pages = -(-layout // PAGE) + 1
    memory.grow(pages - memory.pages())
    if core.worldInit(SIZE, RING_BYTES, EAGER_MAX) == 0:
        raise HostError("worldInit failed")
    def header(word):
        return core.load32(core.K("LAYOUT_BASE") + core.K(word)) & 0xFFFFFFFF

    if header("G_MAGIC") != core.K("MAGIC") & 0xFFFFFFFF or header("G_VERSION") != ABI:
        raise HostError("worldInit wrote no world header")
    size, ring, eager = header("G_SIZE"), header("G_RING_BYTES"), header("G_EAGER_MAX")
    if (size, ring, eager) != (SIZE, RING_BYTES, EAGER_MAX):
        raise HostError(f"the header says {size} ranks, rings of {ring}, eager up to {eager} bytes")
    print(
        f"core ABI {ABI}: a world of {size} ranks, rings of {ring} bytes,"
        f" eager messages up to {eager} bytes"
    )


def sum_kernel(core):
    """mine[i] = mine[i] + other[i] by the core's float64 sum kernel, as examples/embed/rank.mjs."""
    own = [100.0 * (i + 1) for i in range(N)]
    other = [i + 0.5 for i in range(N)]
    mine, theirs = core.alloc(8 * N), core.alloc(8 * N)
    core.write(mine, struct.pack(f"<{N}d", *own))
    core.write(theirs, struct.pack(f"<{N}d", *other))
    # 0 = done, -1 = invalid op/type (nothing written)
    if core.reduce(core.K("OP_SUM"), TYPE_FLOAT64, mine, theirs, N) != 0:
        raise HostError("reduce rejected OP_SUM on float64")
    sums = f64s(core.read(mine, 8 * N))
    for i, v in enumerate(sums):
        if v != own[i] + other[i]:
            raise HostError(f"sum[{i}] is {v}, expected {own[i] + other[i]}")
    if f64s(core.read(theirs, 8 * N)) != tuple(other):
        raise HostError("the sum kernel wrote to its source operand")
    core.shmFree(mine)
    core.shmFree(theirs)
    print("sum kernel: " + " ".join(number(v) for v in sums))


def pack(core):
    """Packs items of vector(4, 2, 5) of float64 (4 blocks of 2 doubles, 5 doubles apart) with the
    datatype engine, from a program written as the shell's commit() writes it."""
    count, blocklen, stride, items = 4, 2, 5, 3
    run = blocklen * 8  # a block of doubles is one run of bytes
    extent = ((count - 1) * stride + blocklen) * 8  # MPI's extent of the vector: 136 bytes
    size = count * run
    # [VECTOR, extent, size, count, blocklen, stride, child] then the child [BYTES, extent, size, n]
    # at word 7: one block is one 16-byte run, placed `stride` doubles after the last
    words = [NODE_VECTOR, extent, size, count, 1, stride * 8, 7, NODE_BYTES, run, run, run]
    prog = core.alloc(4 * len(words))
    core.write(prog, struct.pack(f"<{len(words)}i", *words))

    # the source: item i's doubles from i * extent; double k holds k, so a packed value names its
    # place
    doubles = items * extent // 8
    src = core.alloc(items * extent)
    core.write(src, struct.pack(f"<{doubles}d", *range(doubles)))
    # the destination, with a guard line after the packed bytes that the engine must not touch
    guard = b"\xee" * 64
    dst = core.alloc(items * size + len(guard))
    core.write(dst, b"\xee" * (items * size) + guard)

    n = core.dtPack(prog, items, src, dst)
    if n != items * size:
        raise HostError(f"dtPack returned {n}, expected {items * size} bytes")
    want = [
        i * extent // 8 + b * stride + j for i in range(items) for b in range(count) for j in range(blocklen)
    ]
    got = core.read(dst, n)
    expected = struct.pack(f"<{len(want)}d", *want)
    for k in range(n):
        if got[k] != expected[k]:
            raise HostError(f"packed byte {k} is {got[k]}, expected {expected[k]}: packed {f64s(got)}")
    if core.read(dst + n, len(guard)) != guard:
        raise HostError("dtPack wrote past the packed bytes")
    for block in (prog, src, dst):
        core.shmFree(block)
    print(
        f"pack: {items} items of vector({count}, {blocklen}, {stride}) of float64 (extent {extent}),"
        f" {n} bytes: " + " ".join(number(v) for v in f64s(got))
    )


def payload(r):
    """Round r's message: both ranks know it, so each checks what it receives."""
    return struct.pack(f"<{N}d", *(r * N + i + 0.5 for i in range(N)))


class Rank:
    """One rank of the ping-pong, in a thread of its own."""

    def __init__(self, rank, core):
        self.rank = rank
        self.core = core
        if core.abiVersion() != ABI:
            raise HostError(f"wasmpi core ABI {core.abiVersion()}, this host expects {ABI}")
        base = core.K("LAYOUT_BASE")
        # Attach: worldInit stores MAGIC last, so seeing it means the header is complete.
        if core.load32(base + core.K("G_MAGIC")) & 0xFFFFFFFF != core.K("MAGIC") & 0xFFFFFFFF:
            raise HostError(f"rank {rank}: no world laid out")
        self.abort = base + core.K("G_ABORT")
        ctl = core.load32(base + core.K("G_RANK_CTL")) + rank * core.K("RANK_CTL_BYTES")
        self.bell = ctl + core.K("R_DOORBELL")
        self.sleeping = ctl + core.K("R_SLEEPING")

    def block(self, attempt, what):
        """attempt(spins) until it returns something other than None, sleeping on this rank's
        doorbell between tries as docs/abi.md's "Sleeping" says: read the doorbell, announce
        R_SLEEPING, re-check, wait. The wait is bounded so that an abort or a hang is noticed."""
        core = self.core
        deadline = time.monotonic() + WAIT_LIMIT_S
        got = attempt(SPINS)
        while got is None:
            seen = core.load32(self.bell)
            core.store32(self.sleeping, 1)
            got = attempt(0)
            if got is None:
                core.wait32(self.bell, seen, 0.1)
            core.store32(self.sleeping, 0)
            if got is None:
                if core.load32(self.abort) != 0:
                    raise Aborted(f"rank {self.rank}: the world was aborted while it waited for {what}")
                if time.monotonic() > deadline:
                    raise HostError(f"rank {self.rank}: no {what} in {WAIT_LIMIT_S} s")
                got = attempt(SPINS)
        return got

    def send(self, dst, tag, buf, n):
        # 0: the ring is full until the receiver releases what it consumed (it rings this rank)
        core = self.core
        self.block(
            lambda _: core.ringSendEager(self.rank, dst, TYPE_FLOAT64, CTX, tag, buf, n) or None,
            f"room in the ring to rank {dst}",
        )

    def recv(self, src, tag, out, cap):
        core = self.core

        def attempt(spins):
            n = core.ringRecvEager(src, self.rank, CTX, tag, TYPE_FLOAT64, out, cap, spins)
            if n == -2:
                # a record this host does not send: another context, tag or type, or a rendezvous
                raise HostError(f"rank {self.rank}: an unexpected record from rank {src}")
            return None if n == -1 else n

        n = self.block(attempt, f"message from rank {src}")
        return core.read(out, n)

    def ping_pong(self):
        """Rank 0 sends round r's payload and checks that the same bytes come back; rank 1 checks
        what came and sends it back. Returns rank 0's seconds for all the round trips."""
        core = self.core
        core.rankSetState(self.rank, core.K("STATE_ALIVE"))
        n = 8 * N
        buf = core.alloc(n)  # a payload must lie in the shared memory
        start = time.perf_counter()
        for r in range(ROUND_TRIPS):
            want = payload(r)
            if self.rank == 0:
                core.write(buf, want)
                self.send(1, PING_TAG, buf, n)
                got = self.recv(1, PONG_TAG, buf, n)
                if got != want:
                    raise HostError(f"round {r}: rank 0 got back {f64s(got)}, sent {f64s(want)}")
            else:
                got = self.recv(0, PING_TAG, buf, n)
                if got != want:
                    raise HostError(f"round {r}: rank 1 received {f64s(got)}, expected {f64s(want)}")
                self.send(0, PONG_TAG, buf, n)  # echo the bytes as they arrived
        elapsed = time.perf_counter() - start
        core.shmFree(buf)
        core.rankSetState(self.rank, core.K("STATE_DONE"))
        return elapsed


def run_rank(rank, engine, module, atomics, memory, results):
    """A rank's thread: its own store and instance, its result or its error in results[rank]."""
    core = None
    try:
        core = Core(engine, module, atomics, memory)
        results[rank] = Rank(rank, core).ping_pong()
    except Exception as e:  # reported by the main thread
        results[rank] = e
        # wake the other rank, which may wait for a message this one will never send
        if core is not None:
            core.abortWorld(1)


def ping_pong(engine, module, atomics, memory):
    results = [None] * SIZE
    # wasmtime calls run with the GIL released, so the two ranks really run at once
    threads = [
        threading.Thread(target=run_rank, args=(r, engine, module, atomics, memory, results), daemon=True)
        for r in range(SIZE)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(2 * WAIT_LIMIT_S)
    # the first rank's own failure, not the abort it caused in the other
    errors = [e for e in results if isinstance(e, Exception)]
    errors.sort(key=lambda e: isinstance(e, Aborted))
    if errors:
        raise errors[0]
    for r, got in enumerate(results):
        if got is None:
            raise HostError(f"rank {r} did not finish in {2 * WAIT_LIMIT_S} s")
    mean_us = results[0] / ROUND_TRIPS * 1e6
    print(f"ping-pong: {ROUND_TRIPS} round trips of {8 * N} bytes between 2 threads, mean {mean_us:.1f} µs")


def main():
    config = wasmtime.Config()
    config.wasm_threads = True  # the core's memory is shared and it uses atomics
    config.shared_memory = True
    config.wasm_simd = True  # the kernels use v128
    engine = wasmtime.Engine(config)
    module = wasmtime.Module.from_file(engine, str(WASM))
    atomics = wasmtime.Module(engine, wasmtime.wat2wasm(ATOMICS_WAT))
    # The core's one import is its memory; the module asks for at least 2 pages and at most 65536.
    # One memory serves every store of this engine, so every rank sees the same bytes.
    memory = SharedMemory(engine, wasmtime.MemoryType(wasmtime.Limits(2, PAGE), shared=True))
    core = Core(engine, module, atomics, memory)
    lay_out_world(core, memory)
    sum_kernel(core)
    pack(core)
    ping_pong(engine, module, atomics, memory)


if __name__ == "__main__":
    try:
        main()
    except HostError as e:
        print(f"host.py: {e}", file=sys.stderr)
        sys.exit(1)
