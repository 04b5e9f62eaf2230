// The builder registry: schedBuild(algorithm id, ...) writes that algorithm's schedule for one rank.
// Ids are fixed (the shell's ts/coll/registry.ts mirrors them with names and descriptions).
import { schedBegin, schedEnd } from "./emit";
import { buildBarrierShmFlat } from "./barrier_shm_flat";
import { buildAllreduceShmFlat } from "./allreduce_shm_flat";
import { buildAllreduceShmSlice } from "./allreduce_shm_slice";
import { buildBcastShmFlat } from "./bcast_shm_flat";
import { buildBcastShmSlice } from "./bcast_shm_slice";
import { buildReduceShmFlat } from "./reduce_shm_flat";
import { buildReduceShmSlice } from "./reduce_shm_slice";
import { buildAllgatherShmFlat } from "./allgather_shm_flat";
import { buildAllgatherShmDirect } from "./allgather_shm_direct";
import { buildAlltoallShmFlat } from "./alltoall_shm_flat";
import { buildAlltoallShmDirect } from "./alltoall_shm_direct";
import { buildGatherShmFlat } from "./gather_shm_flat";
import { buildScatterShmFlat } from "./scatter_shm_flat";
import { buildReduceScatterShmSlice } from "./reduce_scatter_shm_slice";
import { buildScanShmFlat } from "./scan_shm_flat";
import { buildGathervShmFlat } from "./gatherv_shm_flat";
import { buildScattervShmFlat } from "./scatterv_shm_flat";
import { buildAllgathervShmDirect } from "./allgatherv_shm_direct";
import { buildAlltoallvShmDirect } from "./alltoallv_shm_direct";
import { buildReduceScatterVShmSlice } from "./reduce_scatter_v_shm_slice";
import { buildBarrierDissemination } from "./barrier_dissemination";
import { buildAllgatherRing } from "./allgather_ring";
import { buildAllgatherBruck } from "./allgather_bruck";
import { buildAllgatherRecursiveDoubling } from "./allgather_recursive_doubling";
import { buildAllreduceRing } from "./allreduce_ring";
import { buildAllreduceRecursiveDoubling } from "./allreduce_recursive_doubling";
import { buildBcastBinomial } from "./bcast_binomial";
import { buildBcastScatterAllgather } from "./bcast_scatter_allgather";
import { buildReduceBinomial } from "./reduce_binomial";
import { buildGatherBinomial } from "./gather_binomial";
import { buildScatterBinomial } from "./scatter_binomial";
import { buildAlltoallPairwise } from "./alltoall_pairwise";
import { buildReduceScatterRing } from "./reduce_scatter_ring";
import { buildScanRecursiveDoubling } from "./scan_recursive_doubling";
import { buildAllreduceRabenseifner } from "./allreduce_rabenseifner";
import { buildReduceScatterRecursiveHalving } from "./reduce_scatter_recursive_halving";
import { buildAlltoallBruck } from "./alltoall_bruck";

export const ALG_BARRIER_SHM_FLAT: i32 = 1;
export const ALG_ALLREDUCE_SHM_FLAT: i32 = 2;
export const ALG_ALLREDUCE_SHM_SLICE: i32 = 3;
export const ALG_BCAST_SHM_FLAT: i32 = 4;
export const ALG_BCAST_SHM_SLICE: i32 = 5;
export const ALG_REDUCE_SHM_FLAT: i32 = 6;
export const ALG_REDUCE_SHM_SLICE: i32 = 7;
export const ALG_ALLGATHER_SHM_FLAT: i32 = 8;
export const ALG_ALLGATHER_SHM_DIRECT: i32 = 9;
export const ALG_ALLTOALL_SHM_FLAT: i32 = 10;
export const ALG_ALLTOALL_SHM_DIRECT: i32 = 11;
export const ALG_GATHER_SHM_FLAT: i32 = 12;
export const ALG_SCATTER_SHM_FLAT: i32 = 13;
export const ALG_REDUCE_SCATTER_SHM_SLICE: i32 = 14;
export const ALG_SCAN_SHM_FLAT: i32 = 15;
export const ALG_GATHERV_SHM_FLAT: i32 = 16;
export const ALG_SCATTERV_SHM_FLAT: i32 = 17;
export const ALG_ALLGATHERV_SHM_DIRECT: i32 = 18;
export const ALG_ALLTOALLV_SHM_DIRECT: i32 = 19;
export const ALG_REDUCE_SCATTER_V_SHM_SLICE: i32 = 20;
export const ALG_BARRIER_DISSEMINATION: i32 = 21;
export const ALG_ALLGATHER_RING: i32 = 22;
export const ALG_ALLGATHER_BRUCK: i32 = 23;
export const ALG_ALLGATHER_RECURSIVE_DOUBLING: i32 = 24;
export const ALG_ALLREDUCE_RING: i32 = 25;
export const ALG_ALLREDUCE_RECURSIVE_DOUBLING: i32 = 26;
export const ALG_BCAST_BINOMIAL: i32 = 27;
export const ALG_BCAST_SCATTER_ALLGATHER: i32 = 28;
export const ALG_REDUCE_BINOMIAL: i32 = 29;
export const ALG_GATHER_BINOMIAL: i32 = 30;
export const ALG_SCATTER_BINOMIAL: i32 = 31;
export const ALG_ALLTOALL_PAIRWISE: i32 = 32;
export const ALG_REDUCE_SCATTER_RING: i32 = 33;
export const ALG_SCAN_RECURSIVE_DOUBLING: i32 = 34;
export const ALG_ALLREDUCE_RABENSEIFNER: i32 = 35;
export const ALG_REDUCE_SCATTER_RECURSIVE_HALVING: i32 = 36;
export const ALG_ALLTOALL_BRUCK: i32 = 37;

