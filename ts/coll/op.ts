// Reduction operations. Predefined ops carry the code the core's kernels take (assembly/kernel/
// reduce_codes.ts, docs/abi.md); user ops (code 255) carry a JavaScript function that the shell
// calls instead of the core.
import { Datatype, TypedArray, datatypeByCode } from '../datatype/datatype.js';
import { fail, show } from '../errors.js';

/** A user reduction: `inout[i] = input[i] OP inout[i]` for every i (MPI's order: `input` holds
 *  the lower-rank operand). Both arrays are of the reduced datatype's TypedArray type. */
export type UserFunction = (inout: TypedArray, input: TypedArray) => void;

export type OpName =
  | 'sum' | 'prod' | 'min' | 'max' | 'land' | 'lor' | 'lxor' | 'band' | 'bor' | 'bxor'
  | 'maxloc' | 'minloc' | 'replace' | 'no_op';

export const USER_OP_CODE = 255;

// Which element types each op family accepts (the core's opValid, restated for messages).
const NUMERIC = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const INTEGER = [1, 2, 3, 4, 5, 6, 7, 8];
const PAIRS = [13, 14, 15, 16, 17, 18, 19];
const REDUCIBLE = [...NUMERIC, 11, ...PAIRS];

export class Op {
  private constructor(
    /** 'sum' ... 'no_op', or 'user' */
    readonly name: string,
    /** The core's op code; 255 for a user op. */
    readonly code: number,
    readonly commutative: boolean,
    /** The user function (user ops only). */
    readonly fn: UserFunction | null,
    /** Type codes the op accepts; null: every type with a TypedArray (user ops). */
    private readonly types: readonly number[] | null,
  ) {}

  static readonly sum = new Op('sum', 1, true, null, NUMERIC);
  static readonly prod = new Op('prod', 2, true, null, NUMERIC);
  static readonly min = new Op('min', 3, true, null, NUMERIC);
  static readonly max = new Op('max', 4, true, null, NUMERIC);
  static readonly land = new Op('land', 5, true, null, INTEGER);
  static readonly lor = new Op('lor', 6, true, null, INTEGER);
  static readonly lxor = new Op('lxor', 7, true, null, INTEGER);
  static readonly band = new Op('band', 8, true, null, [...INTEGER, 11]);
  static readonly bor = new Op('bor', 9, true, null, [...INTEGER, 11]);
  static readonly bxor = new Op('bxor', 10, true, null, [...INTEGER, 11]);
  static readonly maxloc = new Op('maxloc', 11, true, null, PAIRS);
  static readonly minloc = new Op('minloc', 12, true, null, PAIRS);
  /** RMA accumulate: the target takes the origin's value. */
  static readonly replace = new Op('replace', 13, true, null, REDUCIBLE);
  /** RMA fetch: the target keeps its value. */
  static readonly no_op = new Op('no_op', 14, true, null, REDUCIBLE);

  /** A user op. `commutative: false` makes the collectives combine operands in rank order. */
  static create(fn: UserFunction, { commutative = true }: { commutative?: boolean } = {}): Op {
    if (typeof fn !== 'function') fail('ERR_OP', `Op.create: expected a function (inout, input) => void, got ${show(fn)}`);
    return new Op('user', USER_OP_CODE, !!commutative, fn, null);
  }

  /** The predefined op called `name`, or undefined. */
  static byName(name: string): Op | undefined {
    return Object.prototype.hasOwnProperty.call(BY_NAME, name) ? BY_NAME[name] : undefined;
  }

  /** `resolveOp` (below) as a static, for users of the class alone. */
  static resolve(op: string | Op, type: Datatype, where: string): Op {
    return resolveOp(op, type, where);
  }

  get isUser(): boolean { return this.code === USER_OP_CODE; }

  /** True when the op may reduce elements of `type`. */
  validFor(type: Datatype): boolean {
    if (this.types === null) return type.ctor !== null && !type.isPair && type !== Datatype.VALUE;
    return this.types.includes(type.code);
  }

  toString(): string { return this.isUser ? 'user op' : this.name; }
}

const BY_NAME: Record<string, Op> = Object.create(null);
for (const v of Object.values(Op)) if (v instanceof Op) BY_NAME[v.name] = v;

const typeNames = (codes: readonly number[]): string => codes.map((c) => datatypeByCode(c)?.name ?? c).join(', ');

/** The op to apply for a call: checks that `op` names an op and that it reduces `type`.
 *  Throws ERR_OP naming the call (`where`), the op, the type and what would be valid. */
export function resolveOp(op: string | Op, type: Datatype, where: string): Op {
  let o: Op | undefined;
  if (op instanceof Op) o = op;
  else if (typeof op === 'string') o = Op.byName(op);
  if (!o) {
    fail('ERR_OP', `${where}: unknown op ${show(op)}: expected one of ${Object.keys(BY_NAME).map((n) => `'${n}'`).join(', ')} or an Op from Op.create()`);
  }
  if (!o.validFor(type)) {
    const valid = Object.values(BY_NAME).filter((p) => p.validFor(type)).map((p) => p.name);
    const opTypes = (o as unknown as { types: readonly number[] | null }).types;
    fail('ERR_OP', `${where}: op ${show(o.isUser ? 'user op' : o.name)} cannot reduce datatype ${type.name}: ` +
      (opTypes ? `it applies to ${typeNames(opTypes)}` : 'user ops apply to TypedArray element types') +
      (valid.length ? `; ops valid on ${type.name}: ${valid.join(', ')}` : '') +
      (type.isPair ? ' (pair types are for maxloc and minloc)' : ''));
  }
  return o;
}
