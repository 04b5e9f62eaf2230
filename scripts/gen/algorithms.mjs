// Generates, from the one algorithm table assembly/coll/algorithms.json (a row per engine,
// collective and algorithm, beside the builders):
//   assembly/coll/build.ts              the core's builder registry (shm rows): ALG_* ids and schedBuild's switch
//   ts/coll/select/algorithms.gen.ts    the shell's typed rows of both engines (tmp as functions,
//                                       restrictions and cost formulas as references, so a missing
//                                       one fails to compile)
//   docs/internals/collectives.md       the algorithm table and the cost-formula table, between markers
// Row fields: engine ("shm": a schedule the core's executor runs in one process's shared memory;
// "net": a point-to-point schedule of the shell between processes, ts/coll/net/), coll, name,
// vector (a v-variant), desc, requires (names of checks in ts/coll/select/requires.ts), cost (name
// of a function in ts/coll/select/cost.ts, net_* for net rows; null only for the v-variants, which
// the cost model does not rank), and for shm rows only (null in net rows): id (schedBuild's
// algorithm id; rows with the same id share the builder), builder (file in assembly/coll/ exporting
// build<PascalCase>; a v-variant's takes (me, p, root, esize, flags, vec)), tmp (scratch bytes per
// rank, an expression in p and n), maxBytes (number, or null for no limit), inPlace.
// validateTable says what is wrong with a table; every generator runs it first.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

export const TABLE = 'assembly/coll/algorithms.json';
const COST_SOURCE = 'ts/coll/select/cost.ts';
const REQUIRES_SOURCE = 'ts/coll/select/requires.ts';
const DOCS = 'docs/internals/collectives.md';
const FIELDS = [
  'engine',
  'id',
  'coll',
  'name',
  'builder',
  'vector',
  'desc',
  'requires',
  'tmp',
  'maxBytes',
  'inPlace',
  'cost',
];
/** The fields each engine leaves null: a net algorithm has no builder, id or scratch formula (its
 *  schedule is built by the shell and takes its scratch as it goes) and no limits of the executor. */
const UNUSED = { shm: [], net: ['id', 'builder', 'tmp', 'maxBytes', 'inPlace'] };
export const ENGINES = Object.keys(UNUSED);
/** The prefix of a net row's cost function: the engines' formulas see different terms (cost.ts). */
const NET_COST = 'net_';
const SCALAR_ARGS = ['me', 'p', 'root', 'count', 'esize', 'flags'];
const VECTOR_ARGS = ['me', 'p', 'root', 'esize', 'flags', 'vec'];

export function loadTable(root) {
  return JSON.parse(readFileSync(join(root, TABLE), 'utf8'));
}

const pascal = (snake) =>
  snake
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
export const builderFunction = (builder) => `build${pascal(builder)}`;

/** The top-level keys of `export const NAME = { ... } satisfies` in a TypeScript source, each with
 *  its one-line doc comment (the formula or label the docs show): [{ key, doc }]. */
export function documentedKeys(src, name, file) {
  const start = src.indexOf(`export const ${name} = {`);
  const end = src.indexOf('\n} satisfies', start);
  if (start < 0 || end < 0) throw new Error(`${file}: no \`export const ${name} = { ... } satisfies ...\``);
  const body = src.slice(start, end);
  const docs = new Map();
  for (const m of body.matchAll(/\/\*\*\s*(.*?)\s*\*\/[ \t]*\n[ \t]*(\w+)\s*:/g)) docs.set(m[2], m[1]);
  return [...body.matchAll(/^ {2}(\w+)\s*:/gm)].map((m) => {
    if (!docs.has(m[1]))
      throw new Error(`${file}: ${name}.${m[1]} has no one-line /** doc comment */ (the docs show it)`);
    return { key: m[1], doc: docs.get(m[1]) };
  });
}

const costsOf = (root) => documentedKeys(readFileSync(join(root, COST_SOURCE), 'utf8'), 'COSTS', COST_SOURCE);
const requiresOf = (root) =>
  documentedKeys(readFileSync(join(root, REQUIRES_SOURCE), 'utf8'), 'REQUIRES', REQUIRES_SOURCE);

