// Package entry for browsers: the public API plus launch(), which starts ranks as Web Workers.
// In a page or worker that is not a launched rank, init() gives a world of one rank.
import './host.js';
export * from '../../index.js';
export { launch } from './launch.js';
export type { BrowserLaunchOptions, RankResult } from './launch.js';
