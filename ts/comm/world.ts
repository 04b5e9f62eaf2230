// Per-rank state shared by every communicator of the rank.
import type { Core } from '../core/core.js';
import type { Transport } from '../transport/transport.js';
import type { Tuning } from '../coll/select/choose.js';
import type { HwTopology } from '../hw/index.js';

export interface RankWorld {
  core: Core;
  t: Transport;
  rank: number;
  size: number;
  finalized: boolean;
  /** What finalize() does with requests still active: throw ERR_PENDING (default) or warn. */
  pending?: 'error' | 'warn';
  /** The machine and each world rank's PU (comm/hw.ts; a flat machine when the host gave none). */
  hw?: { topo: HwTopology; place: Int32Array };
  /** Collective algorithm selection: cost parameters and WASMPI_TUNE rules (defaults when absent). */
  tuning?: Tuning;
}
