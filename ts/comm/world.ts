// Per-rank state shared by every communicator of the rank.
import type { Core } from '../core/core.js';
import type { ShmTransport } from '../transport/shm.js';

export interface RankWorld {
  core: Core;
  t: ShmTransport;
  rank: number;
  size: number;
  finalized: boolean;
}
