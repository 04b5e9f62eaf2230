// Every error wasmpi raises is a WasmpiError with a stable code.
export const ErrorCode = Object.freeze({
  ERR_ARG: 'ERR_ARG',
  ERR_RANK: 'ERR_RANK',
  ERR_TAG: 'ERR_TAG',
  ERR_COUNT: 'ERR_COUNT',
  ERR_TYPE: 'ERR_TYPE',
  ERR_BUFFER: 'ERR_BUFFER',
  ERR_TRUNCATE: 'ERR_TRUNCATE',
  ERR_ROOT: 'ERR_ROOT',
  ERR_OP: 'ERR_OP',
  ERR_COMM: 'ERR_COMM',
  ERR_TOPOLOGY: 'ERR_TOPOLOGY',
  ERR_PENDING: 'ERR_PENDING',
  ERR_PROC_FAILED: 'ERR_PROC_FAILED',
  /** A rank called abort(code) (MPI_Abort): every rank of the world ended; `abortCode` is the code. */
  ERR_ABORT: 'ERR_ABORT',
  ERR_DEADLOCK: 'ERR_DEADLOCK',
  ERR_INTERN: 'ERR_INTERN',
  /** One-sided communication: a call outside the epoch it needs (or epochs of two kinds mixed). */
  ERR_RMA_SYNC: 'ERR_RMA_SYNC',
  /** One-sided communication: bytes past the end of the target's segment (or of every attached region). */
  ERR_RMA_RANGE: 'ERR_RMA_RANGE',
  /** One-sided communication: two operations of one origin on overlapping target bytes in one epoch. */
  ERR_RMA_CONFLICT: 'ERR_RMA_CONFLICT',
  /** Dynamic windows: an attach overlapping an attached region, a detach of what is not attached. */
  ERR_RMA_ATTACH: 'ERR_RMA_ATTACH',
  /** Shared-memory windows: a rank of another process. */
  ERR_RMA_SHARED: 'ERR_RMA_SHARED',
  /** A window that was freed. */
  ERR_WIN: 'ERR_WIN',
} as const);

export type ErrorCodeName = keyof typeof ErrorCode;

export class WasmpiError extends Error {
  readonly code: ErrorCodeName;
  /** World rank that raised the error, when known. */
  rank?: number;
  /** ERR_TRUNCATE: the status of the receive (what was received of the message). */
  status?: { source: number; tag: number; count: number; bytes: number };
  /** ERR_ABORT: the code the aborting rank gave abort(code), as it gave it (`wasmpi run` exits
   *  with it clamped to 1..255). */
  abortCode?: number;
  constructor(code: ErrorCodeName, message: string, options?: { cause?: unknown }) {
    super(message, options as ErrorOptions);
    this.name = 'WasmpiError';
    this.code = code;
  }
}

export function fail(code: ErrorCodeName, message: string): never {
  throw new WasmpiError(code, message);
}

/** True when an options argument is given but is not an object: a number or a string in its place
 *  would be read as no options, and the call would go ahead without the ones the caller meant. A
 *  test of its own, so that a call's name is worded (failOptions) only when it fails. */
export const badOptions = (opts: unknown): boolean => opts !== undefined && (typeof opts !== 'object' || opts === null);

/** ERR_ARG for options that badOptions refused: `call` names the call, `keys` the options it takes. */
export function failOptions(call: string, opts: unknown, keys: string): never {
  fail('ERR_ARG', `${call}: options must be an object ({ ${keys} }) or left out, got ${show(opts)}`);
}

/** A short, readable rendering of a value given by a user, for error messages. */
export function show(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (ArrayBuffer.isView(v))
    return `${v.constructor.name}(${(v as unknown as { length?: number }).length ?? v.byteLength})`;
  if (Array.isArray(v)) return `Array(${v.length})`;
  if (typeof v === 'function') return `function ${v.name || '(anonymous)'}`;
  return Object.prototype.toString.call(v).slice(8, -1);
}
