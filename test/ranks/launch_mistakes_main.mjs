// A rank module whose entry is exported under the name main instead of as the default.
export function main(world) {
  return world.rank;
}
