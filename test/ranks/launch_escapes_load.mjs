// An error that escapes while the rank module loads (a rejection nobody handles, seen before the
// module finishes loading), then a main that never returns: the rank must fail with what escaped at
// once rather than wait for main.
Promise.reject(new Error('escaped while loading'));
await new Promise((r) => setTimeout(r, 20));

export default async function main() {
  await new Promise(() => {});
}
