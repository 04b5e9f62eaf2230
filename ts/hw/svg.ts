// The topology as an SVG picture in the manner of lstopo's: every object a box holding its
// children's boxes (laid out in a row, or a near-square grid when there are many), coloured by type;
// the extra links drawn below the boxes as curves between the objects they join, labelled with kind
// and weight. Text widths are estimated (no font metrics in a browser-free string builder).
import { linkLabel, objectLabel } from './render.js';
import type { HwLink, HwObject } from './types.js';

const PAD = 6;
const GAP = 6;
const LINE = 16;
const CHAR = 7; // estimated width of one character at font-size 12
const LEAF_MIN = 56;
const LINK_DROP = 24; // how far below the boxes a link's curve reaches, per link

const FILL: Readonly<Record<string, string>> = {
  machine: '#ffffff',
  package: '#dedede',
  die: '#f2e8c8',
  group: '#e7ffb5',
  numa: '#d2e7a4',
  core: '#bebebe',
  pu: '#ffffff',
  gpu: '#ffd9a8',
};
const LINK_COLOURS = ['#d62728', '#1f77b4', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];

/** Escapes text for XML content and attribute values. */
export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

interface Box {
  w: number;
  h: number;
  cols: number;
  x: number;
  y: number;
}

/** The SVG text for a tree and its links. */
export function renderSVG(root: HwObject, links: readonly HwLink[]): string {
  const boxes = new Map<HwObject, Box>();
  const label = (o: HwObject): string => objectLabel(o);
  // sizes bottom up (post-order)
  const order: HwObject[] = [];
  const stack: HwObject[] = [root];
  while (stack.length) {
    const o = stack.pop()!;
    order.push(o);
    for (const c of o.children) stack.push(c);
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const o = order[i];
    const textW = label(o).length * CHAR + 2 * PAD;
    const n = o.children.length;
    if (!n) {
      boxes.set(o, { w: Math.max(LEAF_MIN, textW), h: LINE + 2 * PAD, cols: 0, x: 0, y: 0 });
      continue;
    }
    const cols = n <= 8 ? n : Math.ceil(Math.sqrt(n));
    let innerW = 0;
    let innerH = 0;
    for (let r = 0; r * cols < n; r++) {
      const row = o.children.slice(r * cols, (r + 1) * cols).map((c) => boxes.get(c)!);
      innerW = Math.max(innerW, row.reduce((s, b) => s + b.w, 0) + GAP * (row.length - 1));
      innerH += (r ? GAP : 0) + Math.max(...row.map((b) => b.h));
    }
    boxes.set(o, { w: Math.max(textW, innerW + 2 * PAD), h: 2 * PAD + LINE + innerH, cols, x: 0, y: 0 });
  }
  // positions top down
  const rb = boxes.get(root)!;
  rb.x = PAD;
  rb.y = PAD;
  for (const o of order) {
    const b = boxes.get(o)!;
    let y = b.y + PAD + LINE;
    for (let r = 0; r * b.cols < o.children.length; r++) {
      const row = o.children.slice(r * b.cols, (r + 1) * b.cols);
      let x = b.x + PAD;
      let rowH = 0;
      for (const c of row) {
        const cb = boxes.get(c)!;
        cb.x = x;
        cb.y = y;
        x += cb.w + GAP;
        rowH = Math.max(rowH, cb.h);
      }
      y += rowH + GAP;
    }
  }

  const out: string[] = [];
  for (const o of order) {
    const b = boxes.get(o)!;
    const fill = Object.hasOwn(FILL, o.type) ? FILL[o.type] : /^l\d+$/.test(o.type) ? '#ffffff' : '#f0f0f0';
    out.push(
      `<g class="${xmlEscape(o.type)}"><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" ` +
        `fill="${fill}" stroke="#000000"/><text x="${b.x + PAD}" y="${b.y + PAD + 11}">${xmlEscape(label(o))}</text></g>`,
    );
  }
  const bottom = rb.y + rb.h;
  const kinds: string[] = [];
  links.forEach((l, i) => {
    const a = boxes.get(l.a)!;
    const b = boxes.get(l.b)!;
    if (!kinds.includes(l.kind)) kinds.push(l.kind);
    const colour = LINK_COLOURS[kinds.indexOf(l.kind) % LINK_COLOURS.length];
    const ax = a.x + a.w / 2;
    const ay = a.y + a.h;
    const bx = b.x + b.w / 2;
    const by = b.y + b.h;
    const cy = bottom + LINK_DROP * (i + 1);
    const cx = (ax + bx) / 2;
    // a quadratic curve's lowest point is halfway between its ends' mean and its control point
    const labelY = ((ay + by) / 2 + cy) / 2 + 4;
    out.push(
      `<g class="link"><path d="M ${ax} ${ay} Q ${cx} ${cy} ${bx} ${by}" fill="none" stroke="${colour}" ` +
        `stroke-width="2"/><text x="${cx}" y="${labelY}" fill="${colour}" text-anchor="middle">` +
        `${xmlEscape(`${l.kind} ${l.weight}`)}</text><title>${xmlEscape(linkLabel(l))}</title></g>`,
    );
  });
  const width = rb.w + 2 * PAD;
  const height = bottom + PAD + (links.length ? LINK_DROP * links.length : 0);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="monospace" font-size="12">\n${out.join('\n')}\n</svg>\n`
  );
}
