// Whether this rank's waits spin or sleep almost at once: the transport's `oversubscribed` (an
// internal field: what users see of it is only speed). Returned with the machine's core count.
import { availableParallelism } from 'node:os';

export default function main(world) {
  world.barrier();
  return { oversubscribed: world.w.t.oversubscribed, cores: availableParallelism() };
}
