// Generates, from the one calls table ts/comm/calls.json (a row per call of a communicator, beside
// the Comm that carries them):
//   ts/comm/calls.gen.ts        CommCalls, Comm's base: each collective call in its three forms
//                               (blocking, `i*` returning a Request, `*Init` returning a persistent
//                               Request), a direct call into the row's semantics with a literal mode
//   ts/commit/calls.gen.ts      the commit protocol's declarations (where a call's buffers, peer or
//                               root and options are) and PendingCalls, the pending communicator's
//                               declaring methods and the calls it refuses before its commit
//   ts/coll/exec/coll_id.gen.ts COLL_ID: each collective's number in a call signature
//   docs/guide/calls.md         the call list of the docs
// Row fields: name (the blocking form's method; the others are i<Name> and <name>Init), coll and id
// (the collective's name in the algorithm table and its signature number, or both null for a call
// that runs as another one), p2p ('send' or 'recv' for the point-to-point calls, written by hand in
// ts/comm/base.ts), vary (null, 'v': counts per rank, 'w': counts and types per rank),
// neighborhood (its blocks go to the topology's neighbours), liveFirst (the blocking form checks
// the communicator before its options), impl ('<module>.<function>' of the table's modules, called
// as fn(comm, mode, ...implArgs, ...args); null for point-to-point), implArgs (literals passed
// before the arguments), forms, args ([name, TypeScript type, role] in parameter order; a name
// ending in '?' is optional), doc (one line: what the call does). validateCalls says what is wrong
// with a table; every generator runs it first.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { loadTable as loadAlgorithms } from './algorithms.mjs';

export const CALLS_TABLE = 'ts/comm/calls.json';
/** Where the docs' call list goes. */
export const CALLS_DOC = 'docs/guide/calls.md';
const BASE_SOURCE = 'ts/comm/base.ts';
/** CommBase's own base class: a communicator's members, checks, statuses and probes. */
const CORE_SOURCE = 'ts/comm/core.ts';
const COMM_SOURCE = 'ts/comm/comm.ts';
const PENDING_SOURCE = 'ts/commit/pending.ts';

/** The collective layer's mode for each form: the one place its spelling lives. */
const MODE = { blocking: 'blocking', nonblocking: 'nonblocking', persistent: 'persistent' };
const FORMS = Object.keys(MODE);
const ROLES = ['send', 'recv', 'both', 'root', 'peer', 'tag', 'op', 'counts', 'displs', 'types', 'opts'];
const BUFFER_ROLES = ['send', 'recv', 'both'];
const FIELDS = [
  'name',
  'coll',
  'id',
  'p2p',
  'vary',
  'neighborhood',
  'liveFirst',
  'impl',
  'implArgs',
  'forms',
  'args',
  'doc',
];
const REQUIRED = ['name', 'coll', 'id', 'vary', 'neighborhood', 'impl', 'forms', 'args', 'doc'];
/** The names the table's types may use, and where the generated modules import them from (paths
 *  from ts/). */
const TYPES = {
  TypedArray: 'datatype/type',
  Datatype: 'datatype/type',
  InPlace: 'constants',
  OpName: 'coll/op',
  Op: 'coll/op',
  CollOpts: 'coll/api/api',
  BufOpts: 'datatype/buffer',
};
/** Shorthands the table's types use (defined in ts/comm/calls.gen.ts). */
const ALIASES = { Send: 'TypedArray | InPlace', OpArg: 'OpName | Op', Counts: 'ArrayLike<number>' };

export function loadCalls(root) {
  return JSON.parse(readFileSync(join(root, CALLS_TABLE), 'utf8'));
}

/** The method of each form of a call. */
export const formName = (name, form) =>
  form === 'nonblocking' ? `i${name}` : form === 'persistent' ? `${name}Init` : name;
const argName = (a) => a[0].replace(/\?$/, '');
const optional = (a) => a[0].endsWith('?');