/** A tmp expression as JavaScript, or null when it is not arithmetic in p and n. */
function tmpExpr(tmp) {
  if (
    typeof tmp !== 'string' ||
    !/^[\spn\d+\-*/()]+$/.test(tmp) ||
    /\d[pn]|[pn]\d|[pn]{2}/.test(tmp.replace(/\s/g, ''))
  )
    return null;
  try {
    const f = Function('p', 'n', `return (${tmp});`);
    for (const [p, n] of [
      [1, 0],
      [2, 8],
      [7, 1000],
    ]) {
      const v = f(p, n);
      if (!Number.isFinite(v) || v < 0) return null;
    }
  } catch {
    return null;
  }
  return tmp;
}

/** Checks a table (rows as parsed from the JSON) against the sources under root; throws an Error
 *  listing every problem. */
export function validateTable(rows, root) {
  const errs = [];
  if (!Array.isArray(rows) || rows.length === 0) throw new Error(`${TABLE}: expected a non-empty array of rows`);
  const costs = new Set(costsOf(root).map((c) => c.key));
  const requires = new Set(requiresOf(root).map((r) => r.key));
  const seen = new Set();
  const byId = new Map();
  const byBuilder = new Map();
  const vectorOf = new Map();
  const used = new Set();
  /** `${engine}:${coll}` -> whether one of its rows always applies (no restriction, no size limit, in place). */
  const always = new Map();
  rows.forEach((r, i) => {
    const at = `${TABLE} row ${i + 1}${r && r.coll ? ` (${r.engine ?? '?'} ${r.coll}:${r.name})` : ''}`;
    if (!r || typeof r !== 'object') return errs.push(`${at}: not an object`);
    for (const f of Object.keys(r))
      if (!FIELDS.includes(f)) errs.push(`${at}: unknown field "${f}" (fields: ${FIELDS.join(', ')})`);
    if (!ENGINES.includes(r.engine))
      return errs.push(`${at}: engine must be one of ${ENGINES.map((e) => JSON.stringify(e)).join(', ')}`);
    const unused = UNUSED[r.engine];
    for (const f of FIELDS) {
      if (unused.includes(f)) {
        if (r[f] !== null && r[f] !== undefined)
          errs.push(
            `${at}: a ${r.engine} row has no ${f}: it must be null (${r.engine} rows leave out ${unused.join(', ')})`,
          );
      } else if (!(f in r)) errs.push(`${at}: no field "${f}"`);
    }
    const shm = r.engine === 'shm';
    if (typeof r.coll !== 'string' || !/^[a-z_]+$/.test(r.coll))
      errs.push(`${at}: coll must be a collective name in snake_case`);
    if (typeof r.name !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.name))
      errs.push(`${at}: name must be kebab-case`);
    if (typeof r.vector !== 'boolean' || (shm && typeof r.inPlace !== 'boolean'))
      errs.push(`${at}: vector${shm ? ' and inPlace' : ''} must be true or false`);
    if (typeof r.desc !== 'string' || r.desc.trim().length < 10)
      errs.push(`${at}: desc must say what the algorithm does`);
    if (!Array.isArray(r.requires)) errs.push(`${at}: requires must be an array`);
    else
      for (const q of r.requires)
        if (!requires.has(q))
          errs.push(
            `${at}: unknown restriction ${JSON.stringify(q)} (known: ${[...requires].join(', ')}; add a check to ${REQUIRES_SOURCE})`,
          );
    const key = `${r.engine} ${r.coll}:${r.name}`;
    if (seen.has(key)) errs.push(`${at}: duplicate (collective, name) ${r.coll}:${r.name} among the ${r.engine} rows`);
    seen.add(key);
    if (vectorOf.has(r.coll) && vectorOf.get(r.coll) !== r.vector)
      errs.push(`${at}: every row of ${r.coll} must have the same "vector"`);
    vectorOf.set(r.coll, r.vector);
    const group = `${r.engine}:${r.coll}`;
    const applies =
      Array.isArray(r.requires) && r.requires.length === 0 && (!shm || (r.maxBytes === null && r.inPlace === true));
    always.set(group, (always.get(group) ?? false) || applies);
    if (r.cost === null) {
      if (!r.vector)
        errs.push(
          `${at}: cost is null, but only the v-variants go without a cost function (the model never picks an algorithm without one)`,
        );
    } else if (r.vector) errs.push(`${at}: a v-variant is not ranked: its cost must be null`);
    else if (!costs.has(r.cost))
      errs.push(`${at}: cost function ${JSON.stringify(r.cost)} is not in COSTS of ${COST_SOURCE}`);
    else if (r.cost.startsWith(NET_COST) !== !shm)
      errs.push(
        `${at}: cost function ${r.cost}: ${shm ? `only net rows' functions start with ${NET_COST}` : `a net row's function starts with ${NET_COST}`} (the engines' formulas see different terms)`,
      );
    else used.add(r.cost);
    if (!shm) return;
    if (!Number.isInteger(r.id) || r.id < 1 || r.id > 255)
      errs.push(`${at}: id must be an integer 1..255 (it goes into a signature byte)`);
    if (tmpExpr(r.tmp) === null)
      errs.push(`${at}: tmp ${JSON.stringify(r.tmp)} must be an expression in p and n, e.g. "0", "n", "3 * p * n"`);
    if (r.maxBytes !== null && !(Number.isInteger(r.maxBytes) && r.maxBytes > 0))
      errs.push(`${at}: maxBytes must be a positive integer or null`);
    if (typeof r.builder !== 'string' || !/^[a-z0-9_]+$/.test(r.builder)) {
      errs.push(`${at}: builder must be a file name in assembly/coll/ without .ts`);
    } else {
      const file = join(root, 'assembly/coll', `${r.builder}.ts`);
      const fn = builderFunction(r.builder);
      if (!existsSync(file)) errs.push(`${at}: builder file assembly/coll/${r.builder}.ts does not exist`);
      else {
        const m = new RegExp(`export\\s+function\\s+${fn}\\s*\\(([^)]*)\\)`).exec(readFileSync(file, 'utf8'));
        if (!m) errs.push(`${at}: assembly/coll/${r.builder}.ts does not export ${fn}`);
        else {
          const args = m[1]
            .split(',')
            .map((s) => s.trim().split(/\s*:/)[0])
            .filter(Boolean);
          const want = r.vector ? VECTOR_ARGS : SCALAR_ARGS;
          if (args.join() !== want.join())
            errs.push(
              `${at}: ${fn} takes (${args.join(', ')}); a ${r.vector ? 'v-variant' : 'builder'} takes (${want.join(', ')})`,
            );
        }
      }
      if (byId.has(r.id) && byId.get(r.id) !== r.builder)
        errs.push(`${at}: id ${r.id} is also ${byId.get(r.id)}'s: rows with one id share one builder`);
      if (byBuilder.has(r.builder) && byBuilder.get(r.builder) !== r.id)
        errs.push(`${at}: builder ${r.builder} also has id ${byBuilder.get(r.builder)}: one builder, one id`);
      byId.set(r.id, r.builder);
      byBuilder.set(r.builder, r.id);
    }
  });
  for (const c of costs) if (!used.has(c)) errs.push(`${COST_SOURCE}: COSTS.${c} belongs to no row of ${TABLE}`);
  // a collective runs in one process and across processes alike; selection falls back on a row
  // that always applies, so every ranked collective of an engine needs one
  for (const coll of vectorOf.keys())
    for (const engine of ENGINES) {
      const group = `${engine}:${coll}`;
      if (!always.has(group))
        errs.push(`${TABLE}: ${coll} has no ${engine} row (every collective needs one of each engine)`);
      else if (!vectorOf.get(coll) && !always.get(group))
        errs.push(
          `${TABLE}: no ${engine} row of ${coll} always applies (one needs no restriction${engine === 'shm' ? ', no maxBytes and inPlace' : ''}): selection falls back on it`,
        );
    }
  if (errs.length) throw new Error(`bad algorithm table:\n  ${errs.join('\n  ')}`);
  return rows;
}

