// Reduction operations. Predefined ops carry the code the core's kernels take (assembly/kernel/
// reduce_codes.ts, docs/abi.md); user ops (OP_USER) carry a JavaScript function that the shell
// calls instead of the core.
import { Datatype, type TypedArray, datatypeByCode } from '../datatype/type.js';
import { fail, show } from '../errors.js';
import {
  OP_SUM,
  OP_PROD,
  OP_MIN,
  OP_MAX,
  OP_LAND,
  OP_LOR,
  OP_LXOR,
  OP_BAND,
  OP_BOR,
  OP_BXOR,
  OP_MAXLOC,
  OP_MINLOC,
  OP_REPLACE,
  OP_NO_OP,
  OP_USER,
  TYPE_INT8,
  TYPE_UINT8,
  TYPE_INT16,
  TYPE_UINT16,
  TYPE_INT32,
  TYPE_UINT32,
  TYPE_INT64,
  TYPE_UINT64,
  TYPE_FLOAT32,
  TYPE_FLOAT64,
  TYPE_BYTE,
  TYPE_PAIR_INT32,
  TYPE_PAIR_FLOAT32,
  TYPE_PAIR_FLOAT64,
  TYPE_FLOAT_INT,
  TYPE_DOUBLE_INT,
  TYPE_LONG_INT,
  TYPE_SHORT_INT,
} from '../core/abi.js';

/** A user reduction: `inout[i] = input[i] OP inout[i]` for every i (MPI's order: `input` holds
 *  the lower-rank operand). Both arrays are of the reduced datatype's TypedArray type. */
export type UserFunction = (inout: TypedArray, input: TypedArray) => void;

export type OpName =
  | 'sum'
  | 'prod'
  | 'min'
  | 'max'
  | 'land'
  | 'lor'
  | 'lxor'
  | 'band'
  | 'bor'
  | 'bxor'
  | 'maxloc'
  | 'minloc'
  | 'replace'
  | 'no_op';

// Which element types each op family accepts (the core's opValid, restated for messages).
const INTEGER = [TYPE_INT8, TYPE_UINT8, TYPE_INT16, TYPE_UINT16, TYPE_INT32, TYPE_UINT32, TYPE_INT64, TYPE_UINT64];
const NUMERIC = [...INTEGER, TYPE_FLOAT32, TYPE_FLOAT64];
const PAIRS = [
  TYPE_PAIR_INT32,
  TYPE_PAIR_FLOAT32,
  TYPE_PAIR_FLOAT64,
  TYPE_FLOAT_INT,
  TYPE_DOUBLE_INT,
  TYPE_LONG_INT,
  TYPE_SHORT_INT,
];
const REDUCIBLE = [...NUMERIC, TYPE_BYTE, ...PAIRS];

export class Op {
  private constructor(
    /** 'sum' ... 'no_op', or 'user' */
    readonly name: OpName | 'user',
    /** @internal The core's op code; OP_USER (255) for a user op. */
    readonly code: number,
    readonly commutative: boolean,
    /** The user function (user ops only). */
    readonly fn: UserFunction | null,
    /** Type codes the op accepts; null: every type with a TypedArray (user ops). */
    private readonly types: readonly number[] | null,
  ) {}

  static readonly sum = new Op('sum', OP_SUM, true, null, NUMERIC);
  static readonly prod = new Op('prod', OP_PROD, true, null, NUMERIC);
  static readonly min = new Op('min', OP_MIN, true, null, NUMERIC);
  static readonly max = new Op('max', OP_MAX, true, null, NUMERIC);
  static readonly land = new Op('land', OP_LAND, true, null, INTEGER);
  static readonly lor = new Op('lor', OP_LOR, true, null, INTEGER);
  static readonly lxor = new Op('lxor', OP_LXOR, true, null, INTEGER);
  static readonly band = new Op('band', OP_BAND, true, null, [...INTEGER, TYPE_BYTE]);
  static readonly bor = new Op('bor', OP_BOR, true, null, [...INTEGER, TYPE_BYTE]);
  static readonly bxor = new Op('bxor', OP_BXOR, true, null, [...INTEGER, TYPE_BYTE]);
  static readonly maxloc = new Op('maxloc', OP_MAXLOC, true, null, PAIRS);
  static readonly minloc = new Op('minloc', OP_MINLOC, true, null, PAIRS);
  /** RMA accumulate: the target takes the origin's value. */
  static readonly replace = new Op('replace', OP_REPLACE, true, null, REDUCIBLE);
  /** RMA fetch: the target keeps its value. */
  static readonly no_op = new Op('no_op', OP_NO_OP, true, null, REDUCIBLE);

