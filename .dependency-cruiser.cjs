// The import rules of the TypeScript shell (`npm run depcheck`, part of `npm run lint`): no import
// cycles, and the layering CONTRIBUTING.md draws: ts/'s imports form a DAG, top to bottom
//
//   host/  >  tools/  >  index.ts  >  commit/  >  rma/  >  comm/ (+ rank.ts)  >  group/ topology/ hw/ halo/
//          >  coll/  >  request/  >  transport/  >  datatype/  >  core/  >  errors.ts, constants.ts
//
// commit/ (the commit protocol) makes communicators and compiles operations on them, so it sits
// above comm/; Comm's idup, icartCreate, ... make pending communicators through the maker commit/
// hands down (setPendingMaker).
//
// A module imports only from its own layer or below. Type-only imports (`import type`, inline
// `type` specifiers) are exempt from the layer rules: they are erased before the code runs, so they
// cannot change module evaluation order nor pull a module into a bundle; a lower layer may name
// the type of the object it is handed (halo/ takes a Comm) without an interface file for it. They
// count for the cycle rule: two files whose types name each other can be read, moved or layered
// only together, so a module that a lower one must name takes a narrower type instead (an
// interface of what it reads, a base class), save the one pair the rule names and says why. They
// also count for the portability rules (node: builtins, the pure selection code), where even a
// type names a platform the code must not assume.
'use strict';

/** Layers from the top; a module may import (at run time) only its own layer or one below it. */
const LAYERS = [
  { name: 'host', path: '^ts/host/' },
  // wasmpi sched's printer and simulator: they build schedules with the core and the topologies'
  // neighbourhoods, and nothing but the host's commands and the tests uses them
  { name: 'tools', path: '^ts/tools/' },
  { name: 'index', path: '^ts/index\\.ts$' },
  // the commit protocol: builds communicators (comm/) and compiles their operations
  { name: 'commit', path: '^ts/commit/' },
  // one-sided communication: a window dups its communicator and synchronises over it
  { name: 'rma', path: '^ts/rma/' },
  { name: 'comm', path: '^ts/(comm/|rank\\.ts$)' },
  { name: 'objects', path: '^ts/(group|topology|hw|halo)/' },
  { name: 'coll', path: '^ts/coll/' },
  // nonblocking and persistent collectives return Requests
  { name: 'request', path: '^ts/request/' },
  // the transport packs derived datatypes for the wire (its rendezvous policy decides who packs),
  // so datatype/ sits below it
  { name: 'transport', path: '^ts/transport/' },
  { name: 'datatype', path: '^ts/datatype/' },
  { name: 'core', path: '^ts/core/' },
  { name: 'errors', path: '^ts/(errors|constants)\\.ts$' },
];

const layerRules = LAYERS.slice(1).map((layer, i) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} (${layer.path}) imports only its own layer or those below it (CONTRIBUTING.md, the layers)`,
  severity: 'error',
  from: { path: layer.path },
  to: {
    path: LAYERS.slice(0, i + 1).map((l) => l.path),
    // comm/world.ts (the rank's world: its transport, core and processes) imports nothing at run
    // time, so any layer may use its helpers (spansProcs, ctxAlloc) without a cycle
    pathNot: '^ts/comm/world\\.ts$',
    dependencyTypesNot: ['type-only'],
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle, type-only imports included: at run time ES modules run one side before the other ' +
        'has defined its exports; in the types, neither file can be read, moved or layered without the other',
      severity: 'error',
      from: { path: '^ts/' },
      // the one cycle admitted: Comm and PendingComm name each other in their public signatures
      // (idup, icartCreate, ... return a PendingComm; its commit() returns a Comm), and the declaration
      // files users read must say so; comm.ts's side is type-only (the comm layer rule forbids a
      // run-time import of commit/), so the modules still load in one order
      to: { circular: true, viaSomeNot: '^ts/(comm/comm|commit/pending)\\.ts$' },
    },

    // the named contracts of the layout (CONTRIBUTING.md) (the layer rules below imply them; these say why)
    {
      name: 'core-only-errors',
      comment: 'ts/core loads and calls the WASM core; of the shell above it, it knows errors.ts only',
      severity: 'error',
      from: { path: '^ts/core/' },
      to: { path: '^ts/', pathNot: ['^ts/core/', '^ts/errors\\.ts$'] },
    },
    {
      name: 'transport-not-mpi-layer',
      comment: 'ts/transport moves bytes; it never reaches up into communicators or collectives',
      severity: 'error',
      from: { path: '^ts/transport/' },
      to: { path: ['^ts/comm/', '^ts/coll/', '^ts/rank\\.ts$'] },
    },
    {
      name: 'datatype-not-rank-or-comm',
      comment: 'ts/datatype describes memory layouts; it does not know the rank or communicators',
      severity: 'error',
      from: { path: '^ts/datatype/' },
      to: { path: ['^ts/comm/', '^ts/rank\\.ts$'] },
    },
    {
      name: 'coll-takes-a-collcomm',
      comment:
        'ts/coll names a communicator by what it needs of it (CollComm, ts/coll/coll_comm.ts), never by Comm or ' +
        'CommBase (type-only imports included): the communicator layer sits above it',
      severity: 'error',
      from: { path: '^ts/coll/' },
      to: { path: '^ts/comm/', pathNot: '^ts/comm/world\\.ts$' },
    },
    {
      name: 'exec-not-api',
      comment:
        'The executor and the path between processes run normalised calls; they never climb back to the ' +
        "calls' checks in ts/coll/api (what both need of a datatype is in ts/datatype)",
      severity: 'error',
      from: { path: '^ts/coll/(exec|net)/' },
      to: { path: '^ts/coll/api/' },
    },
    {
      name: 'select-is-pure',
      comment:
        'ts/coll/select (rule table, cost model, tune strings) is pure and browser-safe: no core, no ' +
        'transport, no host, no node: builtins (type-only imports included)',
      severity: 'error',
      from: { path: '^ts/coll/select/' },
      to: {
        path: ['^ts/core/', '^ts/transport/', '^ts/host/', '^ts/rank\\.ts$', '^ts/comm/'],
      },
    },
    {
      name: 'select-no-builtins',
      comment: 'ts/coll/select is browser-safe: no node: builtins (nor any package)',
      severity: 'error',
      from: { path: '^ts/coll/select/' },
      to: { dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'node-builtins-only-in-host-node',
      comment:
        'Only ts/host/node imports node: builtins; everything else also runs in browsers (type-only imports included)',
      severity: 'error',
      from: { path: '^ts/', pathNot: '^ts/host/node/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'not-to-dev-dep',
      comment: "The bundles keep packages external: a devDependency imported by ts/ is missing from a user's install",
      severity: 'error',
      from: { path: '^ts/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing',
      severity: 'error',
      from: { path: '^ts/' },
      to: { couldNotResolve: true },
    },

    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // see the top of this file: type-only imports are seen, and exempt from the layer rules only
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs'],
    },
    moduleSystems: ['es6'],
  },
};
