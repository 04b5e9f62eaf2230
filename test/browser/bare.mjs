// A rank module that imports the package by its bare name: Web Workers do not apply the page's
// import map, so its worker cannot resolve 'wasmpi' (launch must say to import it by URL).
import { Datatype } from 'wasmpi';

export default function main() {
  return Datatype.INT32.size;
}
