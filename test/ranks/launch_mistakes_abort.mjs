// waitAsync({ signal }): an aborted wait rejects with the signal's reason and leaves the request
// active (it can be waited again once the message comes, or cancelled).
export default async function main(world) {
  const { rank } = world;
  const out = {};
  if (rank === 0) {
    const v = new Int32Array(1);
    const r = world.irecv(v, 1, 3);
    const t0 = performance.now();
    try {
      await r.waitAsync({ signal: AbortSignal.timeout(150) });
      out.first = 'completed';
    } catch (e) {
      out.first = e.name;
    }
    out.ms = performance.now() - t0;
    out.pending = r.pending;
    const ac = new AbortController();
    ac.abort(new Error('given up'));
    try {
      await r.waitAsync({ signal: ac.signal });
    } catch (e) {
      out.already = e.message;
    }
    try {
      await r.waitAsync({ signal: 'soon' });
    } catch (e) {
      out.bad = `${e.code}: ${e.message}`;
    }
    world.barrier(); // rank 1 sends after this
    const st = await r.waitAsync({ signal: new AbortController().signal });
    out.value = v[0];
    out.source = st.source;
  } else if (rank === 1) {
    world.barrier();
    world.send(Int32Array.of(42), 0, 3);
  } else world.barrier();
  return out;
}
