// The network side in a thread of its own (net.ts), for a process whose launching thread is itself
// a rank (a program that calls init() at its top level under mpiexec): that thread blocks in
// wasmpi's calls and can run no event loop for the sockets.
import { parentPort } from 'node:worker_threads';
import { createNet, type NetReply } from './net.js';

const port = parentPort!;
port.on(
  'message',
  createNet((m: NetReply) => port.postMessage(m), false),
);