const table = (root) => validateTable(loadTable(root), root);

/** Each id of the shm rows once, with its builder, in id order. */
function builders(rows) {
  const m = new Map();
  for (const r of rows) if (r.engine === 'shm' && !m.has(r.id)) m.set(r.id, r);
  return [...m.values()].sort((a, b) => a.id - b.id);
}

export function genBuild(root) {
  const rows = builders(table(root));
  const alg = (r) => `ALG_${r.builder.toUpperCase()}`;
  return [
    `// GENERATED by build.mjs (scripts/gen/algorithms.mjs) from ${TABLE}: do not edit.`,
    "// The builder registry: schedBuild(algorithm id, ...) writes that algorithm's schedule for one rank.",
    '// To add an algorithm, write its builder and add a row to the table (CONTRIBUTING.md).',
    'import { schedBegin, schedEnd } from "./emit";',
    ...rows.map((r) => `import { ${builderFunction(r.builder)} } from "./${r.builder}";`),
    '',
    ...rows.map((r) => `export const ${alg(r)}: i32 = ${r.id};`),
    '',
    "// `vec`: the v-variants' i32 arrays in shared memory (coll/vector.ts), else 0.",
    '// Returns the op count, -1 when `capOps` was too small, -2 for an unknown algorithm id.',
    'export function schedBuild(',
    '  alg: i32, s: usize, capOps: u32, me: i32, p: i32, root: i32, count: i32, esize: i32,',
    '  op: u32, type: u32, flags: i32, slots: u32, members: u32, vec: u32,',
    '): i32 {',
    '  schedBegin(s, capOps, me, p, op, type, esize, slots, members);',
    '  switch (alg) {',
    ...rows.map(
      (r) =>
        `    case ${alg(r)}: ${builderFunction(r.builder)}(${(r.vector ? VECTOR_ARGS : SCALAR_ARGS).join(', ')}); break;`,
    ),
    '    default: return -2;',
    '  }',
    '  return schedEnd();',
    '}',
    '',
  ].join('\n');
}

