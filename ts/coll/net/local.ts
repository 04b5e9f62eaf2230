// The sub-communicator of this rank's process within a communicator that spans processes: the
// process's lowest rank allocates its context and tells the process's other ranks over
// point-to-point; each then makes it (with its shared-memory collective state) through the maker
// the communicator layer registers (coll/ may not import comm/ at run time).
import type { ProcessComm } from '../coll_comm.js';
import { ctxAlloc, type RankWorld } from '../../comm/world.js';
import { OP_COLL } from '../../transport/blocked.js';
import { Datatype } from '../../datatype/type.js';
import type { NetState } from './state.js';

export type CommMaker = (w: RankWorld, ctx: number, members: Int32Array, name: string) => ProcessComm;

let maker: CommMaker | null = null;

/** Called once by ts/comm/comm.ts: how to make a communicator with its collective state. */
export function setLocalCommMaker(m: CommMaker): void {
  maker = m;
}

/** Distinct from NET_TAG and the tags of ts/coll/exec/int32.ts. */
const TAG_LOCAL_CTX = 0x4e01;

/** The process's sub-communicator (null in a process of one rank of the communicator); made on
 *  first use, collectively by the process's ranks. */
export function localComm(st: NetState): ProcessComm | null {
  if (st.local !== null || st.localSize === 1) return st.local;
  const comm = st.comm;
  const w = comm.w;
  const t = w.t;
  const mine = st.layout.procs[st.myProc];
  const ctxBuf = new Int32Array(1);
  const view = new Uint8Array(ctxBuf.buffer);
  const B = Datatype.BYTE.code;
  if (st.isLeader) {
    ctxBuf[0] = ctxAlloc(w, 2);
    for (let i = 1; i < mine.length; i++) {
      const op = t.send(
        comm.members[mine[i]],
        comm.ctx + 1,
        TAG_LOCAL_CTX,
        { view, ptr: -1, bytes: 4, dtype: B },
        false,
      );
      if (op === null) continue;
      op.op = OP_COLL;
      if (!t.sendDone(op)) t.block(op.ready, op);
      if (op.error) throw op.error;
      t.releaseSend(op);
    }
  } else {
    const op = t.recv(comm.members[mine[0]], comm.ctx + 1, TAG_LOCAL_CTX, { view, ptr: -1, cap: 4, dtype: B });
    op.op = OP_COLL;
    if (!op.done) {
      try {
        t.block(op.ready, op);
      } catch (e) {
        t.cancelRecv(op);
        throw e;
      }
    }
    if (op.error) throw op.error;
    t.releaseRecv(op);
  }
  const members = Int32Array.from(mine, (r) => comm.members[r]);
  st.local = maker!(w, ctxBuf[0], members, `${comm.name}/process ${st.myProc}`);
  return st.local;
}
