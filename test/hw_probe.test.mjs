// The hardware topology as a graph (ts/hw) and hwProbe (ts/host/node/hw_probe.ts): synthetic specs,
// distances over the tree and extra links (a ring of GPUs, as in MPI's hardware-topology proposal),
// routes, JSON, text and SVG output, the sysfs, hwloc XML and latency-matrix parsers, placement, hardware groups and the
// distributed graph, every error; and on this machine, sysfs against lstopo.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { HwTopology, hwProbe, placement, hwGroupsOf, hwDistGraphOf, DEFAULT_HW_WEIGHTS } from 'wasmpi';
import { raises } from './helpers.mjs';

const counts = (hw) => Object.fromEntries(hw.levels.map((t) => [t, hw.objects(t).length]));
const chain = (o) => {
  const out = [];
  for (; o; o = o.parent) out.unshift(`${o.type}:${o.index}`);
  return out.join(' ');
};

// ── synthetic specs ──

test('synthetic: objects per level, levels top to bottom, PUs in logical order', () => {
  const hw = HwTopology.fromSynthetic('package:2 numa:2 l3:1 core:4 pu:2');
  assert.equal(hw.levels, ['machine', 'package', 'numa', 'l3', 'core', 'pu']);
  assert.equal(counts(hw), { machine: 1, package: 2, numa: 4, l3: 4, core: 16, pu: 32 });
  assert.is(hw.root.type, 'machine');
  hw.pus.forEach((p, i) => {
    assert.is(p.index, i);
    assert.is(p.osIndex, i);
    assert.is(p.children.length, 0);
  });
  assert.is(chain(hw.pus[9]), 'machine:0 package:0 numa:1 l3:1 core:4 pu:9');
  assert.is(chain(hw.pus[31]), 'machine:0 package:1 numa:3 l3:3 core:15 pu:31');
  assert.equal(
    hw.objects('numa').map((n) => n.osIndex),
    [0, 1, 2, 3],
  );
  assert.equal(hw.objects('gpu'), []); // a known type absent here
  // hwloc's spelling and lstopo --of synthetic's output read too
  const h2 = HwTopology.fromSynthetic(
    'Package:1 [NUMANode(memory=6671249408)] L3Cache:1(size=33554432) L2Cache:2(size=1048576) ' +
      'L1dCache:1(size=32768) L1iCache:1(size=32768) Core:1 PU:1',
  );
  assert.equal(h2.levels, ['machine', 'package', 'numa', 'l3', 'l2', 'l1', 'core', 'pu']);
  assert.equal(counts(h2), { machine: 1, package: 1, numa: 1, l3: 1, l2: 2, l1: 2, core: 2, pu: 2 });
  assert.is(h2.objects('l3')[0].cacheBytes, 32 << 20);
  assert.is(h2.objects('numa')[0].memoryBytes, 6671249408);
  // instruction caches fold into the next level's count
  assert.is(HwTopology.fromSynthetic('core:2 l1i:2 pu:1').pus.length, 4);
  // several NUMA nodes per object split its children
  assert.equal(counts(HwTopology.fromSynthetic('package:2 [numa] [numa] core:4 pu:1')), {
    machine: 1,
    package: 2,
    numa: 4,
    core: 8,
    pu: 8,
  });
});

test('distances grow with the level two PUs share: core < l2 < l3 < numa < package < machine', () => {
  const hw = HwTopology.fromSynthetic('package:2 numa:2 l3:1 core:4 pu:2');
  // pu->core 1, core->l3 4, l3->numa 8, numa->package 16, package->machine 32; both ways
  assert.is(hw.distance(0, 0), 0);
  assert.is(hw.distance(0, 1), 2); // same core
  assert.is(hw.distance(0, 2), 10); // same l3 (and numa)
  assert.is(hw.distance(0, 8), 58); // same package, other numa
  assert.is(hw.distance(0, 16), 122); // other package
  assert.is(hw.distance(16, 0), 122);
  const d = HwTopology.fromSynthetic('package:2 l3:1 l2:2 l1:2 core:1 pu:2');
  const [core, l2, l3, pkg] = [d.distance(0, 1), d.distance(0, 2), d.distance(0, 4), d.distance(0, 8)];
  assert.ok(core < l2 && l2 < l3 && l3 < pkg, `${core} < ${l2} < ${l3} < ${pkg}`);
  assert.equal([core, l2, l3, pkg], [2, 8, 16, 112]);
  assert.equal(DEFAULT_HW_WEIGHTS, {
    core: 1,
    l1: 1,
    l2: 2,
    l3: 4,
    l4: 6,
    l5: 6,
    numa: 8,
    die: 12,
    group: 12,
    package: 16,
    machine: 32,
  });
  // weights override the defaults (and travel in the JSON)
  const heavy = HwTopology.fromJSON({ ...d.toJSON(), weights: { machine: 1000 } });
  assert.is(heavy.distance(0, 8), 2 * (1 + 1 + 2 + 4 + 16 + 1000));
  assert.is(heavy.weight('machine'), 1000);
  assert.is(heavy.weight('l3'), 4);
  assert.is(new HwTopology(d.toJSON().root, { weights: { core: 5 } }).distance(0, 1), 10);
});

