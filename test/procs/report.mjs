// Runs a rank module of test/ranks/ in a job of several processes and prints what it returned, as
// one line per rank (`RESULT {"rank":r,"value":...}`): launch's results do not cross processes.
// args: the module's file name, then its own args.
export default async function main(world, [file, ...args]) {
  const mod = await import(new URL(`../ranks/${file}`, import.meta.url).href);
  const value = await mod.default(world, args);
  console.log(`RESULT ${JSON.stringify({ rank: world.rank, value })}`);
  return value;
}
