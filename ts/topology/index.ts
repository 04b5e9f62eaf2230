// Virtual topologies as values (MPI 4.1 chapter 8): Cartesian grids, graphs and distributed graphs
// with their naming schemes, neighbour lists and metrics, and MPI_Dims_create.
export { Topology, CartTopology, GraphTopology, DistGraphTopology } from './topology.js';
export type { TopoKind, Neighbors, CommTopology } from './topology.js';
export { dimsCreate } from './dims_create.js';
export { embed, embedQuality } from './embed/index.js';
export type { EmbedGraph, EmbedTarget, EmbedQuality, Embedding, EmbedAlgorithm, EmbedOptions } from './embed/index.js';
