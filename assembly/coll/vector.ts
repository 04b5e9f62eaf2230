// The vector argument of the v-variants: the shell writes i32 arrays into shared memory and passes
// their address to schedBuild (`vec`): [counts(p), displs(p)] in elements, and for alltoallv
// [sendcounts, sdispls, recvcounts, rdispls].
@inline export function vecAt(vec: usize, array: i32, p: i32, i: i32): i32 {
  return load<i32>(vec + ((<usize>(array * p + i)) << 2));
}
