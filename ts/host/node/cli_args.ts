// Command-line parsing for the `wasmpi` commands: node:util's parseArgs (flags anywhere before `--`,
// `--flag=value` and `--flag value`, grouped short flags), with MPI's `-np` accepted as `-n`, and
// every mistake turned into a UsageError that the command prints with its usage (exit code 2).
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export type Flags = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: false }>;

export interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** Parses `argv` against `flags`; positionals (and everything after `--`) come back in order. */
export function parse(argv: string[], flags: Flags, positionals: boolean): Parsed {
  const args = argv.map((a) => (a === '-np' ? '-n' : a.startsWith('-np=') ? `-n=${a.slice(4)}` : a));
  try {
    const r = parseArgs({ args, options: flags, allowPositionals: positionals, strict: true });
    return { values: r.values, positionals: r.positionals };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) throw e;
    throw new UsageError((e as Error).message);
  }
}

/** An integer flag's value, at least `min`; undefined when the flag is absent. */
export function int(flag: string, v: string | boolean | undefined, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || v.trim() === '' || !Number.isInteger(n) || n < min)
    throw new UsageError(`${flag} needs an integer >= ${min}, got ${JSON.stringify(v)}`);
  return n;
}
