// Errors cross the thread boundary as plain objects (structured clone drops `code` and `rank`).
import { WasmpiError, type ErrorCodeName } from '../errors.js';

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  rank?: number;
  /** ERR_ABORT: the code the rank gave abort(code). */
  abortCode?: number;
}

export function serializeError(e: unknown, rank: number): SerializedError {
  if (e instanceof Error) {
    const { code, abortCode } = e as { code?: string; abortCode?: number };
    return { name: e.name, message: e.message, stack: e.stack, code, rank, abortCode };
  }
  return { name: 'Error', message: `rank ${rank} threw a non-Error value: ${String(e)}`, rank };
}

export function deserializeError(s: SerializedError): Error {
  let e: Error;
  if (s.name === 'WasmpiError' && s.code) e = new WasmpiError(s.code as ErrorCodeName, s.message);
  else {
    e = new Error(s.message);
    e.name = s.name;
    if (s.code !== undefined) (e as { code?: string }).code = s.code;
  }
  if (s.stack) e.stack = s.stack;
  (e as { rank?: number }).rank = s.rank;
  if (s.abortCode !== undefined) (e as { abortCode?: number }).abortCode = s.abortCode;
  return e;
}