/** The methods of a class in a TypeScript source: [{ name, params: [name?], kind, hidden }]
 *  (hidden: private, protected or static). */
function classMembers(root, file, className) {
  const src = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  let found = null;
  src.forEachChild((n) => {
    if (ts.isClassDeclaration(n) && n.name?.text === className) found = n;
  });
  if (found === null) throw new Error(`${file}: no class ${className}`);
  return found.members
    .filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)))
    .map((m) => {
      const mods = ts.getCombinedModifierFlags(m);
      const hidden =
        ts.isPrivateIdentifier(m.name) ||
        (mods & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) !== 0;
      const params = ts.isMethodDeclaration(m)
        ? m.parameters.map((p) => `${p.name.getText(src)}${p.questionToken || p.initializer ? '?' : ''}`)
        : null;
      return { name: m.name.text, params, kind: ts.isMethodDeclaration(m) ? 'method' : 'other', hidden };
    });
}

/** Checks the calls table against the algorithm table and the sources under root; throws an Error
 *  listing every problem. */
export function validateCalls(table, root) {
  const errs = [];
  if (!table || typeof table !== 'object' || !Array.isArray(table.calls) || table.calls.length === 0)
    throw new Error(`${CALLS_TABLE}: expected { modules, calls: [rows] }`);
  const modules = table.modules ?? {};
  for (const [alias, path] of Object.entries(modules))
    if (!existsSync(join(root, 'ts', `${path}.ts`)))
      errs.push(`${CALLS_TABLE}: module ${alias}: ts/${path}.ts does not exist`);
  const collNames = new Set(loadAlgorithms(root).map((r) => r.coll));
  const names = new Set();
  const ids = new Map();
  const colls = new Set();
  const base = classMembers(root, BASE_SOURCE, 'CommBase');
  table.calls.forEach((r, i) => {
    const at = `${CALLS_TABLE} row ${i + 1}${r && r.name ? ` (${r.name})` : ''}`;
    if (!r || typeof r !== 'object') return errs.push(`${at}: not an object`);
    for (const f of REQUIRED) if (!(f in r)) errs.push(`${at}: no field "${f}"`);
    for (const f of Object.keys(r))
      if (!FIELDS.includes(f)) errs.push(`${at}: unknown field "${f}" (fields: ${FIELDS.join(', ')})`);
    if (typeof r.name !== 'string' || !/^[a-z][A-Za-z]*$/.test(r.name))
      errs.push(`${at}: name must be a method name in camelCase`);
    if (names.has(r.name)) errs.push(`${at}: duplicate call ${r.name}`);
    names.add(r.name);
    if (typeof r.doc !== 'string' || r.doc.trim().length < 10) errs.push(`${at}: doc must say what the call does`);
    if (![null, 'v', 'w'].includes(r.vary)) errs.push(`${at}: vary must be null, "v" or "w"`);
    if (typeof r.neighborhood !== 'boolean') errs.push(`${at}: neighborhood must be true or false`);
    if (!Array.isArray(r.forms) || r.forms.length === 0 || r.forms.some((f) => !FORMS.includes(f)))
      errs.push(`${at}: forms must list some of ${FORMS.join(', ')}`);
    if ((r.coll === null) !== (r.id === null)) errs.push(`${at}: coll and id are both set or both null`);
    if (r.coll !== null && r.coll !== undefined) {
      if (!collNames.has(r.coll))
        errs.push(
          `${at}: coll ${JSON.stringify(r.coll)} is no collective of the algorithm table (assembly/coll/algorithms.json)`,
        );
      if (colls.has(r.coll)) errs.push(`${at}: collective ${r.coll} has another row`);
      colls.add(r.coll);
      if (!Number.isInteger(r.id) || r.id < 1 || r.id > 255)
        errs.push(`${at}: id must be an integer 1..255 (it goes into a signature byte)`);
      else if (ids.has(r.id)) errs.push(`${at}: id ${r.id} is also ${ids.get(r.id)}'s`);
      ids.set(r.id, r.coll);
    }
    if (!Array.isArray(r.args)) return errs.push(`${at}: args must be an array of [name, type, role]`);
    const seen = new Set();
    r.args.forEach((a, k) => {
      const where = `${at} argument ${k + 1}`;
      if (!Array.isArray(a) || a.length !== 3 || a.some((x) => typeof x !== 'string'))
        return errs.push(`${where}: expected [name, type, role]`);
      if (!/^[a-z][A-Za-z]*\??$/.test(a[0])) errs.push(`${where}: bad name ${JSON.stringify(a[0])}`);
      if (seen.has(argName(a))) errs.push(`${where}: duplicate name ${argName(a)}`);
      seen.add(argName(a));
      if (!ROLES.includes(a[2]))
        errs.push(`${where}: unknown role ${JSON.stringify(a[2])} (roles: ${ROLES.join(', ')})`);
      for (const id of a[1].match(/\b[A-Z]\w*/g) ?? [])
        if (!(id in TYPES) && !(id in ALIASES))
          errs.push(
            `${where}: type ${id} is not one the generator imports (${[...Object.keys(TYPES), ...Object.keys(ALIASES)].join(', ')})`,
          );
      if (a[2] === 'opts') {
        if (k !== r.args.length - 1) errs.push(`${where}: the options come last`);
        const m = /^CollOpts<'(\w+)'>$/.exec(a[1]);
        if (r.p2p === undefined && (!m || m[1] !== r.coll))
          errs.push(`${where}: a collective's options are CollOpts<'${r.coll}'>, got ${a[1]}`);
      }
      if (k > 0 && optional(r.args[k - 1]) && !optional(a))
        errs.push(`${where}: a required argument after an optional one`);
    });
    for (const role of ['root', 'peer', 'opts'])
      if (r.args.filter((a) => a[2] === role).length > 1) errs.push(`${at}: more than one ${role} argument`);
    if (r.args.some((a) => a[2] === 'root') && r.args.some((a) => a[2] === 'peer'))
      errs.push(`${at}: a call has a root or a peer, not both`);
    if (r.p2p !== undefined) {
      if (!['send', 'recv'].includes(r.p2p)) errs.push(`${at}: p2p must be "send" or "recv"`);
      if (r.impl !== null)
        errs.push(`${at}: a point-to-point call is written by hand in ${BASE_SOURCE}: impl must be null`);
      for (const f of r.forms ?? []) {
        const m = base.find((x) => x.name === formName(r.name, f) && x.kind === 'method' && !x.hidden);
        const want = r.args.map((a) => a[0]);
        if (!m) errs.push(`${at}: ${BASE_SOURCE} has no method ${formName(r.name, f)}`);
        else if (m.params.join() !== want.join())
          errs.push(
            `${at}: ${BASE_SOURCE}'s ${formName(r.name, f)} takes (${m.params.join(', ')}), the row (${want.join(', ')})`,
          );
      }
    } else if (typeof r.impl !== 'string' || !/^\w+\.\w+$/.test(r.impl)) {
      errs.push(`${at}: impl must be "<module>.<function>" (modules: ${Object.keys(modules).join(', ')})`);
    } else {
      const [alias, fn] = r.impl.split('.');
      const path = modules[alias];
      if (path === undefined) errs.push(`${at}: impl's module ${alias} is not in the table's modules`);
      else if (existsSync(join(root, 'ts', `${path}.ts`))) {
        const src = readFileSync(join(root, 'ts', `${path}.ts`), 'utf8');
        const m = new RegExp(`export function ${fn}\\s*\\(([^)]*)\\)`).exec(src);
        if (!m) errs.push(`${at}: ts/${path}.ts does not export function ${fn}`);
        else {
          // a trailing parameter with a default is the module's own (no row fills it)
          const n = m[1].split(',').filter((s) => s.trim() && !s.includes('=')).length;
          const want = 2 + (r.implArgs ?? []).length + r.args.length;
          if (n !== want)
            errs.push(`${at}: ${fn} takes ${n} parameters; the row calls it with ${want} (comm, mode, implArgs, args)`);
        }
      }
    }
    if (r.implArgs !== undefined && (!Array.isArray(r.implArgs) || r.implArgs.some((x) => typeof x !== 'string')))
      errs.push(`${at}: implArgs must be an array of TypeScript literals`);
    if (r.liveFirst !== undefined && typeof r.liveFirst !== 'boolean')
      errs.push(`${at}: liveFirst must be true or false`);
  });
  for (const c of collNames)
    if (!colls.has(c)) errs.push(`${CALLS_TABLE}: collective ${c} (algorithm table) has no row`);
  if (errs.length) throw new Error(`bad calls table:\n  ${errs.join('\n  ')}`);
  return table;
}

