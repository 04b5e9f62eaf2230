// The persistent operations a pending communicator declares (docs/commit.md): for each `*Init`
// method of a communicator, where its arguments are. A commit uses this to find the buffers that
// may be DEFERRED, the peer or root it renames when ranks are reordered, and the options that
// carry the types and counts of deferred buffers.

/** Which side's type and count a buffer takes from the options: the send side (`sendtype`,
 *  `sendcount`), the receive side, or one buffer for both (`datatype`, `count`). */
export type SideName = 'send' | 'recv' | 'both';

export interface CallInfo {
  /** Positional arguments that are buffers, with the side whose options describe them. */
  bufs: ReadonlyArray<readonly [index: number, side: SideName]>;
  /** The point-to-point peer (dest or source), or -1. */
  peer: number;
  /** The root of a rooted collective, or -1. */
  root: number;
  /** The options object, or -1 (neighborAlltoallw takes none). */
  opts: number;
  /** A point-to-point operation (sendInit, recvInit). */
  p2p?: 'send' | 'recv';
  /** Compiled at commit when its counts are known: false for the calls whose block sizes come from
   *  count arrays (the v and w forms), compiled when their buffers are registered. */
  fixed: boolean;
  /** Its blocks go to the topology's neighbours (for the traffic a commit weighs). */
  neighborhood?: boolean;
}

/** A call's send buffer at argument `send` and receive buffer at `recv`. */
const io = (send: number, recv: number): CallInfo['bufs'] => [
  [send, 'send'],
  [recv, 'recv'],
];
/** A call's arguments: buffers, where its options are, and what differs from a fixed-size
 *  collective without peer or root. */
const call = (bufs: CallInfo['bufs'], opts: number, more: Partial<CallInfo> = {}): CallInfo => ({
  bufs,
  peer: -1,
  root: -1,
  opts,
  fixed: true,
  ...more,
});
const ONE: CallInfo['bufs'] = [[0, 'both']];
const V = { fixed: false } as const;
const NB = { neighborhood: true } as const;

/** Every declarable call, by method name. */
export const CALLS: Readonly<Record<string, CallInfo>> = {
  sendInit: call(ONE, 3, { peer: 1, p2p: 'send' }),
  recvInit: call(ONE, 3, { peer: 1, p2p: 'recv' }),
  barrierInit: call([], 0),
  bcastInit: call(ONE, 2, { root: 1 }),
  reduceInit: call(io(0, 1), 4, { root: 3 }),
  allreduceInit: call(io(0, 1), 3),
  scanInit: call(io(0, 1), 3),
  exscanInit: call(io(0, 1), 3),
  allgatherInit: call(io(0, 1), 2),
  alltoallInit: call(io(0, 1), 2),
  gatherInit: call(io(0, 1), 3, { root: 2 }),
  scatterInit: call(io(0, 1), 3, { root: 2 }),
  reduceScatterBlockInit: call(io(0, 1), 3),
  reduceScatterInit: call(io(0, 1), 4, V),
  gathervInit: call(io(0, 1), 5, { ...V, root: 4 }),
  scattervInit: call(io(0, 3), 5, { ...V, root: 4 }),
  allgathervInit: call(io(0, 1), 4, V),
  alltoallvInit: call(io(0, 3), 6, V),
  neighborAllgatherInit: call(io(0, 1), 2, NB),
  neighborAllgathervInit: call(io(0, 1), 4, { ...V, ...NB }),
  neighborAlltoallInit: call(io(0, 1), 2, NB),
  neighborAlltoallvInit: call(io(0, 3), 6, { ...V, ...NB }),
  neighborAlltoallwInit: call(io(0, 4), -1, { ...V, ...NB }),
};

/** The option fields that may be DEFERRED (counts). */
export const COUNT_KEYS = ['count', 'sendcount', 'recvcount'] as const;
