// The net family's probe (bench/net.mjs): does this build join processes started by mpiexec into one
// world? Rank 0 prints the world's size as a JSON line.
export default function main(world) {
  if (world.rank === 0) process.stdout.write(`${JSON.stringify({ net: 'probe', size: world.size })}\n`);
}
