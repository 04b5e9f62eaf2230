// Test-only entry (built by build.mjs into .cache/wasmpi.testing.wasm, never shipped): the pure
// pattern functions the schedule builders use, for test/pattern_*.test.mjs. The core itself does
// not export them.
export { ringLeft, ringRight, ringRsSendBlock, ringRsRecvBlock, ringAgSendBlock, ringAgRecvBlock } from "./pattern/ring";
export { rdPof2, rdSteps, rdScanSteps, rdNewRank, rdOldRank, rdPeer, rdFoldPartner, rhPeer, rhSendOffset, rhSendCount, rhRecvOffset, rhRecvCount } from "./pattern/recursive_doubling";
export { bruckSteps, bruckSendPeer, bruckRecvPeer, bruckAgCount, bruckA2aSends } from "./pattern/bruck";
export { binomialRel, binomialParent, binomialChildCount, binomialChild, binomialSubtreeSize } from "./pattern/binomial";