/** A string literal in the house style: single quotes, double where the text has an apostrophe. */
const q = (s) =>
  s.includes("'") && !s.includes('"') ? JSON.stringify(s) : `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const unique = (xs) => [...new Set(xs)];

export function genSelectTable(root) {
  const rows = table(root);
  const ranked = unique(rows.filter((r) => !r.vector).map((r) => r.coll));
  const vector = unique(rows.filter((r) => r.vector).map((r) => r.coll));
  const tmp = (t) => `(${/[pn]/.test(t) ? `${/p/.test(t) ? 'p' : '_p'}, ${/n/.test(t) ? 'n' : '_n'}` : ''}) => ${t}`;
  const common = (r) =>
    `coll: ${q(r.coll)}, name: ${q(r.name)}, vector: ${r.vector}, ` +
    `requires: [${r.requires.map((x) => `REQUIRES.${x}`).join(', ')}], `;
  const cost = (r) => `cost: ${r.cost === null ? 'null' : `COSTS.${r.cost}`},\n    desc: ${q(r.desc)} },`;
  const row = (r) =>
    r.engine === 'shm'
      ? `  { engine: 'shm', id: ${r.id}, ${common(r)}builder: ${q(r.builder)}, tmp: ${tmp(r.tmp)}, ` +
        `maxBytes: ${r.maxBytes ?? 'Infinity'}, inPlace: ${r.inPlace}, ${cost(r)}`
      : `  { engine: 'net', ${common(r)}${cost(r)}`;
  return [
    `// GENERATED by build.mjs (scripts/gen/algorithms.mjs) from ${TABLE}: do not edit.`,
    '// Every collective algorithm, in table order (ties in cost go to the earlier row of a collective):',
    "// the shm rows, schedules the core builds and runs in one process's shared memory, and the net",
    '// rows, the schedules ts/coll/net/ runs between processes. table.ts indexes them. A row names its',
    '// restrictions (requires.ts) and its cost formula (cost.ts) by reference: one that does not exist',
    '// is a compile error.',
    "import { COSTS } from './cost.js';",
    "import { REQUIRES } from './requires.js';",
    "import type { AlgRow } from './types.js';",
    '',
    '/** The collectives the cost model ranks, in table order. */',
    `export const COLLECTIVES = [${ranked.map(q).join(', ')}] as const;`,
    'export type Collective = (typeof COLLECTIVES)[number];',
    '',
    '/** The v-variants: one algorithm each, not ranked by the cost model. */',
    `export const V_COLLECTIVES = [${vector.map(q).join(', ')}] as const;`,
    'export type CollName = Collective | (typeof V_COLLECTIVES)[number];',
    '',
    "/** The names each collective's `{ algorithm }` option accepts: those of one process's shared",
    ' *  memory and, on a communicator whose ranks live in several processes, those between processes. */',
    'export interface AlgorithmNames {',
    ...[...ranked, ...vector].map(
      (c) =>
        `  ${c}: ${unique(rows.filter((r) => r.coll === c).map((r) => r.name))
          .map(q)
          .join(' | ')};`,
    ),
    '}',
    '',
    'export const ROWS: readonly AlgRow<CollName>[] = [',
    ...rows.map(row),
    '];',
    '',
  ].join('\n');
}

