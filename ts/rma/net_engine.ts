// The engine for targets in other processes (active messages to the target process's network
// thread). Until it is built, an operation or lock to such a target fails; nothing is ever
// outstanding, so the flushes (fence, complete) have nothing to do.
import { fail } from '../errors.js';
import type { Engine } from './engine.js';
import type { WinState } from './state.js';

export function makeNetEngine(state: WinState): Engine {
  const no = (): never => fail('ERR_INTERN', `${state.name}: one-sided operations across processes are not built`);
  const none = (): void => {};
  return { put: no, get: no, acc: no, cas: no, lock: no, unlock: none, flush: none, flushLocal: none, close: none };
}