const table = (root) => validateCalls(loadCalls(root), root);
const collective = (r) => r.p2p === undefined;

/** Import lines for the table's types that `text` uses, from a module at `from` (a path from ts/). */
function typeImports(text, from) {
  const depth = from.split('/').length - 1;
  const rel = (p) => `${depth === 0 ? './' : '../'.repeat(depth)}${p}.js`;
  const byModule = new Map();
  for (const [name, mod] of Object.entries(TYPES))
    if (new RegExp(`\\b${name}\\b`).test(text)) byModule.set(mod, [...(byModule.get(mod) ?? []), name]);
  return [...byModule].map(([mod, names]) => `import type { ${names.join(', ')} } from '${rel(mod)}';`);
}

/** A method's head, wrapped one parameter a line when long. */
function head(name, params, ret) {
  const one = `  ${name}(${params.join(', ')}): ${ret} {`;
  return one.length <= 110 ? [one] : [`  ${name}(`, ...params.map((p) => `    ${p},`), `  ): ${ret} {`];
}
/** A call, wrapped one argument a line when long. */
function callLines(prefix, fn, args, suffix) {
  const one = `    ${prefix}${fn}(${args.join(', ')})${suffix}`;
  return one.length <= 110 ? [one] : [`    ${prefix}${fn}(`, ...args.map((a) => `      ${a},`), `    )${suffix}`];
}

