// Making a derived type: its facts from its layout, then the Datatype object (code 0: derived
// types never travel as an element-type code).
import { Datatype, type Combiner, type Facts, type Layout } from './type.js';
import { FactsAcc } from './facts.js';

export function factsOf(layout: Layout): Facts {
  if (layout.k === 'alias') {
    const c = layout.child;
    return {
      size: c.size,
      lb: c.lb,
      ub: c.ub,
      trueLb: c.trueLb,
      trueUb: c.trueUb,
      run: c.run,
      marked: c.marked,
      baseType: c.baseType,
      align: c.align,
    };
  }
  const acc = new FactsAcc<Datatype>();
  if (layout.k === 'strided') {
    acc.add(layout.child, 0, layout.count, layout.stride, layout.blocklen);
  } else {
    for (let k = 0; k < layout.children.length; k++)
      acc.add(layout.children[k], layout.displs[k], 1, 0, layout.blocklens[k]);
  }
  return acc.facts();
}

export function derive(
  combiner: Combiner,
  name: string,
  contents: Record<string, unknown>,
  layout: Layout,
  facts: Facts = factsOf(layout),
): Datatype {
  return new Datatype(0, name, facts.size, null, undefined, { combiner, contents, layout, facts });
}
