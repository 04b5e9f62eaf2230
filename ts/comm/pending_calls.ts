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

const S = 'send' as const;
const R = 'recv' as const;
const B = 'both' as const;

/** Every declarable call, by method name. */
export const CALLS: Readonly<Record<string, CallInfo>> = {
  sendInit: { bufs: [[0, B]], peer: 1, root: -1, opts: 3, p2p: 'send', fixed: true },
  recvInit: { bufs: [[0, B]], peer: 1, root: -1, opts: 3, p2p: 'recv', fixed: true },
  barrierInit: { bufs: [], peer: -1, root: -1, opts: 0, fixed: true },
  bcastInit: { bufs: [[0, B]], peer: -1, root: 1, opts: 2, fixed: true },
  reduceInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: 3,
    opts: 4,
    fixed: true,
  },
  allreduceInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 3,
    fixed: true,
  },
  scanInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 3,
    fixed: true,
  },
  exscanInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 3,
    fixed: true,
  },
  allgatherInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 2,
    fixed: true,
  },
  alltoallInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 2,
    fixed: true,
  },
  gatherInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: 2,
    opts: 3,
    fixed: true,
  },
  scatterInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: 2,
    opts: 3,
    fixed: true,
  },
  reduceScatterBlockInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 3,
    fixed: true,
  },
  reduceScatterInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 4,
    fixed: false,
  },
  gathervInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: 4,
    opts: 5,
    fixed: false,
  },
  scattervInit: {
    bufs: [
      [0, S],
      [3, R],
    ],
    peer: -1,
    root: 4,
    opts: 5,
    fixed: false,
  },
  allgathervInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 4,
    fixed: false,
  },
  alltoallvInit: {
    bufs: [
      [0, S],
      [3, R],
    ],
    peer: -1,
    root: -1,
    opts: 6,
    fixed: false,
  },
  neighborAllgatherInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 2,
    fixed: true,
    neighborhood: true,
  },
  neighborAllgathervInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 4,
    fixed: false,
    neighborhood: true,
  },
  neighborAlltoallInit: {
    bufs: [
      [0, S],
      [1, R],
    ],
    peer: -1,
    root: -1,
    opts: 2,
    fixed: true,
    neighborhood: true,
  },
  neighborAlltoallvInit: {
    bufs: [
      [0, S],
      [3, R],
    ],
    peer: -1,
    root: -1,
    opts: 6,
    fixed: false,
    neighborhood: true,
  },
  neighborAlltoallwInit: {
    bufs: [
      [0, S],
      [4, R],
    ],
    peer: -1,
    root: -1,
    opts: -1,
    fixed: false,
    neighborhood: true,
  },
};

/** The option fields that may be DEFERRED (counts). */
export const COUNT_KEYS = ['count', 'sendcount', 'recvcount'] as const;