/** The receiver the semantics take: the collective layer's functions take a CollComm, which
 *  CommBase implements. */
const SELF = 'this';

export function genCommCalls(root) {
  const t = table(root);
  const rows = t.calls.filter(collective);
  const used = new Set(rows.map((r) => r.impl.split('.')[0]));
  const body = [];
  for (const r of rows) {
    const params = r.args.map((a) => `${a[0]}: ${a[1]}`);
    const [alias, fn] = r.impl.split('.');
    for (const f of r.forms) {
      const args = [SELF, `'${MODE[f]}'`, ...(r.implArgs ?? []), ...r.args.map(argName)];
      // the doc line on the blocking form only: the reference lists the three forms together, and
      // each doc comment ships twice in the package's declarations
      if (f === 'blocking') body.push(`  /** ${r.doc} */`);
      if (f === 'blocking') {
        body.push(...head(formName(r.name, f), params, 'void'));
        if (r.liveFirst) body.push(`    this.live('${r.name}');`);
        body.push(...callLines('', `${alias}.${fn}`, args, ';'));
      } else {
        body.push(...head(formName(r.name, f), params, 'Request'));
        body.push(...callLines('return ', `${alias}.${fn}`, args, ' as Request;'));
      }
      body.push('  }');
    }
    body.push('');
  }
  body.pop();
  const text = body.join('\n');
  return [
    `// GENERATED by build.mjs (scripts/gen/calls.mjs) from ${CALLS_TABLE}: do not edit.`,
    "// Comm's collective calls, each in its forms: blocking, `i*` (a Request), `*Init` (a persistent",
    '// Request). Each is one direct call into its semantics with a literal mode. To add a call, add a',
    '// row to the table and write its semantics (CONTRIBUTING.md, "Adding a call").',
    ...typeImports(text + Object.values(ALIASES).join(' '), 'comm/calls.gen.ts'),
    "import type { Request } from '../request/request.js';",
    ...[...used].map((a) => `import * as ${a} from '../${t.modules[a]}.js';`),
    "import { CommBase } from './base.js';",
    '',
    ...Object.entries(ALIASES).map(([k, v]) => `export type ${k} = ${v};`),
    '',
    '/** The collective calls of a communicator (Comm extends it). */',
    'export abstract class CommCalls extends CommBase {',
    text,
    '}',
    '',
  ].join('\n');
}