test('links: a ring of 4 GPUs puts ring neighbours closer than GPUs across the ring', () => {
  const hw = HwTopology.fromSynthetic('package:2 core:4 pu:1 gpu:4@machine');
  const gpus = hw.objects('gpu');
  assert.is(gpus.length, 4);
  assert.is(gpus[2].parent, hw.root);
  assert.equal(hw.levels, ['machine', 'package', 'core', 'pu']);
  assert.equal(hw.types, ['machine', 'package', 'core', 'pu', 'gpu']);
  // through the tree, every pair of GPUs is 2 machine edges apart
  assert.is(hw.distance('gpu:0', 'gpu:1'), 64);
  assert.is(hw.distance(gpus[0], gpus[2]), 64);
  for (let i = 0; i < 4; i++) hw.link(gpus[i], gpus[(i + 1) % 4], 'nvlink', 1);
  assert.is(hw.distance('gpu:0', 'gpu:1'), 1);
  assert.is(hw.distance('gpu:3', 'gpu:0'), 1);
  assert.is(hw.distance('gpu:0', 'gpu:2'), 2);
  assert.ok(hw.distance('gpu:1', 'gpu:2') < hw.distance('gpu:1', 'gpu:3'));
  // the synthetic extension says the same
  const s = HwTopology.fromSynthetic('package:2 core:4 pu:1 gpu:4@machine link:gpu:ring:1:nvlink');
  assert.equal(
    s.links.map((l) => `${l.a}-${l.b} ${l.kind} ${l.weight}`),
    ['gpu:0-gpu:1 nvlink 1', 'gpu:1-gpu:2 nvlink 1', 'gpu:2-gpu:3 nvlink 1', 'gpu:3-gpu:0 nvlink 1'],
  );
  assert.is(s.distance('gpu:1', 'gpu:3'), 2);
  // links between CPU-side objects change PU distances too
  const x = HwTopology.fromSynthetic('package:2 core:2 pu:1 link:package:0-1:4:xgmi');
  assert.is(x.distance(0, 2), 2 * (1 + 16) + 4);
  assert.equal(
    HwTopology.fromSynthetic('gpu:3@machine core:1 pu:1 link:gpu:all:2').links.map((l) => `${l.a}-${l.b} ${l.kind}`),
    ['gpu:0-gpu:1 all', 'gpu:0-gpu:2 all', 'gpu:1-gpu:2 all'],
  );
  assert.is(HwTopology.fromSynthetic('core:1 pu:1 gpu:3@machine link:gpu:chain:1').links.length, 2);
});

test('routes: stable edge ids, tree edges then links, whose costs sum to the distance', () => {
  // gpu:0 and gpu:1 in package 0, gpu:2 and gpu:3 in package 1; a link across
  const hw = HwTopology.fromSynthetic('package:2 core:2 pu:2 gpu:2@package link:gpu:0-2:3:nvlink');
  const nObjects = 1 + 2 + 4 + 8 + 4;
  assert.is(hw.edgeCount, nObjects - 1 + 1);
  const r = hw.route(0, 1); // two PUs of one core
  assert.equal(r, [hw.pus[0].id - 1, hw.pus[1].id - 1]);
  assert.equal(
    r.map((id) => hw.edge(id).kind),
    ['tree', 'tree'],
  );
  assert.is(hw.edge(r[0]).a, hw.pus[0]);
  assert.is(hw.edge(r[0]).b, hw.pus[0].parent);
  for (const [a, b] of [
    [0, 7],
    [3, 4],
    ['gpu:0', 'gpu:2'],
    ['gpu:0', 'gpu:1'],
    [0, 'gpu:3'],
  ]) {
    const ids = hw.route(a, b);
    assert.is(
      ids.reduce((s, id) => s + hw.edge(id).weight, 0),
      hw.distance(a, b),
    );
    assert.equal(hw.route(a, b), ids, 'stable');
  }
  // gpu:0 to gpu:2 takes the link (3) rather than the tree (2 * (16 + 32))
  const g = hw.route('gpu:0', 'gpu:2');
  assert.equal(g, [nObjects - 1]);
  assert.is(hw.edge(g[0]).kind, 'nvlink');
  assert.is(hw.links[0].id, nObjects - 1);
  // PU 0 to PU 7 (other package): up to the first package, across the link, down
  const cross = hw.route(0, 7).map((id) => hw.edge(id).kind);
  assert.ok(cross.includes('nvlink'), cross.join(' '));
  assert.is(hw.distance(0, 7), 1 + 16 + 16 + 3 + 16 + 16 + 1);
  // the same ids after a JSON round trip
  const back = HwTopology.fromJSON(JSON.stringify(hw));
  assert.equal(back.route(0, 7), hw.route(0, 7));
});

test('commonAncestor and ancestor', () => {
  const hw = HwTopology.fromSynthetic('package:2 numa:2 l3:1 core:4 pu:2');
  assert.is(String(hw.commonAncestor(0, 1)), 'core:0');
  assert.is(String(hw.commonAncestor(0, 7)), 'l3:0');
  assert.is(String(hw.commonAncestor(0, 9)), 'package:0');
  assert.is(hw.commonAncestor(0, 31), hw.root);
  assert.is(hw.commonAncestor(5, 5), hw.pus[5]);
  assert.is(String(hw.ancestor(9, 'numa')), 'numa:1');
  assert.is(String(hw.ancestor(9, 'package')), 'package:0');
  assert.is(hw.ancestor(9, 'pu'), hw.pus[9]);
  assert.is(hw.ancestor(9, 'l2'), null); // a known type absent here
  assert.is(hw.ancestor('core:3', 'machine'), hw.root);
  assert.is(hw.object('core:3').children[1], hw.pus[7]);
});

