export default function main(world, args) {
  if (world.rank === Number(args[0] ?? 1)) throw new TypeError(`rank ${world.rank} cannot go on`);
  world.recv(new Int32Array(1), Number(args[0] ?? 1), 0);
}
