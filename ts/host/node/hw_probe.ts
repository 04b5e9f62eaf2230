// hwProbe for Node: the hardware topology from Linux sysfs (the default), from lstopo, or from a
// description given. The parsing is ts/hw's (browser-safe); this file only reads files and runs
// the lstopo program.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fail, show } from '../../errors.js';
import { HwTopology } from '../../hw/index.js';

/** Where hwProbe takes the topology from: at most one source; none means sysfs. */
export interface HwProbeOptions {
  /** hwloc's synthetic syntax, e.g. `'package:2 numa:2 l3:1 core:4 pu:2'` (HwTopology.fromSynthetic). */
  synthetic?: string;
  /** hwloc XML text, as `lstopo --of xml` writes it. */
  xml?: string;
  /** The JSON form (text or value) of HwTopology.toJSON. */
  json?: unknown;
  /** Run `lstopo --of xml` (hwloc must be installed). */
  lstopo?: boolean;
}

const SOURCES = ['synthetic', 'xml', 'json', 'lstopo'] as const;

// A file or directory missing is a machine without it; a read refused by the runtime (Deno
// without -A: its NotCapable error) would silently give a flat machine instead of this one, so
// it is said once.
let refusedSaid = false;
function refused(e: unknown, p: string): void {
  if ((e as Error)?.name !== 'NotCapable' || refusedSaid) return;
  refusedSaid = true;
  console.warn(
    `wasmpi warning: hwProbe could not read ${p} (${(e as Error).message}): the hardware topology is a flat ` +
      'machine of the available cores. Under Deno, reading /sys needs --allow-all (-A)',
  );
}
const read = (p: string): string | null => {
  try {
    return readFileSync(p, 'utf8');
  } catch (e) {
    refused(e, p);
    return null;
  }
};
const list = (d: string): string[] => {
  try {
    return readdirSync(d);
  } catch (e) {
    refused(e, d);
    return [];
  }
};

/** Runs lstopo (or lstopo-no-graphics) for its XML; ERR_ARG when hwloc is not installed. */
function lstopoXml(): string {
  for (const cmd of ['lstopo', 'lstopo-no-graphics']) {
    try {
      return execFileSync(cmd, ['--of', 'xml', '--no-io'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 256 << 20,
      });
    } catch (e) {
      const err = e as NodeJS.ErrnoException & { stderr?: string };
      if (err.code === 'ENOENT') continue;
      fail('ERR_ARG', `hwProbe({ lstopo: true }): ${cmd} --of xml failed: ${String(err.stderr || err.message).trim()}`);
    }
  }
  return fail(
    'ERR_ARG',
    'hwProbe({ lstopo: true }): lstopo is not installed (hwloc): install hwloc (e.g. `apt-get install hwloc`), ' +
      'or use hwProbe() to read Linux sysfs',
  );
}

/**
 * The hardware topology of this machine: from Linux sysfs by default (a flat machine of
 * `os.availableParallelism()` PUs where sysfs cannot be read), or from `{ lstopo: true }` (runs
 * `lstopo --of xml`), `{ xml }`, `{ synthetic }` or `{ json }`.
 */
export function hwProbe(opts: HwProbeOptions = {}): HwTopology {
  if (typeof opts !== 'object' || opts === null)
    fail('ERR_ARG', `hwProbe: options are ${show(opts)}: expected an object`);
  for (const k of Object.keys(opts))
    if (!(SOURCES as readonly string[]).includes(k))
      fail('ERR_ARG', `hwProbe: unknown option ${show(k)}: expected one of ${SOURCES.join(', ')}`);
  if (opts.lstopo !== undefined && typeof opts.lstopo !== 'boolean')
    fail('ERR_ARG', `hwProbe: lstopo is ${show(opts.lstopo)}: expected true or false`);
  // `lstopo: false` asks for nothing
  const given = SOURCES.filter((k) => (k === 'lstopo' ? opts.lstopo : opts[k] !== undefined));
  if (given.length > 1)
    fail('ERR_ARG', `hwProbe: options ${given.join(' and ')} both given: expected at most one source`);
  if (opts.synthetic !== undefined) return HwTopology.fromSynthetic(opts.synthetic);
  if (opts.xml !== undefined) return HwTopology.fromHwlocXml(opts.xml);
  if (opts.json !== undefined) return HwTopology.fromJSON(opts.json);
  if (opts.lstopo) return HwTopology.fromHwlocXml(lstopoXml());
  if (list('/sys/devices/system/cpu').some((n) => /^cpu\d+$/.test(n))) return HwTopology.fromSysfs(read, list);
  // not Linux, or sysfs hidden: all we know is how many CPUs there are
  const n = availableParallelism();
  return new HwTopology({
    type: 'machine',
    children: Array.from({ length: n }, (_, i) => ({ type: 'pu', osIndex: i })),
  });
}
