// Inter-communicators: two disjoint groups, each rank's point-to-point ranks naming the other group
// (MPI 4.1 section 7.6). An InterComm is a CommBase whose `peers` are the remote group: sends,
// receives, probes and their forms need nothing else. Its own traffic (merge, dup) runs on a
// second context, on a twin with the same groups, so it never meets the user's messages; each group
// also keeps a private intra-communicator of its own members for its local broadcasts.
//
// Contexts: each leader allocates ids in its own process's range and they exchange them; the ids of
// the leader with the lower world rank are used, so both groups agree without another round.
import { fail, show } from '../errors.js';
import { Group } from '../group/group.js';
import { TAG_UB } from '../constants.js';
import { CommBase } from './base.js';
import { hwOf } from './hw.js';
import { ctxAlloc, type RankWorld } from './world.js';

/** What an inter-communicator asks of an intra-communicator (comm.ts, Comm). */
export interface IntraLike extends CommBase {
  dup(): IntraLike;
  bcastValue<T>(value: T, root: number): T;
  free(): void;
}

type IntraMaker = (w: RankWorld, ctx: number, members: ArrayLike<number>, name: string) => IntraLike;
let makeIntra: IntraMaker | null = null;

/** Set by comm.ts: how merge makes its intra-communicator (Comm, with its collective state). */
export function setIntraMaker(f: IntraMaker): void {
  makeIntra = f;
}

export class InterComm extends CommBase {
  /** @internal Made by createIntercomm, dup. */
  constructor(
    w: RankWorld,
    ctx: number,
    members: ArrayLike<number>,
    name: string,
    remote: ArrayLike<number>,
    /** @internal This group's own intra-communicator (its members, contexts of its own). */
    readonly localComm: IntraLike,
  ) {
    super(w, ctx, members, name, remote);
  }

  /** Always true: an inter-communicator (MPI_Comm_test_inter). */
  readonly isInter = true;

  /** The size of the remote group (MPI_Comm_remote_size); `size` is the local group's. */
  get remoteSize(): number {
    return this.peers.length;
  }

  /** The remote group (MPI_Comm_remote_group); `group` is the local one. */
  get remoteGroup(): Group {
    return Group.of(this.peers, this.w.rank, hwOf(this.w));
  }

  private twinComm: InterComm | null = null;
  /** The same groups on the second context: the inter-communicator's own traffic. */
  private twin(): InterComm {
    return (this.twinComm ??= new InterComm(
      this.w,
      this.ctx + 1,
      this.members,
      `${this.name} (internal)`,
      this.peers,
      this.localComm,
    ));
  }

  /** Whether this group comes first in a merge: the group that asked `high` false, or with equal
   *  asks the group whose leader has the lower world rank. Leaders only; also exchanges a context
   *  allocated by the first group's leader. */
  private leaderOrder(high: boolean, tag: number): [first: boolean, ctx: number] {
    const tw = this.twin();
    const mine = Int32Array.of(high ? 1 : 0, this.w.rank);
    const theirs = new Int32Array(2);
    tw.sendrecv(mine, 0, theirs, 0, { sendtag: tag, recvtag: tag });
    const first = (high ? 1 : 0) !== theirs[0] ? !high : this.w.rank < theirs[1];
    const c = new Int32Array(1);
    if (first) {
      c[0] = ctxAlloc(this.w, 4);
      tw.send(c, 0, tag);
    } else tw.recv(c, 0, tag);
    return [first, c[0]];
  }

  /** The intra-communicator of both groups (MPI_Intercomm_merge): the group that passes `high`
   *  false first (with equal values, the group whose leader has the lower world rank). Collective
   *  over both groups. */
  merge(high = false): IntraLike {
    this.live('merge');
    if (typeof high !== 'boolean') fail('ERR_ARG', `merge on ${this.name}: high must be a boolean, got ${show(high)}`);
    const local = this.localComm;
    const [first, ctx] = local.bcastValue(local.rank === 0 ? this.leaderOrder(high, 1) : null, 0)!;
    const members = first ? [...this.members, ...this.peers] : [...this.peers, ...this.members];
    return makeIntra!(this.w, ctx, members, `merge(${this.name})`);
  }

  /** A new inter-communicator of the same groups (MPI_Comm_dup). Collective over both groups. */
  dup(): InterComm {
    this.live('dup');
    const local = this.localComm.dup();
    const v = this.localComm.bcastValue(this.localComm.rank === 0 ? this.leaderOrder(false, 2) : null, 0)!;
    return new InterComm(this.w, v[1], this.members, `dup(${this.name})`, this.peers, local);
  }

  /** Frees the inter-communicator (collective over both groups in MPI; here each group frees its
   *  own part). */
  free(): void {
    this.live('free');
    this.freed = true;
    this.localComm.free();
  }
}

/**
 * MPI_Intercomm_create: `local`'s ranks (one group) and the ranks of another group, disjoint from
 * it, that call this at the same time, become an inter-communicator. The two leaders (`localLeader`
 * of `local`, `remoteLeader` of `peer`) talk over `peer`, a communicator holding both, with `tag`.
 * Collective over `local`; `peer`, `remoteLeader` and `tag` matter at the leader only.
 */
export function createIntercomm(
  local: IntraLike,
  localLeader: number,
  peer: unknown,
  remoteLeader: number,
  tag: number,
): InterComm {
  const call = 'createIntercomm';
  local.live(call);
  if (!Number.isInteger(localLeader) || localLeader < 0 || localLeader >= local.size)
    fail(
      'ERR_RANK',
      `${call} on ${local.name}: localLeader ${show(localLeader)} is out of range: expected an integer 0 <= localLeader < ${local.size}`,
    );
  const priv = local.dup();
  let info: number[] | null = null;
  if (local.rank === localLeader) {
    if (!(peer instanceof CommBase))
      fail('ERR_COMM', `${call} on ${local.name}: the peer communicator must be a communicator, got ${show(peer)}`);
    if (!Number.isInteger(tag) || tag < 0 || tag > TAG_UB)
      fail(
        'ERR_TAG',
        `${call} on ${local.name}: tag ${show(tag)} is invalid: expected an integer 0 <= tag <= ${TAG_UB}`,
      );
    const myCtx = ctxAlloc(local.w, 4);
    const mine = Int32Array.of(local.size, myCtx, local.w.rank);
    const theirs = new Int32Array(3);
    peer.sendrecv(mine, remoteLeader, theirs, remoteLeader, { sendtag: tag, recvtag: tag });
    const remote = new Int32Array(theirs[0]);
    peer.sendrecv(local.members, remoteLeader, remote, remoteLeader, { sendtag: tag, recvtag: tag });
    const mineSet = new Set(local.members);
    for (const r of remote)
      if (mineSet.has(r))
        fail('ERR_ARG', `${call} on ${local.name}: world rank ${r} is in both groups: the groups must be disjoint`);
    info = [local.w.rank < theirs[2] ? myCtx : theirs[1], ...remote];
  }
  const v = priv.bcastValue(info, localLeader)!;
  return new InterComm(local.w, v[0], local.members, `intercomm(${local.name})`, v.slice(1), priv);
}
