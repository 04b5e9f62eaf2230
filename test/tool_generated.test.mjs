// Generated files (scripts/gen/): none is stale, and the algorithm table's generator rejects a bad
// table with a message that names the row and what is wrong.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadTable, validateTable } from '../scripts/gen/algorithms.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

test('node build.mjs --check-generated: every generated file matches its sources', () => {
  const r = spawnSync(process.execPath, ['build.mjs', '--check-generated'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
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

test.run();
