// Generated files (scripts/gen/): none is stale, and the generators of the algorithm table and of
// the calls table reject a bad table with a message that names the row and what is wrong.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadTable, validateTable } from '../scripts/gen/algorithms.mjs';
import { loadCalls, validateCalls, genCollId } from '../scripts/gen/calls.mjs';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

test('node build.mjs --check-generated: every generated file matches its sources', () => {
  const r = spawnSync(process.execPath, ['build.mjs', '--check-generated'], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
  });
  assert.is(r.status, 0, r.stderr);
});

const rows = () => structuredClone(loadTable(root));
const at = (t, coll, name) => t.find((r) => r.coll === coll && r.name === name);

function rejects(edit, ...needles) {
  const t = rows();
  edit(t);
  try {
    validateTable(t, root);
  } catch (e) {
    for (const n of needles)
      assert.ok(e.message.includes(n), `message ${JSON.stringify(e.message)} names ${JSON.stringify(n)}`);
    return;
  }
  assert.unreachable(`expected the table to be rejected (${needles.join(', ')})`);
}

test('the algorithm table is valid as it is', () => {
  validateTable(rows(), root);
});

test('the generator rejects unknown restrictions, duplicates and missing builders', () => {
  rejects(
    (t) => {
      at(t, 'allreduce', 'ring').requires = ['associative'];
    },
    'allreduce:ring',
    'unknown restriction "associative"',
    'commutative',
  );
  rejects((t) => {
    t.push({ ...at(t, 'allgather', 'ring') });
  }, 'duplicate (collective, name) allgather:ring');
  rejects((t) => {
    at(t, 'allgather', 'bruck').builder = 'allgather_bruck2';
  }, 'assembly/coll/allgather_bruck2.ts does not exist');
  rejects((t) => {
    at(t, 'allgather', 'bruck').builder = 'common';
  }, 'does not export buildCommon');
});

test('the generator rejects inconsistent ids, builder signatures, bad fields and cost functions', () => {
  rejects(
    (t) => {
      at(t, 'allgather', 'bruck').id = at(t, 'allgather', 'ring').id;
    },
    'id 22 is also allgather_ring',
    'rows with one id share one builder',
  );
  rejects((t) => {
    at(t, 'exscan', 'shm-flat').id = 99;
  }, 'builder scan_shm_flat also has id 15');
  rejects((t) => {
    at(t, 'gatherv', 'shm-flat').vector = false;
    at(t, 'gatherv', 'shm-flat').cost = 'gather_shm_flat';
  }, 'buildGathervShmFlat takes (me, p, root, esize, flags, vec)');
  rejects((t) => {
    at(t, 'bcast', 'binomial').tmp = 'q * n';
  }, 'tmp "q * n"');
  rejects((t) => {
    at(t, 'bcast', 'binomial').maxBytes = -1;
  }, 'maxBytes');
  rejects((t) => {
    delete at(t, 'bcast', 'binomial').inPlace;
  }, 'no field "inPlace"');
  rejects((t) => {
    at(t, 'bcast', 'binomial').fast = true;
  }, 'unknown field "fast"');
  rejects(
    (t) => {
      at(t, 'bcast', 'binomial').cost = null;
    },
    'bcast:binomial',
    'only the v-variants go without a cost function',
  );
  rejects((t) => {
    at(t, 'bcast', 'binomial').cost = 'bcast_binomal';
  }, 'cost function "bcast_binomal" is not in COSTS');
  rejects((t) => {
    at(t, 'gatherv', 'shm-flat').cost = 'gather_shm_flat';
  }, 'a v-variant is not ranked');
  rejects((t) => t.splice(t.indexOf(at(t, 'alltoall', 'bruck')), 1), 'COSTS.alltoall_bruck belongs to no row');
});

const calls = () => structuredClone(loadCalls(root));
const call = (t, name) => t.calls.find((r) => r.name === name);

function callsReject(edit, ...needles) {
  const t = calls();
  edit(t);
  try {
    validateCalls(t, root);
  } catch (e) {
    for (const n of needles)
      assert.ok(e.message.includes(n), `message ${JSON.stringify(e.message)} names ${JSON.stringify(n)}`);
    return;
  }
  assert.unreachable(`expected the calls table to be rejected (${needles.join(', ')})`);
}

test('the calls table is valid as it is; released collective ids keep their numbers', () => {
  validateCalls(calls(), root);
  const ids = Object.fromEntries([...genCollId(root).matchAll(/^ {2}(\w+): (\d+),$/gm)].map((m) => [m[1], +m[2]]));
  const released = ['barrier', 'bcast', 'reduce', 'allreduce', 'allgather', 'alltoall', 'gather', 'scatter'];
  released.push('reduce_scatter', 'scan', 'exscan', 'gatherv', 'scatterv', 'allgatherv', 'alltoallv');
  released.push('reduce_scatter_v', 'neighbor_allgather', 'neighbor_allgatherv', 'neighbor_alltoall');
  released.push('neighbor_alltoallv');
  released.forEach((c, i) => assert.is(ids[c], i + 1, c));
});

test('the calls generator rejects rows that disagree with their semantics or with the algorithm table', () => {
  callsReject(
    (t) => {
      call(t, 'bcast').args.splice(1, 1);
    },
    'bcast',
    'bcast takes 5 parameters; the row calls it with 4',
  );
  callsReject((t) => {
    call(t, 'bcast').impl = 'api.broadcast';
  }, 'does not export function broadcast');
  callsReject(
    (t) => {
      call(t, 'reduce').args[3][2] = 'rot';
    },
    'reduce',
    'unknown role "rot"',
  );
  callsReject((t) => {
    call(t, 'scan').id = 4;
  }, 'id 4 is also allreduce');
  callsReject((t) => {
    t.calls.splice(t.calls.indexOf(call(t, 'gatherv')), 1);
  }, 'collective gatherv (algorithm table) has no row');
  callsReject((t) => {
    call(t, 'gather').args[3][1] = "CollOpts<'scatter'>";
  }, "a collective's options are CollOpts<'gather'>");
  callsReject((t) => {
    call(t, 'send').args.reverse();
  }, "ts/comm/base.ts's send takes (buf, dest, tag?, opts?)");
  callsReject((t) => {
    call(t, 'alltoall').args[0][1] = 'Buffer';
  }, 'type Buffer is not one the generator imports');
  callsReject((t) => {
    call(t, 'barrier').fast = true;
  }, 'unknown field "fast"');
});

test.run();
