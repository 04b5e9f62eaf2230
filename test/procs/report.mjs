// Runs a rank module of test/ranks/ in a job of several processes and prints what it returned, as
// one line per rank (`RESULT {"rank":r,"value":...}`): launch's results do not cross processes.
// args: the module's file name, then its own args. Written synchronously: a worker's console output
// may not reach the process's stdout before the process ends.
import { writeSync } from 'node:fs';

export default async function main(world, [file, ...args]) {
  const mod = await import(new URL(`../ranks/${file}`, import.meta.url).href);
  const value = await mod.default(world, args);
  writeSync(1, `RESULT ${JSON.stringify({ rank: world.rank, value })}\n`);
  return value;
}
