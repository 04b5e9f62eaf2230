// How the shared-memory transport reads and fills user buffers (datatype/buffer.ts): base types
// and contiguous derived types as their bytes; other derived types through pack/unpack, and, for a
// send from the world's memory with long enough blocks, by the rendezvous receiver running the
// type's program straight on the sender's buffer (one copy instead of two).
import type { Core } from '../../core/core.js';
import type { Buf } from '../../datatype/buffer.js';
import type { Datatype } from '../../datatype/type.js';
import { pack, unpack, programIn } from '../../datatype/pack.js';
import { innermostRun } from '../../datatype/program.js';
import { messageTag, recvTag, accepts } from '../../datatype/signature.js';
import type { Sink, Source } from '../transport.js';

/** Shortest innermost block (bytes) of a derived send packed by its rendezvous receiver. */
const TYPED_RNDV_MIN_RUN = 64;

/** What the transport reads for a send of `b`: its bytes, or (a derived type that is not
 *  contiguous) a pack of its items into shared memory. The header type word is the signature's. */
export function sourceOf(core: Core, b: Buf): Source {
  if (!b.type.isDerived) return { view: b.view, ptr: b.ptr, bytes: b.bytes, dtype: b.type.code };
  const dtype = messageTag(b.type, b.count);
  if (!b.user) return { view: b.view, ptr: b.ptr, bytes: b.bytes, dtype };
  const user = b.user,
    count = b.count,
    type = b.type;
  const src: Source = {
    view: b.view,
    ptr: -1,
    bytes: b.bytes,
    dtype,
    pack: (out) => {
      pack(user, count, type, out);
    },
  };
  // In the world's memory, a rendezvous receiver packs straight from it (one copy instead of two),
  // for types copied in blocks of 64 bytes or more: with shorter blocks (a 3-D face of single
  // doubles) packing on the receiver measured slower than the sender's pack plus a contiguous copy
  // (bench: dtype p2p).
  if (core.owns(user) && innermostRun(type.program!) >= TYPED_RNDV_MIN_RUN) {
    src.typed = { prog: programIn(core, type), count, origin: user.byteOffset, type };
  }
  return src;
}

/** Where the transport puts a message received into `b`, and how it checks the signature. */
export function sinkOf(b: Buf): Sink {
  const type = b.type;
  if (!type.isDerived) return { view: b.view, ptr: b.ptr, cap: b.bytes, dtype: type.code };
  const dtype = recvTag(type);
  const sink: Sink = { view: b.view, ptr: b.ptr, cap: b.bytes, dtype };
  if (dtype < 0) sink.accepts = (tag, n) => accepts(type, tag, n);
  if (b.user) {
    const user = b.user;
    sink.unpack = (packed, n) => unpackInto(packed, n, user, type);
  }
  return sink;
}

/** Unpacks `n` packed bytes into items of `type` from the origin of `user`. A message that ends
 *  inside an item (MPI allows it at an element boundary) fills that item's first elements: the item
 *  is packed from the buffer, its head overwritten by the message's bytes, and unpacked back, so the
 *  elements past the message keep their values. */
function unpackInto(packed: Uint8Array, n: number, user: ArrayBufferView, type: Datatype): void {
  const q = Math.floor(n / type.size);
  if (q * type.size === n) {
    unpack(packed, user, q, type);
    return;
  }
  const all = pack(user, q + 1, type);
  all.set(packed.subarray(0, n));
  unpack(all, user, q + 1, type);
}