/** Every persistent form, in table order: the declarable calls of a pending communicator. */
const declarable = (t) => t.calls.filter((r) => r.forms.includes('persistent'));

function callInfo(r) {
  const pos = (role) => r.args.findIndex((a) => a[2] === role);
  const bufs = r.args.map((a, i) => [i, a[2]]).filter(([, role]) => BUFFER_ROLES.includes(role));
  return (
    `{ bufs: [${bufs.map(([i, s]) => `[${i}, '${s}']`).join(', ')}], peer: ${pos('peer')}, root: ${pos('root')}, tag: ${pos('tag')}, ` +
    `opts: ${pos('opts')}, p2p: ${r.p2p ? `'${r.p2p}'` : 'null'}, fixed: ${r.vary === null}, neighborhood: ${r.neighborhood} }`
  );
}

export function genCommitCalls(root) {
  const t = table(root);
  const decls = declarable(t);
  const declNames = decls.map((r) => formName(r.name, 'persistent'));
  // the calls a pending communicator refuses: every public method of a communicator it does not have
  const own = new Set(classMembers(root, PENDING_SOURCE, 'PendingComm').map((m) => m.name));
  const comm = [
    ...classMembers(root, CORE_SOURCE, 'CommCore'),
    ...classMembers(root, BASE_SOURCE, 'CommBase'),
    ...classMembers(root, COMM_SOURCE, 'Comm'),
    ...t.calls.filter(collective).flatMap((r) => r.forms.map((f) => ({ name: formName(r.name, f), kind: 'method' }))),
  ];
  const refused = [
    ...new Set(
      comm
        .filter((m) => m.kind === 'method' && !m.hidden && !own.has(m.name) && !declNames.includes(m.name))
        .map((m) => m.name)
        .filter((n) => n !== 'constructor' && !n.startsWith('_')),
    ),
  ].sort();
  return [
    `// GENERATED by build.mjs (scripts/gen/calls.mjs) from ${CALLS_TABLE}: do not edit.`,
    "// The commit protocol's declarable calls (every persistent form of the table): where each call's",
    '// buffers, peer or root and options are, in the order of its parameters; and PendingCalls, the',
    "// pending communicator's methods: a declaration for each of them, and for every other call of a",
    '// communicator (those of CommBase and Comm) an error saying to commit first.',
    "import type { Request } from '../request/request.js';",
    // the *Init methods are CommCalls' (and CommBase's): naming Comm, whose file names PendingComm,
    // would close an import cycle through this module
    "import type { CommCalls } from '../comm/calls.gen.js';",
    "import type { CallInfo, DeferArgs } from './call_info.js';",
    '',
    '/** A declarable call. */',
    `export type DeclName =\n${declNames.map((n) => `  | '${n}'`).join('\n')};`,
    '',
    "/** The declarable calls, in table order (a declaration's number in the summaries a commit gathers). */",
    `export const DECL_NAMES: readonly DeclName[] = [\n${declNames.map((n) => `  '${n}',`).join('\n')}\n];`,
    '',
    '/** Where the arguments of each declarable call are. */',
    'export const CALLS: Readonly<Record<DeclName, CallInfo>> = {',
    ...decls.map((r) => `  ${formName(r.name, 'persistent')}: ${callInfo(r)},`),
    '};',
    '',
    '/** The methods of a pending communicator that the calls table gives. */',
    'export abstract class PendingCalls {',
    '  /** @internal Checks and records a declaration; returns the request the user holds for it. */',
    '  protected abstract declare(name: DeclName, args: unknown[]): Request;',
    '  /** @internal ERR_COMM: `name` communicates, which a pending communicator cannot. */',
    '  protected abstract refuse(name: string): never;',
    '',
    ...decls.flatMap((r) => {
      const n = formName(r.name, 'persistent');
      return [
        `  /** Declares ${n} (buffers and counts may be DEFERRED). */`,
        `  ${n}(...args: DeferArgs<Parameters<CommCalls['${n}']>>): Request {`,
        `    return this.declare('${n}', args);`,
        '  }',
      ];
    }),
    '',
    ...refused.map((n) => `  /** @internal */ ${n}(): never {\n    return this.refuse('${n}');\n  }`),
    '}',
    '',
  ].join('\n');
}