test('JSON round trip: tree, attributes, links and weights', () => {
  const hw = HwTopology.fromSynthetic('package:2 [numa(memory=1GB)] l3:1(size=16MB) core:2 pu:2 gpu:2@package');
  hw.link('gpu:0', 'gpu:1', 'xgmi', 2.5);
  hw.link('gpu:1', 3, 'pcie', 7);
  const text = JSON.stringify(hw);
  const json = JSON.parse(text);
  assert.is(json.format, 'wasmpi-hw');
  assert.is(json.version, 1);
  assert.equal(json.links, [
    { a: 'gpu:0', b: 'gpu:1', kind: 'xgmi', weight: 2.5 },
    { a: 'gpu:1', b: 'pu:3', kind: 'pcie', weight: 7 },
  ]);
  for (const back of [HwTopology.fromJSON(text), HwTopology.fromJSON(json), hwProbe({ json: text })]) {
    assert.equal(back.toJSON(), hw.toJSON());
    assert.is(back.render(), hw.render());
    assert.equal(back.levels, hw.levels);
    assert.is(back.distance('gpu:0', 3), hw.distance('gpu:0', 3));
    assert.is(back.objects('l3')[1].cacheBytes, 16 << 20);
    assert.is(back.objects('numa')[1].memoryBytes, 1 << 30);
  }
  assert.is(JSON.stringify(hw.pus[3]), '"pu:3"'); // an object names itself, no parent cycle
  // the tree is fixed once built
  assert.ok(Object.isFrozen(hw.pus) && Object.isFrozen(hw.pus[3]) && Object.isFrozen(hw.root.children));
  // any type name is a plain name, even one an object's prototype has
  const odd = new HwTopology({ type: 'machine', children: [{ type: 'constructor', children: [{ type: 'pu' }] }] });
  assert.is(odd.weight('constructor'), 8);
  assert.ok(odd.render().includes('Constructor L#0'));
  wellFormed(odd.toSVG());
});

test('render: one line per object like lstopo --of console, then the links', () => {
  const hw = HwTopology.fromSynthetic(
    'package:1 [numa(memory=6362MB)] l3:1(size=32MB) l2:2(size=1MB) core:1 pu:2 gpu:2@machine link:gpu:0-1:1:nvlink',
  );
  assert.is(
    hw.render(),
    [
      'Machine (6362MB total)',
      '  Package L#0',
      '    NUMANode L#0 (P#0 6362MB)',
      '      L3 L#0 (32MB)',
      '        L2 L#0 (1024KB)',
      '          Core L#0',
      '            PU L#0 (P#0)',
      '            PU L#1 (P#1)',
      '        L2 L#1 (1024KB)',
      '          Core L#1',
      '            PU L#2 (P#2)',
      '            PU L#3 (P#3)',
      '  GPU L#0 (P#0)',
      '  GPU L#1 (P#1)',
      'Links:',
      '  GPU L#0 <-> GPU L#1 (nvlink, weight 1)',
      '',
    ].join('\n'),
  );
  assert.is(String(hw), hw.render());
});

