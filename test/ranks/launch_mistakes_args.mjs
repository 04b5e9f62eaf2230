// Prints (rank 0) the arguments the ranks were given, as JSON.
export default function main(world, args) {
  if (world.rank === 0) console.log(JSON.stringify(args));
  return args;
}
