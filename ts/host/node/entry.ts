// Package entry for Node: the public API plus launch().
import './host.js';
export * from '../../index.js';
export { launch } from './launch.js';
export type { LaunchOptions, RankResult } from './launch.js';
export { hwProbe } from './hw_probe.js';
export type { HwProbeOptions } from './hw_probe.js';
export { serve } from './serve.js';
export type { ServeOptions, Served } from './serve.js';
