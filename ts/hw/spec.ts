// Checking plain descriptions of a topology (HwNodeSpec trees, link and weight lists) before a
// HwTopology is built from them: they come from JSON files and from callers, so every field is
// checked and a bad one is named by its path (`root.children[1].type`).
import { fail, show } from '../errors.js';
import type { HwJSON, HwLinkSpec, HwNodeSpec, HwSpec } from './types.js';

const TYPE_NAME = /^[a-z][a-z0-9_-]*$/;

/** Whether `t` is a valid object type name (lower case letters, digits, `_`, `-`). */
export function isTypeName(t: unknown): t is string {
  return typeof t === 'string' && TYPE_NAME.test(t);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function optCount(o: Record<string, unknown>, key: string, path: string): void {
  const v = o[key];
  if (v === undefined) return;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
    fail('ERR_ARG', `${path}.${key} is ${show(v)}: expected a non-negative integer`);
}

/** Checks a node description and its subtree; `path` names it in messages. */
export function checkNodeSpec(spec: unknown, path: string): asserts spec is HwNodeSpec {
  // an explicit stack: machine descriptions can be deep, and one bad node names its own path
  const stack: Array<[unknown, string]> = [[spec, path]];
  while (stack.length) {
    const [s, p] = stack.pop()!;
    if (!isRecord(s)) fail('ERR_ARG', `${p} is ${show(s)}: expected an object { type, children? }`);
    if (!isTypeName(s.type))
      fail('ERR_ARG', `${p}.type is ${show(s.type)}: expected a type name such as "package" or "pu"`);
    optCount(s, 'osIndex', p);
    optCount(s, 'cacheBytes', p);
    optCount(s, 'memoryBytes', p);
    if (s.name !== undefined && typeof s.name !== 'string')
      fail('ERR_ARG', `${p}.name is ${show(s.name)}: expected a string`);
    if (s.children === undefined) continue;
    if (!Array.isArray(s.children)) fail('ERR_ARG', `${p}.children is ${show(s.children)}: expected an array`);
    if (s.type === 'pu' && s.children.length)
      fail('ERR_ARG', `${p} is a pu with ${s.children.length} children: a pu is a leaf`);
    const kids = s.children as unknown[];
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], `${p}.children[${i}]`]);
  }
}

/** Checks a link's cost. */
export function checkWeight(w: unknown, what: string): asserts w is number {
  if (typeof w !== 'number' || !Number.isFinite(w) || w < 0)
    fail('ERR_ARG', `${what} is ${show(w)}: expected a finite number >= 0 (a cost: lower is closer)`);
}

/** Checks a list of link descriptions (their ends are resolved by the topology). */
export function checkLinkSpecs(links: unknown, path: string): asserts links is HwLinkSpec[] {
  if (!Array.isArray(links)) fail('ERR_ARG', `${path} is ${show(links)}: expected an array of { a, b, kind, weight }`);
  links.forEach((l: unknown, i) => {
    const p = `${path}[${i}]`;
    if (!isRecord(l)) fail('ERR_ARG', `${p} is ${show(l)}: expected { a, b, kind, weight }`);
    for (const k of ['a', 'b', 'kind'])
      if (typeof l[k] !== 'string' || !l[k]) fail('ERR_ARG', `${p}.${k} is ${show(l[k])}: expected a non-empty string`);
    checkWeight(l.weight, `${p}.weight`);
  });
}

/** Checks a weight table: type name -> finite cost >= 0. */
export function checkWeights(w: unknown, path: string): asserts w is Record<string, number> {
  if (!isRecord(w)) fail('ERR_ARG', `${path} is ${show(w)}: expected an object { type: cost }`);
  for (const [k, v] of Object.entries(w)) {
    if (!isTypeName(k)) fail('ERR_ARG', `${path} names type ${show(k)}: expected a type name such as "l3"`);
    checkWeight(v, `${path}.${k}`);
  }
}

/** Reads the JSON form of a topology (text or parsed value) into a checked spec. */
export function specFromJSON(json: unknown): HwSpec {
  let v: unknown = json;
  if (typeof json === 'string') {
    try {
      v = JSON.parse(json);
    } catch (e) {
      fail('ERR_ARG', `hardware topology JSON does not parse: ${(e as Error).message}`);
    }
  }
  if (!isRecord(v)) fail('ERR_ARG', `hardware topology JSON is ${show(v)}: expected an object { root, links }`);
  const j = v as Partial<HwJSON> & Record<string, unknown>;
  if (j.format !== undefined && j.format !== 'wasmpi-hw')
    fail('ERR_ARG', `hardware topology JSON has format ${show(j.format)}: expected "wasmpi-hw"`);
  if (j.version !== undefined && j.version !== 1)
    fail('ERR_ARG', `hardware topology JSON has version ${show(j.version)}: expected 1`);
  checkNodeSpec(j.root, 'root');
  const links = j.links ?? [];
  checkLinkSpecs(links, 'links');
  if (j.weights !== undefined) checkWeights(j.weights, 'weights');
  return { root: j.root, links, weights: j.weights };
}