// `vec`: the v-variants' i32 arrays in shared memory (coll/vector.ts), else 0.
// Returns the op count, -1 when `capOps` was too small, -2 for an unknown algorithm id.
export function schedBuild(
  alg: i32, s: usize, capOps: u32, me: i32, p: i32, root: i32, count: i32, esize: i32,
  op: u32, type: u32, flags: i32, slots: u32, members: u32, vec: u32,
): i32 {
  schedBegin(s, capOps, me, p, op, type, esize, slots, members);
  switch (alg) {
    case ALG_BARRIER_SHM_FLAT: buildBarrierShmFlat(me, p, root, count, esize, flags); break;
    case ALG_ALLREDUCE_SHM_FLAT: buildAllreduceShmFlat(me, p, root, count, esize, flags); break;
    case ALG_ALLREDUCE_SHM_SLICE: buildAllreduceShmSlice(me, p, root, count, esize, flags); break;
    case ALG_BCAST_SHM_FLAT: buildBcastShmFlat(me, p, root, count, esize, flags); break;
    case ALG_BCAST_SHM_SLICE: buildBcastShmSlice(me, p, root, count, esize, flags); break;
    case ALG_REDUCE_SHM_FLAT: buildReduceShmFlat(me, p, root, count, esize, flags); break;
    case ALG_REDUCE_SHM_SLICE: buildReduceShmSlice(me, p, root, count, esize, flags); break;
    case ALG_ALLGATHER_SHM_FLAT: buildAllgatherShmFlat(me, p, root, count, esize, flags); break;
    case ALG_ALLGATHER_SHM_DIRECT: buildAllgatherShmDirect(me, p, root, count, esize, flags); break;
    case ALG_ALLTOALL_SHM_FLAT: buildAlltoallShmFlat(me, p, root, count, esize, flags); break;
    case ALG_ALLTOALL_SHM_DIRECT: buildAlltoallShmDirect(me, p, root, count, esize, flags); break;
    case ALG_GATHER_SHM_FLAT: buildGatherShmFlat(me, p, root, count, esize, flags); break;
    case ALG_SCATTER_SHM_FLAT: buildScatterShmFlat(me, p, root, count, esize, flags); break;
    case ALG_REDUCE_SCATTER_SHM_SLICE: buildReduceScatterShmSlice(me, p, root, count, esize, flags); break;
    case ALG_SCAN_SHM_FLAT: buildScanShmFlat(me, p, root, count, esize, flags); break;
    case ALG_GATHERV_SHM_FLAT: buildGathervShmFlat(me, p, root, esize, flags, vec); break;
    case ALG_SCATTERV_SHM_FLAT: buildScattervShmFlat(me, p, root, esize, flags, vec); break;
    case ALG_ALLGATHERV_SHM_DIRECT: buildAllgathervShmDirect(me, p, root, esize, flags, vec); break;
    case ALG_ALLTOALLV_SHM_DIRECT: buildAlltoallvShmDirect(me, p, root, esize, flags, vec); break;
    case ALG_REDUCE_SCATTER_V_SHM_SLICE: buildReduceScatterVShmSlice(me, p, root, esize, flags, vec); break;
    case ALG_BARRIER_DISSEMINATION: buildBarrierDissemination(me, p, root, count, esize, flags); break;
    case ALG_ALLGATHER_RING: buildAllgatherRing(me, p, root, count, esize, flags); break;
    case ALG_ALLGATHER_BRUCK: buildAllgatherBruck(me, p, root, count, esize, flags); break;
    case ALG_ALLGATHER_RECURSIVE_DOUBLING: buildAllgatherRecursiveDoubling(me, p, root, count, esize, flags); break;
    case ALG_ALLREDUCE_RING: buildAllreduceRing(me, p, root, count, esize, flags); break;
    case ALG_ALLREDUCE_RECURSIVE_DOUBLING: buildAllreduceRecursiveDoubling(me, p, root, count, esize, flags); break;
    case ALG_BCAST_BINOMIAL: buildBcastBinomial(me, p, root, count, esize, flags); break;
    case ALG_BCAST_SCATTER_ALLGATHER: buildBcastScatterAllgather(me, p, root, count, esize, flags); break;
    case ALG_REDUCE_BINOMIAL: buildReduceBinomial(me, p, root, count, esize, flags); break;
    case ALG_GATHER_BINOMIAL: buildGatherBinomial(me, p, root, count, esize, flags); break;
    case ALG_SCATTER_BINOMIAL: buildScatterBinomial(me, p, root, count, esize, flags); break;
    case ALG_ALLTOALL_PAIRWISE: buildAlltoallPairwise(me, p, root, count, esize, flags); break;
    case ALG_REDUCE_SCATTER_RING: buildReduceScatterRing(me, p, root, count, esize, flags); break;
    case ALG_SCAN_RECURSIVE_DOUBLING: buildScanRecursiveDoubling(me, p, root, count, esize, flags); break;
    case ALG_ALLREDUCE_RABENSEIFNER: buildAllreduceRabenseifner(me, p, root, count, esize, flags); break;
    case ALG_REDUCE_SCATTER_RECURSIVE_HALVING: buildReduceScatterRecursiveHalving(me, p, root, count, esize, flags); break;
    case ALG_ALLTOALL_BRUCK: buildAlltoallBruck(me, p, root, count, esize, flags); break;
    default: return -2;
  }
  return schedEnd();
}
