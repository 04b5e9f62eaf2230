// `wasmpi sched`: prints the schedules an algorithm builds for a call (every rank's ops, one per
// line), and with --check simulates them (ts/tools/sched/simulate.ts) over consecutive calls and
// several interleavings of the ranks.
import { loadModule } from './host.js';
import {
  COLLECTIVES,
  V_COLLECTIVES,
  builtOf,
  findBuilt,
  findAlgorithm,
  isCollective,
  type AlgInfo,
  type CollName,
} from '../../coll/select/table.js';
import {
  callShape,
  callBytes,
  describeCall,
  IN_PLACE_COLLS,
  V_VARIANTS,
  type CallShape,
} from '../../tools/sched/call.js';
import { ScheduleBuilder } from '../../tools/sched/schedules.js';
import { formatSchedule } from '../../tools/sched/print.js';
import { simulate, type Interleaving } from '../../tools/sched/simulate.js';
import { int, parse, UsageError } from './cli_args.js';

export const SCHED_USAGE = `usage: wasmpi sched --coll <collective> [--alg <name>] -n <ranks> [--count <elements>] [--esize <bytes>]
                    [--root <rank>] [--in-place] [--counts <c0,c1,...> | --irregular] [--rank <r>] [--check]

Prints the schedule each rank runs for one call: --count elements of --esize bytes (default 1 and 4;
per block for allgather, alltoall, gather, scatter and reduce_scatter), --alg the algorithm (default
the collective's first). v-variants (gatherv scatterv allgatherv alltoallv reduce_scatter_v) take
--counts (one per rank) or --irregular (uneven counts, displacements in reverse order with gaps);
otherwise every block has --count elements. --rank prints one rank's. --check simulates the
schedules for three consecutive calls under several interleavings of the ranks and reports the
first deadlock, race or wrong result (exit code 1).`;

const COLLS: readonly CollName[] = [...COLLECTIVES, ...V_COLLECTIVES];

interface SchedArgs {
  alg: AlgInfo;
  shape: CallShape;
  rank: number | null;
  check: boolean;
}

function parseSched(argv: string[]): SchedArgs {
  const { values: v } = parse(
    argv,
    {
      coll: { type: 'string' },
      alg: { type: 'string' },
      ranks: { type: 'string', short: 'n' },
      count: { type: 'string' },
      esize: { type: 'string' },
      root: { type: 'string' },
      rank: { type: 'string' },
      'in-place': { type: 'boolean' },
      irregular: { type: 'boolean' },
      counts: { type: 'string' },
      check: { type: 'boolean' },
    },
    false,
  );
  const coll = v.coll as string | undefined;
  const name = v.alg as string | undefined;
  const p = int('-n', v.ranks, 1);
  const count = int('--count', v.count, 0) ?? 1;
  const esize = int('--esize', v.esize, 1) ?? 4;
  const root = int('--root', v.root, 0) ?? 0;
  const rank = int('--rank', v.rank, 0) ?? null;
  const inPlace = v['in-place'] === true;
  const irregular = v.irregular === true;
  const counts =
    v.counts === undefined
      ? undefined
      : String(v.counts)
          .split(',')
          .map((c) => int('--counts', c, 0) as number);
  const check = v.check === true;
  if (coll === undefined || !COLLS.includes(coll as CollName))
    throw new UsageError(`--coll needs one of ${COLLS.join(' ')}, got ${coll ?? 'nothing'}`);
  const c = coll as CollName;
  if (p === undefined) throw new UsageError('sched needs -n <ranks>');
  const alg = name === undefined ? builtOf(c)[0] : findBuilt(c, name);
  if (!alg)
    throw new UsageError(
      `no algorithm ${JSON.stringify(name)} for ${c}: expected one of ${builtOf(c)
        .map((a) => a.name)
        .join(' ')}`,
    );
  if (root >= p) throw new UsageError(`--root must be below the ranks (${p}), got ${root}`);
  if (rank !== null && rank >= p) throw new UsageError(`--rank must be below the ranks (${p}), got ${rank}`);
  if (inPlace && !(alg.inPlace && IN_PLACE_COLLS.has(c)))
    throw new UsageError(`${c} ${alg.name} does not run in place`);
  if ((counts || irregular) && !V_VARIANTS.has(c))
    throw new UsageError('--counts and --irregular are for the v-variants');
  if (counts && counts.length !== p)
    throw new UsageError(`--counts needs ${p} counts (one per rank), got ${counts.length}`);
  const shape = callShape(c, p, count, esize, root, inPlace, irregular, counts);
  return { alg, shape, rank, check };
}

/** True when the algorithm folds in an order that only a commutative op allows. */
function needsCommutative(alg: AlgInfo): boolean {
  if (!isCollective(alg.coll)) return false;
  return findAlgorithm(alg.coll, alg.name)?.whyNot(2, 64, { commutative: false }) != null;
}

const ORDERS: Interleaving[] = ['round-robin', 'lowest-first', 'highest-first', 1, 2, 3];

/** Runs `wasmpi sched`; returns the exit code. */
export async function schedCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(SCHED_USAGE);
    return 0;
  }
  let args: SchedArgs;
  try {
    args = parseSched(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`wasmpi sched: ${e.message}\n${SCHED_USAGE}\n`);
    return 2;
  }
  const { alg, shape, rank, check } = args;
  const builder = new ScheduleBuilder(await loadModule(), shape.p);
  const scheds = builder.buildAll(alg.id, shape);
  const tmpBytes = alg.tmp(shape.p, callBytes(shape));
  console.log(
    `${shape.coll} ${alg.name} (algorithm ${alg.id}): ${describeCall(shape)}; scratch ${tmpBytes} B per rank`,
  );
  for (const s of scheds) if (rank === null || s.me === rank) console.log(formatSchedule(s));
  if (!check) return 0;
  const ordered = !needsCommutative(alg);
  for (const order of ORDERS) {
    const err = simulate(scheds, shape, { tmpBytes, order, ordered });
    if (err) {
      console.log(
        `check failed (3 calls, ${typeof order === 'number' ? `random order, seed ${order}` : order}): [${err.kind}] ${err.message}`,
      );
      return 1;
    }
  }
  console.log(
    `check: ok (3 consecutive calls under ${ORDERS.length} interleavings${ordered ? ', rank order of operands kept' : ''})`,
  );
  return 0;
}
