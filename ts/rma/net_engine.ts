// The engine for targets in other processes (active messages to the target process's network
// thread). A placeholder until it is built: every call to a target in another process fails.
import { fail } from '../errors.js';
import type { Engine } from './engine.js';
import type { WinState } from './state.js';

export function makeNetEngine(state: WinState): Engine {
  const no = (): never => fail('ERR_INTERN', `${state.name}: one-sided operations across processes are not built`);
  return { put: no, get: no, acc: no, cas: no, lock: no, unlock: no, flush: no, flushLocal: no, close: () => {} };
}
