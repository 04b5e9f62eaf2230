// The shared heap's limits: sizes beyond what one allocation can hold are refused with ERR_BUFFER
// before the core sees them (a size of 2^32 + 8 bytes once reached the core as 8). Its upper half,
// past 2 GiB, is test/runtime_heap_high.test.mjs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

test('allocations beyond the heap: ERR_BUFFER naming the size and the limit, nothing touched, on 2 ranks', async () => {
  const res = await run('runtime_heap.mjs', 2);
  for (const r of res) {
    assert.ok(r.intact, 'an array allocated before kept its contents');
    assert.ok(r.after, 'the heap serves ordinary allocations afterwards');
  }
  assert.is(res[0].refused.length, 4);
  for (const e of res[0].refused) {
    assert.type(e, 'object', String(e));
    assert.is(e.code, 'ERR_BUFFER', e.message);
    assert.match(e.message, /2 GiB/);
  }
  assert.match(res[0].refused[0].message, /4294967304 bytes/);
  assert.match(res[0].refused[1].message, /4294967296 bytes/);
});

test.run();