const md = (s) => s.replace(/\|/g, '\\|');
const tableRow = (cells) => `|${cells.map((c) => (c === '' ? ' ' : ` ${md(String(c))} `)).join('|')}|`;
const size = (b) =>
  b === null ? '' : b % (1 << 20) === 0 ? `${b >> 20} MiB` : b % 1024 === 0 ? `${b >> 10} KiB` : `${b} B`;

function replaceBetween(text, name, body) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(begin);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${DOCS}: no ${begin} ... ${end} markers`);
  return `${text.slice(0, i + begin.length)}\n${body}\n${text.slice(j)}`;
}

export function genDocs(root) {
  const rows = table(root);
  const needs = new Map(requiresOf(root).map((r) => [r.key, r.doc]));
  const formula = new Map(costsOf(root).map((c) => [c.key, c.doc]));
  const shm = (r, cell) => (r.engine === 'shm' ? cell() : '');
  const algs = [
    `<!-- generated by build.mjs from ${TABLE} (scripts/gen/algorithms.mjs): edit the table, not this -->`,
    '| engine | id | collective | name | scratch | max bytes | in place | needs | what it does |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) =>
      tableRow([
        r.engine,
        shm(r, () => r.id),
        r.coll,
        r.name,
        shm(r, () => r.tmp.replace(/\s*\*\s*/g, ' ')),
        shm(r, () => size(r.maxBytes)),
        shm(r, () => (r.inPlace ? 'yes' : 'no')),
        r.requires.map((x) => needs.get(x)).join(', '),
        r.desc,
      ]),
    ),
  ].join('\n');
  // one line per engine and collective; collectives with the same formulas (gather and scatter,
  // scan and exscan) share it
  const lines = new Map();
  for (const engine of ENGINES)
    for (const coll of unique(rows.filter((r) => r.engine === engine && !r.vector).map((r) => r.coll))) {
      const cell = rows
        .filter((r) => r.engine === engine && r.coll === coll)
        .map((r) => `${r.name} ${formula.get(r.cost)}`)
        .join('; ');
      const key = `${engine}|${cell}`;
      lines.set(key, { engine, cell, colls: [...(lines.get(key)?.colls ?? []), coll] });
    }
  const costs = [
    `<!-- generated by build.mjs from the doc comments of COSTS in ${COST_SOURCE}: edit those, not this -->`,
    '| engine | collective | formula |',
    '| --- | --- | --- |',
    ...[...lines.values()].map(({ engine, cell, colls }) => tableRow([engine, colls.join(', '), cell])),
  ].join('\n');
  const text = readFileSync(join(root, DOCS), 'utf8');
  return replaceBetween(replaceBetween(text, 'algorithms', algs), 'costs', costs);
}
