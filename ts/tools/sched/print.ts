// Schedules as text, one line per op:
//   wait r3 step 2
//   copy r1.recv+64 <- r0.send+0 64 B
//   reduce3 r1.recv+0 <- r0.send+0 op r1.send+0 16 el
import type { BufAt, BufId, Schedule, SchedOp } from './decode.js';

export const BUF_NAMES = ['send', 'recv', 'tmp', 'aux'] as const;

export const bufName = (b: BufId): string => BUF_NAMES[b];
const place = (a: BufAt) => `r${a.rank}.${BUF_NAMES[a.buf]}+${a.off}`;

/** One op as a line (without its index). */
export function formatOp(o: SchedOp): string {
  switch (o.kind) {
    case 'wait':
      return `wait r${o.peer} step ${o.step}`;
    case 'waitall':
      return `waitall step ${o.step}${o.back ? ` back ${o.back}` : ''}`;
    case 'waitrange':
      return `waitrange ${o.hi <= o.lo ? 'none' : o.hi - o.lo === 1 ? `r${o.lo}` : `r${o.lo}..r${o.hi - 1}`} step ${o.step}`;
    case 'signal':
      return `signal step ${o.step}${o.wake >= 0 ? ` wake r${o.wake}` : ''}`;
    case 'copy':
      return `copy ${place(o.dst)} <- ${place(o.src)} ${o.bytes} B`;
    case 'copyx':
      return `copyx ${place(o.dst)} <- r${o.src.rank}.${BUF_NAMES[o.src.buf]}+aux(r${o.xRank})[${o.xIndex}] ${o.bytes} B`;
    case 'checkx':
      return `checkx aux(r${o.xRank})[${o.xIndex}] == ${o.value}`;
    case 'reduce': {
      const [a, b] = o.srcFirst ? [o.src, o.dst] : [o.dst, o.src];
      return `reduce ${place(o.dst)} <- ${place(a)} op ${place(b)} ${o.count} el`;
    }
    case 'reduce3':
      return `reduce3 ${place(o.dst)} <- ${place(o.a)} op ${place(o.b)} ${o.count} el`;
  }
}

/** A rank's schedule: a heading line, then its ops numbered. */
export function formatSchedule(s: Schedule): string {
  const w = String(Math.max(0, s.ops.length - 1)).length;
  const lines = [`rank ${s.me} of ${s.p}: ${s.ops.length} op${s.ops.length === 1 ? '' : 's'}`];
  s.ops.forEach((o, i) => lines.push(`  ${String(i).padStart(w)}  ${formatOp(o)}`));
  return lines.join('\n');
}