/** A tiny XML well-formedness check: one root, tags balanced, attributes quoted. */
function wellFormed(xml) {
  const stack = [];
  let roots = 0;
  const re = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|>/g;
  let m;
  while ((m = re.exec(xml))) {
    if (!m[2]) throw new Error(`stray ${m[0]} at ${m.index}: ${xml.slice(m.index - 40, m.index + 40)}`);
    if (m[1]) {
      const open = stack.pop();
      if (open !== m[2]) throw new Error(`</${m[2]}> closes <${open}>`);
    } else if (!m[4]) {
      if (!stack.length) roots++;
      stack.push(m[2]);
    } else if (!stack.length) roots++;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('> <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
  // no stray ampersands
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(xml)) throw new Error('unescaped &');
}

test('toSVG: well-formed SVG with a box per object and a curve per link', () => {
  const hw = HwTopology.fromSynthetic('package:2 l3:1 core:10 pu:2 gpu:4@machine link:gpu:ring:1:nvlink');
  hw.link(0, 'gpu:0', 'a<b&"c"', 3); // text that needs escaping
  const svg = hw.toSVG();
  assert.ok(svg.startsWith('<svg'), svg.slice(0, 40));
  assert.ok(svg.trimEnd().endsWith('</svg>'));
  wellFormed(svg);
  const objects = 1 + 2 + 2 + 20 + 40 + 4;
  assert.is(svg.match(/<rect /g).length, objects);
  assert.is(svg.match(/<path /g).length, 5);
  assert.ok(svg.includes('a&lt;b&amp;&quot;c&quot;'));
  assert.ok(svg.includes('>PU L#39 (P#39)<'));
  const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(svg).map(Number);
  assert.ok(w > 0 && h > 0);
  wellFormed(hwProbe().toSVG());
});

// ── parsers ──

/** A fake sysfs: 2 packages x 2 cores x 2 PUs (Linux numbering: threads 4-7 are siblings of 0-3). */
function fakeSysfs({ numa = true, caches = true } = {}) {
  const files = new Map();
  const put = (p, v) => files.set(p, `${v}\n`);
  const cpu = '/sys/devices/system/cpu';
  put(`${cpu}/online`, '0-7');
  put(`${cpu}/possible`, '0-7');
  const pkgCpus = ['0-1,4-5', '2-3,6-7'];
  for (let c = 0; c < 8; c++) {
    const core = c & 3;
    const pkg = core >> 1;
    put(`${cpu}/cpu${c}/topology/physical_package_id`, pkg);
    put(`${cpu}/cpu${c}/topology/core_id`, core & 1);
    put(`${cpu}/cpu${c}/topology/die_id`, 0);
    if (!caches) continue;
    const sib = `${core},${core + 4}`;
    const idx = [
      [1, 'Data', '32K', sib],
      [1, 'Instruction', '32K', sib],
      [2, 'Unified', '1024K', sib],
      [3, 'Unified', '32768K', pkgCpus[pkg]],
    ];
    idx.forEach(([level, type, size, shared], k) => {
      const d = `${cpu}/cpu${c}/cache/index${k}`;
      put(`${d}/level`, level);
      put(`${d}/type`, type);
      put(`${d}/size`, size);
      put(`${d}/shared_cpu_list`, shared);
      put(`${d}/id`, level === 3 ? pkg : core);
    });
  }
  if (numa) {
    const node = '/sys/devices/system/node';
    pkgCpus.forEach((l, n) => {
      put(`${node}/node${n}/cpulist`, l);
      put(`${node}/node${n}/meminfo`, `Node ${n} MemTotal:       4194304 kB\nNode ${n} MemFree:  1 kB`);
    });
  }
  const read = (p) => files.get(p) ?? null;
  const list = (dir) => {
    const out = new Set();
    for (const p of files.keys()) if (p.startsWith(`${dir}/`)) out.add(p.slice(dir.length + 1).split('/')[0]);
    return [...out];
  };
  return { read, list, files };
}

test('fromSysfs: packages, NUMA nodes, caches, cores and PUs nested as hwloc nests them', () => {
  const { read, list } = fakeSysfs();
  const hw = HwTopology.fromSysfs(read, list);
  assert.equal(hw.levels, ['machine', 'package', 'numa', 'l3', 'l2', 'l1', 'core', 'pu']);
  assert.equal(counts(hw), { machine: 1, package: 2, numa: 2, l3: 2, l2: 4, l1: 4, core: 4, pu: 8 });
  // hwloc's logical order: PUs by containment, hyperthread siblings together
  assert.equal(
    hw.pus.map((p) => p.osIndex),
    [0, 4, 1, 5, 2, 6, 3, 7],
  );
  assert.is(chain(hw.pus[3]), 'machine:0 package:0 numa:0 l3:0 l2:1 l1:1 core:1 pu:3');
  assert.is(hw.objects('l3')[1].cacheBytes, 32 << 20);
  assert.is(hw.objects('l2')[0].cacheBytes, 1 << 20);
  assert.is(hw.objects('l1')[0].cacheBytes, 32 << 10); // the data cache; the instruction cache is left out
  assert.is(hw.objects('numa')[1].memoryBytes, 4 * 2 ** 30);
  assert.is(hw.objects('numa')[1].osIndex, 1);
  assert.is(hw.objects('package')[1].osIndex, 1);
  assert.is(hw.distance(0, 1), 2); // siblings of one core
  assert.ok(hw.distance(0, 2) < hw.distance(0, 4));
  assert.ok(hw.render().includes('NUMANode L#1 (P#1 4096MB)'));
  // levels whose files are missing are left out
  const bare = fakeSysfs({ numa: false, caches: false });
  const h2 = HwTopology.fromSysfs(bare.read, bare.list);
  assert.equal(h2.levels, ['machine', 'package', 'core', 'pu']);
  assert.equal(counts(h2), { machine: 1, package: 2, core: 4, pu: 8 });
  // a container's cpuset cgroup keeps its share of the CPUs (v1 here; v2's file checked too)
  const boxed = fakeSysfs();
  boxed.files.set('/proc/self/cgroup', '4:memory:/x\n3:cpuset:/box\n0::/\n');
  boxed.files.set('/sys/fs/cgroup/cpuset/box/cpuset.effective_cpus', '0-1,4-5\n');
  const h3 = HwTopology.fromSysfs(boxed.read, boxed.list);
  assert.equal(counts(h3), { machine: 1, package: 1, numa: 1, l3: 1, l2: 2, l1: 2, core: 2, pu: 4 });
  assert.equal(
    h3.pus.map((p) => p.osIndex),
    [0, 4, 1, 5],
  );
  const v2 = fakeSysfs();
  v2.files.set('/proc/self/cgroup', '0::/box\n');
  v2.files.set('/sys/fs/cgroup/box/cpuset.cpus.effective', '2\n');
  assert.equal(
    HwTopology.fromSysfs(v2.read, v2.list).pus.map((p) => p.osIndex),
    [2],
  );
  // without an online list the cpuN directories count
  bare.files.delete('/sys/devices/system/cpu/online');
  assert.is(HwTopology.fromSysfs(bare.read, bare.list).pus.length, 8);
});

const SMALL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE topology SYSTEM "hwloc2.dtd">
<topology version="2.0">
  <object type="Machine" os_index="0" cpuset="0x0000000f" gp_index="1">
    <info name="Backend" value="Linux &amp; more"/>
    <object type="Package" os_index="0" cpuset="0x0000000f">
      <object type="NUMANode" os_index="0" cpuset="0x00000003" local_memory="1073741824">
        <page_type size="4096" count="262144"/>
      </object>
      <object type="NUMANode" os_index="1" cpuset="0x0000000c" local_memory="2147483648"/>
      <object type="L3Cache" os_index="0" cpuset="0x00000003" cache_size="8388608" depth="3" cache_type="0">
        <object type="L2Cache" cpuset="0x00000003" cache_size="524288" depth="2" cache_type="0">
          <object type="L1Cache" cpuset="0x00000001" cache_size="32768" depth="1" cache_type="1">
            <object type="L1iCache" cpuset="0x00000001" cache_size="32768" depth="1" cache_type="2">
              <object type="Core" os_index="0" cpuset="0x00000001">
                <object type="PU" os_index="0" cpuset="0x00000001"/>
              </object>
            </object>
          </object>
          <object type="L1Cache" cpuset="0x00000002" cache_size="32768" depth="1" cache_type="1">
            <object type="Core" os_index="1" cpuset="0x00000002">
              <object type="PU" os_index="1" cpuset="0x00000002"/>
            </object>
          </object>
        </object>
      </object>
      <!-- a comment <object type="PU" os_index="99"/> -->
      <object type="L3Cache" os_index="1" cpuset="0x0000000c" cache_size="8388608" depth="3" cache_type="0">
        <object type="Core" os_index="2" cpuset="0x0000000c">
          <object type="PU" os_index="2" cpuset="0x00000004"/>
          <object type="PU" os_index="3" cpuset="0x00000008"/>
        </object>
      </object>
    </object>
    <object type="Bridge" gp_index="18" bridge_type="0-1" depth="0">
      <object type="PCIDev" gp_index="17" pci_busid="0000:00:02.0">
        <object type="OSDev" gp_index="19" name="vda" osdev_type="0"/>
      </object>
    </object>
  </object>
  <support name="discovery.pu"/>
</topology>
`;

test('fromHwlocXml: v2 memory children become NUMA containers; instruction caches and I/O left out', () => {
  const hw = HwTopology.fromHwlocXml(SMALL_XML);
  assert.equal(hw.levels, ['machine', 'package', 'numa', 'l3', 'l2', 'l1', 'core', 'pu']);
  assert.equal(counts(hw), { machine: 1, package: 1, numa: 2, l3: 2, l2: 1, l1: 2, core: 3, pu: 4 });
  assert.equal(
    hw.pus.map((p) => p.osIndex),
    [0, 1, 2, 3],
  );
  assert.is(chain(hw.pus[1]), 'machine:0 package:0 numa:0 l3:0 l2:0 l1:1 core:1 pu:1');
  assert.is(chain(hw.pus[3]), 'machine:0 package:0 numa:1 l3:1 core:2 pu:3');
  assert.is(hw.objects('numa')[1].memoryBytes, 2 * 2 ** 30);
  assert.is(hw.objects('l3')[0].cacheBytes, 8 << 20);
  assert.ok(hw.render().startsWith('Machine (3072MB total)\n'), hw.render());
  // hwloc v1: NUMANode as a parent, Socket, Cache with depth= and cache_type=
  const v1 = HwTopology.fromHwlocXml(`<topology>
    <object type="Machine" os_index="0"><object type="NUMANode" os_index="0" local_memory="1024">
      <object type="Socket" os_index="0"><object type="Cache" depth="2" cache_size="1048576" cache_type="0">
        <object type="Cache" depth="1" cache_size="32768" cache_type="2">
          <object type="Core" os_index="0"><object type="PU" os_index="0"/><object type="PU" os_index="1"/></object>
        </object>
      </object></object></object></object></topology>`);
  assert.equal(v1.levels, ['machine', 'numa', 'package', 'l2', 'core', 'pu']);
  assert.is(v1.objects('l2')[0].cacheBytes, 1 << 20);
});

test('fromMatrix: average-linkage clusters of a latency matrix become levels', () => {
  // ranks {0,1} and {2,3}: 1 us apart inside, 10 us across, with noise and asymmetry
  const m = [
    [0, 1.0, 9.8, 10.1],
    [1.1, 0, 10.3, 9.9],
    [10.0, 10.2, 0, 1.2],
    [9.7, 10.0, 1.1, 0],
  ];
  const hw = HwTopology.fromMatrix(m);
  assert.equal(hw.levels, ['machine', 'group0', 'pu']);
  assert.equal(
    hw.objects('group0').map((g) => g.children.map((p) => p.osIndex)),
    [
      [0, 1],
      [2, 3],
    ],
  );
  const near = hw.distance(0, 1);
  const far = hw.distance(0, 2);
  assert.ok(Math.abs(near - 1.1) < 0.1 && Math.abs(far - 10) < 0.2, `${near} ${far}`);
  // interleaved clusters: ranks {0,2} and {1,3}; placement 'os' puts rank r on PU P#r
  const il = HwTopology.fromMatrix([
    [0, 5, 1, 5],
    [5, 0, 5, 1],
    [1, 5, 0, 5],
    [5, 1, 5, 0],
  ]);
  const where = placement(il, 4, 'os');
  assert.equal([...where], [0, 2, 1, 3]);
  assert.equal(hwGroupsOf(il, where, 2), [
    { uri: 'hw://node', level: 'node', ranks: [0, 1, 2, 3] },
    { uri: 'hw://group0/0', level: 'group0', ranks: [0, 2] },
  ]);
  // three levels (2 packages x 2 cores x 2 threads), with names given
  const lat = (i, j) => (i === j ? 0 : i >> 2 !== j >> 2 ? 20 : i >> 1 !== j >> 1 ? 6 : 1);
  const n8 = Array.from({ length: 8 }, (_, i) => Array.from({ length: 8 }, (_, j) => lat(i, j)));
  const h3 = HwTopology.fromMatrix(n8, { types: ['package', 'core'] });
  assert.equal(counts(h3), { machine: 1, package: 2, core: 4, pu: 8 });
  for (let i = 0; i < 8; i++) for (let j = 0; j < 8; j++) assert.is(h3.distance(i, j), lat(i, j));
  // one rank, or all equal: just the machine
  assert.equal(HwTopology.fromMatrix([[0]]).levels, ['machine', 'pu']);
  assert.equal(HwTopology.fromMatrix(n8.map((r) => r.map((v) => (v ? 3 : 0)))).levels, ['machine', 'pu']);
});

// ── placement, groups, the distributed graph ──

test('placement: compact, scatter (across packages, then cores), lists; wrapping', () => {
  const hw = HwTopology.fromSynthetic('package:2 core:2 pu:2');
  assert.equal([...placement(hw, 8, 'compact')], [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.equal([...placement(hw, 10)], [0, 1, 2, 3, 4, 5, 6, 7, 0, 1]);
  assert.equal([...placement(hw, 8, 'scatter')], [0, 4, 2, 6, 1, 5, 3, 7]);
  assert.equal([...placement(hw, 3, 'scatter')], [0, 4, 2]);
  assert.equal([...placement(hw, 9, 'scatter')], [0, 4, 2, 6, 1, 5, 3, 7, 0]);
  // one package: the top-most level with several children is the core
  assert.equal(
    [...placement(HwTopology.fromSynthetic('package:1 core:4 pu:2'), 8, 'scatter')],
    [0, 2, 4, 6, 1, 3, 5, 7],
  );
  // GPUs are not PUs
  assert.equal([...placement(HwTopology.fromSynthetic('package:2 core:1 pu:1 gpu:2@package'), 2, 'scatter')], [0, 1]);
  assert.equal([...placement(hw, 3, [7, 0, 7])], [7, 0, 7]);
  assert.equal([...placement(hw, 2, new Int32Array([1, 2]))], [1, 2]);
  assert.instance(placement(hw, 0), Int32Array);
  assert.is(placement(hw, 0).length, 0);
});

test('hwGroupsOf: per level, the ranks sharing each object with the rank', () => {
  const hw = HwTopology.fromSynthetic('package:2 numa:2 l3:1 core:2 pu:2');
  const where = placement(hw, 16, 'compact');
  assert.equal(hwGroupsOf(hw, where, 5), [
    { uri: 'hw://node', level: 'node', ranks: [...Array(16).keys()] },
    { uri: 'hw://package/0', level: 'package', ranks: [0, 1, 2, 3, 4, 5, 6, 7] },
    { uri: 'hw://numa/1', level: 'numa', ranks: [4, 5, 6, 7] },
    { uri: 'hw://l3/1', level: 'l3', ranks: [4, 5, 6, 7] },
    { uri: 'hw://core/2', level: 'core', ranks: [4, 5] },
  ]);
  // scatter: rank 1 is on package 1; ranks sharing its core are 1 and 9
  const sc = placement(hw, 16, 'scatter');
  const g = hwGroupsOf(hw, sc, 1);
  assert.equal(
    g.map((x) => x.uri),
    ['hw://node', 'hw://package/1', 'hw://numa/2', 'hw://l3/2', 'hw://core/4'],
  );
  assert.equal(g[4].ranks, [1, 9]);
  assert.equal(g[1].ranks, [1, 3, 5, 7, 9, 11, 13, 15]);
  // fewer ranks than PUs: only placed ranks appear; wrapping: two ranks on one PU share all
  assert.equal(hwGroupsOf(hw, placement(hw, 3), 2).at(-1), { uri: 'hw://core/1', level: 'core', ranks: [2] });
  const wrap = hwGroupsOf(hw, placement(hw, 17), 16);
  assert.equal(wrap.at(-1).ranks, [0, 1, 16]);
});

test('hwDistGraphOf: every other rank, closeness 1024 * u / distance, symmetric', () => {
  const hw = HwTopology.fromSynthetic('package:2 core:2 pu:2 gpu:2@machine');
  const where = placement(hw, 8);
  const g = hwDistGraphOf(hw, where, 0);
  assert.equal(g.sources, [1, 2, 3, 4, 5, 6, 7]);
  assert.equal(g.destinations, g.sources);
  // distances 2 (core), 34 (package), 98 (machine); u = 2
  assert.equal(g.sourceWeights, [1024, 60, 60, 21, 21, 21, 21]);
  assert.equal(g.destWeights, g.sourceWeights);
  for (let a = 0; a < 8; a++)
    for (let b = 0; b < 8; b++) {
      if (a === b) continue;
      const ga = hwDistGraphOf(hw, where, a);
      const gb = hwDistGraphOf(hw, where, b);
      assert.is(ga.sourceWeights[ga.sources.indexOf(b)], gb.sourceWeights[gb.sources.indexOf(a)]);
    }
  // ranks on one PU are the closest of all
  assert.equal(hwDistGraphOf(hw, [3, 3, 0], 0).sourceWeights, [2048, 60]);
});

// ── this machine ──

function lstopoXml() {
  try {
    return execFileSync('lstopo', ['--of', 'xml', '--no-io'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    if (e.code === 'ENOENT') return null;
    throw e;
  }
}

test('hwProbe() (sysfs) finds what lstopo finds on this machine', () => {
  const hw = hwProbe();
  assert.ok(hw.pus.length >= 1);
  assert.is(hw.root.type, 'machine');
  console.log(`  hwProbe() on this machine:\n${hw.render().replace(/^/gm, '    ')}`);
  const xml = lstopoXml();
  if (xml === null) {
    console.log('  SKIPPED the lstopo comparison: lstopo (hwloc) is not installed (apt-get install hwloc)');
    return;
  }
  const lx = HwTopology.fromHwlocXml(xml);
  for (const t of ['package', 'core', 'pu']) assert.is(hw.objects(t).length, lx.objects(t).length, t);
  assert.equal(
    hw.pus.map((p) => p.osIndex).sort((a, b) => a - b),
    lx.pus.map((p) => p.osIndex).sort((a, b) => a - b),
  );
  assert.equal(hwProbe({ lstopo: true }).toJSON(), lx.toJSON());
  // on simple machines (this one) the two agree object for object; say so where they do not
  const same = JSON.stringify(hw.toJSON()) === JSON.stringify(lx.toJSON());
  if (!same) console.log(`  note: sysfs and lstopo trees differ beyond the counts; lstopo gives:\n${lx.render()}`);
});

test('hwProbe: each source, and what it rejects', () => {
  assert.is(hwProbe({ synthetic: 'core:2 pu:2' }).pus.length, 4);
  assert.is(hwProbe({ xml: SMALL_XML }).pus.length, 4);
  assert.is(hwProbe({ lstopo: false }).root.type, 'machine'); // false: the default, sysfs
  raises(() => hwProbe({ synthetic: 'core:2 pu:1', xml: SMALL_XML }), 'ERR_ARG', 'synthetic', 'xml');
  raises(() => hwProbe({ sysfs: true }), 'ERR_ARG', '"sysfs"', 'synthetic, xml, json, lstopo');
  raises(() => hwProbe({ lstopo: 'yes' }), 'ERR_ARG', 'lstopo');
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    raises(() => hwProbe({ lstopo: true }), 'ERR_ARG', 'lstopo is not installed', 'hwloc');
  } finally {
    process.env.PATH = path;
  }
});

// ── errors ──

test('a synthetic spec that stops above the PU has one PU per object of its last level', () => {
  const h = HwTopology.fromSynthetic('package:2 core:3');
  assert.is(h.pus.length, 6);
  assert.equal([...h.levels], ['machine', 'package', 'core', 'pu']);
  assert.is(h.objects('core').length, 6);
});

test('errors: synthetic specs', () => {
  const bad = [
    ['socks:2 pu:1', 'socks', 'package'],
    ['package:x pu:1', 'package:x', 'integer'],
    ['package:0 pu:1', '"0"', 'integer >= 1'],
    ['core:1.5 pu:1', '1.5'],
    ['core:-1 pu:1', '-1'],
    ['core', 'core', 'type:count'],
    ['', 'empty'],
    ['pu:2 core:2', 'pu', 'twice'],
    ['core:2 core:2 pu:1', 'twice'],
    ['l2:1 l3:1 pu:1', 'l3'],
    ['package:2 machine:1 pu:1', 'machine'],
    ['core:2 pu:1 gpu:2@numa', 'numa', 'expected machine or one of its levels'],
    ['core:2 pu:1 gpu:2@pu', 'pu is a leaf'],
    ['core:2 pu:1 core:2@machine', 'outside the PU tree'],
    ['core:2 pu:1 link:gpu:ring:1', 'gpu', 'expected a type of the spec'],
    ['core:2 pu:1 link:core:star:1', 'star', 'ring, chain, all or I-J'],
    ['core:2 pu:1 link:core:ring:-1', '-1', 'number'],
    ['core:2 pu:1 link:core:0-5:1', '0 and 5'],
    ['core:2 pu:1 link:core', 'link:TYPE:PATTERN:WEIGHT'],
    ['l3:1(size=lots) pu:1', 'lots', 'size'],
    ['core:2 [numa] [numa] [numa] pu:4', '3 [NUMANode]', 'divisor'],
    ['package:4096 core:1024 pu:2', 'objects'],
  ];
  for (const [spec, ...names] of bad) raises(() => HwTopology.fromSynthetic(spec), 'ERR_ARG', ...names);
  raises(() => HwTopology.fromSynthetic(42), 'ERR_ARG', '42', 'string');
});

test('errors: XML, JSON and matrices that do not parse', () => {
  const xml = [
    ['<topology><object type="Machine"><object type="PU" os_index="0"/></topology>', '</topology> closes <object>'],
    ['<topology><object type="Machine">', '<object> is never closed'],
    ['<topology><object type=Machine/></topology>', 'malformed attribute'],
    ['<topology></object></topology>', 'closes'],
    ['<root/>', 'no <topology>', '<root>'],
    ['', 'no <topology>'],
    ['<topology><object type="Machine"/></topology>', 'no PU'],
    ['<topology><!-- unterminated', 'unterminated comment'],
    ['<topology></topology>', '0 top-level'],
  ];
  for (const [text, ...names] of xml) raises(() => HwTopology.fromHwlocXml(text), 'ERR_ARG', ...names);
  const json = [
    ['{"root": ', 'does not parse'],
    ['[]', 'expected an object'],
    [{ root: { type: 'Machine' } }, 'root.type', '"Machine"'],
    [{ root: { type: 'machine', children: [{ type: 'pu', children: [{ type: 'pu' }] }] } }, 'root.children[0]', 'leaf'],
    [{ root: { type: 'machine', children: {} } }, 'root.children'],
    [{ root: { type: 'machine', children: [{ type: 'pu', osIndex: -1 }] } }, 'root.children[0].osIndex', '-1'],
    [{ root: { type: 'machine' }, links: [{ a: 'pu:0', b: 'x', kind: 'k', weight: -2 }] }, 'links[0].weight', '-2'],
    [{ root: { type: 'machine' }, links: [{ a: 'pu:0', b: 'pu:1', kind: 'k', weight: 1 }] }, 'pu:0', 'does not exist'],
    [{ root: { type: 'machine' }, weights: { core: 'x' } }, 'weights.core'],
    [{ format: 'other', root: { type: 'machine' } }, '"other"', 'wasmpi-hw'],
    [{ version: 2, root: { type: 'machine' } }, 'version 2'],
  ];
  for (const [j, ...names] of json) raises(() => HwTopology.fromJSON(j), 'ERR_ARG', ...names);
  const mats = [
    [[], 'non-empty'],
    [[[0, 1]], 'row 0 has 2 entries', 'square'],
    [[[0, 1], [1]], 'row 1 has 1 entries'],
    [
      [
        [0, -1],
        [1, 0],
      ],
      '[0][1]',
      '-1',
    ],
    [
      [
        [0, NaN],
        [1, 0],
      ],
      'NaN',
    ],
    [[[0, 1], 'ab'], 'row 1'],
  ];
  for (const [m, ...names] of mats) raises(() => HwTopology.fromMatrix(m), 'ERR_ARG', ...names);
  raises(() => HwTopology.fromMatrix([[0]], { ratio: 1 }), 'ERR_ARG', 'ratio', '> 1');
  raises(
    () =>
      HwTopology.fromMatrix(
        [
          [0, 1],
          [1, 0],
        ],
        { types: ['a'] },
      ),
    'ERR_ARG',
    '0 level(s)',
  );
  raises(
    () =>
      HwTopology.fromMatrix(
        [
          [0, 1, 9],
          [1, 0, 9],
          [9, 9, 0],
        ],
        { types: ['pu'] },
      ),
    'ERR_ARG',
    '"pu"',
  );
  raises(
    () =>
      HwTopology.fromSysfs(
        () => null,
        () => [],
      ),
    'ERR_ARG',
    'no CPUs',
  );
});

test('errors: queries, links, placement, groups', () => {
  const hw = HwTopology.fromSynthetic('package:2 core:2 pu:2 gpu:2@machine');
  const other = HwTopology.fromSynthetic('core:1 pu:1');
  raises(() => hw.objects('socket'), 'ERR_ARG', '"socket"', 'package');
  raises(() => hw.objects('Core'), 'ERR_ARG', '"Core"', 'lower case');
  raises(() => hw.ancestor(0, 'bogus'), 'ERR_ARG', '"bogus"');
  raises(() => hw.distance(0, 8), 'ERR_ARG', 'pu 8', '0..7');
  raises(() => hw.distance(-1, 0), 'ERR_ARG', 'pu -1');
  raises(() => hw.distance(0, 'gpu:2'), 'ERR_ARG', '"gpu:2"', '2 gpu');
  raises(() => hw.route('gpu', 0), 'ERR_ARG', '"gpu"', 'type:index');
  raises(() => hw.distance(other.pus[0], 0), 'ERR_TOPOLOGY', 'pu:0', 'another hardware topology');
  raises(() => hw.commonAncestor({}, 0), 'ERR_ARG');
  raises(() => hw.link('gpu:0', 'gpu:0', 'nvlink', 1), 'ERR_ARG', 'itself');
  raises(() => hw.link('gpu:0', 'gpu:1', '', 1), 'ERR_ARG', 'kind');
  raises(() => hw.link('gpu:0', 'gpu:1', 'nvlink', -1), 'ERR_ARG', 'weight', '-1');
  raises(() => hw.link('gpu:0', 'gpu:1', 'nvlink', Infinity), 'ERR_ARG', 'Infinity');
  raises(() => hw.edge(hw.edgeCount), 'ERR_ARG', 'edge id');
  raises(() => new HwTopology({ type: 'machine' }, { weights: { l3: -4 } }), 'ERR_ARG', 'weights.l3');
  raises(() => placement(hw, 3, [0, 1]), 'ERR_ARG', '2 entries', '3 ranks');
  raises(() => placement(hw, 2, [0, 8]), 'ERR_ARG', 'entry 1', '8', '0..7');
  raises(() => placement(hw, 2, [0, 1.5]), 'ERR_ARG', '1.5');
  raises(() => placement(hw, 2, 'spread'), 'ERR_ARG', '"spread"', 'compact');
  raises(() => placement(hw, -1), 'ERR_ARG', '-1');
  raises(() => placement(hw, 9, 'os'), 'ERR_ARG', 'OS index 8');
  raises(() => placement({}, 2), 'ERR_ARG', 'HwTopology');
  raises(() => placement(new HwTopology({ type: 'machine' }), 2), 'ERR_TOPOLOGY', 'no PUs');
  raises(() => hwGroupsOf(hw, [0, 1], 2), 'ERR_RANK', 'rank 2', '0..1');
  raises(() => hwGroupsOf(hw, [0, 9], 0), 'ERR_ARG', 'placement[1]', '9');
  raises(() => hwDistGraphOf(hw, [0, 1], -1), 'ERR_RANK', 'rank -1');
  raises(() => hwDistGraphOf(hw, 'ab', 0), 'ERR_ARG', 'placement');
});

test.run();