  /**
   * A user op: `fn(inout, input)` computes `inout[i] = input[i] OP inout[i]`. `commutative: false`
   * makes the collectives combine operands in rank order. The function may be typed for the one
   * TypedArray it reduces (`(inout: Float64Array, input: Float64Array) => ...`): both parameters
   * must then be that type; the op is only to be used on buffers of that element type (the arrays
   * it gets are of the reduced datatype's TypedArray type; no check at run time ties the two).
   */
  static create<T extends TypedArray = TypedArray>(
    fn: (inout: T, input: T) => void,
    { commutative = true }: { commutative?: boolean } = {},
  ): Op {
    if (typeof fn !== 'function')
      fail('ERR_OP', `Op.create: expected a function (inout, input) => void, got ${show(fn)}`);
    return new Op('user', OP_USER, !!commutative, fn as UserFunction, null);
  }

  /** The predefined op called `name`, or undefined. */
  static byName(name: string): Op | undefined {
    return Object.prototype.hasOwnProperty.call(BY_NAME, name) ? BY_NAME[name] : undefined;
  }

  /** @internal `resolveOp` (below) as a static. */
  static resolve(op: string | Op, type: Datatype, where: string): Op {
    return resolveOp(op, type, where);
  }

  get isUser(): boolean {
    return this.code === OP_USER;
  }

  /** True when the op may reduce elements of `type`. */
  validFor(type: Datatype): boolean {
    if (this.types === null) return type.ctor !== null && !type.isPair && type !== Datatype.VALUE;
    return this.types.includes(type.code);
  }

  toString(): string {
    return this.isUser ? 'user op' : this.name;
  }
}

const BY_NAME = Object.create(null) as Record<string, Op>;
for (const v of Object.values(Op)) if (v instanceof Op) BY_NAME[v.name] = v;

const typeNames = (codes: readonly number[]): string => codes.map((c) => datatypeByCode(c)?.name ?? c).join(', ');

/** The op to apply for a call: checks that `op` names an op and that it reduces `type`.
 *  Throws ERR_OP naming the call (`where`), the op, the type and what would be valid. */
export function resolveOp(op: string | Op, type: Datatype, where: string): Op {
  let o: Op | undefined;
  if (op instanceof Op) o = op;
  else if (typeof op === 'string') o = Op.byName(op);
  if (!o) {
    fail(
      'ERR_OP',
      `${where}: unknown op ${show(op)}: expected one of ${Object.keys(BY_NAME)
        .map((n) => `'${n}'`)
        .join(', ')} or an Op from Op.create()`,
    );
  }
  if (!o.validFor(type)) {
    const valid = Object.values(BY_NAME)
      .filter((p) => p.validFor(type))
      .map((p) => p.name);
    const opTypes = (o as unknown as { types: readonly number[] | null }).types;
    fail(
      'ERR_OP',
      `${where}: op ${show(o.isUser ? 'user op' : o.name)} cannot reduce datatype ${type.name}: ` +
        (opTypes ? `it applies to ${typeNames(opTypes)}` : 'user ops apply to TypedArray element types') +
        (valid.length ? `; ops valid on ${type.name}: ${valid.join(', ')}` : '') +
        (type.isPair ? ' (pair types are for maxloc and minloc)' : ''),
    );
  }
  return o;
}
