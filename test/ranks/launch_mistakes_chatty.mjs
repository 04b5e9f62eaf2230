// Prints many lines from every rank (for a reader that stops early: `| head`).
export default function main(world) {
  for (let i = 0; i < 5000; i++) console.log(`rank ${world.rank} line ${i}`);
}
