// `wasmpi probe` prints (or draws) the machine's hardware topology; `wasmpi embed` places a
// virtual topology on a machine and prints the mapping and its quality beside the identity's.
import { readFileSync, writeFileSync } from 'node:fs';
import { hwProbe } from './hw_probe.js';
import { int, parse, UsageError } from './cli_args.js';
import { placement } from '../../hw/index.js';
import { Topology, embed, type EmbedQuality } from '../../topology/index.js';
import { embedTarget } from '../../comm/hw.js';

export const PROBE_USAGE = `usage: wasmpi probe [--json | --svg FILE] [--synthetic SPEC | --xml FILE | --lstopo]

Prints this machine's hardware topology as a tree (packages, NUMA nodes, caches, cores, PUs) with
its extra links, read from Linux sysfs; --lstopo reads hwloc's lstopo instead, --xml an hwloc XML
file, --synthetic a description such as 'package:2 numa:2 l3:1 core:4 pu:2'. --json prints the JSON
form (launch's hw takes it), --svg FILE draws it.`;

export const EMBED_USAGE = `usage: wasmpi embed --topology SPEC [--hw SPEC] [--placement compact|scatter] [--json]

Places a virtual topology on a machine and prints the mapping (topology rank -> rank slot) and its
quality (hop-bytes, dilation, congestion) beside the identity placement's. --topology: cart:4x4,
torus:4x4 (periodic), ring:8; --hw: a synthetic machine ('package:2 core:8'; default: this
machine); --placement: where the ranks run on it (default compact).`;

export async function probeCommand(argv: string[]): Promise<number> {
  try {
    const { values: v } = parse(
      argv,
      {
        json: { type: 'boolean' },
        svg: { type: 'string' },
        synthetic: { type: 'string' },
        xml: { type: 'string' },
        lstopo: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (v.help) {
      console.log(PROBE_USAGE);
      return 0;
    }
    const hw = hwProbe(
      v.synthetic !== undefined
        ? { synthetic: v.synthetic as string }
        : v.xml !== undefined
          ? { xml: readFileSync(v.xml as string, 'utf8') }
          : v.lstopo
            ? { lstopo: true }
            : {},
    );
    if (v.svg !== undefined) {
      writeFileSync(v.svg as string, hw.toSVG());
      console.log(`wrote ${v.svg as string}`);
    }
    if (v.json) console.log(JSON.stringify(hw.toJSON(), null, 2));
    else if (v.svg === undefined) console.log(hw.render());
    return 0;
  } catch (e) {
    return report('probe', e, PROBE_USAGE);
  }
}

/** cart:4x4, torus:4x4, ring:8 */
function virtualOf(spec: string): Topology {
  const m = /^(cart|torus|ring):(\d+(?:x\d+)*)$/.exec(spec);
  if (!m)
    throw new UsageError(`--topology ${JSON.stringify(spec)}: expected cart:AxB[xC...], torus:AxB[...] or ring:N`);
  const dims = m[2].split('x').map(Number);
  if (m[1] === 'ring' && dims.length !== 1) throw new UsageError(`--topology ring:N takes one number, got ${m[2]}`);
  return Topology.cartesian({ dims, periods: m[1] !== 'cart' });
}

export function embedCommand(argv: string[]): number {
  try {
    const { values: v } = parse(
      argv,
      {
        topology: { type: 'string' },
        hw: { type: 'string' },
        placement: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (v.help) {
      console.log(EMBED_USAGE);
      return 0;
    }
    if (v.topology === undefined) throw new UsageError('--topology is required (e.g. cart:4x4)');
    const t = virtualOf(v.topology as string);
    const hw = hwProbe(v.hw === undefined ? {} : { synthetic: v.hw as string });
    const policy = (v.placement ?? 'compact') as string;
    if (policy !== 'compact' && policy !== 'scatter')
      throw new UsageError(`--placement needs compact or scatter, got ${JSON.stringify(policy)}`);
    const place = placement(hw, t.size, policy);
    const target = embedTarget(
      { topo: hw, place },
      Int32Array.from({ length: t.size }, (_, i) => i),
    );
    const e = embed(t, target, { seed: int('--seed', v.seed, 0) });
    if (v.json) {
      console.log(JSON.stringify({ mapping: Array.from(e.mapping), quality: e.quality }, null, 2));
      return 0;
    }
    const row = (name: string, q: EmbedQuality) =>
      `  ${name.padEnd(9)} ${String(q.hopBytes).padStart(10)} ${q.dilation.max.toFixed(1).padStart(9)} ${q.dilation.mean.toFixed(2).padStart(9)} ` +
      `${q.congestion ? q.congestion.max.toFixed(0).padStart(11) : '-'.padStart(11)}`;
    console.log(
      `${v.topology as string} (${t.size} ranks) on ${v.hw === undefined ? 'this machine' : (v.hw as string)}, placement ${policy}`,
    );
    console.log(`  mapping (rank -> slot): ${Array.from(e.mapping).join(' ')}`);
    console.log('  placement  hop-bytes  dil. max  dil. mean  congestion');
    console.log(row('identity', e.quality.identity));
    console.log(row('embedded', e.quality));
    const gain = 1 - e.quality.hopBytes / (e.quality.identity.hopBytes || 1);
    console.log(`  hop-bytes ${(gain * 100).toFixed(1)} % below the identity's`);
    return 0;
  } catch (e) {
    return report('embed', e, EMBED_USAGE);
  }
}

function report(cmd: string, e: unknown, usage: string): number {
  if (e instanceof UsageError) {
    process.stderr.write(`wasmpi ${cmd}: ${e.message}\n${usage.split('\n')[0]}\n(wasmpi ${cmd} --help for more)\n`);
    return 2;
  }
  const err = e as Error & { code?: string };
  process.stderr.write(`wasmpi ${cmd}: ${err.code ? `[${err.code}] ` : ''}${err.message}\n`);
  return 2;
}