export function genCollId(root) {
  const t = table(root);
  const rows = t.calls.filter((r) => r.coll !== null && r.p2p === undefined).sort((a, b) => a.id - b.id);
  return [
    `// GENERATED by build.mjs (scripts/gen/calls.mjs) from ${CALLS_TABLE}: do not edit.`,
    "// Each collective's number in a call signature (sigA's bits 16..23). The numbers travel in",
    '// messages between processes and the docs list them: a released number never changes.',
    "import type { CollName } from '../select/table.js';",
    '',
    "/** The collective's number in a call signature. */",
    'export const COLL_ID: Record<CollName, number> = {',
    ...rows.map((r) => `  ${r.coll}: ${r.id},`),
    '};',
    '',
  ].join('\n');
}

const md = (s) => s.replace(/\|/g, '\\|');
const code = (s) => `\`${s}\``;

export function genCallsDoc(root) {
  const t = table(root);
  const line = (r) => {
    const forms = r.forms.map((f) => code(formName(r.name, f))).join(', ');
    const args = r.args.map((a) => `${code(`${a[0]}: ${a[1]}`)}${['root', 'peer'].includes(a[2]) ? ` (${a[2]})` : ''}`);
    const kind = r.p2p
      ? `point-to-point (${r.p2p})`
      : r.neighborhood
        ? 'neighbourhood'
        : r.vary
          ? `${r.vary}-form`
          : 'collective';
    const id = r.id === null ? (r.p2p ? '' : 'as a byte exchange') : String(r.id);
    return `| ${forms} | ${md(args.join(', ') || '(none)')} | ${kind} | ${id} | ${md(r.doc)} |`;
  };
  return [
    '# Calls',
    '',
    `<!-- generated by build.mjs from ${CALLS_TABLE} (scripts/gen/calls.mjs): edit the table, not this -->`,
    '',
    'Every call of a communicator that the calls table describes, with its forms: blocking, nonblocking',
    '(`i*`, returning a Request) and persistent (`*Init`, returning a Request to start; every persistent',
    'form can also be declared on a pending communicator: [commit.md](commit.md)). The arguments are in',
    "parameter order; `?` marks an optional one. The id is the collective's number in a call",
    'signature (what a mismatch error reports); a w-form runs as a byte exchange of the v-form.',
    `Shorthands: ${Object.entries(ALIASES)
      .map(([k, v]) => `\`${k}\` is \`${v}\``)
      .join(', ')}.`,
    '',
    '| forms | arguments | kind | id | what it does |',
    '| --- | --- | --- | --- | --- |',
    ...t.calls.map(line),
    '',
  ].join('\n');
}
