// The generated files of the repository: each is written by build.mjs from its one source, and
// `node build.mjs --check-generated` (run by the tests) fails when one is stale. Add a generator
// here as { path, generate(root) -> text }.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { genAbi } from './abi.mjs';
import { genBuild, genSelectTable, genDocs } from './algorithms.mjs';
import { genCommCalls, genCommitCalls, genCollId, genCallsDoc, CALLS_DOC } from './calls.mjs';

export const GENERATED = [
  // from the algorithm table; build.ts first: the ABI reads schedBuild's signature from it
  { path: 'assembly/coll/build.ts', generate: genBuild },
  { path: 'ts/coll/select/algorithms.gen.ts', generate: genSelectTable },
  { path: 'docs/internals/collectives.md', generate: genDocs },
  { path: 'ts/core/abi.ts', generate: genAbi },
  // from the calls table: Comm's call forms, the commit protocol's declarations, the collective ids, the call list
  { path: 'ts/comm/calls.gen.ts', generate: genCommCalls },
  { path: 'ts/commit/calls.gen.ts', generate: genCommitCalls },
  { path: 'ts/coll/exec/coll_id.gen.ts', generate: genCollId },
  { path: CALLS_DOC, generate: genCallsDoc },
];

/** Writes every generated file whose text changed; returns the paths written. */
export function writeGenerated(root) {
  const written = [];
  for (const g of GENERATED) {
    const text = g.generate(root);
    const p = join(root, g.path);
    if (existsSync(p) && readFileSync(p, 'utf8') === text) continue;
    writeFileSync(p, text);
    written.push(g.path);
  }
  return written;
}

/** The generated files that differ from what their sources give now. */
export function staleGenerated(root) {
  return GENERATED.filter((g) => {
    const p = join(root, g.path);
    return !existsSync(p) || readFileSync(p, 'utf8') !== g.generate(root);
  }).map((g) => g.path);
}
