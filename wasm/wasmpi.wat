(module
 (type $0 (func (param i32 i32 i32) (result i32)))
 (type $1 (func (param i32 i32) (result i32)))
 (type $2 (func (param i32) (result i32)))
 (type $3 (func (param i32 i32 i32 i32) (result i32)))
 (type $4 (func (param i32 i32 i32)))
 (type $5 (func (param i32)))
 (type $6 (func (param i32 i32)))
 (type $7 (func (result i32)))
 (type $8 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $9 (func (param i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $10 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32)))
 (type $11 (func))
 (type $12 (func (param i32 i32 i32 i32)))
 (import "env" "memory" (memory $0 2 65536 shared))
 (global $assembly/layout/LINE i32 (i32.const 64))
 (global $assembly/layout/LAYOUT_BASE i32 (i32.const 65536))
 (global $assembly/layout/MAGIC i32 (i32.const 1297107287))
 (global $assembly/layout/ABI_VERSION i32 (i32.const 1))
 (global $assembly/layout/G_MAGIC i32 (i32.const 0))
 (global $assembly/layout/G_VERSION i32 (i32.const 4))
 (global $assembly/layout/G_SIZE i32 (i32.const 8))
 (global $assembly/layout/G_RING_BYTES i32 (i32.const 12))
 (global $assembly/layout/G_EAGER_MAX i32 (i32.const 16))
 (global $assembly/layout/G_RANK_CTL i32 (i32.const 20))
 (global $assembly/layout/G_RING_CTL i32 (i32.const 24))
 (global $assembly/layout/G_RING_DATA i32 (i32.const 28))
 (global $assembly/layout/G_HEAP_START i32 (i32.const 32))
 (global $assembly/layout/G_HEAP_TOP i32 (i32.const 68))
 (global $assembly/layout/G_CTX_NEXT i32 (i32.const 256))
 (global $assembly/layout/G_ABORT i32 (i32.const 320))
 (global $assembly/layout/G_DEADLOCK_LOCK i32 (i32.const 324))
 (global $assembly/layout/G_DEADLOCK_GEN i32 (i32.const 328))
 (global $assembly/layout/G_FAIL_SEQ i32 (i32.const 332))
 (global $assembly/layout/G_TEXT i32 (i32.const 1024))
 (global $assembly/layout/G_TEXT_BYTES i32 (i32.const 2048))
 (global $assembly/layout/R_STATE i32 (i32.const 0))
 (global $assembly/layout/R_THREAD i32 (i32.const 4))
 (global $assembly/layout/R_FAIL_SEQ i32 (i32.const 8))
 (global $assembly/layout/R_SLEEPING i32 (i32.const 64))
 (global $assembly/layout/R_DOORBELL i32 (i32.const 68))
 (global $assembly/layout/R_PROGRESS i32 (i32.const 128))
 (global $assembly/layout/R_BLOCKED i32 (i32.const 132))
 (global $assembly/layout/R_BLK_OP i32 (i32.const 136))
 (global $assembly/layout/R_BLK_PEER i32 (i32.const 140))
 (global $assembly/layout/R_BLK_TAG i32 (i32.const 144))
 (global $assembly/layout/R_BLK_CTX i32 (i32.const 148))
 (global $assembly/layout/R_DEADLOCK i32 (i32.const 192))
 (global $assembly/layout/R_TEXT i32 (i32.const 256))
 (global $assembly/layout/R_TEXT_BYTES i32 (i32.const 256))
 (global $assembly/layout/RANK_CTL_BYTES i32 (i32.const 512))
 (global $assembly/layout/STATE_NEW i32 (i32.const 0))
 (global $assembly/layout/STATE_ALIVE i32 (i32.const 1))
 (global $assembly/layout/STATE_DONE i32 (i32.const 2))
 (global $assembly/layout/STATE_FAILED i32 (i32.const 3))
 (global $assembly/layout/RC_HEAD i32 (i32.const 0))
 (global $assembly/layout/RC_TAIL_SEEN i32 (i32.const 4))
 (global $assembly/layout/RC_TAIL i32 (i32.const 64))
 (global $assembly/layout/RC_READ i32 (i32.const 68))
 (global $assembly/layout/RING_CTL_BYTES i32 (i32.const 128))
 (global $assembly/layout/H_KIND i32 (i32.const 0))
 (global $assembly/layout/H_DTYPE i32 (i32.const 4))
 (global $assembly/layout/H_CTX i32 (i32.const 8))
 (global $assembly/layout/H_TAG i32 (i32.const 12))
 (global $assembly/layout/H_BYTES i32 (i32.const 16))
 (global $assembly/layout/H_DATA i32 (i32.const 20))
 (global $assembly/layout/H_ACK i32 (i32.const 24))
 (global $assembly/layout/H_LEN i32 (i32.const 28))
 (global $assembly/layout/HEADER_BYTES i32 (i32.const 32))
 (global $assembly/layout/DTYPE_BYTE i32 (i32.const 11))
 (global $assembly/layout/KIND_EAGER i32 (i32.const 1))
 (global $assembly/layout/KIND_RNDV i32 (i32.const 2))
 (global $assembly/layout/KIND_PAD i32 (i32.const 3))
 (global $assembly/layout/ACK_POSTED i32 (i32.const 0))
 (global $assembly/layout/ACK_CLAIMED i32 (i32.const 1))
 (global $assembly/layout/ACK_DONE i32 (i32.const 2))
 (global $assembly/layout/ACK_CANCELLED i32 (i32.const 3))
 (global $assembly/shm/ring/pendingHead (mut i32) (i32.const 0))
 (global $assembly/shm/ring/pendingLen (mut i32) (i32.const 0))
 (global $assembly/shm/ring/lastTag (mut i32) (i32.const 0))
 (global $assembly/shm/ring/lastRec (mut i32) (i32.const 0))
 (global $assembly/index/abortMsg (mut i32) (i32.const 0))
 (global $assembly/index/abortFile (mut i32) (i32.const 0))
 (global $assembly/index/abortLine (mut i32) (i32.const 0))
 (global $assembly/index/abortCol (mut i32) (i32.const 0))
 (export "abortMsg" (global $assembly/index/abortMsg))
 (export "abortFile" (global $assembly/index/abortFile))
 (export "abortLine" (global $assembly/index/abortLine))
 (export "abortCol" (global $assembly/index/abortCol))
 (export "coreAbort" (func $assembly/index/coreAbort))
 (export "LAYOUT_BASE" (global $assembly/layout/LAYOUT_BASE))
 (export "LINE" (global $assembly/layout/LINE))
 (export "MAGIC" (global $assembly/layout/MAGIC))
 (export "ABI_VERSION" (global $assembly/layout/ABI_VERSION))
 (export "G_MAGIC" (global $assembly/layout/G_MAGIC))
 (export "G_VERSION" (global $assembly/layout/G_VERSION))
 (export "G_SIZE" (global $assembly/layout/G_SIZE))
 (export "G_RING_BYTES" (global $assembly/layout/G_RING_BYTES))
 (export "G_EAGER_MAX" (global $assembly/layout/G_EAGER_MAX))
 (export "G_RANK_CTL" (global $assembly/layout/G_RANK_CTL))
 (export "G_RING_CTL" (global $assembly/layout/G_RING_CTL))
 (export "G_RING_DATA" (global $assembly/layout/G_RING_DATA))
 (export "G_HEAP_START" (global $assembly/layout/G_HEAP_START))
 (export "G_HEAP_TOP" (global $assembly/layout/G_HEAP_TOP))
 (export "G_CTX_NEXT" (global $assembly/layout/G_CTX_NEXT))
 (export "G_ABORT" (global $assembly/layout/G_ABORT))
 (export "G_DEADLOCK_LOCK" (global $assembly/layout/G_DEADLOCK_LOCK))
 (export "G_DEADLOCK_GEN" (global $assembly/layout/G_DEADLOCK_GEN))
 (export "G_FAIL_SEQ" (global $assembly/layout/G_FAIL_SEQ))
 (export "G_TEXT" (global $assembly/layout/G_TEXT))
 (export "G_TEXT_BYTES" (global $assembly/layout/G_TEXT_BYTES))
 (export "R_STATE" (global $assembly/layout/R_STATE))
 (export "R_THREAD" (global $assembly/layout/R_THREAD))
 (export "R_FAIL_SEQ" (global $assembly/layout/R_FAIL_SEQ))
 (export "R_SLEEPING" (global $assembly/layout/R_SLEEPING))
 (export "R_DOORBELL" (global $assembly/layout/R_DOORBELL))
 (export "R_PROGRESS" (global $assembly/layout/R_PROGRESS))
 (export "R_BLOCKED" (global $assembly/layout/R_BLOCKED))
 (export "R_BLK_OP" (global $assembly/layout/R_BLK_OP))
 (export "R_BLK_PEER" (global $assembly/layout/R_BLK_PEER))
 (export "R_BLK_TAG" (global $assembly/layout/R_BLK_TAG))
 (export "R_BLK_CTX" (global $assembly/layout/R_BLK_CTX))
 (export "R_DEADLOCK" (global $assembly/layout/R_DEADLOCK))
 (export "R_TEXT" (global $assembly/layout/R_TEXT))
 (export "R_TEXT_BYTES" (global $assembly/layout/R_TEXT_BYTES))
 (export "RANK_CTL_BYTES" (global $assembly/layout/RANK_CTL_BYTES))
 (export "STATE_NEW" (global $assembly/layout/STATE_NEW))
 (export "STATE_ALIVE" (global $assembly/layout/STATE_ALIVE))
 (export "STATE_DONE" (global $assembly/layout/STATE_DONE))
 (export "STATE_FAILED" (global $assembly/layout/STATE_FAILED))
 (export "RC_HEAD" (global $assembly/layout/RC_HEAD))
 (export "RC_TAIL_SEEN" (global $assembly/layout/RC_TAIL_SEEN))
 (export "RC_TAIL" (global $assembly/layout/RC_TAIL))
 (export "RC_READ" (global $assembly/layout/RC_READ))
 (export "RING_CTL_BYTES" (global $assembly/layout/RING_CTL_BYTES))
 (export "H_KIND" (global $assembly/layout/H_KIND))
 (export "H_DTYPE" (global $assembly/layout/H_DTYPE))
 (export "H_CTX" (global $assembly/layout/H_CTX))
 (export "H_TAG" (global $assembly/layout/H_TAG))
 (export "H_BYTES" (global $assembly/layout/H_BYTES))
 (export "H_DATA" (global $assembly/layout/H_DATA))
 (export "H_ACK" (global $assembly/layout/H_ACK))
 (export "H_LEN" (global $assembly/layout/H_LEN))
 (export "HEADER_BYTES" (global $assembly/layout/HEADER_BYTES))
 (export "DTYPE_BYTE" (global $assembly/layout/DTYPE_BYTE))
 (export "KIND_EAGER" (global $assembly/layout/KIND_EAGER))
 (export "KIND_RNDV" (global $assembly/layout/KIND_RNDV))
 (export "KIND_PAD" (global $assembly/layout/KIND_PAD))
 (export "ACK_POSTED" (global $assembly/layout/ACK_POSTED))
 (export "ACK_CLAIMED" (global $assembly/layout/ACK_CLAIMED))
 (export "ACK_DONE" (global $assembly/layout/ACK_DONE))
 (export "ACK_CANCELLED" (global $assembly/layout/ACK_CANCELLED))
 (export "layoutBytes" (func $assembly/layout/layoutBytes))
 (export "worldInit" (func $assembly/shm/world/worldInit))
 (export "rankSetState" (func $assembly/shm/world/rankSetState))
 (export "ctxAlloc" (func $assembly/shm/world/ctxAlloc))
 (export "doorbellRing" (func $assembly/shm/doorbell/ring))
 (export "doorbellRingAll" (func $assembly/shm/doorbell/ringAll))
 (export "abortWorld" (func $assembly/shm/doorbell/abortWorld))
 (export "shmAlloc" (func $assembly/shm/alloc/shmAlloc))
 (export "shmFree" (func $assembly/shm/alloc/shmFree))
 (export "shmBlockBytes" (func $assembly/shm/alloc/shmBlockBytes))
 (export "ringReserve" (func $assembly/shm/ring/ringReserve))
 (export "ringPublish" (func $assembly/shm/ring/ringPublish))
 (export "ringSendEager" (func $assembly/shm/ring/ringSendEager))
 (export "ringPeek" (func $assembly/shm/ring/ringPeek))
 (export "ringWait" (func $assembly/shm/ring/ringWait))
 (export "ringPop" (func $assembly/shm/ring/ringPop))
 (export "ringAnyReady" (func $assembly/shm/ring/ringAnyReady))
 (export "ringUsed" (func $assembly/shm/ring/ringUsed))
 (export "ringRecvEager" (func $assembly/shm/ring/ringRecvEager))
 (export "ringLastTag" (func $assembly/shm/ring/ringLastTag))
 (export "ringLastRec" (func $assembly/shm/ring/ringLastRec))
 (export "ringRelease" (func $assembly/shm/ring/ringRelease))
 (export "ringReleaseAll" (func $assembly/shm/ring/ringReleaseAll))
 (export "copy" (func $assembly/kernel/copy/copy))
 (export "fill" (func $assembly/kernel/copy/fill))
 (export "ringLeft" (func $assembly/pattern/ring/ringLeft))
 (export "ringRight" (func $assembly/pattern/ring/ringRight))
 (export "ringRsSendBlock" (func $assembly/pattern/ring/ringRsSendBlock))
 (export "ringRsRecvBlock" (func $assembly/pattern/ring/ringRsRecvBlock))
 (export "ringAgSendBlock" (func $assembly/pattern/ring/ringAgSendBlock))
 (export "ringAgRecvBlock" (func $assembly/pattern/ring/ringRsSendBlock))
 (export "rdPof2" (func $assembly/pattern/recursive_doubling/rdPof2))
 (export "rdSteps" (func $assembly/pattern/recursive_doubling/rdSteps))
 (export "rdScanSteps" (func $assembly/pattern/recursive_doubling/rdScanSteps))
 (export "rdNewRank" (func $assembly/pattern/recursive_doubling/rdNewRank))
 (export "rdOldRank" (func $assembly/pattern/recursive_doubling/rdOldRank))
 (export "rdPeer" (func $assembly/pattern/recursive_doubling/rdPeer))
 (export "rdFoldPartner" (func $assembly/pattern/recursive_doubling/rdFoldPartner))
 (export "rhPeer" (func $assembly/pattern/recursive_doubling/rhPeer))
 (export "rhSendOffset" (func $assembly/pattern/recursive_doubling/rhSendOffset))
 (export "rhSendCount" (func $assembly/pattern/recursive_doubling/rhSendCount))
 (export "rhRecvOffset" (func $assembly/pattern/recursive_doubling/rhRecvOffset))
 (export "rhRecvCount" (func $assembly/pattern/recursive_doubling/rhRecvCount))
 (export "bruckSteps" (func $assembly/pattern/recursive_doubling/rdScanSteps))
 (export "bruckSendPeer" (func $assembly/pattern/bruck/bruckSendPeer))
 (export "bruckRecvPeer" (func $assembly/pattern/bruck/bruckRecvPeer))
 (export "bruckAgCount" (func $assembly/pattern/bruck/bruckAgCount))
 (export "bruckA2aSends" (func $assembly/pattern/bruck/bruckA2aSends))
 (export "binomialRel" (func $assembly/pattern/binomial/binomialRel))
 (export "binomialParent" (func $assembly/pattern/binomial/binomialParent))
 (export "binomialChildCount" (func $assembly/pattern/binomial/binomialChildCount))
 (export "binomialChild" (func $assembly/pattern/binomial/binomialChild))
 (export "binomialSubtreeSize" (func $assembly/pattern/binomial/binomialSubtreeSize))
 (export "memory" (memory $0))
 (func $assembly/shm/ring/ringRelease (param $0 i32) (param $1 i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  i32.const 65560
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.const 7
  i32.shl
  i32.add
  local.tee $4
  i32.load offset=68
  local.tee $3
  local.get $4
  i32.load offset=64
  local.tee $2
  i32.eq
  if
   return
  end
  i32.const 65548
  i32.load
  local.tee $5
  i32.const 1
  i32.sub
  local.set $6
  i32.const 65564
  i32.load
  local.get $5
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.mul
  i32.add
  local.set $1
  loop $for-loop|0
   local.get $2
   local.get $3
   i32.ne
   if
    local.get $1
    local.get $2
    local.get $6
    i32.and
    i32.add
    i32.const 0
    i32.store
    local.get $2
    i32.const -64
    i32.sub
    local.set $2
    br $for-loop|0
   end
  end
  local.get $4
  local.get $3
  i32.atomic.store offset=64
  i32.const 65556
  i32.load
  local.get $0
  i32.const 9
  i32.shl
  i32.add
  local.tee $0
  i32.atomic.load offset=64
  if
   local.get $0
   i32.const 1
   i32.atomic.rmw.add offset=68
   drop
   local.get $0
   i32.const 68
   i32.add
   i32.const 1
   memory.atomic.notify
   drop
  end
 )
 (func $assembly/shm/ring/ringWait (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  i32.const 65564
  i32.load
  i32.const 65548
  i32.load
  local.tee $4
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  local.tee $5
  i32.mul
  i32.add
  i32.const 65560
  i32.load
  local.get $5
  i32.const 7
  i32.shl
  i32.add
  i32.load offset=68
  local.get $4
  i32.const 1
  i32.sub
  i32.and
  i32.add
  local.set $4
  loop $for-loop|0
   local.get $2
   local.get $3
   i32.gt_s
   if
    local.get $4
    i32.atomic.load
    i32.eqz
    if
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|0
    end
   end
  end
  i32.const 65564
  i32.load
  i32.const 65548
  i32.load
  local.tee $2
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  local.tee $0
  i32.mul
  i32.add
  local.tee $3
  local.get $2
  i32.const 1
  i32.sub
  local.tee $2
  i32.const 65560
  i32.load
  local.get $0
  i32.const 7
  i32.shl
  i32.add
  local.tee $4
  i32.load offset=68
  local.tee $5
  i32.and
  i32.add
  local.tee $0
  i32.atomic.load
  local.tee $1
  i32.const 3
  i32.eq
  if
   local.get $4
   local.get $5
   local.get $0
   i32.load offset=28
   i32.add
   local.tee $0
   i32.store offset=68
   local.get $3
   local.get $0
   local.get $2
   i32.and
   i32.add
   local.tee $0
   i32.atomic.load
   local.set $1
  end
  local.get $0
  i32.const 0
  local.get $1
  select
 )
 (func $assembly/shm/ring/ringReserve (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  i32.const 65560
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.const 7
  i32.shl
  i32.add
  local.tee $7
  i32.load
  local.tee $5
  i32.const 65548
  i32.load
  local.tee $3
  i32.const 1
  i32.sub
  i32.and
  local.set $4
  local.get $3
  local.get $4
  i32.sub
  i32.const 0
  local.get $4
  local.get $2
  i32.const 95
  i32.add
  i32.const -64
  i32.and
  local.tee $6
  i32.add
  local.get $3
  i32.gt_u
  select
  local.tee $8
  local.get $5
  i32.add
  local.get $6
  i32.add
  local.tee $2
  local.get $7
  i32.load offset=4
  i32.sub
  local.get $3
  i32.gt_u
  if
   local.get $7
   local.get $7
   i32.atomic.load offset=64
   local.tee $7
   i32.store offset=4
   local.get $2
   local.get $7
   i32.sub
   local.get $3
   i32.gt_u
   if
    i32.const 0
    return
   end
  end
  i32.const 65564
  i32.load
  i32.const 65548
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.mul
  i32.add
  local.set $0
  local.get $8
  if
   local.get $0
   local.get $4
   i32.add
   local.tee $1
   local.get $8
   i32.store offset=28
   local.get $1
   i32.const 3
   i32.atomic.store
  end
  local.get $5
  local.get $8
  i32.add
  local.tee $1
  local.get $6
  i32.add
  global.set $assembly/shm/ring/pendingHead
  local.get $6
  global.set $assembly/shm/ring/pendingLen
  local.get $0
  local.get $1
  local.get $3
  i32.const 1
  i32.sub
  i32.and
  i32.add
 )
 (func $assembly/shm/ring/ringPop (param $0 i32) (param $1 i32) (param $2 i32)
  (local $3 i32)
  i32.const 65560
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.const 7
  i32.shl
  i32.add
  local.tee $3
  i32.load offset=68
  local.get $2
  i32.load offset=28
  i32.add
  local.set $2
  local.get $3
  local.get $2
  i32.store offset=68
  local.get $2
  local.get $3
  i32.load offset=64
  i32.sub
  i32.const 65548
  i32.load
  i32.const 2
  i32.shr_u
  i32.gt_u
  if
   local.get $0
   local.get $1
   call $assembly/shm/ring/ringRelease
  end
 )
 (func $assembly/pattern/ring/ringRsSendBlock (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $2
  i32.sub
  i32.const 1
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $0
  local.get $1
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/recursive_doubling/rdScanSteps (param $0 i32) (result i32)
  local.get $0
  i32.const 1
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 32
   local.get $0
   i32.const 1
   i32.sub
   i32.clz
   i32.sub
  end
 )
 (func $assembly/shm/world/worldInit (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  local.get $0
  local.get $0
  i32.mul
  local.tee $3
  local.get $1
  i32.mul
  local.get $0
  i32.const 9
  i32.shl
  local.get $3
  i32.const 7
  i32.shl
  i32.add
  i32.const 73727
  i32.add
  i32.const -4096
  i32.and
  i32.add
  i32.const 65535
  i32.add
  i32.const -65536
  i32.and
  i64.extend_i32_u
  memory.size
  i64.extend_i32_s
  i64.const 16
  i64.shl
  i64.gt_u
  if
   i32.const 0
   return
  end
  i32.const 65556
  i32.const 69632
  i32.store
  i32.const 65560
  local.get $0
  i32.const 9
  i32.shl
  local.tee $3
  i32.const 69632
  i32.add
  local.tee $4
  i32.store
  i32.const 65564
  local.get $4
  local.get $0
  local.get $0
  i32.mul
  local.tee $4
  i32.const 7
  i32.shl
  local.tee $5
  i32.add
  i32.const 4095
  i32.add
  i32.const -4096
  i32.and
  i32.store
  i32.const 65568
  local.get $1
  local.get $4
  i32.mul
  local.get $3
  local.get $5
  i32.add
  i32.const 73727
  i32.add
  i32.const -4096
  i32.and
  i32.add
  i32.const 65535
  i32.add
  i32.const -65536
  i32.and
  local.tee $3
  i32.store
  i32.const 65604
  local.get $3
  i32.store
  i32.const 65544
  local.get $0
  i32.store
  i32.const 65548
  local.get $1
  i32.store
  i32.const 65552
  local.get $2
  i32.store
  i32.const 65792
  i32.const 4
  i32.store
  i32.const 65540
  i32.const 1
  i32.store
  i32.const 65536
  i32.const 1297107287
  i32.atomic.store
  local.get $3
 )
 (func $assembly/shm/world/rankSetState (param $0 i32) (param $1 i32)
  (local $2 i32)
  local.get $1
  i32.const 3
  i32.eq
  i32.const 65556
  i32.load
  local.get $0
  i32.const 9
  i32.shl
  i32.add
  local.tee $0
  local.get $1
  i32.atomic.rmw.xchg
  i32.const 3
  i32.ne
  i32.and
  if
   local.get $0
   i32.const 65868
   i32.const 1
   i32.atomic.rmw.add
   i32.const 1
   i32.add
   i32.atomic.store offset=8
  end
  i32.const 65544
  i32.load
  local.set $2
  i32.const 0
  local.set $0
  loop $for-loop|0
   local.get $0
   local.get $2
   i32.lt_u
   if
    i32.const 65556
    i32.load
    local.get $0
    i32.const 9
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.atomic.rmw.add offset=68
    drop
    local.get $1
    i32.const 68
    i32.add
    i32.const -1
    memory.atomic.notify
    drop
    local.get $0
    i32.const 1
    i32.add
    local.set $0
    br $for-loop|0
   end
  end
 )
 (func $assembly/shm/world/ctxAlloc (param $0 i32) (result i32)
  i32.const 65792
  local.get $0
  i32.atomic.rmw.add
 )
 (func $assembly/shm/ring/ringUsed (param $0 i32) (param $1 i32) (result i32)
  i32.const 65560
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.const 7
  i32.shl
  i32.add
  local.tee $0
  i32.atomic.load
  local.get $0
  i32.atomic.load offset=64
  i32.sub
 )
 (func $assembly/shm/ring/ringSendEager (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (local $13 i64)
  local.get $0
  local.get $1
  local.get $6
  call $assembly/shm/ring/ringReserve
  local.tee $8
  i32.eqz
  if
   i32.const 0
   return
  end
  local.get $8
  i32.const 32
  i32.add
  local.set $7
  local.get $6
  i32.const 64
  i32.gt_u
  if
   local.get $7
   local.get $5
   local.get $6
   memory.copy
  else
   local.get $6
   i32.const 16
   i32.ge_u
   if
    local.get $5
    v128.load
    local.set $10
    local.get $5
    local.get $6
    i32.add
    local.tee $9
    i32.const 16
    i32.sub
    v128.load
    local.set $11
    local.get $6
    i32.const 32
    i32.gt_u
    if
     local.get $9
     i32.const 32
     i32.sub
     v128.load
     local.set $12
     local.get $7
     local.get $5
     v128.load offset=16
     v128.store offset=16
     local.get $6
     local.get $7
     i32.add
     i32.const 32
     i32.sub
     local.get $12
     v128.store
    end
    local.get $7
    local.get $10
    v128.store
    local.get $6
    local.get $7
    i32.add
    i32.const 16
    i32.sub
    local.get $11
    v128.store
   else
    local.get $6
    i32.const 8
    i32.ge_u
    if
     local.get $5
     local.get $6
     i32.add
     i32.const 8
     i32.sub
     i64.load
     local.set $13
     local.get $7
     local.get $5
     i64.load
     i64.store
     local.get $6
     local.get $7
     i32.add
     i32.const 8
     i32.sub
     local.get $13
     i64.store
    else
     local.get $6
     i32.const 4
     i32.ge_u
     if
      local.get $5
      local.get $6
      i32.add
      i32.const 4
      i32.sub
      i32.load
      local.set $9
      local.get $7
      local.get $5
      i32.load
      i32.store
      local.get $6
      local.get $7
      i32.add
      i32.const 4
      i32.sub
      local.get $9
      i32.store
     else
      loop $for-loop|0
       local.get $6
       local.get $9
       i32.gt_u
       if
        local.get $7
        local.get $9
        i32.add
        local.get $5
        local.get $9
        i32.add
        i32.load8_u
        i32.store8
        local.get $9
        i32.const 1
        i32.add
        local.set $9
        br $for-loop|0
       end
      end
     end
    end
   end
  end
  local.get $8
  local.get $2
  i32.store offset=4
  local.get $8
  local.get $3
  i32.store offset=8
  local.get $8
  local.get $4
  i32.store offset=12
  local.get $8
  local.get $6
  i32.store offset=16
  local.get $8
  i32.const 0
  i32.store offset=20
  local.get $8
  i32.const 0
  i32.store offset=24
  local.get $8
  global.get $assembly/shm/ring/pendingLen
  i32.store offset=28
  local.get $8
  i32.const 1
  i32.atomic.store
  i32.const 65560
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.const 7
  i32.shl
  i32.add
  global.get $assembly/shm/ring/pendingHead
  i32.store
  i32.const 65556
  i32.load
  local.get $1
  i32.const 9
  i32.shl
  i32.add
  local.tee $0
  i32.atomic.load offset=64
  if
   local.get $0
   i32.const 1
   i32.atomic.rmw.add offset=68
   drop
   local.get $0
   i32.const 68
   i32.add
   i32.const 1
   memory.atomic.notify
   drop
  end
  i32.const 1
 )
 (func $assembly/shm/ring/ringReleaseAll (param $0 i32)
  (local $1 i32)
  (local $2 i32)
  (local $3 i32)
  i32.const 65544
  i32.load
  local.set $2
  loop $for-loop|0
   local.get $1
   local.get $2
   i32.lt_u
   if
    i32.const 65560
    i32.load
    local.get $1
    i32.const 65544
    i32.load
    i32.mul
    local.get $0
    i32.add
    i32.const 7
    i32.shl
    i32.add
    local.tee $3
    i32.load offset=68
    local.get $3
    i32.load offset=64
    i32.ne
    if
     local.get $1
     local.get $0
     call $assembly/shm/ring/ringRelease
    end
    local.get $1
    i32.const 1
    i32.add
    local.set $1
    br $for-loop|0
   end
  end
 )
 (func $assembly/shm/ring/ringRecvEager (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (result i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 v128)
  (local $15 v128)
  (local $16 v128)
  (local $17 i64)
  local.get $0
  local.get $1
  call $assembly/shm/ring/ringRelease
  i32.const 65564
  i32.load
  i32.const 65548
  i32.load
  local.tee $8
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  local.tee $9
  i32.mul
  i32.add
  local.tee $10
  local.get $8
  i32.const 1
  i32.sub
  local.tee $11
  i32.const 65560
  i32.load
  local.get $9
  i32.const 7
  i32.shl
  i32.add
  local.tee $12
  i32.load offset=68
  local.tee $13
  i32.and
  i32.add
  local.tee $9
  i32.atomic.load
  local.tee $8
  i32.const 3
  i32.eq
  if
   local.get $12
   local.get $13
   local.get $9
   i32.load offset=28
   i32.add
   local.tee $8
   i32.store offset=68
   local.get $10
   local.get $8
   local.get $11
   i32.and
   i32.add
   local.tee $9
   i32.atomic.load
   local.set $8
  end
  local.get $9
  i32.const 0
  local.get $8
  select
  local.tee $9
  i32.eqz
  if
   local.get $0
   local.get $1
   local.get $7
   call $assembly/shm/ring/ringWait
   local.tee $9
   i32.eqz
   if
    i32.const -1
    return
   end
  end
  local.get $9
  i32.load
  i32.const 1
  i32.ne
  if (result i32)
   i32.const 1
  else
   local.get $9
   i32.load offset=8
   local.get $2
   i32.ne
  end
  if
   i32.const -2
   return
  end
  local.get $9
  i32.load offset=12
  local.tee $2
  local.get $3
  i32.ne
  local.get $3
  i32.const 0
  i32.ge_s
  i32.and
  if
   i32.const -2
   return
  end
  local.get $9
  i32.load offset=4
  local.tee $3
  i32.const 11
  i32.ne
  local.get $3
  local.get $4
  i32.ne
  i32.and
  local.get $4
  i32.const 11
  i32.ne
  i32.and
  if
   i32.const -2
   return
  end
  local.get $9
  i32.load offset=16
  local.tee $3
  local.get $6
  i32.gt_u
  if
   i32.const -2
   return
  end
  local.get $2
  global.set $assembly/shm/ring/lastTag
  local.get $5
  i32.eqz
  if
   local.get $9
   global.set $assembly/shm/ring/lastRec
   local.get $3
   return
  end
  local.get $9
  i32.const 32
  i32.add
  local.set $2
  local.get $3
  i32.const 64
  i32.gt_u
  if
   local.get $5
   local.get $2
   local.get $3
   memory.copy
  else
   local.get $3
   i32.const 16
   i32.ge_u
   if
    local.get $2
    v128.load
    local.set $14
    local.get $2
    local.get $3
    i32.add
    local.tee $4
    i32.const 16
    i32.sub
    v128.load
    local.set $15
    local.get $3
    i32.const 32
    i32.gt_u
    if
     local.get $4
     i32.const 32
     i32.sub
     v128.load
     local.set $16
     local.get $5
     local.get $2
     v128.load offset=16
     v128.store offset=16
     local.get $3
     local.get $5
     i32.add
     i32.const 32
     i32.sub
     local.get $16
     v128.store
    end
    local.get $5
    local.get $14
    v128.store
    local.get $3
    local.get $5
    i32.add
    i32.const 16
    i32.sub
    local.get $15
    v128.store
   else
    local.get $3
    i32.const 8
    i32.ge_u
    if
     local.get $2
     local.get $3
     i32.add
     i32.const 8
     i32.sub
     i64.load
     local.set $17
     local.get $5
     local.get $2
     i64.load
     i64.store
     local.get $3
     local.get $5
     i32.add
     i32.const 8
     i32.sub
     local.get $17
     i64.store
    else
     local.get $3
     i32.const 4
     i32.ge_u
     if
      local.get $2
      local.get $3
      i32.add
      i32.const 4
      i32.sub
      i32.load
      local.set $4
      local.get $5
      local.get $2
      i32.load
      i32.store
      local.get $3
      local.get $5
      i32.add
      i32.const 4
      i32.sub
      local.get $4
      i32.store
     else
      i32.const 0
      local.set $4
      loop $for-loop|0
       local.get $3
       local.get $4
       i32.gt_u
       if
        local.get $4
        local.get $5
        i32.add
        local.get $2
        local.get $4
        i32.add
        i32.load8_u
        i32.store8
        local.get $4
        i32.const 1
        i32.add
        local.set $4
        br $for-loop|0
       end
      end
     end
    end
   end
  end
  local.get $0
  local.get $1
  local.get $9
  call $assembly/shm/ring/ringPop
  local.get $3
 )
 (func $assembly/shm/ring/ringPublish (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32)
  local.get $2
  local.get $4
  i32.store offset=4
  local.get $2
  local.get $5
  i32.store offset=8
  local.get $2
  local.get $6
  i32.store offset=12
  local.get $2
  local.get $7
  i32.store offset=16
  local.get $2
  local.get $8
  i32.store offset=20
  local.get $2
  local.get $9
  i32.store offset=24
  local.get $2
  global.get $assembly/shm/ring/pendingLen
  i32.store offset=28
  local.get $2
  local.get $3
  i32.atomic.store
  i32.const 65560
  i32.load
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  i32.const 7
  i32.shl
  i32.add
  global.get $assembly/shm/ring/pendingHead
  i32.store
  i32.const 65556
  i32.load
  local.get $1
  i32.const 9
  i32.shl
  i32.add
  local.tee $0
  i32.atomic.load offset=64
  if
   local.get $0
   i32.const 1
   i32.atomic.rmw.add offset=68
   drop
   local.get $0
   i32.const 68
   i32.add
   i32.const 1
   memory.atomic.notify
   drop
  end
 )
 (func $assembly/shm/ring/ringPeek (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  i32.const 65564
  i32.load
  i32.const 65548
  i32.load
  local.tee $3
  local.get $0
  i32.const 65544
  i32.load
  i32.mul
  local.get $1
  i32.add
  local.tee $0
  i32.mul
  i32.add
  local.tee $2
  local.get $3
  i32.const 1
  i32.sub
  local.tee $4
  i32.const 65560
  i32.load
  local.get $0
  i32.const 7
  i32.shl
  i32.add
  local.tee $5
  i32.load offset=68
  local.tee $3
  i32.and
  i32.add
  local.tee $0
  i32.atomic.load
  local.tee $1
  i32.const 3
  i32.eq
  if
   local.get $5
   local.get $3
   local.get $0
   i32.load offset=28
   i32.add
   local.tee $0
   i32.store offset=68
   local.get $2
   local.get $0
   local.get $4
   i32.and
   i32.add
   local.tee $0
   i32.atomic.load
   local.set $1
  end
  local.get $0
  i32.const 0
  local.get $1
  select
 )
 (func $assembly/shm/ring/ringLastTag (result i32)
  global.get $assembly/shm/ring/lastTag
 )
 (func $assembly/shm/ring/ringLastRec (result i32)
  global.get $assembly/shm/ring/lastRec
 )
 (func $assembly/shm/ring/ringAnyReady (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  i32.const 65544
  i32.load
  local.set $3
  i32.const 65548
  i32.load
  i32.const 1
  i32.sub
  local.set $5
  loop $for-loop|0
   local.get $3
   local.get $4
   i32.gt_u
   if
    local.get $3
    local.get $1
    local.get $4
    i32.add
    local.tee $2
    i32.le_u
    if
     local.get $2
     local.get $3
     i32.sub
     local.set $2
    end
    i32.const 65564
    i32.load
    i32.const 65544
    i32.load
    local.get $2
    i32.mul
    local.get $0
    i32.add
    local.tee $6
    i32.const 65548
    i32.load
    i32.mul
    i32.add
    i32.const 65560
    i32.load
    local.get $6
    i32.const 7
    i32.shl
    i32.add
    i32.load offset=68
    local.get $5
    i32.and
    i32.add
    i32.atomic.load
    if
     local.get $2
     return
    end
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|0
   end
  end
  i32.const -1
 )
 (func $assembly/shm/doorbell/ringAll
  (local $0 i32)
  (local $1 i32)
  (local $2 i32)
  i32.const 65544
  i32.load
  local.set $1
  loop $for-loop|0
   local.get $0
   local.get $1
   i32.lt_u
   if
    i32.const 65556
    i32.load
    local.get $0
    i32.const 9
    i32.shl
    i32.add
    local.tee $2
    i32.const 1
    i32.atomic.rmw.add offset=68
    drop
    local.get $2
    i32.const 68
    i32.add
    i32.const -1
    memory.atomic.notify
    drop
    local.get $0
    i32.const 1
    i32.add
    local.set $0
    br $for-loop|0
   end
  end
 )
 (func $assembly/shm/doorbell/ring (param $0 i32)
  i32.const 65556
  i32.load
  local.get $0
  i32.const 9
  i32.shl
  i32.add
  local.tee $0
  i32.atomic.load offset=64
  if
   local.get $0
   i32.const 1
   i32.atomic.rmw.add offset=68
   drop
   local.get $0
   i32.const 68
   i32.add
   i32.const 1
   memory.atomic.notify
   drop
  end
 )
 (func $assembly/shm/doorbell/abortWorld (param $0 i32)
  (local $1 i32)
  (local $2 i32)
  i32.const 65856
  local.get $0
  i32.atomic.store
  i32.const 65544
  i32.load
  local.set $1
  i32.const 0
  local.set $0
  loop $for-loop|0
   local.get $0
   local.get $1
   i32.lt_u
   if
    i32.const 65556
    i32.load
    local.get $0
    i32.const 9
    i32.shl
    i32.add
    local.tee $2
    i32.const 1
    i32.atomic.rmw.add offset=68
    drop
    local.get $2
    i32.const 68
    i32.add
    i32.const -1
    memory.atomic.notify
    drop
    local.get $0
    i32.const 1
    i32.add
    local.set $0
    br $for-loop|0
   end
  end
 )
 (func $assembly/shm/alloc/shmFree (param $0 i32) (result i32)
  (local $1 i32)
  local.get $0
  i32.const 64
  i32.lt_u
  if
   i32.const -1
   return
  end
  local.get $0
  i32.const -64
  i32.add
  local.tee $0
  i32.load
  i32.const -1324568308
  i32.ne
  if
   i32.const -1
   return
  end
  local.get $0
  i32.load offset=4
  local.set $1
  loop $while-continue|0
   i32.const 65600
   i32.const 0
   i32.const 1
   i32.atomic.rmw.cmpxchg
   if
    i32.const 65600
    i32.const 1
    i64.const 100000
    memory.atomic.wait32
    drop
    br $while-continue|0
   end
  end
  local.get $0
  i32.const 0
  i32.store
  local.get $0
  local.get $1
  i32.const 2
  i32.shl
  i32.const 65664
  i32.add
  local.tee $1
  i32.load
  i32.store offset=8
  local.get $1
  local.get $0
  i32.store
  i32.const 65600
  i32.const 0
  i32.atomic.store
  i32.const 65600
  i32.const 1
  memory.atomic.notify
  drop
  i32.const 0
 )
 (func $assembly/shm/alloc/shmBlockBytes (param $0 i32) (result i32)
  local.get $0
  i32.const 64
  i32.lt_u
  if
   i32.const 0
   return
  end
  local.get $0
  i32.const -64
  i32.add
  local.tee $0
  i32.load
  i32.const -1324568308
  i32.ne
  if
   i32.const 0
   return
  end
  i32.const 1
  local.get $0
  i32.load offset=4
  i32.const 6
  i32.add
  i32.shl
 )
 (func $assembly/shm/alloc/shmAlloc (param $0 i32) (result i32)
  (local $1 i64)
  (local $2 i32)
  (local $3 i32)
  (local $4 i64)
  (local $5 i64)
  local.get $0
  i32.const -2147483648
  i32.gt_u
  if
   i32.const 0
   return
  end
  local.get $0
  i32.const 64
  i32.le_u
  if (result i32)
   i32.const 0
  else
   i32.const 26
   local.get $0
   i32.const 1
   i32.sub
   i32.clz
   i32.sub
  end
  local.tee $2
  i32.const 26
  i32.ge_u
  if
   i32.const 0
   return
  end
  loop $while-continue|0
   i32.const 65600
   i32.const 0
   i32.const 1
   i32.atomic.rmw.cmpxchg
   if
    i32.const 65600
    i32.const 1
    i64.const 100000
    memory.atomic.wait32
    drop
    br $while-continue|0
   end
  end
  local.get $2
  i32.const 2
  i32.shl
  i32.const 65664
  i32.add
  local.tee $3
  i32.load
  local.tee $0
  if
   local.get $3
   local.get $0
   i32.load offset=8
   i32.store
  else
   i32.const 65604
   i64.load32_u
   local.tee $5
   i64.const 1
   local.get $2
   i32.const 6
   i32.add
   i64.extend_i32_u
   i64.shl
   i64.const -64
   i64.sub
   i64.add
   local.tee $4
   memory.size
   i64.extend_i32_s
   i64.const 16
   i64.shl
   local.tee $1
   i64.gt_u
   if
    local.get $4
    local.get $1
    i64.sub
    i64.const 65535
    i64.add
    i64.const 16
    i64.shr_u
    i32.wrap_i64
    local.set $0
    local.get $4
    i64.const 4294901760
    i64.gt_u
    if (result i32)
     i32.const 1
    else
     local.get $0
     memory.grow
     i32.const 0
     i32.lt_s
    end
    if
     i32.const 65600
     i32.const 0
     i32.atomic.store
     i32.const 65600
     i32.const 1
     memory.atomic.notify
     drop
     i32.const 0
     return
    end
   end
   local.get $5
   i32.wrap_i64
   local.set $0
   i32.const 65604
   local.get $4
   i64.store32
  end
  local.get $0
  i32.const -1324568308
  i32.store
  local.get $0
  local.get $2
  i32.store offset=4
  i32.const 65600
  i32.const 0
  i32.atomic.store
  i32.const 65600
  i32.const 1
  memory.atomic.notify
  drop
  local.get $0
  i32.const -64
  i32.sub
 )
 (func $assembly/pattern/ring/ringRsRecvBlock (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $2
  i32.sub
  i32.const 2
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $0
  local.get $1
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/ring/ringRight (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  i32.const 1
  i32.add
  local.get $1
  i32.rem_s
  local.tee $0
  local.get $1
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/ring/ringLeft (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  i32.const 1
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $0
  local.get $1
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/ring/ringAgSendBlock (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $2
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $0
  local.get $1
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/recursive_doubling/rhSendOffset (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  local.get $0
  local.get $1
  local.get $2
  i32.const 1
  i32.add
  i32.shr_s
  local.tee $2
  i32.const 1
  i32.shl
  i32.const 1
  i32.sub
  i32.const -1
  i32.xor
  i32.and
  i32.const 0
  local.get $2
  local.get $0
  local.get $2
  i32.and
  select
  i32.add
  i64.extend_i32_s
  local.get $3
  i64.extend_i32_s
  i64.mul
  local.get $1
  i64.extend_i32_s
  i64.div_s
  i32.wrap_i64
 )
 (func $assembly/pattern/recursive_doubling/rhSendCount (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i64)
  (local $5 i64)
  local.get $3
  i64.extend_i32_s
  local.tee $4
  local.get $0
  local.get $1
  local.get $2
  i32.const 1
  i32.add
  i32.shr_s
  local.tee $2
  i32.const 1
  i32.shl
  i32.const 1
  i32.sub
  i32.const -1
  i32.xor
  i32.and
  i32.const 0
  local.get $2
  local.get $0
  local.get $2
  i32.and
  select
  i32.add
  local.tee $0
  local.get $2
  i32.add
  i64.extend_i32_s
  i64.mul
  local.get $1
  i64.extend_i32_s
  local.tee $5
  i64.div_s
  i32.wrap_i64
  local.get $0
  i64.extend_i32_s
  local.get $4
  i64.mul
  local.get $5
  i64.div_s
  i32.wrap_i64
  i32.sub
 )
 (func $assembly/pattern/recursive_doubling/rhRecvOffset (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  local.get $0
  local.get $1
  local.get $2
  i32.const 1
  i32.add
  i32.shr_s
  local.tee $2
  i32.const 1
  i32.shl
  i32.const 1
  i32.sub
  i32.const -1
  i32.xor
  i32.and
  local.get $2
  i32.const 0
  local.get $0
  local.get $2
  i32.and
  select
  i32.add
  i64.extend_i32_s
  local.get $3
  i64.extend_i32_s
  i64.mul
  local.get $1
  i64.extend_i32_s
  i64.div_s
  i32.wrap_i64
 )
 (func $assembly/pattern/recursive_doubling/rhRecvCount (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i64)
  (local $5 i64)
  local.get $3
  i64.extend_i32_s
  local.tee $4
  local.get $0
  local.get $1
  local.get $2
  i32.const 1
  i32.add
  i32.shr_s
  local.tee $2
  i32.const 1
  i32.shl
  i32.const 1
  i32.sub
  i32.const -1
  i32.xor
  i32.and
  local.get $2
  i32.const 0
  local.get $0
  local.get $2
  i32.and
  select
  i32.add
  local.tee $0
  local.get $2
  i32.add
  i64.extend_i32_s
  i64.mul
  local.get $1
  i64.extend_i32_s
  local.tee $5
  i64.div_s
  i32.wrap_i64
  local.get $0
  i64.extend_i32_s
  local.get $4
  i64.mul
  local.get $5
  i64.div_s
  i32.wrap_i64
  i32.sub
 )
 (func $assembly/pattern/recursive_doubling/rhPeer (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $1
  local.get $2
  i32.const 1
  i32.add
  i32.shr_s
  i32.xor
 )
 (func $assembly/pattern/recursive_doubling/rdSteps (param $0 i32) (result i32)
  i32.const 31
  local.get $0
  i32.clz
  i32.sub
  i32.const 0
  local.get $0
  i32.const 0
  i32.gt_s
  select
 )
 (func $assembly/pattern/recursive_doubling/rdPof2 (param $0 i32) (result i32)
  local.get $0
  i32.const 0
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 1
   i32.const 31
   local.get $0
   i32.clz
   i32.sub
   i32.shl
  end
 )
 (func $assembly/pattern/recursive_doubling/rdPeer (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  i32.const 1
  local.get $1
  i32.shl
  i32.xor
 )
 (func $assembly/pattern/recursive_doubling/rdOldRank (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  i32.const 1
  i32.shl
  i32.const 1
  i32.add
  local.get $1
  local.get $1
  i32.const 0
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 1
   i32.const 31
   local.get $1
   i32.clz
   i32.sub
   i32.shl
  end
  i32.sub
  local.tee $1
  local.get $0
  i32.add
  local.get $0
  local.get $1
  i32.lt_s
  select
 )
 (func $assembly/pattern/recursive_doubling/rdNewRank (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  local.get $1
  local.get $1
  i32.const 0
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 1
   i32.const 31
   local.get $1
   i32.clz
   i32.sub
   i32.shl
  end
  i32.sub
  local.tee $1
  i32.const 1
  i32.shl
  i32.lt_s
  if
   local.get $0
   i32.const 1
   i32.shr_s
   i32.const -1
   local.get $0
   i32.const 1
   i32.and
   select
   return
  end
  local.get $0
  local.get $1
  i32.sub
 )
 (func $assembly/pattern/recursive_doubling/rdFoldPartner (param $0 i32) (param $1 i32) (result i32)
  i32.const -1
  local.get $0
  i32.const 1
  i32.xor
  local.get $0
  local.get $1
  local.get $1
  i32.const 0
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 1
   i32.const 31
   local.get $1
   i32.clz
   i32.sub
   i32.shl
  end
  i32.sub
  i32.const 1
  i32.shl
  i32.ge_s
  select
 )
 (func $assembly/pattern/bruck/bruckSendPeer (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  i32.const 1
  local.get $2
  i32.shl
  local.get $1
  i32.rem_s
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $0
  local.get $1
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/bruck/bruckRecvPeer (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  i32.const 1
  local.get $2
  i32.shl
  local.get $1
  i32.rem_s
  i32.add
  local.get $1
  i32.rem_s
 )
 (func $assembly/pattern/bruck/bruckAgCount (param $0 i32) (param $1 i32) (result i32)
  i32.const 1
  local.get $1
  i32.shl
  local.tee $1
  local.get $0
  i32.ge_s
  if
   i32.const 0
   return
  end
  local.get $1
  local.get $0
  local.get $1
  i32.sub
  local.tee $0
  local.get $0
  local.get $1
  i32.gt_s
  select
 )
 (func $assembly/pattern/bruck/bruckA2aSends (param $0 i32) (param $1 i32) (result i32)
  local.get $0
  local.get $1
  i32.shr_s
  i32.const 1
  i32.and
 )
 (func $assembly/pattern/binomial/binomialSubtreeSize (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $1
  i32.sub
  local.get $2
  i32.rem_s
  local.tee $0
  local.get $2
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
  local.tee $0
  i32.eqz
  if
   local.get $2
   return
  end
  local.get $0
  i32.const 0
  local.get $0
  i32.sub
  i32.and
  local.tee $1
  local.get $2
  local.get $0
  i32.sub
  local.tee $0
  local.get $0
  local.get $1
  i32.gt_s
  select
 )
 (func $assembly/pattern/binomial/binomialRel (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $1
  i32.sub
  local.get $2
  i32.rem_s
  local.tee $0
  local.get $2
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
 )
 (func $assembly/pattern/binomial/binomialParent (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  local.get $0
  local.get $1
  i32.sub
  local.get $2
  i32.rem_s
  local.tee $0
  local.get $2
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
  local.tee $0
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $0
  local.get $0
  i32.const 1
  i32.sub
  i32.and
  local.get $1
  i32.add
  local.get $2
  i32.rem_s
 )
 (func $assembly/pattern/binomial/binomialChildCount (param $0 i32) (param $1 i32) (param $2 i32) (result i32)
  (local $3 i32)
  local.get $0
  local.get $1
  i32.sub
  local.get $2
  i32.rem_s
  local.tee $0
  local.get $2
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
  local.tee $0
  if (result i32)
   local.get $0
   i32.const 0
   local.get $0
   i32.sub
   i32.and
  else
   local.get $2
   i32.const 1
   i32.le_s
   if (result i32)
    i32.const 1
   else
    i32.const 1
    i32.const 32
    local.get $2
    i32.const 1
    i32.sub
    i32.clz
    i32.sub
    i32.shl
   end
  end
  i32.const 1
  i32.shr_s
  local.set $1
  loop $for-loop|0
   local.get $1
   i32.const 0
   i32.gt_s
   if
    local.get $3
    i32.const 1
    i32.add
    local.get $3
    local.get $0
    local.get $1
    i32.add
    local.get $2
    i32.lt_s
    select
    local.set $3
    local.get $1
    i32.const 1
    i32.shr_s
    local.set $1
    br $for-loop|0
   end
  end
  local.get $3
 )
 (func $assembly/pattern/binomial/binomialChild (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  local.get $0
  local.get $1
  i32.sub
  local.get $2
  i32.rem_s
  local.tee $0
  local.get $2
  i32.add
  local.get $0
  local.get $0
  i32.const 0
  i32.lt_s
  select
  local.tee $6
  if (result i32)
   local.get $6
   i32.const 0
   local.get $6
   i32.sub
   i32.and
  else
   local.get $2
   i32.const 1
   i32.le_s
   if (result i32)
    i32.const 1
   else
    i32.const 1
    i32.const 32
    local.get $2
    i32.const 1
    i32.sub
    i32.clz
    i32.sub
    i32.shl
   end
  end
  i32.const 1
  i32.shr_s
  local.set $0
  loop $for-loop|0
   local.get $0
   i32.const 0
   i32.gt_s
   if
    local.get $0
    local.get $6
    i32.add
    local.tee $5
    local.get $2
    i32.lt_s
    if
     local.get $3
     local.get $4
     i32.eq
     if
      local.get $1
      local.get $5
      i32.add
      local.get $2
      i32.rem_s
      return
     end
     local.get $4
     i32.const 1
     i32.add
     local.set $4
    end
    local.get $0
    i32.const 1
    i32.shr_s
    local.set $0
    br $for-loop|0
   end
  end
  i32.const -1
 )
 (func $assembly/layout/layoutBytes (param $0 i32) (param $1 i32) (result i32)
  local.get $1
  local.get $0
  local.get $0
  i32.mul
  local.tee $1
  i32.mul
  local.get $0
  i32.const 9
  i32.shl
  local.get $1
  i32.const 7
  i32.shl
  i32.add
  i32.const 73727
  i32.add
  i32.const -4096
  i32.and
  i32.add
  i32.const 65535
  i32.add
  i32.const -65536
  i32.and
 )
 (func $assembly/kernel/copy/fill (param $0 i32) (param $1 i32) (param $2 i32)
  local.get $0
  local.get $1
  local.get $2
  memory.fill
 )
 (func $assembly/kernel/copy/copy (param $0 i32) (param $1 i32) (param $2 i32)
  (local $3 i32)
  (local $4 v128)
  (local $5 v128)
  (local $6 v128)
  (local $7 i64)
  local.get $2
  i32.const 64
  i32.gt_u
  if
   local.get $0
   local.get $1
   local.get $2
   memory.copy
  else
   local.get $2
   i32.const 16
   i32.ge_u
   if
    local.get $1
    v128.load
    local.set $4
    local.get $1
    local.get $2
    i32.add
    local.tee $3
    i32.const 16
    i32.sub
    v128.load
    local.set $5
    local.get $2
    i32.const 32
    i32.gt_u
    if
     local.get $3
     i32.const 32
     i32.sub
     v128.load
     local.set $6
     local.get $0
     local.get $1
     v128.load offset=16
     v128.store offset=16
     local.get $0
     local.get $2
     i32.add
     i32.const 32
     i32.sub
     local.get $6
     v128.store
    end
    local.get $0
    local.get $4
    v128.store
    local.get $0
    local.get $2
    i32.add
    i32.const 16
    i32.sub
    local.get $5
    v128.store
   else
    local.get $2
    i32.const 8
    i32.ge_u
    if
     local.get $1
     local.get $2
     i32.add
     i32.const 8
     i32.sub
     i64.load
     local.set $7
     local.get $0
     local.get $1
     i64.load
     i64.store
     local.get $0
     local.get $2
     i32.add
     i32.const 8
     i32.sub
     local.get $7
     i64.store
    else
     local.get $2
     i32.const 4
     i32.ge_u
     if
      local.get $1
      local.get $2
      i32.add
      i32.const 4
      i32.sub
      i32.load
      local.set $3
      local.get $0
      local.get $1
      i32.load
      i32.store
      local.get $0
      local.get $2
      i32.add
      i32.const 4
      i32.sub
      local.get $3
      i32.store
     else
      loop $for-loop|0
       local.get $2
       local.get $3
       i32.gt_u
       if
        local.get $0
        local.get $3
        i32.add
        local.get $1
        local.get $3
        i32.add
        i32.load8_u
        i32.store8
        local.get $3
        i32.const 1
        i32.add
        local.set $3
        br $for-loop|0
       end
      end
     end
    end
   end
  end
 )
 (func $assembly/index/coreAbort (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32)
  local.get $0
  global.set $assembly/index/abortMsg
  local.get $1
  global.set $assembly/index/abortFile
  local.get $2
  global.set $assembly/index/abortLine
  local.get $3
  global.set $assembly/index/abortCol
  unreachable
 )
)
