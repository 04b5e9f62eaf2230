// An AssemblyScript transform, passed to asc by build.mjs and scripts/wat.mjs (not named in
// asconfig.json, where asc would resolve it against a relative path and fail): marks the core's
// wait function (assembly/shm/wait.ts) so that the optimiser never inlines it. That file says
// why: a function that contains memory.atomic.wait32 must use nothing of its own after the wait,
// which holds only while the wait stays in a function of its own. waitsNotAlone (below) is
// build.mjs's check of the optimised module.
import { Transform } from 'assemblyscript/transform';

/** Internal names (file path, then name) of the functions never to inline. */
export const NO_INLINE = '*/shm/wait/waitWord';

export default class NoInline extends Transform {
  afterCompile(module) {
    // this.binaryen: the compiler's own instance (pass arguments are global to it)
    this.binaryen.setPassArgument('no-inline', NO_INLINE);
    module.runPasses(['no-inline']);
    this.binaryen.setPassArgument('no-inline', null);
  }
}

/** The functions of the wasm module `bytes` that contain memory.atomic.wait32 and anything besides
 *  it (their indices); empty when every wait is alone in its function. */
export function waitsNotAlone(binaryen, bytes) {
  const m = binaryen.readBinary(bytes);
  const bad = [];
  try {
    for (let i = 0; i < m.getNumFunctions(); i++) {
      const { body } = binaryen.getFunctionInfo(m.getFunctionByIndex(i));
      if (!body) continue;
      const text = binaryen.emitText(body);
      if (text.includes('atomic.wait') && !ALONE.test(text)) bad.push(i);
    }
  } finally {
    m.dispose();
  }
  return bad;
}
// a body that is the wait on the function's own three parameters, its result dropped
const ALONE =
  /^\(drop\s+\(memory\.atomic\.wait32 \S+\s+\(local\.get \$0\)\s+\(local\.get \$1\)\s+\(local\.get \$2\)\s*\)\s*\)\s*$/;
