(module
 (type $0 (func (param i32 i32 i32 i32 i32)))
 (type $1 (func (param i32 i32 i32 i32 i32 i32) (result i32)))
 (type $2 (func (param i32 i32 i32 i32 i32 i32)))
 (type $3 (func (param i32 i32) (result i32)))
 (type $4 (func (param i32 i32 i32)))
 (type $5 (func (param i32) (result i32)))
 (type $6 (func (param i32 i32 i32 i32) (result i32)))
 (type $7 (func (param i32 i32 i32) (result i32)))
 (type $8 (func (param i32)))
 (type $9 (func (param i32 i32)))
 (type $10 (func (param i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $11 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32)))
 (type $12 (func (result i32)))
 (type $13 (func (param i32 i32 i32 i32)))
 (type $14 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32)))
 (type $15 (func (param i32 i32 i32 i32 i32 i32 i32)))
 (type $16 (func (param i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (type $17 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32)))
 (type $18 (func))
 (type $19 (func (param i32 i32 i32 i32 i32) (result i32)))
 (type $20 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 2 65536 shared))
 (global $assembly/coll/emit/nops (mut i32) (i32.const 0))
 (global $assembly/coll/emit/cur (mut i32) (i32.const 0))
 (global $assembly/coll/emit/cap (mut i32) (i32.const 0))
 (global $assembly/shm/ring/pendingHead (mut i32) (i32.const 0))
 (global $assembly/shm/ring/pendingLen (mut i32) (i32.const 0))
 (global $assembly/sched/exec/userA (mut i32) (i32.const 0))
 (global $assembly/sched/exec/userB (mut i32) (i32.const 0))
 (global $assembly/shm/ring/lastTag (mut i32) (i32.const 0))
 (global $assembly/shm/ring/lastRec (mut i32) (i32.const 0))
 (global $assembly/index/abortMsg (mut i32) (i32.const 0))
 (global $assembly/index/abortFile (mut i32) (i32.const 0))
 (global $assembly/index/abortLine (mut i32) (i32.const 0))
 (global $assembly/index/abortCol (mut i32) (i32.const 0))
 (global $assembly/sched/exec/userDst (mut i32) (i32.const 0))
 (global $assembly/sched/exec/userCount (mut i32) (i32.const 0))
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
 (global $assembly/layout/R_WAIT_ADDR i32 (i32.const 72))
 (global $assembly/layout/R_WAIT_TARGET i32 (i32.const 76))
 (global $assembly/layout/R_WAIT_KIND i32 (i32.const 80))
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
 (global $assembly/layout/KIND_RNDV_TYPED i32 (i32.const 4))
 (global $assembly/layout/RNDV_PROG i32 (i32.const 0))
 (global $assembly/layout/RNDV_COUNT i32 (i32.const 4))
 (global $assembly/layout/RNDV_ORIGIN i32 (i32.const 8))
 (global $assembly/layout/RNDV_DESC_BYTES i32 (i32.const 12))
 (global $assembly/layout/ACK_POSTED i32 (i32.const 0))
 (global $assembly/layout/ACK_CLAIMED i32 (i32.const 1))
 (global $assembly/layout/ACK_DONE i32 (i32.const 2))
 (global $assembly/layout/ACK_CANCELLED i32 (i32.const 3))
 (global $assembly/kernel/reduce_codes/OP_SUM i32 (i32.const 1))
 (global $assembly/kernel/reduce_codes/OP_PROD i32 (i32.const 2))
 (global $assembly/kernel/reduce_codes/OP_MIN i32 (i32.const 3))
 (global $assembly/kernel/reduce_codes/OP_MAX i32 (i32.const 4))
 (global $assembly/kernel/reduce_codes/OP_LAND i32 (i32.const 5))
 (global $assembly/kernel/reduce_codes/OP_LOR i32 (i32.const 6))
 (global $assembly/kernel/reduce_codes/OP_LXOR i32 (i32.const 7))
 (global $assembly/kernel/reduce_codes/OP_BAND i32 (i32.const 8))
 (global $assembly/kernel/reduce_codes/OP_BOR i32 (i32.const 9))
 (global $assembly/kernel/reduce_codes/OP_BXOR i32 (i32.const 10))
 (global $assembly/kernel/reduce_codes/OP_MAXLOC i32 (i32.const 11))
 (global $assembly/kernel/reduce_codes/OP_MINLOC i32 (i32.const 12))
 (global $assembly/kernel/reduce_codes/OP_REPLACE i32 (i32.const 13))
 (global $assembly/kernel/reduce_codes/OP_NO_OP i32 (i32.const 14))
 (global $assembly/kernel/reduce_codes/TYPE_PAIR_INT32 i32 (i32.const 13))
 (global $assembly/kernel/reduce_codes/TYPE_PAIR_FLOAT32 i32 (i32.const 14))
 (global $assembly/kernel/reduce_codes/TYPE_PAIR_FLOAT64 i32 (i32.const 15))
 (global $assembly/kernel/reduce_codes/TYPE_FLOAT_INT i32 (i32.const 16))
 (global $assembly/kernel/reduce_codes/TYPE_DOUBLE_INT i32 (i32.const 17))
 (global $assembly/kernel/reduce_codes/TYPE_LONG_INT i32 (i32.const 18))
 (global $assembly/kernel/reduce_codes/TYPE_SHORT_INT i32 (i32.const 19))
 (global $assembly/sched/format/SLOT_BYTES i32 (i32.const 192))
 (global $assembly/sched/format/SLOT_PTRS i32 (i32.const 64))
 (global $assembly/sched/format/SIG_A i32 (i32.const 16))
 (global $assembly/sched/format/SIG_ANY i32 (i32.const -1))
 (global $assembly/sched/format/STEPS i32 (i32.const 1024))
 (global $assembly/sched/format/STEP_DONE i32 (i32.const 1023))
 (global $assembly/sched/format/S_PC i32 (i32.const 4))
 (global $assembly/sched/format/S_WAIT_PEER i32 (i32.const 44))
 (global $assembly/sched/format/S_PUBLISHED i32 (i32.const 52))
 (global $assembly/sched/format/RUN_DONE i32 (i32.const 0))
 (global $assembly/sched/format/RUN_BLOCKED i32 (i32.const 1))
 (global $assembly/sched/format/RUN_USER i32 (i32.const 2))
 (global $assembly/sched/format/RUN_BADOP i32 (i32.const -1))
 (global $assembly/sched/format/RUN_MISMATCH i32 (i32.const -2))
 (global $assembly/sched/format/OP_USER i32 (i32.const 255))
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
 (export "R_WAIT_ADDR" (global $assembly/layout/R_WAIT_ADDR))
 (export "R_WAIT_TARGET" (global $assembly/layout/R_WAIT_TARGET))
 (export "R_WAIT_KIND" (global $assembly/layout/R_WAIT_KIND))
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
 (export "KIND_RNDV_TYPED" (global $assembly/layout/KIND_RNDV_TYPED))
 (export "RNDV_PROG" (global $assembly/layout/RNDV_PROG))
 (export "RNDV_COUNT" (global $assembly/layout/RNDV_COUNT))
 (export "RNDV_ORIGIN" (global $assembly/layout/RNDV_ORIGIN))
 (export "RNDV_DESC_BYTES" (global $assembly/layout/RNDV_DESC_BYTES))
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
 (export "dtPack" (func $assembly/dtype/pack/dtPack))
 (export "dtUnpack" (func $assembly/dtype/pack/dtUnpack))
 (export "reduce" (func $assembly/kernel/reduce/reduce))
 (export "reduce3" (func $assembly/kernel/reduce/reduce3))
 (export "opValid" (func $assembly/kernel/reduce_codes/opValid))
 (export "OP_SUM" (global $assembly/kernel/reduce_codes/OP_SUM))
 (export "OP_PROD" (global $assembly/kernel/reduce_codes/OP_PROD))
 (export "OP_MIN" (global $assembly/kernel/reduce_codes/OP_MIN))
 (export "OP_MAX" (global $assembly/kernel/reduce_codes/OP_MAX))
 (export "OP_LAND" (global $assembly/kernel/reduce_codes/OP_LAND))
 (export "OP_LOR" (global $assembly/kernel/reduce_codes/OP_LOR))
 (export "OP_LXOR" (global $assembly/kernel/reduce_codes/OP_LXOR))
 (export "OP_BAND" (global $assembly/kernel/reduce_codes/OP_BAND))
 (export "OP_BOR" (global $assembly/kernel/reduce_codes/OP_BOR))
 (export "OP_BXOR" (global $assembly/kernel/reduce_codes/OP_BXOR))
 (export "OP_MAXLOC" (global $assembly/kernel/reduce_codes/OP_MAXLOC))
 (export "OP_MINLOC" (global $assembly/kernel/reduce_codes/OP_MINLOC))
 (export "OP_REPLACE" (global $assembly/kernel/reduce_codes/OP_REPLACE))
 (export "OP_NO_OP" (global $assembly/kernel/reduce_codes/OP_NO_OP))
 (export "TYPE_PAIR_INT32" (global $assembly/kernel/reduce_codes/TYPE_PAIR_INT32))
 (export "TYPE_PAIR_FLOAT32" (global $assembly/kernel/reduce_codes/TYPE_PAIR_FLOAT32))
 (export "TYPE_PAIR_FLOAT64" (global $assembly/kernel/reduce_codes/TYPE_PAIR_FLOAT64))
 (export "TYPE_FLOAT_INT" (global $assembly/kernel/reduce_codes/TYPE_FLOAT_INT))
 (export "TYPE_DOUBLE_INT" (global $assembly/kernel/reduce_codes/TYPE_DOUBLE_INT))
 (export "TYPE_LONG_INT" (global $assembly/kernel/reduce_codes/TYPE_LONG_INT))
 (export "TYPE_SHORT_INT" (global $assembly/kernel/reduce_codes/TYPE_SHORT_INT))
 (export "SLOT_BYTES" (global $assembly/sched/format/SLOT_BYTES))
 (export "SLOT_PTRS" (global $assembly/sched/format/SLOT_PTRS))
 (export "SIG_A" (global $assembly/sched/format/SIG_A))
 (export "S_WAIT_PEER" (global $assembly/sched/format/S_WAIT_PEER))
 (export "S_PC" (global $assembly/sched/format/S_PC))
 (export "S_PUBLISHED" (global $assembly/sched/format/S_PUBLISHED))
 (export "STEPS" (global $assembly/sched/format/STEPS))
 (export "STEP_DONE" (global $assembly/sched/format/STEP_DONE))
 (export "RUN_DONE" (global $assembly/sched/format/RUN_DONE))
 (export "RUN_BLOCKED" (global $assembly/sched/format/RUN_BLOCKED))
 (export "RUN_USER" (global $assembly/sched/format/RUN_USER))
 (export "RUN_BADOP" (global $assembly/sched/format/RUN_BADOP))
 (export "RUN_MISMATCH" (global $assembly/sched/format/RUN_MISMATCH))
 (export "OP_USER" (global $assembly/sched/format/OP_USER))
 (export "SIG_ANY" (global $assembly/sched/format/SIG_ANY))
 (export "schedStart" (func $assembly/sched/exec/schedStart))
 (export "schedRun" (func $assembly/sched/exec/schedRun))
 (export "userDst" (global $assembly/sched/exec/userDst))
 (export "userA" (global $assembly/sched/exec/userA))
 (export "userB" (global $assembly/sched/exec/userB))
 (export "userCount" (global $assembly/sched/exec/userCount))
 (export "schedBuild" (func $assembly/coll/build/schedBuild))
 (export "memory" (memory $0))
 (func $assembly/dtype/kernels/copyRun (param $0 i32) (param $1 i32) (param $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 v128)
  (local $6 i32)
  (local $7 i64)
  (local $8 v128)
  (local $9 v128)
  local.get $2
  i32.const 64
  i32.le_u
  if
   local.get $2
   i32.const 16
   i32.ge_u
   if
    local.get $1
    v128.load
    local.set $5
    local.get $1
    local.get $2
    i32.add
    local.tee $3
    i32.const 16
    i32.sub
    v128.load
    local.set $8
    local.get $2
    i32.const 32
    i32.gt_u
    if
     local.get $3
     i32.const 32
     i32.sub
     v128.load
     local.set $9
     local.get $0
     local.get $1
     v128.load offset=16
     v128.store offset=16
     local.get $0
     local.get $2
     i32.add
     i32.const 32
     i32.sub
     local.get $9
     v128.store
    end
    local.get $0
    local.get $5
    v128.store
    local.get $0
    local.get $2
    i32.add
    i32.const 16
    i32.sub
    local.get $8
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
      local.get $2
      i32.const 2
      i32.ge_u
      if
       local.get $1
       local.get $2
       i32.add
       i32.const 2
       i32.sub
       i32.load16_u
       local.set $3
       local.get $0
       local.get $1
       i32.load16_u
       i32.store16
       local.get $0
       local.get $2
       i32.add
       i32.const 2
       i32.sub
       local.get $3
       i32.store16
      else
       local.get $2
       i32.const 1
       i32.eq
       if
        local.get $0
        local.get $1
        i32.load8_u
        i32.store8
       end
      end
     end
    end
   end
  else
   local.get $2
   i32.const 2048
   i32.lt_u
   if
    loop $for-loop|0
     local.get $3
     i32.const -64
     i32.sub
     local.tee $4
     local.get $2
     i32.le_u
     if
      local.get $1
      local.get $3
      i32.add
      local.tee $6
      v128.load offset=16
      local.set $5
      local.get $6
      v128.load offset=32
      local.set $8
      local.get $6
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $3
      local.get $6
      v128.load
      v128.store
      local.get $3
      local.get $5
      v128.store offset=16
      local.get $3
      local.get $8
      v128.store offset=32
      local.get $3
      local.get $9
      v128.store offset=48
      local.get $4
      local.set $3
      br $for-loop|0
     end
    end
    loop $for-loop|1
     local.get $3
     i32.const 16
     i32.add
     local.tee $4
     local.get $2
     i32.le_u
     if
      local.get $0
      local.get $3
      i32.add
      local.get $1
      local.get $3
      i32.add
      v128.load
      v128.store
      local.get $4
      local.set $3
      br $for-loop|1
     end
    end
    local.get $2
    local.get $3
    i32.gt_u
    if
     local.get $0
     local.get $2
     i32.add
     i32.const 16
     i32.sub
     local.get $1
     local.get $2
     i32.add
     i32.const 16
     i32.sub
     v128.load
     v128.store
    end
   else
    local.get $0
    local.get $1
    local.get $2
    memory.copy
   end
  end
 )
 (func $assembly/coll/common/emitFold (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $2
  i32.eqz
  local.get $8
  i32.eqz
  i32.or
  if
   return
  end
  local.get $2
  i32.const 1
  i32.eq
  if
   local.get $7
   if
    local.get $8
    local.get $9
    i32.mul
    local.tee $2
    if
     local.get $3
     local.get $6
     local.get $5
     select
     local.set $3
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $5
      i32.const 4
      i32.store
      local.get $5
      local.get $0
      i32.store offset=4
      local.get $5
      local.get $1
      i32.store offset=8
      local.get $5
      local.get $3
      i32.store offset=12
      local.get $5
      local.get $4
      i32.store offset=16
      local.get $5
      local.get $2
      i32.store offset=20
      local.get $5
      i32.const 0
      i32.store offset=24
      local.get $5
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
  local.get $7
  i32.const 2
  i32.lt_s
  if
   local.get $8
   if
    local.get $3
    local.get $6
    local.get $5
    select
    local.set $7
    local.get $6
    local.get $3
    local.get $5
    i32.const 1
    i32.eq
    select
    i32.const 4
    i32.or
    local.set $9
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $10
     i32.const 6
     i32.store
     local.get $10
     local.get $0
     i32.store offset=4
     local.get $10
     local.get $1
     i32.store offset=8
     local.get $10
     local.get $7
     i32.store offset=12
     local.get $10
     local.get $4
     i32.store offset=16
     local.get $10
     local.get $9
     i32.store offset=20
     local.get $10
     local.get $4
     i32.store offset=24
     local.get $10
     local.get $8
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
   i32.const 2
   local.set $7
   loop $for-loop|0
    local.get $2
    local.get $7
    i32.gt_s
    if
     local.get $8
     if
      local.get $7
      i32.const 2
      i32.shl
      local.get $6
      local.get $3
      local.get $5
      local.get $7
      i32.eq
      select
      i32.or
      local.set $9
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $10
       i32.const 5
       i32.store
       local.get $10
       local.get $0
       i32.store offset=4
       local.get $10
       local.get $1
       i32.store offset=8
       local.get $10
       local.get $9
       i32.store offset=12
       local.get $10
       local.get $4
       i32.store offset=16
       local.get $10
       local.get $8
       i32.store offset=20
       local.get $10
       i32.const 0
       i32.store offset=24
       local.get $10
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
     local.get $7
     i32.const 1
     i32.add
     local.set $7
     br $for-loop|0
    end
   end
   return
  end
  local.get $10
  i32.const 2
  i32.shl
  i32.const 2
  i32.or
  local.set $9
  local.get $8
  if
   local.get $3
   local.get $6
   local.get $5
   select
   local.set $10
   local.get $6
   local.get $3
   local.get $5
   i32.const 1
   i32.eq
   select
   i32.const 4
   i32.or
   local.set $11
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $12
    i32.const 6
    i32.store
    local.get $12
    local.get $9
    i32.store offset=4
    local.get $12
    i32.const 0
    i32.store offset=8
    local.get $12
    local.get $10
    i32.store offset=12
    local.get $12
    local.get $4
    i32.store offset=16
    local.get $12
    local.get $11
    i32.store offset=20
    local.get $12
    local.get $4
    i32.store offset=24
    local.get $12
    local.get $8
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  i32.const 2
  local.set $10
  loop $for-loop|1
   local.get $7
   local.get $10
   i32.gt_s
   if
    local.get $8
    if
     local.get $10
     i32.const 2
     i32.shl
     local.get $6
     local.get $3
     local.get $5
     local.get $10
     i32.eq
     select
     i32.or
     local.set $11
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $12
      i32.const 5
      i32.store
      local.get $12
      local.get $9
      i32.store offset=4
      local.get $12
      i32.const 0
      i32.store offset=8
      local.get $12
      local.get $11
      i32.store offset=12
      local.get $12
      local.get $4
      i32.store offset=16
      local.get $12
      local.get $8
      i32.store offset=20
      local.get $12
      i32.const 0
      i32.store offset=24
      local.get $12
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $10
    i32.const 1
    i32.add
    local.set $10
    br $for-loop|1
   end
  end
  local.get $8
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $10
    i32.const 5
    i32.store
    local.get $10
    local.get $0
    i32.store offset=4
    local.get $10
    local.get $1
    i32.store offset=8
    local.get $10
    local.get $9
    i32.store offset=12
    local.get $10
    i32.const 0
    i32.store offset=16
    local.get $10
    local.get $8
    i32.store offset=20
    local.get $10
    i32.const 1
    i32.store offset=24
    local.get $10
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  local.get $7
  i32.const 1
  i32.add
  local.set $7
  loop $for-loop|2
   local.get $2
   local.get $7
   i32.gt_s
   if
    local.get $8
    if
     local.get $7
     i32.const 2
     i32.shl
     local.get $6
     local.get $3
     local.get $5
     local.get $7
     i32.eq
     select
     i32.or
     local.set $9
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $10
      i32.const 5
      i32.store
      local.get $10
      local.get $0
      i32.store offset=4
      local.get $10
      local.get $1
      i32.store offset=8
      local.get $10
      local.get $9
      i32.store offset=12
      local.get $10
      local.get $4
      i32.store offset=16
      local.get $10
      local.get $8
      i32.store offset=20
      local.get $10
      i32.const 0
      i32.store offset=24
      local.get $10
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $7
    i32.const 1
    i32.add
    local.set $7
    br $for-loop|2
   end
  end
 )
 (func $assembly/kernel/reduce/reduce3 (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  local.get $0
  local.get $1
  call $assembly/kernel/reduce_codes/opValid
  i32.eqz
  if
   i32.const -1
   return
  end
  local.get $0
  i32.const 13
  i32.eq
  local.tee $6
  local.get $0
  i32.const 14
  i32.eq
  i32.or
  if
   local.get $4
   local.get $3
   local.get $6
   select
   local.tee $0
   local.get $2
   i32.ne
   if
    local.get $2
    local.get $0
    block $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4 (result i32)
     block $break|0
      block $case15|0
       block $case11|0
        block $case8|0
         block $case5|0
          block $case3|0
           block $case0|0
            local.get $1
            i32.const 1
            i32.sub
            br_table $case0|0 $case0|0 $case3|0 $case3|0 $case5|0 $case5|0 $case8|0 $case8|0 $case5|0 $case8|0 $case0|0 $break|0 $case11|0 $case11|0 $case15|0 $case11|0 $case15|0 $case15|0 $case11|0 $break|0
           end
           i32.const 1
           br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4
          end
          i32.const 2
          br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4
         end
         i32.const 4
         br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4
        end
        i32.const 8
        br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4
       end
       i32.const 8
       br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4
      end
      i32.const 16
      br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$4
     end
     i32.const 0
    end
    local.get $5
    i32.mul
    memory.copy
   end
   i32.const 0
   return
  end
  local.get $0
  i32.const 10
  i32.le_u
  local.get $0
  i32.const 8
  i32.ge_u
  i32.and
  if
   local.get $0
   local.get $2
   local.get $3
   local.get $4
   block $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5 (result i32)
    block $break|00
     block $case15|01
      block $case11|02
       block $case8|03
        block $case5|04
         block $case3|05
          block $case0|06
           local.get $1
           i32.const 1
           i32.sub
           br_table $case0|06 $case0|06 $case3|05 $case3|05 $case5|04 $case5|04 $case8|03 $case8|03 $case5|04 $case8|03 $case0|06 $break|00 $case11|02 $case11|02 $case15|01 $case11|02 $case15|01 $case15|01 $case11|02 $break|00
          end
          i32.const 1
          br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5
         end
         i32.const 2
         br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5
        end
        i32.const 4
        br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5
       end
       i32.const 8
       br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5
      end
      i32.const 8
      br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5
     end
     i32.const 16
     br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$5
    end
    i32.const 0
   end
   local.get $5
   i32.mul
   call $assembly/kernel/reduce/bitwise
   i32.const 0
   return
  end
  local.get $0
  i32.const 11
  i32.ge_u
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/kernel/reduce/loc
   i32.const 0
   return
  end
  block $break|07
   block $case9|0
    block $case8|08
     block $case7|0
      block $case6|0
       block $case5|09
        block $case4|0
         block $case3|010
          block $case2|0
           block $case1|0
            block $case0|011
             local.get $1
             i32.const 1
             i32.sub
             br_table $case0|011 $case1|0 $case2|0 $case3|010 $case4|0 $case5|09 $case6|0 $case7|0 $case8|08 $case9|0 $break|07
            end
            local.get $0
            local.get $2
            local.get $3
            local.get $4
            local.get $5
            call $assembly/kernel/reduce/byOp<i8>
            br $break|07
           end
           local.get $0
           local.get $2
           local.get $3
           local.get $4
           local.get $5
           call $assembly/kernel/reduce/byOp<u8>
           br $break|07
          end
          local.get $0
          local.get $2
          local.get $3
          local.get $4
          local.get $5
          call $assembly/kernel/reduce/byOp<i16>
          br $break|07
         end
         local.get $0
         local.get $2
         local.get $3
         local.get $4
         local.get $5
         call $assembly/kernel/reduce/byOp<u16>
         br $break|07
        end
        local.get $0
        local.get $2
        local.get $3
        local.get $4
        local.get $5
        call $assembly/kernel/reduce/byOp<i32>
        br $break|07
       end
       local.get $0
       local.get $2
       local.get $3
       local.get $4
       local.get $5
       call $assembly/kernel/reduce/byOp<u32>
       br $break|07
      end
      local.get $0
      local.get $2
      local.get $3
      local.get $4
      local.get $5
      call $assembly/kernel/reduce/byOp<i64>
      br $break|07
     end
     local.get $0
     local.get $2
     local.get $3
     local.get $4
     local.get $5
     call $assembly/kernel/reduce/byOp<u64>
     br $break|07
    end
    local.get $0
    local.get $2
    local.get $3
    local.get $4
    local.get $5
    call $assembly/kernel/reduce/byOp<f32>
    br $break|07
   end
   local.get $0
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/kernel/reduce/byOp<f64>
  end
  i32.const 0
 )
 (func $assembly/dtype/walk/items<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (local $13 i64)
  (local $14 i32)
  (local $15 i32)
  local.get $2
  i32.const 0
  i32.le_s
  if
   local.get $5
   return
  end
  local.get $0
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  local.tee $1
  i32.load
  local.tee $7
  i32.const 1
  i32.eq
  if
   local.get $1
   i32.load offset=12
   local.tee $0
   i32.const 0
   i32.le_s
   if
    local.get $5
    return
   end
   local.get $2
   i32.const 1
   i32.eq
   local.get $0
   local.get $4
   i32.eq
   i32.or
   if
    local.get $0
    local.get $2
    i32.mul
    local.tee $1
    i32.const 64
    i32.le_u
    if
     local.get $1
     i32.const 16
     i32.ge_u
     if
      local.get $3
      v128.load
      local.set $10
      local.get $1
      local.get $3
      i32.add
      local.tee $4
      i32.const 16
      i32.sub
      v128.load
      local.set $11
      local.get $1
      i32.const 32
      i32.gt_u
      if
       local.get $4
       i32.const 32
       i32.sub
       v128.load
       local.set $12
       local.get $5
       local.get $3
       v128.load offset=16
       v128.store offset=16
       local.get $1
       local.get $5
       i32.add
       i32.const 32
       i32.sub
       local.get $12
       v128.store
      end
      local.get $5
      local.get $10
      v128.store
      local.get $1
      local.get $5
      i32.add
      i32.const 16
      i32.sub
      local.get $11
      v128.store
     else
      local.get $1
      i32.const 8
      i32.ge_u
      if
       local.get $1
       local.get $3
       i32.add
       i32.const 8
       i32.sub
       i64.load
       local.set $13
       local.get $5
       local.get $3
       i64.load
       i64.store
       local.get $1
       local.get $5
       i32.add
       i32.const 8
       i32.sub
       local.get $13
       i64.store
      else
       local.get $1
       i32.const 4
       i32.ge_u
       if
        local.get $1
        local.get $3
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.set $4
        local.get $5
        local.get $3
        i32.load
        i32.store
        local.get $1
        local.get $5
        i32.add
        i32.const 4
        i32.sub
        local.get $4
        i32.store
       else
        local.get $1
        i32.const 2
        i32.ge_u
        if
         local.get $1
         local.get $3
         i32.add
         i32.const 2
         i32.sub
         i32.load16_u
         local.set $4
         local.get $5
         local.get $3
         i32.load16_u
         i32.store16
         local.get $1
         local.get $5
         i32.add
         i32.const 2
         i32.sub
         local.get $4
         i32.store16
        else
         local.get $1
         i32.const 1
         i32.eq
         if
          local.get $5
          local.get $3
          i32.load8_u
          i32.store8
         end
        end
       end
      end
     end
    else
     local.get $5
     local.get $3
     local.get $1
     call $assembly/dtype/kernels/copyRun
    end
   else
    local.get $3
    local.get $5
    local.get $2
    local.get $0
    local.get $4
    call $assembly/dtype/kernels/strided<u8>
   end
   local.get $5
   local.get $0
   local.get $2
   i32.mul
   i32.add
   return
  end
  local.get $7
  i32.const 2
  i32.eq
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/dtype/vector/vectorItems<u8>
   return
  end
  local.get $7
  i32.const 5
  i32.eq
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/dtype/struct/structItems<u8>
   return
  end
  local.get $7
  i32.const 3
  i32.eq
  if
   local.get $1
   i32.load offset=20
   local.set $7
   local.get $1
   i32.const 24
   i32.add
   local.set $8
   block $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u8>$5
    local.get $1
    i32.load offset=16
    local.tee $14
    i32.const 0
    i32.le_s
    local.get $1
    i32.load offset=12
    local.tee $15
    i32.const 0
    i32.le_s
    i32.or
    br_if $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u8>$5
    local.get $0
    local.get $7
    i32.const 2
    i32.shl
    i32.add
    local.tee $1
    i32.load offset=4
    local.set $9
    local.get $1
    i32.load
    i32.const 1
    i32.eq
    if
     local.get $1
     i32.load offset=12
     local.tee $1
     i32.const 0
     i32.le_s
     br_if $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u8>$5
     local.get $14
     i32.const 1
     i32.eq
     local.get $1
     local.get $9
     i32.eq
     i32.or
     if
      local.get $1
      local.get $14
      i32.mul
      local.tee $1
      local.get $15
      i32.mul
      local.set $6
      i32.const 0
      local.set $0
      loop $for-loop|0
       local.get $0
       local.get $2
       i32.lt_s
       if
        local.get $3
        local.get $5
        local.get $15
        local.get $1
        local.get $8
        call $assembly/dtype/kernels/gather<u8>
        local.get $3
        local.get $4
        i32.add
        local.set $3
        local.get $5
        local.get $6
        i32.add
        local.set $5
        local.get $0
        i32.const 1
        i32.add
        local.set $0
        br $for-loop|0
       end
      end
      br $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u8>$5
     end
    end
    loop $for-loop|1
     local.get $2
     local.get $6
     i32.gt_s
     if
      i32.const 0
      local.set $1
      loop $for-loop|2
       local.get $1
       local.get $15
       i32.lt_s
       if
        local.get $0
        local.get $7
        local.get $14
        local.get $3
        local.get $8
        local.get $1
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.add
        local.get $9
        local.get $5
        call $assembly/dtype/walk/items<u8>
        local.set $5
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        br $for-loop|2
       end
      end
      local.get $3
      local.get $4
      i32.add
      local.set $3
      local.get $6
      i32.const 1
      i32.add
      local.set $6
      br $for-loop|1
     end
    end
   end
   local.get $5
   return
  end
  local.get $7
  i32.const 4
  i32.eq
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/dtype/indexed/indexedItems<u8>
   return
  end
  unreachable
 )
 (func $assembly/dtype/walk/items<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (local $13 i64)
  (local $14 i32)
  (local $15 i32)
  local.get $2
  i32.const 0
  i32.le_s
  if
   local.get $5
   return
  end
  local.get $0
  local.get $1
  i32.const 2
  i32.shl
  i32.add
  local.tee $1
  i32.load
  local.tee $7
  i32.const 1
  i32.eq
  if
   local.get $1
   i32.load offset=12
   local.tee $0
   i32.const 0
   i32.le_s
   if
    local.get $5
    return
   end
   local.get $2
   i32.const 1
   i32.eq
   local.get $0
   local.get $4
   i32.eq
   i32.or
   if
    local.get $0
    local.get $2
    i32.mul
    local.tee $1
    i32.const 64
    i32.le_u
    if
     local.get $1
     i32.const 16
     i32.ge_u
     if
      local.get $5
      v128.load
      local.set $10
      local.get $1
      local.get $5
      i32.add
      local.tee $4
      i32.const 16
      i32.sub
      v128.load
      local.set $11
      local.get $1
      i32.const 32
      i32.gt_u
      if
       local.get $4
       i32.const 32
       i32.sub
       v128.load
       local.set $12
       local.get $3
       local.get $5
       v128.load offset=16
       v128.store offset=16
       local.get $1
       local.get $3
       i32.add
       i32.const 32
       i32.sub
       local.get $12
       v128.store
      end
      local.get $3
      local.get $10
      v128.store
      local.get $1
      local.get $3
      i32.add
      i32.const 16
      i32.sub
      local.get $11
      v128.store
     else
      local.get $1
      i32.const 8
      i32.ge_u
      if
       local.get $1
       local.get $5
       i32.add
       i32.const 8
       i32.sub
       i64.load
       local.set $13
       local.get $3
       local.get $5
       i64.load
       i64.store
       local.get $1
       local.get $3
       i32.add
       i32.const 8
       i32.sub
       local.get $13
       i64.store
      else
       local.get $1
       i32.const 4
       i32.ge_u
       if
        local.get $1
        local.get $5
        i32.add
        i32.const 4
        i32.sub
        i32.load
        local.set $4
        local.get $3
        local.get $5
        i32.load
        i32.store
        local.get $1
        local.get $3
        i32.add
        i32.const 4
        i32.sub
        local.get $4
        i32.store
       else
        local.get $1
        i32.const 2
        i32.ge_u
        if
         local.get $1
         local.get $5
         i32.add
         i32.const 2
         i32.sub
         i32.load16_u
         local.set $4
         local.get $3
         local.get $5
         i32.load16_u
         i32.store16
         local.get $1
         local.get $3
         i32.add
         i32.const 2
         i32.sub
         local.get $4
         i32.store16
        else
         local.get $1
         i32.const 1
         i32.eq
         if
          local.get $3
          local.get $5
          i32.load8_u
          i32.store8
         end
        end
       end
      end
     end
    else
     local.get $3
     local.get $5
     local.get $1
     call $assembly/dtype/kernels/copyRun
    end
   else
    local.get $3
    local.get $5
    local.get $2
    local.get $0
    local.get $4
    call $assembly/dtype/kernels/strided<u16>
   end
   local.get $5
   local.get $0
   local.get $2
   i32.mul
   i32.add
   return
  end
  local.get $7
  i32.const 2
  i32.eq
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/dtype/vector/vectorItems<u16>
   return
  end
  local.get $7
  i32.const 5
  i32.eq
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/dtype/struct/structItems<u16>
   return
  end
  local.get $7
  i32.const 3
  i32.eq
  if
   local.get $1
   i32.load offset=20
   local.set $7
   local.get $1
   i32.const 24
   i32.add
   local.set $8
   block $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u16>$7
    local.get $1
    i32.load offset=16
    local.tee $14
    i32.const 0
    i32.le_s
    local.get $1
    i32.load offset=12
    local.tee $15
    i32.const 0
    i32.le_s
    i32.or
    br_if $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u16>$7
    local.get $0
    local.get $7
    i32.const 2
    i32.shl
    i32.add
    local.tee $1
    i32.load offset=4
    local.set $9
    local.get $1
    i32.load
    i32.const 1
    i32.eq
    if
     local.get $1
     i32.load offset=12
     local.tee $1
     i32.const 0
     i32.le_s
     br_if $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u16>$7
     local.get $14
     i32.const 1
     i32.eq
     local.get $1
     local.get $9
     i32.eq
     i32.or
     if
      local.get $1
      local.get $14
      i32.mul
      local.tee $1
      local.get $15
      i32.mul
      local.set $6
      i32.const 0
      local.set $0
      loop $for-loop|0
       local.get $0
       local.get $2
       i32.lt_s
       if
        local.get $3
        local.get $5
        local.get $15
        local.get $1
        local.get $8
        call $assembly/dtype/kernels/gather<u16>
        local.get $3
        local.get $4
        i32.add
        local.set $3
        local.get $5
        local.get $6
        i32.add
        local.set $5
        local.get $0
        i32.const 1
        i32.add
        local.set $0
        br $for-loop|0
       end
      end
      br $__inlined_func$assembly/dtype/blockindexed/blockIndexedItems<u16>$7
     end
    end
    loop $for-loop|1
     local.get $2
     local.get $6
     i32.gt_s
     if
      i32.const 0
      local.set $1
      loop $for-loop|2
       local.get $1
       local.get $15
       i32.lt_s
       if
        local.get $0
        local.get $7
        local.get $14
        local.get $3
        local.get $8
        local.get $1
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.add
        local.get $9
        local.get $5
        call $assembly/dtype/walk/items<u16>
        local.set $5
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        br $for-loop|2
       end
      end
      local.get $3
      local.get $4
      i32.add
      local.set $3
      local.get $6
      i32.const 1
      i32.add
      local.set $6
      br $for-loop|1
     end
    end
   end
   local.get $5
   return
  end
  local.get $7
  i32.const 4
  i32.eq
  if
   local.get $0
   local.get $1
   local.get $2
   local.get $3
   local.get $4
   local.get $5
   call $assembly/dtype/indexed/indexedItems<u16>
   return
  end
  unreachable
 )
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
 (func $assembly/sched/exec/waitFor (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (result i32)
  (local $7 i32)
  loop $for-loop|0
   local.get $0
   i32.load offset=32
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.atomic.load
   local.get $2
   i32.sub
   i32.const 0
   i32.lt_s
   if
    block $for-break0
     local.get $3
     local.get $7
     i32.le_s
     if
      i32.const 65556
      i32.load
      local.get $0
      i32.load offset=36
      local.get $0
      i32.load offset=24
      local.tee $3
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.const 9
      i32.shl
      i32.add
      local.set $7
      local.get $5
      local.get $6
      i32.lt_s
      if
       local.get $7
       local.get $0
       i32.load offset=32
       i32.atomic.store offset=72
       local.get $7
       local.get $5
       i32.atomic.store offset=84
       local.get $7
       local.get $6
       i32.atomic.store offset=88
       local.get $7
       local.get $3
       i32.atomic.store offset=92
       local.get $7
       local.get $2
       i32.atomic.store offset=76
       local.get $7
       i32.const 2
       i32.atomic.store offset=80
      else
       local.get $7
       local.get $0
       i32.load offset=32
       local.get $1
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.atomic.store offset=72
       local.get $7
       local.get $2
       i32.atomic.store offset=76
       local.get $7
       i32.const 1
       i32.atomic.store offset=80
      end
      local.get $0
      i32.load offset=32
      local.get $1
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.atomic.load
      local.get $2
      i32.sub
      i32.const 0
      i32.ge_s
      br_if $for-break0
      local.get $0
      local.get $1
      i32.store offset=44
      i32.const 0
      return
     end
     local.get $7
     i32.const 1
     i32.add
     local.set $7
     br $for-loop|0
    end
   end
  end
  local.get $4
  if
   local.get $0
   i32.load offset=40
   i32.const 6
   i32.shl
   local.tee $2
   local.get $0
   i32.load offset=32
   local.tee $3
   local.get $0
   i32.load offset=24
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const -64
   i32.sub
   i32.add
   local.tee $4
   i32.load offset=16
   local.tee $5
   i32.const -1
   i32.ne
   local.get $3
   local.get $1
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.const -64
   i32.sub
   local.get $2
   i32.add
   local.tee $2
   i32.load offset=16
   local.tee $3
   local.get $5
   i32.ne
   i32.and
   local.get $3
   i32.const -1
   i32.ne
   i32.and
   if (result i32)
    i32.const 1
   else
    local.get $4
    i32.load offset=20
    local.tee $3
    i32.const -1
    i32.ne
    local.get $2
    i32.load offset=20
    local.tee $5
    local.get $3
    i32.ne
    i32.and
    local.get $5
    i32.const -1
    i32.ne
    i32.and
   end
   if (result i32)
    i32.const 1
   else
    local.get $4
    i32.load offset=24
    local.tee $3
    i32.const -1
    i32.ne
    local.get $2
    i32.load offset=24
    local.tee $2
    local.get $3
    i32.ne
    i32.and
    local.get $2
    i32.const -1
    i32.ne
    i32.and
   end
   if
    local.get $0
    local.get $1
    i32.store offset=44
    i32.const -1
    return
   end
  end
  i32.const 1
 )
 (func $assembly/dtype/kernels/strided<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 v128)
  (local $9 i64)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (local $13 i32)
  (local $14 v128)
  (local $15 v128)
  (local $16 v128)
  local.get $3
  i32.const 8
  i32.eq
  if
   local.get $4
   i32.const 1
   i32.shl
   local.set $6
   local.get $4
   i32.const 16
   i32.ge_s
   if
    loop $for-loop|0
     local.get $5
     i32.const 9
     i32.add
     local.get $2
     i32.le_s
     if
      local.get $0
      local.get $6
      i32.add
      local.tee $3
      local.get $6
      i32.add
      local.tee $7
      local.get $6
      i32.add
      local.set $13
      local.get $3
      v128.load
      local.get $3
      local.get $4
      i32.add
      v128.load
      i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
      local.set $8
      local.get $7
      v128.load
      local.get $4
      local.get $7
      i32.add
      v128.load
      i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
      local.set $10
      local.get $13
      v128.load
      local.get $4
      local.get $13
      i32.add
      v128.load
      i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
      local.set $11
      local.get $1
      local.get $0
      v128.load
      local.get $0
      local.get $4
      i32.add
      v128.load
      i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23
      v128.store
      local.get $1
      local.get $8
      v128.store offset=16
      local.get $1
      local.get $10
      v128.store offset=32
      local.get $1
      local.get $11
      v128.store offset=48
      local.get $6
      local.get $13
      i32.add
      local.set $0
      local.get $1
      i32.const -64
      i32.sub
      local.set $1
      local.get $5
      i32.const 8
      i32.add
      local.set $5
      br $for-loop|0
     end
    end
   end
   loop $for-loop|1
    local.get $5
    i32.const 8
    i32.add
    local.tee $3
    local.get $2
    i32.le_s
    if
     local.get $0
     local.get $6
     i32.add
     local.tee $5
     local.get $6
     i32.add
     local.tee $7
     local.get $6
     i32.add
     local.set $13
     local.get $1
     local.get $0
     i64.load
     i64.store
     local.get $1
     local.get $0
     local.get $4
     i32.add
     i64.load
     i64.store offset=8
     local.get $1
     local.get $5
     i64.load
     i64.store offset=16
     local.get $1
     local.get $4
     local.get $5
     i32.add
     i64.load
     i64.store offset=24
     local.get $1
     local.get $7
     i64.load
     i64.store offset=32
     local.get $1
     local.get $4
     local.get $7
     i32.add
     i64.load
     i64.store offset=40
     local.get $1
     local.get $13
     i64.load
     i64.store offset=48
     local.get $1
     local.get $4
     local.get $13
     i32.add
     i64.load
     i64.store offset=56
     local.get $6
     local.get $13
     i32.add
     local.set $0
     local.get $1
     i32.const -64
     i32.sub
     local.set $1
     local.get $3
     local.set $5
     br $for-loop|1
    end
   end
   loop $for-loop|2
    local.get $2
    local.get $5
    i32.gt_s
    if
     local.get $1
     local.get $0
     i64.load
     i64.store
     local.get $0
     local.get $4
     i32.add
     local.set $0
     local.get $1
     i32.const 8
     i32.add
     local.set $1
     local.get $5
     i32.const 1
     i32.add
     local.set $5
     br $for-loop|2
    end
   end
  else
   local.get $3
   i32.const 64
   i32.eq
   if
    loop $for-loop|3
     local.get $6
     i32.const 2
     i32.add
     local.tee $3
     local.get $2
     i32.le_s
     if
      local.get $0
      v128.load offset=16
      local.set $10
      local.get $0
      v128.load offset=32
      local.set $11
      local.get $0
      v128.load offset=48
      local.set $12
      local.get $0
      local.get $4
      i32.add
      local.tee $5
      v128.load
      local.set $14
      local.get $5
      v128.load offset=16
      local.set $15
      local.get $5
      v128.load offset=32
      local.set $16
      local.get $5
      v128.load offset=48
      local.set $8
      local.get $1
      local.get $0
      v128.load
      v128.store
      local.get $1
      local.get $10
      v128.store offset=16
      local.get $1
      local.get $11
      v128.store offset=32
      local.get $1
      local.get $12
      v128.store offset=48
      local.get $1
      local.get $14
      v128.store offset=64
      local.get $1
      local.get $15
      v128.store offset=80
      local.get $1
      local.get $16
      v128.store offset=96
      local.get $1
      local.get $8
      v128.store offset=112
      local.get $4
      local.get $5
      i32.add
      local.set $0
      local.get $1
      i32.const 128
      i32.add
      local.set $1
      local.get $3
      local.set $6
      br $for-loop|3
     end
    end
    local.get $2
    local.get $6
    i32.gt_s
    if
     local.get $0
     v128.load
     local.set $8
     local.get $0
     i32.const -64
     i32.sub
     local.tee $2
     i32.const 16
     i32.sub
     v128.load
     local.set $10
     local.get $2
     i32.const 32
     i32.sub
     v128.load
     local.set $11
     local.get $1
     local.get $0
     v128.load offset=16
     v128.store offset=16
     local.get $1
     i32.const -64
     i32.sub
     local.tee $0
     i32.const 32
     i32.sub
     local.get $11
     v128.store
     local.get $1
     local.get $8
     v128.store
     local.get $0
     i32.const 16
     i32.sub
     local.get $10
     v128.store
    end
   else
    local.get $3
    i32.const 4
    i32.eq
    if
     i32.const 0
     local.set $3
     loop $for-loop|4
      local.get $3
      i32.const 4
      i32.add
      local.tee $5
      local.get $2
      i32.le_s
      if
       local.get $1
       local.get $0
       i32.load
       i32.store
       local.get $1
       local.get $0
       local.get $4
       i32.add
       i32.load
       i32.store offset=4
       local.get $1
       local.get $0
       local.get $4
       i32.const 1
       i32.shl
       i32.add
       i32.load
       i32.store offset=8
       local.get $1
       local.get $0
       local.get $4
       i32.const 3
       i32.mul
       i32.add
       i32.load
       i32.store offset=12
       local.get $0
       local.get $4
       i32.const 2
       i32.shl
       i32.add
       local.set $0
       local.get $1
       i32.const 16
       i32.add
       local.set $1
       local.get $5
       local.set $3
       br $for-loop|4
      end
     end
     loop $for-loop|5
      local.get $2
      local.get $3
      i32.gt_s
      if
       local.get $1
       local.get $0
       i32.load
       i32.store
       local.get $0
       local.get $4
       i32.add
       local.set $0
       local.get $1
       i32.const 4
       i32.add
       local.set $1
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $for-loop|5
      end
     end
    else
     local.get $3
     i32.const 16
     i32.eq
     if
      i32.const 0
      local.set $3
      loop $for-loop|6
       local.get $3
       i32.const 4
       i32.add
       local.tee $5
       local.get $2
       i32.le_s
       if
        local.get $1
        local.get $0
        v128.load
        v128.store
        local.get $1
        local.get $0
        local.get $4
        i32.add
        v128.load
        v128.store offset=16
        local.get $1
        local.get $0
        local.get $4
        i32.const 1
        i32.shl
        i32.add
        v128.load
        v128.store offset=32
        local.get $1
        local.get $0
        local.get $4
        i32.const 3
        i32.mul
        i32.add
        v128.load
        v128.store offset=48
        local.get $0
        local.get $4
        i32.const 2
        i32.shl
        i32.add
        local.set $0
        local.get $1
        i32.const -64
        i32.sub
        local.set $1
        local.get $5
        local.set $3
        br $for-loop|6
       end
      end
      loop $for-loop|7
       local.get $2
       local.get $3
       i32.gt_s
       if
        local.get $1
        local.get $0
        v128.load
        v128.store
        local.get $0
        local.get $4
        i32.add
        local.set $0
        local.get $1
        i32.const 16
        i32.add
        local.set $1
        local.get $3
        i32.const 1
        i32.add
        local.set $3
        br $for-loop|7
       end
      end
     else
      local.get $3
      i32.const 1
      i32.eq
      if
       i32.const 0
       local.set $3
       loop $for-loop|8
        local.get $3
        i32.const 4
        i32.add
        local.tee $5
        local.get $2
        i32.le_s
        if
         local.get $1
         local.get $0
         i32.load8_u
         i32.store8
         local.get $1
         local.get $0
         local.get $4
         i32.add
         i32.load8_u
         i32.store8 offset=1
         local.get $1
         local.get $0
         local.get $4
         i32.const 1
         i32.shl
         i32.add
         i32.load8_u
         i32.store8 offset=2
         local.get $1
         local.get $0
         local.get $4
         i32.const 3
         i32.mul
         i32.add
         i32.load8_u
         i32.store8 offset=3
         local.get $0
         local.get $4
         i32.const 2
         i32.shl
         i32.add
         local.set $0
         local.get $1
         i32.const 4
         i32.add
         local.set $1
         local.get $5
         local.set $3
         br $for-loop|8
        end
       end
       loop $for-loop|9
        local.get $2
        local.get $3
        i32.gt_s
        if
         local.get $1
         local.get $0
         i32.load8_u
         i32.store8
         local.get $0
         local.get $4
         i32.add
         local.set $0
         local.get $1
         i32.const 1
         i32.add
         local.set $1
         local.get $3
         i32.const 1
         i32.add
         local.set $3
         br $for-loop|9
        end
       end
      else
       local.get $3
       i32.const 2
       i32.eq
       if
        i32.const 0
        local.set $3
        loop $for-loop|10
         local.get $3
         i32.const 4
         i32.add
         local.tee $5
         local.get $2
         i32.le_s
         if
          local.get $1
          local.get $0
          i32.load16_u
          i32.store16
          local.get $1
          local.get $0
          local.get $4
          i32.add
          i32.load16_u
          i32.store16 offset=2
          local.get $1
          local.get $0
          local.get $4
          i32.const 1
          i32.shl
          i32.add
          i32.load16_u
          i32.store16 offset=4
          local.get $1
          local.get $0
          local.get $4
          i32.const 3
          i32.mul
          i32.add
          i32.load16_u
          i32.store16 offset=6
          local.get $0
          local.get $4
          i32.const 2
          i32.shl
          i32.add
          local.set $0
          local.get $1
          i32.const 8
          i32.add
          local.set $1
          local.get $5
          local.set $3
          br $for-loop|10
         end
        end
        loop $for-loop|11
         local.get $2
         local.get $3
         i32.gt_s
         if
          local.get $1
          local.get $0
          i32.load16_u
          i32.store16
          local.get $0
          local.get $4
          i32.add
          local.set $0
          local.get $1
          i32.const 2
          i32.add
          local.set $1
          local.get $3
          i32.const 1
          i32.add
          local.set $3
          br $for-loop|11
         end
        end
       else
        local.get $3
        i32.const 64
        i32.le_s
        if
         loop $for-loop|12
          local.get $2
          local.get $5
          i32.gt_s
          if
           local.get $3
           i32.const 16
           i32.ge_u
           if
            local.get $0
            v128.load
            local.set $8
            local.get $0
            local.get $3
            i32.add
            local.tee $6
            i32.const 16
            i32.sub
            v128.load
            local.set $10
            local.get $3
            i32.const 32
            i32.gt_u
            if
             local.get $6
             i32.const 32
             i32.sub
             v128.load
             local.set $11
             local.get $1
             local.get $0
             v128.load offset=16
             v128.store offset=16
             local.get $1
             local.get $3
             i32.add
             i32.const 32
             i32.sub
             local.get $11
             v128.store
            end
            local.get $1
            local.get $8
            v128.store
            local.get $1
            local.get $3
            i32.add
            i32.const 16
            i32.sub
            local.get $10
            v128.store
           else
            local.get $3
            i32.const 8
            i32.ge_u
            if
             local.get $0
             local.get $3
             i32.add
             i32.const 8
             i32.sub
             i64.load
             local.set $9
             local.get $1
             local.get $0
             i64.load
             i64.store
             local.get $1
             local.get $3
             i32.add
             i32.const 8
             i32.sub
             local.get $9
             i64.store
            else
             local.get $3
             i32.const 4
             i32.ge_u
             if
              local.get $0
              local.get $3
              i32.add
              i32.const 4
              i32.sub
              i32.load
              local.set $6
              local.get $1
              local.get $0
              i32.load
              i32.store
              local.get $1
              local.get $3
              i32.add
              i32.const 4
              i32.sub
              local.get $6
              i32.store
             else
              local.get $3
              i32.const 2
              i32.ge_u
              if
               local.get $0
               local.get $3
               i32.add
               i32.const 2
               i32.sub
               i32.load16_u
               local.set $6
               local.get $1
               local.get $0
               i32.load16_u
               i32.store16
               local.get $1
               local.get $3
               i32.add
               i32.const 2
               i32.sub
               local.get $6
               i32.store16
              else
               local.get $3
               i32.const 1
               i32.eq
               if
                local.get $1
                local.get $0
                i32.load8_u
                i32.store8
               end
              end
             end
            end
           end
           local.get $0
           local.get $4
           i32.add
           local.set $0
           local.get $1
           local.get $3
           i32.add
           local.set $1
           local.get $5
           i32.const 1
           i32.add
           local.set $5
           br $for-loop|12
          end
         end
        else
         local.get $3
         i32.const 2048
         i32.lt_u
         if (result i32)
          i32.const 1
         else
          local.get $3
          i32.const 65536
          i32.lt_u
          local.get $3
          i32.const 4096
          i32.ge_u
          i32.and
         end
         if
          loop $for-loop|13
           local.get $2
           local.get $6
           i32.gt_s
           if
            i32.const 0
            local.set $5
            loop $for-loop|14
             local.get $5
             i32.const -64
             i32.sub
             local.tee $7
             local.get $3
             i32.le_u
             if
              local.get $0
              local.get $5
              i32.add
              local.tee $13
              v128.load offset=16
              local.set $8
              local.get $13
              v128.load offset=32
              local.set $10
              local.get $13
              v128.load offset=48
              local.set $11
              local.get $1
              local.get $5
              i32.add
              local.tee $5
              local.get $13
              v128.load
              v128.store
              local.get $5
              local.get $8
              v128.store offset=16
              local.get $5
              local.get $10
              v128.store offset=32
              local.get $5
              local.get $11
              v128.store offset=48
              local.get $7
              local.set $5
              br $for-loop|14
             end
            end
            loop $for-loop|15
             local.get $5
             i32.const 16
             i32.add
             local.tee $7
             local.get $3
             i32.le_u
             if
              local.get $1
              local.get $5
              i32.add
              local.get $0
              local.get $5
              i32.add
              v128.load
              v128.store
              local.get $7
              local.set $5
              br $for-loop|15
             end
            end
            local.get $3
            local.get $5
            i32.gt_u
            if
             local.get $1
             local.get $3
             i32.add
             i32.const 16
             i32.sub
             local.get $0
             local.get $3
             i32.add
             i32.const 16
             i32.sub
             v128.load
             v128.store
            end
            local.get $0
            local.get $4
            i32.add
            local.set $0
            local.get $1
            local.get $3
            i32.add
            local.set $1
            local.get $6
            i32.const 1
            i32.add
            local.set $6
            br $for-loop|13
           end
          end
         else
          loop $for-loop|16
           local.get $2
           local.get $5
           i32.gt_s
           if
            local.get $3
            i32.const 64
            i32.le_u
            if
             local.get $3
             i32.const 16
             i32.ge_u
             if
              local.get $0
              v128.load
              local.set $8
              local.get $0
              local.get $3
              i32.add
              local.tee $6
              i32.const 16
              i32.sub
              v128.load
              local.set $10
              local.get $3
              i32.const 32
              i32.gt_u
              if
               local.get $6
               i32.const 32
               i32.sub
               v128.load
               local.set $11
               local.get $1
               local.get $0
               v128.load offset=16
               v128.store offset=16
               local.get $1
               local.get $3
               i32.add
               i32.const 32
               i32.sub
               local.get $11
               v128.store
              end
              local.get $1
              local.get $8
              v128.store
              local.get $1
              local.get $3
              i32.add
              i32.const 16
              i32.sub
              local.get $10
              v128.store
             else
              local.get $3
              i32.const 8
              i32.ge_u
              if
               local.get $0
               local.get $3
               i32.add
               i32.const 8
               i32.sub
               i64.load
               local.set $9
               local.get $1
               local.get $0
               i64.load
               i64.store
               local.get $1
               local.get $3
               i32.add
               i32.const 8
               i32.sub
               local.get $9
               i64.store
              else
               local.get $3
               i32.const 4
               i32.ge_u
               if
                local.get $0
                local.get $3
                i32.add
                i32.const 4
                i32.sub
                i32.load
                local.set $6
                local.get $1
                local.get $0
                i32.load
                i32.store
                local.get $1
                local.get $3
                i32.add
                i32.const 4
                i32.sub
                local.get $6
                i32.store
               else
                local.get $3
                i32.const 2
                i32.ge_u
                if
                 local.get $0
                 local.get $3
                 i32.add
                 i32.const 2
                 i32.sub
                 i32.load16_u
                 local.set $6
                 local.get $1
                 local.get $0
                 i32.load16_u
                 i32.store16
                 local.get $1
                 local.get $3
                 i32.add
                 i32.const 2
                 i32.sub
                 local.get $6
                 i32.store16
                else
                 local.get $3
                 i32.const 1
                 i32.eq
                 if
                  local.get $1
                  local.get $0
                  i32.load8_u
                  i32.store8
                 end
                end
               end
              end
             end
            else
             local.get $1
             local.get $0
             local.get $3
             call $assembly/dtype/kernels/copyRun
            end
            local.get $0
            local.get $4
            i32.add
            local.set $0
            local.get $1
            local.get $3
            i32.add
            local.set $1
            local.get $5
            i32.const 1
            i32.add
            local.set $5
            br $for-loop|16
           end
          end
         end
        end
       end
      end
     end
    end
   end
  end
 )
 (func $assembly/dtype/kernels/strided<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 v128)
  (local $8 i32)
  (local $9 i64)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (local $13 i32)
  (local $14 v128)
  (local $15 v128)
  (local $16 v128)
  local.get $3
  i32.const 8
  i32.eq
  if
   local.get $4
   i32.const 1
   i32.shl
   local.set $6
   loop $for-loop|0
    local.get $5
    i32.const 8
    i32.add
    local.tee $3
    local.get $2
    i32.le_s
    if
     local.get $0
     local.get $6
     i32.add
     local.tee $5
     local.get $6
     i32.add
     local.tee $8
     local.get $6
     i32.add
     local.set $13
     local.get $0
     local.get $1
     i64.load
     i64.store
     local.get $0
     local.get $4
     i32.add
     local.get $1
     i64.load offset=8
     i64.store
     local.get $5
     local.get $1
     i64.load offset=16
     i64.store
     local.get $4
     local.get $5
     i32.add
     local.get $1
     i64.load offset=24
     i64.store
     local.get $8
     local.get $1
     i64.load offset=32
     i64.store
     local.get $4
     local.get $8
     i32.add
     local.get $1
     i64.load offset=40
     i64.store
     local.get $13
     local.get $1
     i64.load offset=48
     i64.store
     local.get $4
     local.get $13
     i32.add
     local.get $1
     i64.load offset=56
     i64.store
     local.get $6
     local.get $13
     i32.add
     local.set $0
     local.get $1
     i32.const -64
     i32.sub
     local.set $1
     local.get $3
     local.set $5
     br $for-loop|0
    end
   end
   loop $for-loop|1
    local.get $2
    local.get $5
    i32.gt_s
    if
     local.get $0
     local.get $1
     i64.load
     i64.store
     local.get $0
     local.get $4
     i32.add
     local.set $0
     local.get $1
     i32.const 8
     i32.add
     local.set $1
     local.get $5
     i32.const 1
     i32.add
     local.set $5
     br $for-loop|1
    end
   end
  else
   local.get $3
   i32.const 64
   i32.eq
   if
    i32.const 0
    local.set $3
    loop $for-loop|2
     local.get $3
     i32.const 2
     i32.add
     local.tee $5
     local.get $2
     i32.le_s
     if
      local.get $1
      v128.load offset=16
      local.set $10
      local.get $1
      v128.load offset=32
      local.set $11
      local.get $1
      v128.load offset=48
      local.set $12
      local.get $1
      v128.load offset=64
      local.set $14
      local.get $1
      v128.load offset=80
      local.set $15
      local.get $1
      v128.load offset=96
      local.set $16
      local.get $1
      v128.load offset=112
      local.set $7
      local.get $0
      local.get $1
      v128.load
      v128.store
      local.get $0
      local.get $10
      v128.store offset=16
      local.get $0
      local.get $11
      v128.store offset=32
      local.get $0
      local.get $12
      v128.store offset=48
      local.get $0
      local.get $4
      i32.add
      local.tee $0
      local.get $14
      v128.store
      local.get $0
      local.get $15
      v128.store offset=16
      local.get $0
      local.get $16
      v128.store offset=32
      local.get $0
      local.get $7
      v128.store offset=48
      local.get $0
      local.get $4
      i32.add
      local.set $0
      local.get $1
      i32.const 128
      i32.add
      local.set $1
      local.get $5
      local.set $3
      br $for-loop|2
     end
    end
    local.get $2
    local.get $3
    i32.gt_s
    if
     local.get $1
     v128.load
     local.set $7
     local.get $1
     i32.const -64
     i32.sub
     local.tee $2
     i32.const 16
     i32.sub
     v128.load
     local.set $10
     local.get $2
     i32.const 32
     i32.sub
     v128.load
     local.set $11
     local.get $0
     local.get $1
     v128.load offset=16
     v128.store offset=16
     local.get $0
     i32.const -64
     i32.sub
     local.tee $1
     i32.const 32
     i32.sub
     local.get $11
     v128.store
     local.get $0
     local.get $7
     v128.store
     local.get $1
     i32.const 16
     i32.sub
     local.get $10
     v128.store
    end
   else
    local.get $3
    i32.const 4
    i32.eq
    if
     i32.const 0
     local.set $3
     loop $for-loop|3
      local.get $3
      i32.const 4
      i32.add
      local.tee $5
      local.get $2
      i32.le_s
      if
       local.get $0
       local.get $1
       i32.load
       i32.store
       local.get $0
       local.get $4
       i32.add
       local.get $1
       i32.load offset=4
       i32.store
       local.get $0
       local.get $4
       i32.const 1
       i32.shl
       i32.add
       local.get $1
       i32.load offset=8
       i32.store
       local.get $0
       local.get $4
       i32.const 3
       i32.mul
       i32.add
       local.get $1
       i32.load offset=12
       i32.store
       local.get $0
       local.get $4
       i32.const 2
       i32.shl
       i32.add
       local.set $0
       local.get $1
       i32.const 16
       i32.add
       local.set $1
       local.get $5
       local.set $3
       br $for-loop|3
      end
     end
     loop $for-loop|4
      local.get $2
      local.get $3
      i32.gt_s
      if
       local.get $0
       local.get $1
       i32.load
       i32.store
       local.get $0
       local.get $4
       i32.add
       local.set $0
       local.get $1
       i32.const 4
       i32.add
       local.set $1
       local.get $3
       i32.const 1
       i32.add
       local.set $3
       br $for-loop|4
      end
     end
    else
     local.get $3
     i32.const 16
     i32.eq
     if
      i32.const 0
      local.set $3
      loop $for-loop|5
       local.get $3
       i32.const 4
       i32.add
       local.tee $5
       local.get $2
       i32.le_s
       if
        local.get $0
        local.get $1
        v128.load
        v128.store
        local.get $0
        local.get $4
        i32.add
        local.get $1
        v128.load offset=16
        v128.store
        local.get $0
        local.get $4
        i32.const 1
        i32.shl
        i32.add
        local.get $1
        v128.load offset=32
        v128.store
        local.get $0
        local.get $4
        i32.const 3
        i32.mul
        i32.add
        local.get $1
        v128.load offset=48
        v128.store
        local.get $0
        local.get $4
        i32.const 2
        i32.shl
        i32.add
        local.set $0
        local.get $1
        i32.const -64
        i32.sub
        local.set $1
        local.get $5
        local.set $3
        br $for-loop|5
       end
      end
      loop $for-loop|6
       local.get $2
       local.get $3
       i32.gt_s
       if
        local.get $0
        local.get $1
        v128.load
        v128.store
        local.get $0
        local.get $4
        i32.add
        local.set $0
        local.get $1
        i32.const 16
        i32.add
        local.set $1
        local.get $3
        i32.const 1
        i32.add
        local.set $3
        br $for-loop|6
       end
      end
     else
      local.get $3
      i32.const 1
      i32.eq
      if
       i32.const 0
       local.set $3
       loop $for-loop|7
        local.get $3
        i32.const 4
        i32.add
        local.tee $5
        local.get $2
        i32.le_s
        if
         local.get $0
         local.get $1
         i32.load8_u
         i32.store8
         local.get $0
         local.get $4
         i32.add
         local.get $1
         i32.load8_u offset=1
         i32.store8
         local.get $0
         local.get $4
         i32.const 1
         i32.shl
         i32.add
         local.get $1
         i32.load8_u offset=2
         i32.store8
         local.get $0
         local.get $4
         i32.const 3
         i32.mul
         i32.add
         local.get $1
         i32.load8_u offset=3
         i32.store8
         local.get $0
         local.get $4
         i32.const 2
         i32.shl
         i32.add
         local.set $0
         local.get $1
         i32.const 4
         i32.add
         local.set $1
         local.get $5
         local.set $3
         br $for-loop|7
        end
       end
       loop $for-loop|8
        local.get $2
        local.get $3
        i32.gt_s
        if
         local.get $0
         local.get $1
         i32.load8_u
         i32.store8
         local.get $0
         local.get $4
         i32.add
         local.set $0
         local.get $1
         i32.const 1
         i32.add
         local.set $1
         local.get $3
         i32.const 1
         i32.add
         local.set $3
         br $for-loop|8
        end
       end
      else
       local.get $3
       i32.const 2
       i32.eq
       if
        i32.const 0
        local.set $3
        loop $for-loop|9
         local.get $3
         i32.const 4
         i32.add
         local.tee $5
         local.get $2
         i32.le_s
         if
          local.get $0
          local.get $1
          i32.load16_u
          i32.store16
          local.get $0
          local.get $4
          i32.add
          local.get $1
          i32.load16_u offset=2
          i32.store16
          local.get $0
          local.get $4
          i32.const 1
          i32.shl
          i32.add
          local.get $1
          i32.load16_u offset=4
          i32.store16
          local.get $0
          local.get $4
          i32.const 3
          i32.mul
          i32.add
          local.get $1
          i32.load16_u offset=6
          i32.store16
          local.get $0
          local.get $4
          i32.const 2
          i32.shl
          i32.add
          local.set $0
          local.get $1
          i32.const 8
          i32.add
          local.set $1
          local.get $5
          local.set $3
          br $for-loop|9
         end
        end
        loop $for-loop|10
         local.get $2
         local.get $3
         i32.gt_s
         if
          local.get $0
          local.get $1
          i32.load16_u
          i32.store16
          local.get $0
          local.get $4
          i32.add
          local.set $0
          local.get $1
          i32.const 2
          i32.add
          local.set $1
          local.get $3
          i32.const 1
          i32.add
          local.set $3
          br $for-loop|10
         end
        end
       else
        local.get $3
        i32.const 64
        i32.le_s
        if
         loop $for-loop|11
          local.get $2
          local.get $5
          i32.gt_s
          if
           local.get $3
           i32.const 16
           i32.ge_u
           if
            local.get $1
            v128.load
            local.set $7
            local.get $1
            local.get $3
            i32.add
            local.tee $6
            i32.const 16
            i32.sub
            v128.load
            local.set $10
            local.get $3
            i32.const 32
            i32.gt_u
            if
             local.get $6
             i32.const 32
             i32.sub
             v128.load
             local.set $11
             local.get $0
             local.get $1
             v128.load offset=16
             v128.store offset=16
             local.get $0
             local.get $3
             i32.add
             i32.const 32
             i32.sub
             local.get $11
             v128.store
            end
            local.get $0
            local.get $7
            v128.store
            local.get $0
            local.get $3
            i32.add
            i32.const 16
            i32.sub
            local.get $10
            v128.store
           else
            local.get $3
            i32.const 8
            i32.ge_u
            if
             local.get $1
             local.get $3
             i32.add
             i32.const 8
             i32.sub
             i64.load
             local.set $9
             local.get $0
             local.get $1
             i64.load
             i64.store
             local.get $0
             local.get $3
             i32.add
             i32.const 8
             i32.sub
             local.get $9
             i64.store
            else
             local.get $3
             i32.const 4
             i32.ge_u
             if
              local.get $1
              local.get $3
              i32.add
              i32.const 4
              i32.sub
              i32.load
              local.set $6
              local.get $0
              local.get $1
              i32.load
              i32.store
              local.get $0
              local.get $3
              i32.add
              i32.const 4
              i32.sub
              local.get $6
              i32.store
             else
              local.get $3
              i32.const 2
              i32.ge_u
              if
               local.get $1
               local.get $3
               i32.add
               i32.const 2
               i32.sub
               i32.load16_u
               local.set $6
               local.get $0
               local.get $1
               i32.load16_u
               i32.store16
               local.get $0
               local.get $3
               i32.add
               i32.const 2
               i32.sub
               local.get $6
               i32.store16
              else
               local.get $3
               i32.const 1
               i32.eq
               if
                local.get $0
                local.get $1
                i32.load8_u
                i32.store8
               end
              end
             end
            end
           end
           local.get $0
           local.get $4
           i32.add
           local.set $0
           local.get $1
           local.get $3
           i32.add
           local.set $1
           local.get $5
           i32.const 1
           i32.add
           local.set $5
           br $for-loop|11
          end
         end
        else
         local.get $3
         i32.const 2048
         i32.lt_u
         if (result i32)
          i32.const 1
         else
          local.get $3
          i32.const 65536
          i32.lt_u
          local.get $3
          i32.const 4096
          i32.ge_u
          i32.and
         end
         if
          loop $for-loop|12
           local.get $2
           local.get $8
           i32.gt_s
           if
            i32.const 0
            local.set $5
            loop $for-loop|13
             local.get $5
             i32.const -64
             i32.sub
             local.tee $6
             local.get $3
             i32.le_u
             if
              local.get $1
              local.get $5
              i32.add
              local.tee $13
              v128.load offset=16
              local.set $7
              local.get $13
              v128.load offset=32
              local.set $10
              local.get $13
              v128.load offset=48
              local.set $11
              local.get $0
              local.get $5
              i32.add
              local.tee $5
              local.get $13
              v128.load
              v128.store
              local.get $5
              local.get $7
              v128.store offset=16
              local.get $5
              local.get $10
              v128.store offset=32
              local.get $5
              local.get $11
              v128.store offset=48
              local.get $6
              local.set $5
              br $for-loop|13
             end
            end
            loop $for-loop|14
             local.get $5
             i32.const 16
             i32.add
             local.tee $6
             local.get $3
             i32.le_u
             if
              local.get $0
              local.get $5
              i32.add
              local.get $1
              local.get $5
              i32.add
              v128.load
              v128.store
              local.get $6
              local.set $5
              br $for-loop|14
             end
            end
            local.get $3
            local.get $5
            i32.gt_u
            if
             local.get $0
             local.get $3
             i32.add
             i32.const 16
             i32.sub
             local.get $1
             local.get $3
             i32.add
             i32.const 16
             i32.sub
             v128.load
             v128.store
            end
            local.get $0
            local.get $4
            i32.add
            local.set $0
            local.get $1
            local.get $3
            i32.add
            local.set $1
            local.get $8
            i32.const 1
            i32.add
            local.set $8
            br $for-loop|12
           end
          end
         else
          loop $for-loop|15
           local.get $2
           local.get $5
           i32.gt_s
           if
            local.get $3
            i32.const 64
            i32.le_u
            if
             local.get $3
             i32.const 16
             i32.ge_u
             if
              local.get $1
              v128.load
              local.set $7
              local.get $1
              local.get $3
              i32.add
              local.tee $6
              i32.const 16
              i32.sub
              v128.load
              local.set $10
              local.get $3
              i32.const 32
              i32.gt_u
              if
               local.get $6
               i32.const 32
               i32.sub
               v128.load
               local.set $11
               local.get $0
               local.get $1
               v128.load offset=16
               v128.store offset=16
               local.get $0
               local.get $3
               i32.add
               i32.const 32
               i32.sub
               local.get $11
               v128.store
              end
              local.get $0
              local.get $7
              v128.store
              local.get $0
              local.get $3
              i32.add
              i32.const 16
              i32.sub
              local.get $10
              v128.store
             else
              local.get $3
              i32.const 8
              i32.ge_u
              if
               local.get $1
               local.get $3
               i32.add
               i32.const 8
               i32.sub
               i64.load
               local.set $9
               local.get $0
               local.get $1
               i64.load
               i64.store
               local.get $0
               local.get $3
               i32.add
               i32.const 8
               i32.sub
               local.get $9
               i64.store
              else
               local.get $3
               i32.const 4
               i32.ge_u
               if
                local.get $1
                local.get $3
                i32.add
                i32.const 4
                i32.sub
                i32.load
                local.set $6
                local.get $0
                local.get $1
                i32.load
                i32.store
                local.get $0
                local.get $3
                i32.add
                i32.const 4
                i32.sub
                local.get $6
                i32.store
               else
                local.get $3
                i32.const 2
                i32.ge_u
                if
                 local.get $1
                 local.get $3
                 i32.add
                 i32.const 2
                 i32.sub
                 i32.load16_u
                 local.set $6
                 local.get $0
                 local.get $1
                 i32.load16_u
                 i32.store16
                 local.get $0
                 local.get $3
                 i32.add
                 i32.const 2
                 i32.sub
                 local.get $6
                 i32.store16
                else
                 local.get $3
                 i32.const 1
                 i32.eq
                 if
                  local.get $0
                  local.get $1
                  i32.load8_u
                  i32.store8
                 end
                end
               end
              end
             end
            else
             local.get $0
             local.get $1
             local.get $3
             call $assembly/dtype/kernels/copyRun
            end
            local.get $0
            local.get $4
            i32.add
            local.set $0
            local.get $1
            local.get $3
            i32.add
            local.set $1
            local.get $5
            i32.const 1
            i32.add
            local.set $5
            br $for-loop|15
           end
          end
         end
        end
       end
      end
     end
    end
   end
  end
 )
 (func $assembly/coll/ring_phases/emitRingAllgather (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $1
  local.get $0
  i32.const 1
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $7
  i32.add
  local.get $7
  local.get $7
  i32.const 0
  i32.lt_s
  select
  local.set $8
  loop $for-loop|0
   local.get $6
   local.get $1
   i32.const 1
   i32.sub
   i32.lt_s
   if
    local.get $1
    local.get $0
    local.get $6
    i32.sub
    i32.const 1
    i32.sub
    local.get $1
    i32.rem_s
    local.tee $7
    i32.add
    local.get $7
    local.get $7
    i32.const 0
    i32.lt_s
    select
    local.set $7
    local.get $2
    if (result i32)
     local.get $1
     local.get $3
     i32.add
     i32.const 1
     i32.sub
     local.get $1
     i32.div_s
     i32.const 15
     i32.add
     i32.const -16
     i32.and
     local.get $7
     i32.mul
     local.tee $9
     local.get $3
     local.get $3
     local.get $9
     i32.gt_s
     select
    else
     local.get $3
     local.get $7
     i32.mul
    end
    local.get $4
    i32.mul
    local.set $9
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $10
     i32.const 1
     i32.store
     local.get $10
     local.get $8
     i32.store offset=4
     local.get $10
     local.get $5
     local.get $6
     i32.add
     i32.store offset=8
     local.get $10
     i32.const 0
     i32.store offset=12
     local.get $10
     i32.const 0
     i32.store offset=16
     local.get $10
     i32.const 0
     i32.store offset=20
     local.get $10
     i32.const 0
     i32.store offset=24
     local.get $10
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $7
    i32.const 1
    i32.add
    local.set $7
    local.get $2
    if (result i32)
     local.get $1
     local.get $3
     i32.add
     i32.const 1
     i32.sub
     local.get $1
     i32.div_s
     i32.const 15
     i32.add
     i32.const -16
     i32.and
     local.get $7
     i32.mul
     local.tee $7
     local.get $3
     local.get $3
     local.get $7
     i32.gt_s
     select
    else
     local.get $3
     local.get $7
     i32.mul
    end
    local.get $4
    i32.mul
    local.get $9
    i32.sub
    local.tee $10
    if
     local.get $0
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $11
     local.get $8
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $12
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $7
      i32.const 4
      i32.store
      local.get $7
      local.get $11
      i32.store offset=4
      local.get $7
      local.get $9
      i32.store offset=8
      local.get $7
      local.get $12
      i32.store offset=12
      local.get $7
      local.get $9
      i32.store offset=16
      local.get $7
      local.get $10
      i32.store offset=20
      local.get $7
      i32.const 0
      i32.store offset=24
      local.get $7
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $7
     i32.const 3
     i32.store
     local.get $7
     local.get $5
     local.get $6
     i32.add
     i32.const 1
     i32.add
     i32.store offset=4
     local.get $7
     i32.const -1
     i32.store offset=8
     local.get $7
     i32.const 0
     i32.store offset=12
     local.get $7
     i32.const 0
     i32.store offset=16
     local.get $7
     i32.const 0
     i32.store offset=20
     local.get $7
     i32.const 0
     i32.store offset=24
     local.get $7
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $6
    i32.const 1
    i32.add
    local.set $6
    br $for-loop|0
   end
  end
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
  local.set $0
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $2
   i32.const 1
   i32.store
   local.get $2
   local.get $0
   i32.store offset=4
   local.get $2
   local.get $1
   local.get $5
   i32.add
   i32.const 1
   i32.sub
   i32.store offset=8
   local.get $2
   i32.const 0
   i32.store offset=12
   local.get $2
   i32.const 0
   i32.store offset=16
   local.get $2
   i32.const 0
   i32.store offset=20
   local.get $2
   i32.const 0
   i32.store offset=24
   local.get $2
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/common/emitFoldIn (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
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
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.sub
    i32.store offset=4
    local.get $1
    i32.const 1
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   local.get $0
   i32.const 2
   i32.shl
   local.tee $1
   i32.const 2
   i32.or
   local.set $5
   local.get $3
   if
    local.get $2
    i32.const 1
    i32.shl
    local.set $2
    local.get $0
    i32.const 1
    i32.sub
    i32.const 2
    i32.shl
    local.get $4
    i32.or
    local.set $0
    local.get $1
    local.get $4
    i32.or
    local.set $1
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $4
     i32.const 6
     i32.store
     local.get $4
     local.get $5
     i32.store offset=4
     local.get $4
     local.get $2
     i32.store offset=8
     local.get $4
     local.get $0
     i32.store offset=12
     local.get $4
     i32.const 0
     i32.store offset=16
     local.get $4
     local.get $1
     i32.store offset=20
     local.get $4
     i32.const 0
     i32.store offset=24
     local.get $4
     local.get $3
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  else
   local.get $5
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 2
    i32.or
    local.set $1
    local.get $2
    if
     local.get $2
     i32.const 1
     i32.shl
     local.set $3
     local.get $0
     i32.const 1
     i32.or
     local.set $0
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $4
      i32.const 4
      i32.store
      local.get $4
      local.get $1
      i32.store offset=4
      local.get $4
      local.get $3
      i32.store offset=8
      local.get $4
      local.get $0
      i32.store offset=12
      local.get $4
      i32.const 0
      i32.store offset=16
      local.get $4
      local.get $2
      i32.store offset=20
      local.get $4
      i32.const 0
      i32.store offset=24
      local.get $4
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 3
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const -1
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
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
 (func $assembly/sched/exec/wakePeers (param $0 i32) (param $1 i32) (param $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  local.get $0
  i32.load offset=36
  local.set $5
  local.get $0
  i32.load offset=32
  local.get $0
  i32.load offset=24
  local.tee $6
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.set $7
  local.get $0
  i32.load offset=28
  local.set $0
  local.get $1
  i32.const 0
  i32.ge_s
  if
   local.get $1
   local.set $3
   local.get $1
   i32.const 1
   i32.add
   local.set $0
  end
  loop $for-loop|0
   local.get $0
   local.get $3
   i32.gt_s
   if
    block $for-continue|0
     local.get $3
     local.get $6
     i32.eq
     br_if $for-continue|0
     i32.const 65556
     i32.load
     local.get $5
     local.get $3
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.const 9
     i32.shl
     i32.add
     local.tee $13
     i32.atomic.load offset=64
     if (result i32)
      block $__inlined_func$assembly/sched/exec/satisfied$22 (result i32)
       i32.const 1
       local.get $13
       i32.atomic.load offset=80
       local.tee $1
       i32.eqz
       br_if $__inlined_func$assembly/sched/exec/satisfied$22
       drop
       local.get $7
       local.get $13
       i32.atomic.load offset=72
       local.tee $8
       i32.eq
       local.get $2
       local.get $13
       i32.atomic.load offset=76
       local.tee $9
       i32.sub
       i32.const 0
       i32.ge_s
       i32.and
       local.get $1
       i32.const 1
       i32.eq
       br_if $__inlined_func$assembly/sched/exec/satisfied$22
       drop
       local.get $13
       i32.atomic.load offset=88
       local.set $10
       local.get $13
       i32.atomic.load offset=92
       local.set $11
       memory.size
       i32.const 16
       i32.shl
       local.set $12
       local.get $13
       i32.atomic.load offset=84
       local.set $1
       loop $for-loop|00
        local.get $1
        local.get $10
        i32.lt_s
        if
         local.get $1
         local.get $11
         i32.ne
         if
          i32.const 1
          i32.const 1
          local.get $8
          local.get $1
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.tee $4
          local.get $12
          i32.const 4
          i32.sub
          i32.gt_u
          local.get $4
          i32.const 3
          i32.and
          select
          br_if $__inlined_func$assembly/sched/exec/satisfied$22
          drop
          i32.const 0
          local.get $4
          i32.atomic.load
          local.get $9
          i32.sub
          i32.const 0
          i32.lt_s
          br_if $__inlined_func$assembly/sched/exec/satisfied$22
          drop
         end
         local.get $1
         i32.const 1
         i32.add
         local.set $1
         br $for-loop|00
        end
       end
       i32.const 1
      end
     else
      i32.const 0
     end
     i32.eqz
     br_if $for-continue|0
     local.get $13
     i32.const 1
     i32.atomic.rmw.add offset=68
     drop
     local.get $13
     i32.const 68
     i32.add
     i32.const 1
     memory.atomic.notify
     drop
    end
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|0
   end
  end
 )
 (func $assembly/kernel/reduce_codes/opValid (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  local.get $1
  i32.const 10
  i32.le_u
  local.get $1
  i32.const 0
  i32.ne
  local.tee $4
  local.get $4
  select
  local.set $3
  local.get $1
  i32.const 13
  i32.ge_u
  local.tee $2
  if
   local.get $1
   i32.const 19
   i32.le_u
   local.set $2
  end
  local.get $1
  i32.const 8
  i32.le_u
  local.get $4
  local.get $4
  select
  local.set $4
  block $break|0
   block $case12|0
    block $case10|0
     block $case7|0
      block $case4|0
       block $case0|0
        local.get $0
        i32.const 1
        i32.sub
        br_table $case0|0 $case0|0 $case0|0 $case0|0 $case4|0 $case4|0 $case4|0 $case7|0 $case7|0 $case7|0 $case10|0 $case10|0 $case12|0 $case12|0 $break|0
       end
       local.get $3
       i32.const 0
       i32.ne
       return
      end
      local.get $4
      return
     end
     local.get $4
     local.get $1
     i32.const 11
     i32.eq
     local.get $4
     select
     i32.const 0
     i32.ne
     return
    end
    local.get $2
    return
   end
   block $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3 (result i32)
    block $break|00
     block $case15|0
      block $case11|0
       block $case8|0
        block $case5|0
         block $case3|0
          block $case0|01
           local.get $1
           i32.const 1
           i32.sub
           br_table $case0|01 $case0|01 $case3|0 $case3|0 $case5|0 $case5|0 $case8|0 $case8|0 $case5|0 $case8|0 $case0|01 $break|00 $case11|0 $case11|0 $case15|0 $case11|0 $case15|0 $case15|0 $case11|0 $break|00
          end
          i32.const 1
          br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3
         end
         i32.const 2
         br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3
        end
        i32.const 4
        br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3
       end
       i32.const 8
       br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3
      end
      i32.const 8
      br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3
     end
     i32.const 16
     br $__inlined_func$assembly/kernel/reduce_codes/typeBytes$3
    end
    i32.const 0
   end
   i32.const 0
   i32.ne
   return
  end
  i32.const 0
 )
 (func $assembly/coll/ring_phases/emitRingReduceScatter (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  local.get $1
  local.get $0
  i32.const 1
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $8
  i32.add
  local.get $8
  local.get $8
  i32.const 0
  i32.lt_s
  select
  local.set $11
  loop $for-loop|0
   local.get $7
   local.get $1
   i32.const 1
   i32.sub
   i32.lt_s
   if
    local.get $1
    local.get $0
    local.get $7
    i32.sub
    i32.const 2
    i32.sub
    local.get $1
    i32.rem_s
    local.tee $8
    i32.add
    local.get $8
    local.get $8
    i32.const 0
    i32.lt_s
    select
    local.set $9
    local.get $2
    if (result i32)
     local.get $1
     local.get $3
     i32.add
     i32.const 1
     i32.sub
     local.get $1
     i32.div_s
     i32.const 15
     i32.add
     i32.const -16
     i32.and
     local.get $9
     i32.mul
     local.tee $8
     local.get $3
     local.get $3
     local.get $8
     i32.gt_s
     select
    else
     local.get $3
     local.get $9
     i32.mul
    end
    local.get $4
    i32.mul
    local.set $8
    local.get $9
    i32.const 1
    i32.add
    local.set $9
    local.get $2
    if (result i32)
     local.get $1
     local.get $3
     i32.add
     i32.const 1
     i32.sub
     local.get $1
     i32.div_s
     i32.const 15
     i32.add
     i32.const -16
     i32.and
     local.get $9
     i32.mul
     local.tee $9
     local.get $3
     local.get $3
     local.get $9
     i32.gt_s
     select
    else
     local.get $3
     local.get $9
     i32.mul
    end
    local.get $4
    i32.mul
    local.get $8
    i32.sub
    local.get $4
    i32.div_s
    local.set $12
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $9
     i32.const 1
     i32.store
     local.get $9
     local.get $11
     i32.store offset=4
     local.get $9
     local.get $7
     i32.const 1
     i32.add
     i32.store offset=8
     local.get $9
     i32.const 0
     i32.store offset=12
     local.get $9
     i32.const 0
     i32.store offset=16
     local.get $9
     i32.const 0
     i32.store offset=20
     local.get $9
     i32.const 0
     i32.store offset=24
     local.get $9
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $5
    local.get $0
    i32.const 2
    i32.shl
    local.tee $10
    i32.or
    local.set $9
    local.get $12
    if
     local.get $11
     i32.const 2
     i32.shl
     local.get $5
     local.get $6
     local.get $7
     select
     i32.or
     local.set $13
     local.get $6
     local.get $10
     i32.or
     local.set $14
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $10
      i32.const 6
      i32.store
      local.get $10
      local.get $9
      i32.store offset=4
      local.get $10
      local.get $8
      i32.store offset=8
      local.get $10
      local.get $13
      i32.store offset=12
      local.get $10
      local.get $8
      i32.store offset=16
      local.get $10
      local.get $14
      i32.store offset=20
      local.get $10
      local.get $8
      i32.store offset=24
      local.get $10
      local.get $12
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $8
     i32.const 3
     i32.store
     local.get $8
     local.get $7
     i32.const 2
     i32.add
     i32.store offset=4
     local.get $8
     i32.const -1
     i32.store offset=8
     local.get $8
     i32.const 0
     i32.store offset=12
     local.get $8
     i32.const 0
     i32.store offset=16
     local.get $8
     i32.const 0
     i32.store offset=20
     local.get $8
     i32.const 0
     i32.store offset=24
     local.get $8
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $7
    i32.const 1
    i32.add
    local.set $7
    br $for-loop|0
   end
  end
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
  local.set $0
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $2
   i32.const 1
   i32.store
   local.get $2
   local.get $0
   i32.store offset=4
   local.get $2
   local.get $1
   i32.store offset=8
   local.get $2
   i32.const 0
   i32.store offset=12
   local.get $2
   i32.const 0
   i32.store offset=16
   local.get $2
   i32.const 0
   i32.store offset=20
   local.get $2
   i32.const 0
   i32.store offset=24
   local.get $2
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/rd_phases/emitHalvingReduceScatter (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
  (local $20 i32)
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
  local.set $11
  i32.const 31
  local.get $1
  i32.clz
  i32.sub
  i32.const 0
  local.get $1
  i32.const 0
  i32.gt_s
  select
  local.set $12
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
  local.tee $10
  i32.const 1
  i32.shl
  i32.lt_s
  if (result i32)
   local.get $0
   i32.const 1
   i32.shr_s
   i32.const -1
   local.get $0
   i32.const 1
   i32.and
   select
  else
   local.get $0
   local.get $10
   i32.sub
  end
  local.set $10
  loop $for-loop|0
   local.get $9
   local.get $12
   i32.lt_s
   if
    local.get $10
    local.get $11
    local.get $9
    i32.const 1
    i32.add
    i32.shr_s
    i32.xor
    local.tee $13
    i32.const 1
    i32.shl
    i32.const 1
    i32.add
    local.get $13
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
    local.tee $14
    i32.add
    local.get $13
    local.get $14
    i32.lt_s
    select
    local.set $14
    local.get $10
    local.get $11
    local.get $9
    i32.const 1
    i32.add
    i32.shr_s
    local.tee $15
    i32.const 1
    i32.shl
    i32.const 1
    i32.sub
    i32.const -1
    i32.xor
    i32.and
    local.set $16
    local.get $15
    local.get $16
    i32.add
    local.get $16
    local.get $10
    local.get $15
    i32.and
    select
    local.set $15
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
    local.set $16
    block $__inlined_func$assembly/coll/halving/chunkLo$245 (result i32)
     local.get $2
     i32.eqz
     if
      local.get $15
      i64.extend_i32_s
      local.get $3
      i64.extend_i32_s
      i64.mul
      local.get $16
      i64.extend_i32_s
      i64.div_s
      i32.wrap_i64
      br $__inlined_func$assembly/coll/halving/chunkLo$245
     end
     local.get $15
     i32.const 1
     i32.shl
     local.get $1
     local.get $16
     i32.sub
     local.tee $16
     local.get $15
     i32.add
     local.get $15
     local.get $16
     i32.lt_s
     select
     local.get $3
     i32.mul
    end
    local.get $4
    i32.mul
    local.set $15
    local.get $10
    local.get $11
    local.get $9
    i32.const 1
    i32.add
    i32.shr_s
    local.tee $16
    i32.const 1
    i32.shl
    i32.const 1
    i32.sub
    i32.const -1
    i32.xor
    i32.and
    local.set $17
    local.get $16
    local.get $16
    local.get $17
    i32.add
    local.get $17
    local.get $10
    local.get $16
    i32.and
    select
    i32.add
    local.set $16
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
    local.set $17
    block $__inlined_func$assembly/coll/halving/chunkLo$247 (result i32)
     local.get $2
     i32.eqz
     if
      local.get $16
      i64.extend_i32_s
      local.get $3
      i64.extend_i32_s
      i64.mul
      local.get $17
      i64.extend_i32_s
      i64.div_s
      i32.wrap_i64
      br $__inlined_func$assembly/coll/halving/chunkLo$247
     end
     local.get $16
     i32.const 1
     i32.shl
     local.get $1
     local.get $17
     i32.sub
     local.tee $17
     local.get $16
     i32.add
     local.get $16
     local.get $17
     i32.lt_s
     select
     local.get $3
     i32.mul
    end
    local.get $4
    i32.mul
    local.get $0
    local.get $14
    local.get $10
    local.get $13
    i32.lt_s
    local.tee $13
    select
    local.set $17
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $18
     i32.const 1
     i32.store
     local.get $18
     local.get $14
     i32.store offset=4
     local.get $18
     local.get $9
     i32.const 2
     i32.add
     i32.store offset=8
     local.get $18
     i32.const 0
     i32.store offset=12
     local.get $18
     i32.const 0
     i32.store offset=16
     local.get $18
     i32.const 0
     i32.store offset=20
     local.get $18
     i32.const 0
     i32.store offset=24
     local.get $18
     i32.const 0
     i32.store offset=28
    end
    local.get $14
    local.get $0
    local.get $13
    select
    local.set $14
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    block $__inlined_func$assembly/coll/rd_phases/halvingRef$3 (result i32)
     local.get $0
     i32.const 2
     i32.shl
     local.tee $13
     i32.const 1
     i32.or
     local.get $8
     i32.const 0
     local.get $9
     i32.const 1
     i32.add
     local.tee $18
     i32.const 31
     local.get $1
     i32.clz
     i32.sub
     i32.const 0
     local.get $1
     i32.const 0
     i32.gt_s
     select
     i32.eq
     select
     br_if $__inlined_func$assembly/coll/rd_phases/halvingRef$3
     drop
     local.get $13
     i32.const 2
     i32.or
     local.get $18
     i32.const 0
     i32.gt_s
     br_if $__inlined_func$assembly/coll/rd_phases/halvingRef$3
     drop
     local.get $13
     i32.const 2
     i32.or
     local.get $6
     local.get $13
     i32.or
     i32.const 1
     local.get $7
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
     i32.lt_s
     select
     select
    end
    local.set $19
    block $__inlined_func$assembly/coll/rd_phases/halvingRef$4 (result i32)
     local.get $17
     i32.const 2
     i32.shl
     local.tee $13
     i32.const 1
     i32.or
     local.get $8
     i32.const 0
     local.get $9
     i32.const 31
     local.get $1
     i32.clz
     i32.sub
     i32.const 0
     local.get $1
     i32.const 0
     i32.gt_s
     select
     i32.eq
     select
     br_if $__inlined_func$assembly/coll/rd_phases/halvingRef$4
     drop
     local.get $13
     i32.const 2
     i32.or
     local.get $9
     i32.const 0
     i32.gt_s
     br_if $__inlined_func$assembly/coll/rd_phases/halvingRef$4
     drop
     local.get $13
     i32.const 2
     i32.or
     local.get $6
     local.get $13
     i32.or
     i32.const 1
     local.get $7
     local.get $17
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
     i32.lt_s
     select
     select
    end
    local.set $20
    block $__inlined_func$assembly/coll/rd_phases/halvingRef$5 (result i32)
     local.get $14
     i32.const 2
     i32.shl
     local.tee $13
     i32.const 1
     i32.or
     local.get $8
     i32.const 0
     local.get $9
     i32.const 31
     local.get $1
     i32.clz
     i32.sub
     i32.const 0
     local.get $1
     i32.const 0
     i32.gt_s
     select
     i32.eq
     select
     br_if $__inlined_func$assembly/coll/rd_phases/halvingRef$5
     drop
     local.get $13
     i32.const 2
     i32.or
     local.get $9
     i32.const 0
     i32.gt_s
     br_if $__inlined_func$assembly/coll/rd_phases/halvingRef$5
     drop
     local.get $13
     i32.const 2
     i32.or
     local.get $6
     local.get $13
     i32.or
     i32.const 1
     local.get $7
     local.get $14
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
     i32.lt_s
     select
     select
    end
    local.set $13
    local.get $15
    i32.sub
    local.get $4
    i32.div_s
    local.tee $16
    if
     block $__inlined_func$assembly/coll/rd_phases/halvingOff$249 (result i32)
      i32.const 0
      local.get $8
      i32.const 0
      local.get $18
      i32.const 31
      local.get $1
      i32.clz
      i32.sub
      i32.const 0
      local.get $1
      i32.const 0
      i32.gt_s
      select
      i32.eq
      select
      br_if $__inlined_func$assembly/coll/rd_phases/halvingOff$249
      drop
      local.get $18
      i32.const 1
      i32.add
      i32.const 1
      i32.and
      local.get $5
      i32.mul
      local.get $18
      i32.const 0
      i32.gt_s
      br_if $__inlined_func$assembly/coll/rd_phases/halvingOff$249
      drop
      local.get $5
      i32.const 1
      i32.shl
      i32.const 0
      i32.const 1
      local.get $7
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
      i32.lt_s
      select
      select
     end
     local.get $15
     i32.add
     local.set $18
     block $__inlined_func$assembly/coll/rd_phases/halvingOff$250 (result i32)
      i32.const 0
      local.get $8
      i32.const 0
      local.get $9
      i32.const 31
      local.get $1
      i32.clz
      i32.sub
      i32.const 0
      local.get $1
      i32.const 0
      i32.gt_s
      select
      i32.eq
      select
      br_if $__inlined_func$assembly/coll/rd_phases/halvingOff$250
      drop
      local.get $9
      i32.const 1
      i32.add
      i32.const 1
      i32.and
      local.get $5
      i32.mul
      local.get $9
      i32.const 0
      i32.gt_s
      br_if $__inlined_func$assembly/coll/rd_phases/halvingOff$250
      drop
      local.get $5
      i32.const 1
      i32.shl
      i32.const 0
      i32.const 1
      local.get $7
      local.get $17
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
      i32.lt_s
      select
      select
     end
     local.get $15
     i32.add
     local.set $17
     block $__inlined_func$assembly/coll/rd_phases/halvingOff$251 (result i32)
      i32.const 0
      local.get $8
      i32.const 0
      local.get $9
      i32.const 31
      local.get $1
      i32.clz
      i32.sub
      i32.const 0
      local.get $1
      i32.const 0
      i32.gt_s
      select
      i32.eq
      select
      br_if $__inlined_func$assembly/coll/rd_phases/halvingOff$251
      drop
      local.get $9
      i32.const 1
      i32.add
      i32.const 1
      i32.and
      local.get $5
      i32.mul
      local.get $9
      i32.const 0
      i32.gt_s
      br_if $__inlined_func$assembly/coll/rd_phases/halvingOff$251
      drop
      local.get $5
      i32.const 1
      i32.shl
      i32.const 0
      i32.const 1
      local.get $7
      local.get $14
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
      i32.lt_s
      select
      select
     end
     local.get $15
     i32.add
     local.set $14
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $15
      i32.const 6
      i32.store
      local.get $15
      local.get $19
      i32.store offset=4
      local.get $15
      local.get $18
      i32.store offset=8
      local.get $15
      local.get $20
      i32.store offset=12
      local.get $15
      local.get $17
      i32.store offset=16
      local.get $15
      local.get $13
      i32.store offset=20
      local.get $15
      local.get $14
      i32.store offset=24
      local.get $15
      local.get $16
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $13
     i32.const 3
     i32.store
     local.get $13
     local.get $9
     i32.const 3
     i32.add
     i32.store offset=4
     local.get $13
     i32.const -1
     i32.store offset=8
     local.get $13
     i32.const 0
     i32.store offset=12
     local.get $13
     i32.const 0
     i32.store offset=16
     local.get $13
     i32.const 0
     i32.store offset=20
     local.get $13
     i32.const 0
     i32.store offset=24
     local.get $13
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $9
    i32.const 1
    i32.add
    local.set $9
    br $for-loop|0
   end
  end
 )
 (func $assembly/coll/rd_phases/emitDoublingAllgather (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  i32.const 31
  local.get $1
  i32.clz
  i32.sub
  i32.const 0
  local.get $1
  i32.const 0
  i32.gt_s
  select
  local.set $6
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
  local.tee $7
  i32.const 1
  i32.shl
  i32.lt_s
  if (result i32)
   local.get $0
   i32.const 1
   i32.shr_s
   i32.const -1
   local.get $0
   i32.const 1
   i32.and
   select
  else
   local.get $0
   local.get $7
   i32.sub
  end
  local.set $7
  loop $for-loop|0
   local.get $5
   local.get $6
   i32.lt_s
   if
    local.get $7
    i32.const 1
    local.get $5
    i32.shl
    i32.xor
    local.tee $8
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
    local.tee $9
    local.get $8
    i32.add
    local.get $8
    local.get $9
    i32.lt_s
    select
    local.set $9
    local.get $8
    local.get $5
    i32.shr_s
    local.get $5
    i32.shl
    local.tee $8
    i64.extend_i32_s
    local.get $2
    i64.extend_i32_s
    i64.mul
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
    i64.extend_i32_s
    i64.div_s
    i32.wrap_i64
    local.get $3
    i32.mul
    local.set $10
    local.get $8
    i32.const 1
    local.get $5
    i32.shl
    i32.add
    i64.extend_i32_s
    local.get $2
    i64.extend_i32_s
    i64.mul
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
    i64.extend_i32_s
    i64.div_s
    i32.wrap_i64
    local.get $3
    i32.mul
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $11
     i32.const 1
     i32.store
     local.get $11
     local.get $9
     i32.store offset=4
     local.get $11
     local.get $4
     local.get $5
     i32.add
     i32.store offset=8
     local.get $11
     i32.const 0
     i32.store offset=12
     local.get $11
     i32.const 0
     i32.store offset=16
     local.get $11
     i32.const 0
     i32.store offset=20
     local.get $11
     i32.const 0
     i32.store offset=24
     local.get $11
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $10
    i32.sub
    local.tee $8
    if
     local.get $0
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $11
     local.get $9
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $9
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $12
      i32.const 4
      i32.store
      local.get $12
      local.get $11
      i32.store offset=4
      local.get $12
      local.get $10
      i32.store offset=8
      local.get $12
      local.get $9
      i32.store offset=12
      local.get $12
      local.get $10
      i32.store offset=16
      local.get $12
      local.get $8
      i32.store offset=20
      local.get $12
      i32.const 0
      i32.store offset=24
      local.get $12
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $8
     i32.const 3
     i32.store
     local.get $8
     local.get $4
     local.get $5
     i32.add
     i32.const 1
     i32.add
     i32.store offset=4
     local.get $8
     i32.const -1
     i32.store offset=8
     local.get $8
     i32.const 0
     i32.store offset=12
     local.get $8
     i32.const 0
     i32.store offset=16
     local.get $8
     i32.const 0
     i32.store offset=20
     local.get $8
     i32.const 0
     i32.store offset=24
     local.get $8
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $5
    i32.const 1
    i32.add
    local.set $5
    br $for-loop|0
   end
  end
  i32.const 0
  local.set $3
  loop $for-loop|1
   local.get $3
   local.get $6
   i32.lt_s
   if
    local.get $7
    i32.const 1
    local.get $3
    i32.shl
    i32.xor
    local.tee $0
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
    local.tee $2
    local.get $0
    i32.add
    local.get $0
    local.get $2
    i32.lt_s
    select
    local.set $0
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $2
     i32.const 1
     i32.store
     local.get $2
     local.get $0
     i32.store offset=4
     local.get $2
     local.get $3
     local.get $4
     i32.add
     i32.const 1
     i32.add
     i32.store offset=8
     local.get $2
     i32.const 0
     i32.store offset=12
     local.get $2
     i32.const 0
     i32.store offset=16
     local.get $2
     i32.const 0
     i32.store offset=20
     local.get $2
     i32.const 0
     i32.store offset=24
     local.get $2
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|1
   end
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
  (local $9 v128)
  (local $10 v128)
  (local $11 v128)
  (local $12 i64)
  (local $13 i32)
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
    local.set $9
    local.get $5
    local.get $6
    i32.add
    local.tee $13
    i32.const 16
    i32.sub
    v128.load
    local.set $10
    local.get $6
    i32.const 32
    i32.gt_u
    if
     local.get $13
     i32.const 32
     i32.sub
     v128.load
     local.set $11
     local.get $7
     local.get $5
     v128.load offset=16
     v128.store offset=16
     local.get $6
     local.get $7
     i32.add
     i32.const 32
     i32.sub
     local.get $11
     v128.store
    end
    local.get $7
    local.get $9
    v128.store
    local.get $6
    local.get $7
    i32.add
    i32.const 16
    i32.sub
    local.get $10
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
     local.set $12
     local.get $7
     local.get $5
     i64.load
     i64.store
     local.get $6
     local.get $7
     i32.add
     i32.const 8
     i32.sub
     local.get $12
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
      local.set $13
      local.get $7
      local.get $5
      i32.load
      i32.store
      local.get $6
      local.get $7
      i32.add
      i32.const 4
      i32.sub
      local.get $13
      i32.store
     else
      local.get $6
      i32.const 2
      i32.ge_u
      if
       local.get $5
       local.get $6
       i32.add
       i32.const 2
       i32.sub
       i32.load16_u
       local.set $13
       local.get $7
       local.get $5
       i32.load16_u
       i32.store16
       local.get $6
       local.get $7
       i32.add
       i32.const 2
       i32.sub
       local.get $13
       i32.store16
      else
       local.get $6
       i32.const 1
       i32.eq
       if
        local.get $7
        local.get $5
        i32.load8_u
        i32.store8
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
      local.get $3
      i32.const 2
      i32.ge_u
      if
       local.get $2
       local.get $3
       i32.add
       i32.const 2
       i32.sub
       i32.load16_u
       local.set $4
       local.get $5
       local.get $2
       i32.load16_u
       i32.store16
       local.get $3
       local.get $5
       i32.add
       i32.const 2
       i32.sub
       local.get $4
       i32.store16
      else
       local.get $3
       i32.const 1
       i32.eq
       if
        local.get $5
        local.get $2
        i32.load8_u
        i32.store8
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
 (func $assembly/sched/exec/schedStart (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32)
  local.get $0
  i32.const 0
  i32.store offset=4
  local.get $0
  local.get $1
  i32.const 10
  i32.shl
  i32.store offset=8
  local.get $0
  local.get $1
  i32.const 1
  i32.and
  i32.store offset=40
  local.get $0
  i32.const -1
  i32.store offset=44
  local.get $0
  i32.const 0
  i32.store offset=52
  local.get $0
  i32.const -64
  i32.sub
  local.tee $0
  local.get $2
  i32.store
  local.get $0
  local.get $3
  i32.store offset=4
  local.get $0
  local.get $4
  i32.store offset=8
  local.get $0
  local.get $5
  i32.store offset=12
  local.get $0
  local.get $6
  i32.store offset=16
  local.get $0
  local.get $7
  i32.store offset=20
  local.get $0
  local.get $8
  i32.store offset=24
 )
 (func $assembly/sched/exec/schedRun (param $0 i32) (param $1 i32) (result i32)
  (local $2 i32)
  (local $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i64)
  (local $10 v128)
  (local $11 v128)
  (local $12 v128)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 i32)
  (local $18 i32)
  local.get $0
  i32.load
  local.set $15
  local.get $0
  i32.load offset=8
  local.set $17
  local.get $0
  i32.load offset=24
  local.set $16
  local.get $0
  i32.load offset=4
  local.set $18
  local.get $0
  i32.load offset=52
  if
   i32.const 1
   local.set $4
  else
   local.get $0
   i32.load offset=28
   local.set $5
   local.get $0
   i32.load offset=24
   local.set $3
   local.get $0
   i32.load offset=8
   i32.const 1025
   i32.sub
   local.set $2
   block $__inlined_func$assembly/sched/exec/publish$23
    loop $for-loop|0
     local.get $5
     local.get $6
     i32.gt_s
     if
      local.get $3
      local.get $6
      i32.ne
      if (result i32)
       local.get $0
       local.get $6
       local.get $2
       local.get $1
       i32.const 0
       i32.const 0
       local.get $5
       call $assembly/sched/exec/waitFor
      else
       i32.const 1
      end
      i32.eqz
      br_if $__inlined_func$assembly/sched/exec/publish$23
      local.get $6
      i32.const 1
      i32.add
      local.set $6
      br $for-loop|0
     end
    end
    local.get $0
    i32.load offset=32
    local.get $3
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.const -64
    i32.sub
    local.get $0
    i32.load offset=40
    i32.const 6
    i32.shl
    i32.add
    local.get $0
    i32.const -64
    i32.sub
    i32.const 28
    memory.copy
    local.get $0
    i32.const 1
    i32.store offset=52
    i32.const 1
    local.set $4
   end
  end
  local.get $4
  i32.eqz
  if
   i32.const 1
   return
  end
  loop $while-continue|0
   local.get $15
   local.get $18
   i32.gt_u
   if
    local.get $0
    i32.const 128
    i32.add
    local.get $18
    i32.const 5
    i32.shl
    i32.add
    local.tee $14
    i32.load
    local.tee $13
    i32.const 1
    i32.eq
    if
     local.get $0
     local.get $14
     i32.load offset=4
     local.get $17
     local.get $14
     i32.load offset=8
     i32.add
     local.get $1
     i32.const 1
     i32.const 0
     i32.const 0
     call $assembly/sched/exec/waitFor
     local.tee $2
     i32.const 0
     i32.le_s
     if
      local.get $0
      local.get $18
      i32.store offset=4
      i32.const -2
      i32.const 1
      local.get $2
      i32.const 0
      i32.lt_s
      select
      return
     end
    else
     local.get $13
     i32.const 7
     i32.eq
     local.tee $2
     local.get $13
     i32.const 2
     i32.eq
     i32.or
     if
      local.get $0
      i32.load offset=28
      local.set $6
      local.get $17
      local.get $14
      i32.load offset=4
      i32.add
      local.get $14
      i32.load offset=8
      i32.const 10
      i32.shl
      i32.sub
      local.set $8
      local.get $2
      if (result i32)
       local.get $14
       i32.load offset=8
       local.set $6
       local.get $17
       local.get $14
       i32.load offset=12
       i32.add
       local.set $8
       local.get $14
       i32.load offset=4
      else
       i32.const 0
      end
      local.set $3
      local.get $13
      i32.const 7
      i32.eq
      local.tee $2
      i32.eqz
      if
       local.get $14
       i32.load offset=8
       i32.eqz
       local.set $2
      end
      local.get $3
      local.set $4
      loop $for-loop|1
       local.get $4
       local.get $6
       i32.lt_s
       if
        local.get $4
        local.get $16
        i32.ne
        if
         local.get $0
         local.get $4
         local.get $8
         local.get $1
         local.get $2
         local.get $3
         local.get $6
         call $assembly/sched/exec/waitFor
         local.tee $5
         i32.const 0
         i32.le_s
         if
          local.get $0
          local.get $18
          i32.store offset=4
          i32.const -2
          i32.const 1
          local.get $5
          i32.const 0
          i32.lt_s
          select
          return
         end
        end
        local.get $4
        i32.const 1
        i32.add
        local.set $4
        br $for-loop|1
       end
      end
     else
      local.get $13
      i32.const 3
      i32.eq
      if
       local.get $0
       i32.load offset=32
       local.get $16
       i32.const 2
       i32.shl
       i32.add
       i32.load
       local.get $17
       local.get $14
       i32.load offset=4
       i32.add
       local.tee $2
       i32.atomic.store
       local.get $0
       local.get $14
       i32.load offset=8
       local.get $2
       call $assembly/sched/exec/wakePeers
      else
       local.get $13
       i32.const 4
       i32.eq
       if
        local.get $14
        i32.load offset=20
        local.tee $6
        if
         local.get $14
         i32.load offset=8
         local.get $0
         i32.load offset=40
         i32.const 6
         i32.shl
         local.tee $5
         local.get $0
         i32.load offset=32
         local.tee $3
         local.get $14
         i32.load offset=4
         local.tee $2
         i32.const -4
         i32.and
         i32.add
         i32.load
         i32.const -64
         i32.sub
         i32.add
         local.get $2
         i32.const 3
         i32.and
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.add
         local.set $4
         local.get $14
         i32.load offset=16
         local.get $3
         local.get $14
         i32.load offset=12
         local.tee $2
         i32.const -4
         i32.and
         i32.add
         i32.load
         i32.const -64
         i32.sub
         local.get $5
         i32.add
         local.get $2
         i32.const 3
         i32.and
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.add
         local.set $3
         local.get $6
         i32.const 64
         i32.gt_u
         if
          local.get $4
          local.get $3
          local.get $6
          memory.copy
         else
          local.get $6
          i32.const 16
          i32.ge_u
          if
           local.get $3
           v128.load
           local.set $12
           local.get $3
           local.get $6
           i32.add
           local.tee $2
           i32.const 16
           i32.sub
           v128.load
           local.set $11
           local.get $6
           i32.const 32
           i32.gt_u
           if
            local.get $2
            i32.const 32
            i32.sub
            v128.load
            local.set $10
            local.get $4
            local.get $3
            v128.load offset=16
            v128.store offset=16
            local.get $4
            local.get $6
            i32.add
            i32.const 32
            i32.sub
            local.get $10
            v128.store
           end
           local.get $4
           local.get $12
           v128.store
           local.get $4
           local.get $6
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
            local.get $3
            local.get $6
            i32.add
            i32.const 8
            i32.sub
            i64.load
            local.set $9
            local.get $4
            local.get $3
            i64.load
            i64.store
            local.get $4
            local.get $6
            i32.add
            i32.const 8
            i32.sub
            local.get $9
            i64.store
           else
            local.get $6
            i32.const 4
            i32.ge_u
            if
             local.get $3
             local.get $6
             i32.add
             i32.const 4
             i32.sub
             i32.load
             local.set $2
             local.get $4
             local.get $3
             i32.load
             i32.store
             local.get $4
             local.get $6
             i32.add
             i32.const 4
             i32.sub
             local.get $2
             i32.store
            else
             local.get $6
             i32.const 2
             i32.ge_u
             if
              local.get $3
              local.get $6
              i32.add
              i32.const 2
              i32.sub
              i32.load16_u
              local.set $2
              local.get $4
              local.get $3
              i32.load16_u
              i32.store16
              local.get $4
              local.get $6
              i32.add
              i32.const 2
              i32.sub
              local.get $2
              i32.store16
             else
              local.get $6
              i32.const 1
              i32.eq
              if
               local.get $4
               local.get $3
               i32.load8_u
               i32.store8
              end
             end
            end
           end
          end
         end
        end
       else
        local.get $13
        i32.const 8
        i32.eq
        if
         local.get $14
         i32.load offset=24
         local.tee $6
         if
          local.get $14
          i32.load offset=8
          local.get $0
          i32.load offset=40
          i32.const 6
          i32.shl
          local.tee $5
          local.get $0
          i32.load offset=32
          local.tee $3
          local.get $14
          i32.load offset=4
          local.tee $2
          i32.const -4
          i32.and
          i32.add
          i32.load
          i32.const -64
          i32.sub
          i32.add
          local.get $2
          i32.const 3
          i32.and
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.add
          local.set $4
          local.get $3
          local.get $14
          i32.load offset=16
          i32.const 2
          i32.shl
          i32.const 3
          i32.or
          local.tee $2
          i32.const -4
          i32.and
          i32.add
          i32.load
          i32.const -64
          i32.sub
          local.get $5
          i32.add
          local.get $2
          i32.const 3
          i32.and
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.get $14
          i32.load offset=20
          i32.const 2
          i32.shl
          i32.add
          i32.load
          local.get $3
          local.get $14
          i32.load offset=12
          local.tee $2
          i32.const -4
          i32.and
          i32.add
          i32.load
          i32.const -64
          i32.sub
          local.get $5
          i32.add
          local.get $2
          i32.const 3
          i32.and
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.add
          local.set $3
          local.get $6
          i32.const 64
          i32.gt_u
          if
           local.get $4
           local.get $3
           local.get $6
           memory.copy
          else
           local.get $6
           i32.const 16
           i32.ge_u
           if
            local.get $3
            v128.load
            local.set $12
            local.get $3
            local.get $6
            i32.add
            local.tee $2
            i32.const 16
            i32.sub
            v128.load
            local.set $11
            local.get $6
            i32.const 32
            i32.gt_u
            if
             local.get $2
             i32.const 32
             i32.sub
             v128.load
             local.set $10
             local.get $4
             local.get $3
             v128.load offset=16
             v128.store offset=16
             local.get $4
             local.get $6
             i32.add
             i32.const 32
             i32.sub
             local.get $10
             v128.store
            end
            local.get $4
            local.get $12
            v128.store
            local.get $4
            local.get $6
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
             local.get $3
             local.get $6
             i32.add
             i32.const 8
             i32.sub
             i64.load
             local.set $9
             local.get $4
             local.get $3
             i64.load
             i64.store
             local.get $4
             local.get $6
             i32.add
             i32.const 8
             i32.sub
             local.get $9
             i64.store
            else
             local.get $6
             i32.const 4
             i32.ge_u
             if
              local.get $3
              local.get $6
              i32.add
              i32.const 4
              i32.sub
              i32.load
              local.set $2
              local.get $4
              local.get $3
              i32.load
              i32.store
              local.get $4
              local.get $6
              i32.add
              i32.const 4
              i32.sub
              local.get $2
              i32.store
             else
              local.get $6
              i32.const 2
              i32.ge_u
              if
               local.get $3
               local.get $6
               i32.add
               i32.const 2
               i32.sub
               i32.load16_u
               local.set $2
               local.get $4
               local.get $3
               i32.load16_u
               i32.store16
               local.get $4
               local.get $6
               i32.add
               i32.const 2
               i32.sub
               local.get $2
               i32.store16
              else
               local.get $6
               i32.const 1
               i32.eq
               if
                local.get $4
                local.get $3
                i32.load8_u
                i32.store8
               end
              end
             end
            end
           end
          end
         end
        else
         local.get $13
         i32.const 5
         i32.eq
         local.tee $8
         local.get $13
         i32.const 6
         i32.eq
         i32.or
         if
          local.get $0
          i32.load offset=12
          local.set $7
          local.get $0
          i32.load offset=16
          local.set $6
          local.get $14
          i32.load offset=8
          local.get $0
          i32.load offset=40
          i32.const 6
          i32.shl
          local.tee $5
          local.get $0
          i32.load offset=32
          local.tee $3
          local.get $14
          i32.load offset=4
          local.tee $2
          i32.const -4
          i32.and
          i32.add
          i32.load
          i32.const -64
          i32.sub
          i32.add
          local.get $2
          i32.const 3
          i32.and
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.add
          local.set $4
          local.get $14
          i32.load offset=16
          local.get $3
          local.get $14
          i32.load offset=12
          local.tee $2
          i32.const -4
          i32.and
          i32.add
          i32.load
          i32.const -64
          i32.sub
          local.get $5
          i32.add
          local.get $2
          i32.const 3
          i32.and
          i32.const 2
          i32.shl
          i32.add
          i32.load
          i32.add
          local.set $3
          local.get $8
          if (result i32)
           local.get $14
           i32.load offset=20
           local.set $8
           local.get $3
          else
           local.get $14
           i32.load offset=28
           local.set $8
           local.get $14
           i32.load offset=24
           local.get $0
           i32.load offset=32
           local.get $14
           i32.load offset=20
           local.tee $2
           i32.const -4
           i32.and
           i32.add
           i32.load
           i32.const -64
           i32.sub
           local.get $0
           i32.load offset=40
           i32.const 6
           i32.shl
           i32.add
           local.get $2
           i32.const 3
           i32.and
           i32.const 2
           i32.shl
           i32.add
           i32.load
           i32.add
          end
          local.set $2
          local.get $8
          if
           local.get $7
           i32.const 255
           i32.eq
           if
            local.get $4
            global.set $assembly/sched/exec/userDst
            local.get $8
            global.set $assembly/sched/exec/userCount
            local.get $13
            i32.const 6
            i32.eq
            if
             local.get $3
             global.set $assembly/sched/exec/userA
             local.get $2
             global.set $assembly/sched/exec/userB
            else
             local.get $14
             i32.load offset=24
             if
              local.get $3
              global.set $assembly/sched/exec/userA
              local.get $4
              global.set $assembly/sched/exec/userB
             else
              local.get $4
              global.set $assembly/sched/exec/userA
              local.get $3
              global.set $assembly/sched/exec/userB
             end
            end
            local.get $0
            local.get $18
            i32.const 1
            i32.add
            i32.store offset=4
            i32.const 2
            return
           end
           local.get $13
           i32.const 6
           i32.eq
           if (result i32)
            local.get $7
            local.get $6
            local.get $4
            local.get $3
            local.get $2
            local.get $8
            call $assembly/kernel/reduce/reduce3
           else
            local.get $14
            i32.load offset=24
            if (result i32)
             local.get $7
             local.get $6
             local.get $4
             local.get $3
             local.get $4
             local.get $8
             call $assembly/kernel/reduce/reduce3
            else
             local.get $7
             local.get $6
             local.get $4
             local.get $4
             local.get $3
             local.get $8
             call $assembly/kernel/reduce/reduce3
            end
           end
           if
            local.get $0
            local.get $18
            i32.store offset=4
            i32.const -1
            return
           end
          end
         end
        end
       end
      end
     end
    end
    local.get $18
    i32.const 1
    i32.add
    local.set $18
    br $while-continue|0
   end
  end
  local.get $0
  local.get $18
  i32.store offset=4
  local.get $0
  i32.load offset=32
  local.get $16
  i32.const 2
  i32.shl
  i32.add
  i32.load
  local.get $17
  i32.const 1023
  i32.add
  local.tee $1
  i32.atomic.store
  local.get $0
  i32.const -1
  local.get $1
  call $assembly/sched/exec/wakePeers
  i32.const 0
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
 (func $assembly/kernel/reduce/reduce (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (result i32)
  local.get $0
  local.get $1
  local.get $2
  local.get $2
  local.get $3
  local.get $4
  call $assembly/kernel/reduce/reduce3
 )
 (func $assembly/kernel/reduce/loc (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
  (local $6 f32)
  (local $7 f64)
  (local $8 i64)
  (local $9 i64)
  (local $10 f32)
  (local $11 f64)
  (local $12 i32)
  (local $13 f32)
  (local $14 f64)
  (local $15 f32)
  (local $16 f64)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
  local.get $0
  i32.const 11
  i32.eq
  local.set $0
  block $break|0
   block $case6|0
    block $case5|0
     block $case4|0
      block $case3|0
       block $case2|0
        block $case1|0
         block $case0|0
          local.get $1
          i32.const 13
          i32.sub
          br_table $case0|0 $case1|0 $case2|0 $case3|0 $case4|0 $case5|0 $case6|0 $break|0
         end
         local.get $0
         i32.const 0
         i32.ne
         local.set $17
         local.get $5
         i32.const 3
         i32.shl
         local.set $18
         loop $for-loop|0
          local.get $12
          local.get $18
          i32.lt_u
          if
           local.get $4
           local.get $12
           i32.add
           local.tee $0
           i32.load offset=4
           local.set $1
           local.get $3
           local.get $12
           i32.add
           local.tee $5
           i32.load offset=4
           local.set $19
           local.get $5
           i32.load
           local.tee $5
           local.get $0
           i32.load
           local.tee $0
           i32.lt_s
           local.get $0
           local.get $5
           i32.lt_s
           local.get $17
           select
           if
            local.get $0
            local.set $5
           else
            local.get $1
            local.get $19
            local.get $0
            local.get $5
            i32.eq
            local.get $1
            local.get $19
            i32.lt_s
            i32.and
            select
            local.set $1
           end
           local.get $2
           local.get $12
           i32.add
           local.tee $0
           local.get $5
           i32.store
           local.get $0
           local.get $1
           i32.store offset=4
           local.get $12
           i32.const 8
           i32.add
           local.set $12
           br $for-loop|0
          end
         end
         return
        end
        local.get $0
        i32.const 0
        i32.ne
        local.set $0
        local.get $5
        i32.const 3
        i32.shl
        local.set $1
        i32.const 0
        local.set $5
        loop $for-loop|01
         local.get $1
         local.get $5
         i32.gt_u
         if
          local.get $4
          local.get $5
          i32.add
          local.tee $12
          f32.load offset=4
          local.set $13
          local.get $3
          local.get $5
          i32.add
          local.tee $17
          f32.load offset=4
          local.set $15
          local.get $17
          f32.load
          local.tee $6
          local.get $12
          f32.load
          local.tee $10
          f32.lt
          local.get $6
          local.get $10
          f32.gt
          local.get $0
          select
          if
           local.get $10
           local.set $6
          else
           local.get $13
           local.get $15
           local.get $6
           local.get $10
           f32.eq
           local.get $13
           local.get $15
           f32.lt
           i32.and
           select
           local.set $13
          end
          local.get $2
          local.get $5
          i32.add
          local.tee $12
          local.get $6
          f32.store
          local.get $12
          local.get $13
          f32.store offset=4
          local.get $5
          i32.const 8
          i32.add
          local.set $5
          br $for-loop|01
         end
        end
        return
       end
       local.get $0
       i32.const 0
       i32.ne
       local.set $0
       local.get $5
       i32.const 4
       i32.shl
       local.set $1
       i32.const 0
       local.set $5
       loop $for-loop|03
        local.get $1
        local.get $5
        i32.gt_u
        if
         local.get $4
         local.get $5
         i32.add
         local.tee $12
         f64.load offset=8
         local.set $14
         local.get $3
         local.get $5
         i32.add
         local.tee $17
         f64.load offset=8
         local.set $16
         local.get $17
         f64.load
         local.tee $7
         local.get $12
         f64.load
         local.tee $11
         f64.lt
         local.get $7
         local.get $11
         f64.gt
         local.get $0
         select
         if
          local.get $11
          local.set $7
         else
          local.get $14
          local.get $16
          local.get $7
          local.get $11
          f64.eq
          local.get $14
          local.get $16
          f64.lt
          i32.and
          select
          local.set $14
         end
         local.get $2
         local.get $5
         i32.add
         local.tee $12
         local.get $7
         f64.store
         local.get $12
         local.get $14
         f64.store offset=8
         local.get $5
         i32.const 16
         i32.add
         local.set $5
         br $for-loop|03
        end
       end
       return
      end
      local.get $0
      i32.const 0
      i32.ne
      local.set $1
      local.get $5
      i32.const 3
      i32.shl
      local.set $5
      loop $for-loop|05
       local.get $5
       local.get $12
       i32.gt_u
       if
        local.get $4
        local.get $12
        i32.add
        local.tee $17
        i32.load offset=4
        local.set $0
        local.get $3
        local.get $12
        i32.add
        local.tee $18
        i32.load offset=4
        local.set $19
        local.get $18
        f32.load
        local.tee $6
        local.get $17
        f32.load
        local.tee $10
        f32.lt
        local.get $6
        local.get $10
        f32.gt
        local.get $1
        select
        if
         local.get $10
         local.set $6
        else
         local.get $0
         local.get $19
         local.get $0
         local.get $19
         i32.lt_s
         local.get $6
         local.get $10
         f32.eq
         i32.and
         select
         local.set $0
        end
        local.get $2
        local.get $12
        i32.add
        local.tee $17
        local.get $6
        f32.store
        local.get $17
        local.get $0
        i32.store offset=4
        local.get $12
        i32.const 8
        i32.add
        local.set $12
        br $for-loop|05
       end
      end
      return
     end
     local.get $0
     i32.const 0
     i32.ne
     local.set $1
     local.get $5
     i32.const 4
     i32.shl
     local.set $5
     loop $for-loop|07
      local.get $5
      local.get $12
      i32.gt_u
      if
       local.get $4
       local.get $12
       i32.add
       local.tee $17
       i32.load offset=8
       local.set $0
       local.get $3
       local.get $12
       i32.add
       local.tee $18
       i32.load offset=8
       local.set $19
       local.get $18
       f64.load
       local.tee $7
       local.get $17
       f64.load
       local.tee $11
       f64.lt
       local.get $7
       local.get $11
       f64.gt
       local.get $1
       select
       if
        local.get $11
        local.set $7
       else
        local.get $0
        local.get $19
        local.get $0
        local.get $19
        i32.lt_s
        local.get $7
        local.get $11
        f64.eq
        i32.and
        select
        local.set $0
       end
       local.get $2
       local.get $12
       i32.add
       local.tee $17
       local.get $7
       f64.store
       local.get $17
       local.get $0
       i32.store offset=8
       local.get $12
       i32.const 16
       i32.add
       local.set $12
       br $for-loop|07
      end
     end
     return
    end
    local.get $0
    i32.const 0
    i32.ne
    local.set $1
    local.get $5
    i32.const 4
    i32.shl
    local.set $5
    loop $for-loop|09
     local.get $5
     local.get $12
     i32.gt_u
     if
      local.get $4
      local.get $12
      i32.add
      local.tee $17
      i32.load offset=8
      local.set $0
      local.get $3
      local.get $12
      i32.add
      local.tee $18
      i32.load offset=8
      local.set $19
      local.get $18
      i64.load
      local.tee $8
      local.get $17
      i64.load
      local.tee $9
      i64.lt_s
      local.get $8
      local.get $9
      i64.gt_s
      local.get $1
      select
      if
       local.get $9
       local.set $8
      else
       local.get $0
       local.get $19
       local.get $0
       local.get $19
       i32.lt_s
       local.get $8
       local.get $9
       i64.eq
       i32.and
       select
       local.set $0
      end
      local.get $2
      local.get $12
      i32.add
      local.tee $17
      local.get $8
      i64.store
      local.get $17
      local.get $0
      i32.store offset=8
      local.get $12
      i32.const 16
      i32.add
      local.set $12
      br $for-loop|09
     end
    end
    return
   end
   local.get $0
   i32.const 0
   i32.ne
   local.set $17
   local.get $5
   i32.const 3
   i32.shl
   local.set $18
   loop $for-loop|011
    local.get $12
    local.get $18
    i32.lt_u
    if
     local.get $4
     local.get $12
     i32.add
     local.tee $0
     i32.load offset=4
     local.set $1
     local.get $3
     local.get $12
     i32.add
     local.tee $5
     i32.load offset=4
     local.set $19
     local.get $5
     i32.load16_s
     local.tee $5
     local.get $0
     i32.load16_s
     local.tee $0
     i32.lt_s
     local.get $0
     local.get $5
     i32.lt_s
     local.get $17
     select
     if
      local.get $0
      local.set $5
     else
      local.get $1
      local.get $19
      local.get $0
      local.get $5
      i32.eq
      local.get $1
      local.get $19
      i32.lt_s
      i32.and
      select
      local.set $1
     end
     local.get $2
     local.get $12
     i32.add
     local.tee $0
     local.get $5
     i32.store16
     local.get $0
     local.get $1
     i32.store offset=4
     local.get $12
     i32.const 8
     i32.add
     local.set $12
     br $for-loop|011
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 v128)
  (local $7 v128)
  (local $8 i32)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  (local $15 v128)
  (local $16 v128)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const -64
      i32.and
      local.set $5
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $5
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $6
        local.get $8
        v128.load offset=32
        local.set $7
        local.get $8
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        local.get $8
        v128.load
        local.get $10
        v128.load
        i8x16.add
        v128.store
        local.get $14
        local.get $6
        local.get $11
        i8x16.add
        v128.store offset=16
        local.get $14
        local.get $7
        local.get $12
        i8x16.add
        v128.store offset=32
        local.get $14
        local.get $9
        local.get $13
        i8x16.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $5
       local.get $4
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i8x16.add
        v128.store
        local.get $5
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load8_u
        local.get $0
        local.get $3
        i32.add
        i32.load8_u
        i32.add
        i32.store8
        local.get $0
        i32.const 1
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const -64
     i32.and
     local.set $5
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $5
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $9
       local.get $8
       v128.load offset=32
       local.set $11
       local.get $8
       v128.load offset=48
       local.set $12
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $13
       local.get $10
       v128.load offset=32
       local.set $6
       local.get $10
       v128.load offset=48
       local.set $7
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $8
       v128.load
       local.tee $15
       local.get $10
       v128.load
       local.tee $16
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $15
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $16
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store
       local.get $14
       local.get $9
       local.get $13
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $9
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $13
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store offset=16
       local.get $14
       local.get $11
       local.get $6
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $11
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $6
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store offset=32
       local.get $14
       local.get $12
       local.get $7
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $12
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $7
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $5
      local.get $4
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.tee $6
       local.get $0
       local.get $3
       i32.add
       v128.load
       local.tee $7
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $6
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $7
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store
       local.get $5
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load8_u
       local.get $0
       local.get $3
       i32.add
       i32.load8_u
       i32.mul
       i32.store8
       local.get $0
       i32.const 1
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const -64
    i32.and
    local.set $5
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $5
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $6
      local.get $8
      v128.load offset=32
      local.set $7
      local.get $8
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $8
      v128.load
      local.get $10
      v128.load
      i8x16.min_u
      v128.store
      local.get $14
      local.get $6
      local.get $11
      i8x16.min_u
      v128.store offset=16
      local.get $14
      local.get $7
      local.get $12
      i8x16.min_u
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      i8x16.min_u
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $5
     local.get $4
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      i8x16.min_u
      v128.store
      local.get $5
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i32.load8_u
      local.tee $5
      local.get $0
      local.get $2
      i32.add
      i32.load8_u
      local.tee $8
      local.get $5
      local.get $8
      i32.lt_u
      select
      i32.store8
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const -64
   i32.and
   local.set $5
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $5
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $6
     local.get $8
     v128.load offset=32
     local.set $7
     local.get $8
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $8
     v128.load
     local.get $10
     v128.load
     i8x16.max_u
     v128.store
     local.get $14
     local.get $6
     local.get $11
     i8x16.max_u
     v128.store offset=16
     local.get $14
     local.get $7
     local.get $12
     i8x16.max_u
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     i8x16.max_u
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $5
    local.get $4
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     i8x16.max_u
     v128.store
     local.get $5
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i32.load8_u
     local.tee $5
     local.get $0
     local.get $2
     i32.add
     i32.load8_u
     local.tee $8
     local.get $5
     local.get $8
     i32.gt_u
     select
     i32.store8
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const -64
        i32.and
        local.set $5
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $5
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $8
          v128.load offset=16
          local.set $6
          local.get $8
          v128.load offset=32
          local.set $7
          local.get $8
          v128.load offset=48
          local.set $9
          local.get $0
          local.get $3
          i32.add
          local.tee $10
          v128.load offset=16
          local.set $11
          local.get $10
          v128.load offset=32
          local.set $12
          local.get $10
          v128.load offset=48
          local.set $13
          local.get $0
          local.get $1
          i32.add
          local.tee $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $8
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $10
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store
          local.get $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $6
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $11
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $7
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $5
         local.get $4
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store
          local.get $5
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i32.load8_u
          i32.const 0
          i32.ne
          local.get $0
          local.get $3
          i32.add
          i32.load8_u
          i32.const 0
          i32.ne
          i32.and
          i32.store8
          local.get $0
          i32.const 1
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const -64
       i32.and
       local.set $5
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $5
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $8
         v128.load offset=16
         local.set $6
         local.get $8
         v128.load offset=32
         local.set $7
         local.get $8
         v128.load offset=48
         local.set $9
         local.get $0
         local.get $3
         i32.add
         local.tee $10
         v128.load offset=16
         local.set $11
         local.get $10
         v128.load offset=32
         local.set $12
         local.get $10
         v128.load offset=48
         local.set $13
         local.get $0
         local.get $1
         i32.add
         local.tee $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $8
         v128.load
         local.get $10
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store
         local.get $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $6
         local.get $11
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store offset=16
         local.get $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $7
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store offset=32
         local.get $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $5
        local.get $4
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store
         local.get $5
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i32.load8_u
         local.get $0
         local.get $3
         i32.add
         i32.load8_u
         i32.or
         i32.const 0
         i32.ne
         i32.store8
         local.get $0
         i32.const 1
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const -64
      i32.and
      local.set $5
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $5
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $6
        local.get $8
        v128.load offset=32
        local.set $7
        local.get $8
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $8
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $10
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store
        local.get $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $6
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $11
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $7
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $5
       local.get $4
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store
        local.get $5
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load8_u
        i32.const 0
        i32.ne
        local.get $0
        local.get $3
        i32.add
        i32.load8_u
        i32.const 0
        i32.ne
        i32.xor
        i32.store8
        local.get $0
        i32.const 1
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const -64
     i32.and
     local.set $5
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $5
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $6
       local.get $8
       v128.load offset=32
       local.set $7
       local.get $8
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $8
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $6
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $7
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $5
      local.get $4
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $5
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load8_u
       local.get $0
       local.get $3
       i32.add
       i32.load8_u
       i32.and
       i32.store8
       local.get $0
       i32.const 1
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const -64
    i32.and
    local.set $5
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $5
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $6
      local.get $8
      v128.load offset=32
      local.set $7
      local.get $8
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $8
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $6
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $7
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $5
     local.get $4
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $5
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load8_u
      local.get $0
      local.get $3
      i32.add
      i32.load8_u
      i32.or
      i32.store8
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const -64
   i32.and
   local.set $5
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $5
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $6
     local.get $8
     v128.load offset=32
     local.set $7
     local.get $8
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $8
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $6
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $7
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $5
    local.get $4
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $5
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load8_u
     local.get $0
     local.get $3
     i32.add
     i32.load8_u
     i32.xor
     i32.store8
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<u64> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 i64)
  (local $7 i32)
  (local $8 i32)
  (local $9 v128)
  (local $10 v128)
  (local $11 i32)
  (local $12 v128)
  (local $13 v128)
  (local $14 v128)
  (local $15 i32)
  (local $16 v128)
  (local $17 v128)
  (local $18 i64)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 3
      i32.shl
      local.tee $7
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $5
        local.get $8
        v128.load offset=32
        local.set $9
        local.get $8
        v128.load offset=48
        local.set $10
        local.get $0
        local.get $3
        i32.add
        local.tee $11
        v128.load offset=16
        local.set $12
        local.get $11
        v128.load offset=32
        local.set $13
        local.get $11
        v128.load offset=48
        local.set $14
        local.get $0
        local.get $1
        i32.add
        local.tee $15
        local.get $8
        v128.load
        local.get $11
        v128.load
        i64x2.add
        v128.store
        local.get $15
        local.get $5
        local.get $12
        i64x2.add
        v128.store offset=16
        local.get $15
        local.get $9
        local.get $13
        i64x2.add
        v128.store offset=32
        local.get $15
        local.get $10
        local.get $14
        i64x2.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $7
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i64x2.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $7
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i64.load
        local.get $0
        local.get $3
        i32.add
        i64.load
        i64.add
        i64.store
        local.get $0
        i32.const 8
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 3
     i32.shl
     local.tee $7
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $5
       local.get $8
       v128.load offset=32
       local.set $9
       local.get $8
       v128.load offset=48
       local.set $10
       local.get $0
       local.get $3
       i32.add
       local.tee $11
       v128.load offset=16
       local.set $12
       local.get $11
       v128.load offset=32
       local.set $13
       local.get $11
       v128.load offset=48
       local.set $14
       local.get $0
       local.get $1
       i32.add
       local.tee $15
       local.get $8
       v128.load
       local.get $11
       v128.load
       i64x2.mul
       v128.store
       local.get $15
       local.get $5
       local.get $12
       i64x2.mul
       v128.store offset=16
       local.get $15
       local.get $9
       local.get $13
       i64x2.mul
       v128.store offset=32
       local.get $15
       local.get $10
       local.get $14
       i64x2.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $7
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       i64x2.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $7
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i64.load
       local.get $0
       local.get $3
       i32.add
       i64.load
       i64.mul
       i64.store
       local.get $0
       i32.const 8
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 3
    i32.shl
    local.tee $7
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $5
      local.get $8
      v128.load offset=32
      local.set $9
      local.get $8
      v128.load offset=48
      local.set $10
      local.get $0
      local.get $3
      i32.add
      local.tee $11
      v128.load offset=16
      local.set $12
      local.get $11
      v128.load offset=32
      local.set $13
      local.get $11
      v128.load offset=48
      local.set $14
      local.get $0
      local.get $1
      i32.add
      local.tee $15
      local.get $11
      v128.load
      local.tee $16
      local.get $8
      v128.load
      local.tee $17
      local.get $16
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      local.get $17
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      i64x2.lt_s
      v128.bitselect
      v128.store
      local.get $15
      local.get $12
      local.get $5
      local.get $12
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      local.get $5
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      i64x2.lt_s
      v128.bitselect
      v128.store offset=16
      local.get $15
      local.get $13
      local.get $9
      local.get $13
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      local.get $9
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      i64x2.lt_s
      v128.bitselect
      v128.store offset=32
      local.get $15
      local.get $14
      local.get $10
      local.get $14
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      local.get $10
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      i64x2.lt_s
      v128.bitselect
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $7
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      v128.load
      local.tee $5
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.tee $9
      local.get $5
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      local.get $9
      v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
      v128.xor
      i64x2.lt_s
      v128.bitselect
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $7
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i64.load
      local.tee $6
      local.get $0
      local.get $2
      i32.add
      i64.load
      local.tee $18
      local.get $6
      local.get $18
      i64.lt_u
      select
      i64.store
      local.get $0
      i32.const 8
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 3
   i32.shl
   local.tee $7
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $5
     local.get $8
     v128.load offset=32
     local.set $9
     local.get $8
     v128.load offset=48
     local.set $10
     local.get $0
     local.get $3
     i32.add
     local.tee $11
     v128.load offset=16
     local.set $12
     local.get $11
     v128.load offset=32
     local.set $13
     local.get $11
     v128.load offset=48
     local.set $14
     local.get $0
     local.get $1
     i32.add
     local.tee $15
     local.get $11
     v128.load
     local.tee $16
     local.get $8
     v128.load
     local.tee $17
     local.get $17
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     local.get $16
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     i64x2.lt_s
     v128.bitselect
     v128.store
     local.get $15
     local.get $12
     local.get $5
     local.get $5
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     local.get $12
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     i64x2.lt_s
     v128.bitselect
     v128.store offset=16
     local.get $15
     local.get $13
     local.get $9
     local.get $9
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     local.get $13
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     i64x2.lt_s
     v128.bitselect
     v128.store offset=32
     local.get $15
     local.get $14
     local.get $10
     local.get $10
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     local.get $14
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     i64x2.lt_s
     v128.bitselect
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $7
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     v128.load
     local.tee $5
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.tee $9
     local.get $9
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     local.get $5
     v128.const i32x4 0x00000000 0x80000000 0x00000000 0x80000000
     v128.xor
     i64x2.lt_s
     v128.bitselect
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $7
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i64.load
     local.tee $6
     local.get $0
     local.get $2
     i32.add
     i64.load
     local.tee $18
     local.get $6
     local.get $18
     i64.gt_u
     select
     i64.store
     local.get $0
     i32.const 8
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const 3
        i32.shl
        local.tee $7
        i32.const -64
        i32.and
        local.set $4
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $8
          v128.load offset=16
          local.set $5
          local.get $8
          v128.load offset=32
          local.set $9
          local.get $8
          v128.load offset=48
          local.set $10
          local.get $0
          local.get $3
          i32.add
          local.tee $11
          v128.load offset=16
          local.set $12
          local.get $11
          v128.load offset=32
          local.set $13
          local.get $11
          v128.load offset=48
          local.set $14
          local.get $0
          local.get $1
          i32.add
          local.tee $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $8
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $11
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store
          local.get $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $5
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $10
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $14
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $4
         local.get $7
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store
          local.get $4
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $7
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i64.load
          i64.const 0
          i64.ne
          local.get $0
          local.get $3
          i32.add
          i64.load
          i64.const 0
          i64.ne
          i32.and
          i64.extend_i32_u
          i64.store
          local.get $0
          i32.const 8
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const 3
       i32.shl
       local.tee $7
       i32.const -64
       i32.and
       local.set $4
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $8
         v128.load offset=16
         local.set $5
         local.get $8
         v128.load offset=32
         local.set $9
         local.get $8
         v128.load offset=48
         local.set $10
         local.get $0
         local.get $3
         i32.add
         local.tee $11
         v128.load offset=16
         local.set $12
         local.get $11
         v128.load offset=32
         local.set $13
         local.get $11
         v128.load offset=48
         local.set $14
         local.get $0
         local.get $1
         i32.add
         local.tee $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $8
         v128.load
         local.get $11
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store
         local.get $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $5
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store offset=16
         local.get $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store offset=32
         local.get $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $10
         local.get $14
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $4
        local.get $7
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store
         local.get $4
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $7
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i64.load
         local.get $0
         local.get $3
         i32.add
         i64.load
         i64.or
         i64.const 0
         i64.ne
         i64.extend_i32_u
         i64.store
         local.get $0
         i32.const 8
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const 3
      i32.shl
      local.tee $7
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $5
        local.get $8
        v128.load offset=32
        local.set $9
        local.get $8
        v128.load offset=48
        local.set $10
        local.get $0
        local.get $3
        i32.add
        local.tee $11
        v128.load offset=16
        local.set $12
        local.get $11
        v128.load offset=32
        local.set $13
        local.get $11
        v128.load offset=48
        local.set $14
        local.get $0
        local.get $1
        i32.add
        local.tee $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $8
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $11
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store
        local.get $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $5
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $10
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $14
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $7
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store
        local.get $4
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $7
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i64.load
        i64.const 0
        i64.ne
        local.get $0
        local.get $3
        i32.add
        i64.load
        i64.const 0
        i64.ne
        i32.xor
        i64.extend_i32_u
        i64.store
        local.get $0
        i32.const 8
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const 3
     i32.shl
     local.tee $7
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $5
       local.get $8
       v128.load offset=32
       local.set $9
       local.get $8
       v128.load offset=48
       local.set $10
       local.get $0
       local.get $3
       i32.add
       local.tee $11
       v128.load offset=16
       local.set $12
       local.get $11
       v128.load offset=32
       local.set $13
       local.get $11
       v128.load offset=48
       local.set $14
       local.get $0
       local.get $1
       i32.add
       local.tee $15
       local.get $8
       v128.load
       local.get $11
       v128.load
       v128.and
       v128.store
       local.get $15
       local.get $5
       local.get $12
       v128.and
       v128.store offset=16
       local.get $15
       local.get $9
       local.get $13
       v128.and
       v128.store offset=32
       local.get $15
       local.get $10
       local.get $14
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $7
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $4
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $7
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i64.load
       local.get $0
       local.get $3
       i32.add
       i64.load
       i64.and
       i64.store
       local.get $0
       i32.const 8
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const 3
    i32.shl
    local.tee $7
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $5
      local.get $8
      v128.load offset=32
      local.set $9
      local.get $8
      v128.load offset=48
      local.set $10
      local.get $0
      local.get $3
      i32.add
      local.tee $11
      v128.load offset=16
      local.set $12
      local.get $11
      v128.load offset=32
      local.set $13
      local.get $11
      v128.load offset=48
      local.set $14
      local.get $0
      local.get $1
      i32.add
      local.tee $15
      local.get $8
      v128.load
      local.get $11
      v128.load
      v128.or
      v128.store
      local.get $15
      local.get $5
      local.get $12
      v128.or
      v128.store offset=16
      local.get $15
      local.get $9
      local.get $13
      v128.or
      v128.store offset=32
      local.get $15
      local.get $10
      local.get $14
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $7
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $4
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $7
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i64.load
      local.get $0
      local.get $3
      i32.add
      i64.load
      i64.or
      i64.store
      local.get $0
      i32.const 8
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const 3
   i32.shl
   local.tee $7
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $5
     local.get $8
     v128.load offset=32
     local.set $9
     local.get $8
     v128.load offset=48
     local.set $10
     local.get $0
     local.get $3
     i32.add
     local.tee $11
     v128.load offset=16
     local.set $12
     local.get $11
     v128.load offset=32
     local.set $13
     local.get $11
     v128.load offset=48
     local.set $14
     local.get $0
     local.get $1
     i32.add
     local.tee $15
     local.get $8
     v128.load
     local.get $11
     v128.load
     v128.xor
     v128.store
     local.get $15
     local.get $5
     local.get $12
     v128.xor
     v128.store offset=16
     local.get $15
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=32
     local.get $15
     local.get $10
     local.get $14
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $7
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $4
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $7
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i64.load
     local.get $0
     local.get $3
     i32.add
     i64.load
     i64.xor
     i64.store
     local.get $0
     i32.const 8
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<u32> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 i32)
  (local $7 i32)
  (local $8 v128)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 2
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        local.get $7
        v128.load
        local.get $10
        v128.load
        i32x4.add
        v128.store
        local.get $14
        local.get $5
        local.get $11
        i32x4.add
        v128.store offset=16
        local.get $14
        local.get $8
        local.get $12
        i32x4.add
        v128.store offset=32
        local.get $14
        local.get $9
        local.get $13
        i32x4.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i32x4.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load
        local.get $0
        local.get $3
        i32.add
        i32.load
        i32.add
        i32.store
        local.get $0
        i32.const 4
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 2
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       i32x4.mul
       v128.store
       local.get $14
       local.get $5
       local.get $11
       i32x4.mul
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       i32x4.mul
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       i32x4.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       i32x4.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load
       local.get $0
       local.get $3
       i32.add
       i32.load
       i32.mul
       i32.store
       local.get $0
       i32.const 4
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 2
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      i32x4.min_u
      v128.store
      local.get $14
      local.get $5
      local.get $11
      i32x4.min_u
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      i32x4.min_u
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      i32x4.min_u
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      i32x4.min_u
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i32.load
      local.tee $4
      local.get $0
      local.get $2
      i32.add
      i32.load
      local.tee $7
      local.get $4
      local.get $7
      i32.lt_u
      select
      i32.store
      local.get $0
      i32.const 4
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 2
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     i32x4.max_u
     v128.store
     local.get $14
     local.get $5
     local.get $11
     i32x4.max_u
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     i32x4.max_u
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     i32x4.max_u
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     i32x4.max_u
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i32.load
     local.tee $4
     local.get $0
     local.get $2
     i32.add
     i32.load
     local.tee $7
     local.get $4
     local.get $7
     i32.gt_u
     select
     i32.store
     local.get $0
     i32.const 4
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const 2
        i32.shl
        local.tee $6
        i32.const -64
        i32.and
        local.set $4
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $7
          v128.load offset=16
          local.set $5
          local.get $7
          v128.load offset=32
          local.set $8
          local.get $7
          v128.load offset=48
          local.set $9
          local.get $0
          local.get $3
          i32.add
          local.tee $10
          v128.load offset=16
          local.set $11
          local.get $10
          v128.load offset=32
          local.set $12
          local.get $10
          v128.load offset=48
          local.set $13
          local.get $0
          local.get $1
          i32.add
          local.tee $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $7
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $10
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store
          local.get $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $5
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $11
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $8
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $4
         local.get $6
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store
          local.get $4
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $6
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i32.load
          i32.const 0
          i32.ne
          local.get $0
          local.get $3
          i32.add
          i32.load
          i32.const 0
          i32.ne
          i32.and
          i32.store
          local.get $0
          i32.const 4
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const 2
       i32.shl
       local.tee $6
       i32.const -64
       i32.and
       local.set $4
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $7
         v128.load offset=16
         local.set $5
         local.get $7
         v128.load offset=32
         local.set $8
         local.get $7
         v128.load offset=48
         local.set $9
         local.get $0
         local.get $3
         i32.add
         local.tee $10
         v128.load offset=16
         local.set $11
         local.get $10
         v128.load offset=32
         local.set $12
         local.get $10
         v128.load offset=48
         local.set $13
         local.get $0
         local.get $1
         i32.add
         local.tee $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $7
         v128.load
         local.get $10
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store
         local.get $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $5
         local.get $11
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store offset=16
         local.get $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $8
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store offset=32
         local.get $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $4
        local.get $6
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store
         local.get $4
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $6
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i32.load
         local.get $0
         local.get $3
         i32.add
         i32.load
         i32.or
         i32.const 0
         i32.ne
         i32.store
         local.get $0
         i32.const 4
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const 2
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $7
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $10
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store
        local.get $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $5
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $11
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $8
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store
        local.get $4
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load
        i32.const 0
        i32.ne
        local.get $0
        local.get $3
        i32.add
        i32.load
        i32.const 0
        i32.ne
        i32.xor
        i32.store
        local.get $0
        i32.const 4
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const 2
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $5
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $4
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load
       local.get $0
       local.get $3
       i32.add
       i32.load
       i32.and
       i32.store
       local.get $0
       i32.const 4
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const 2
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $5
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $4
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load
      local.get $0
      local.get $3
      i32.add
      i32.load
      i32.or
      i32.store
      local.get $0
      i32.const 4
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const 2
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $5
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $4
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load
     local.get $0
     local.get $3
     i32.add
     i32.load
     i32.xor
     i32.store
     local.get $0
     i32.const 4
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 i32)
  (local $7 i32)
  (local $8 v128)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 1
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        local.get $7
        v128.load
        local.get $10
        v128.load
        i16x8.add
        v128.store
        local.get $14
        local.get $5
        local.get $11
        i16x8.add
        v128.store offset=16
        local.get $14
        local.get $8
        local.get $12
        i16x8.add
        v128.store offset=32
        local.get $14
        local.get $9
        local.get $13
        i16x8.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i16x8.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load16_u
        local.get $0
        local.get $3
        i32.add
        i32.load16_u
        i32.add
        i32.store16
        local.get $0
        i32.const 2
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 1
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       i16x8.mul
       v128.store
       local.get $14
       local.get $5
       local.get $11
       i16x8.mul
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       i16x8.mul
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       i16x8.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       i16x8.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load16_u
       local.get $0
       local.get $3
       i32.add
       i32.load16_u
       i32.mul
       i32.store16
       local.get $0
       i32.const 2
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 1
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      i16x8.min_u
      v128.store
      local.get $14
      local.get $5
      local.get $11
      i16x8.min_u
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      i16x8.min_u
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      i16x8.min_u
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      i16x8.min_u
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i32.load16_u
      local.tee $4
      local.get $0
      local.get $2
      i32.add
      i32.load16_u
      local.tee $7
      local.get $4
      local.get $7
      i32.lt_u
      select
      i32.store16
      local.get $0
      i32.const 2
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 1
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     i16x8.max_u
     v128.store
     local.get $14
     local.get $5
     local.get $11
     i16x8.max_u
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     i16x8.max_u
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     i16x8.max_u
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     i16x8.max_u
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i32.load16_u
     local.tee $4
     local.get $0
     local.get $2
     i32.add
     i32.load16_u
     local.tee $7
     local.get $4
     local.get $7
     i32.gt_u
     select
     i32.store16
     local.get $0
     i32.const 2
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const 1
        i32.shl
        local.tee $6
        i32.const -64
        i32.and
        local.set $4
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $7
          v128.load offset=16
          local.set $5
          local.get $7
          v128.load offset=32
          local.set $8
          local.get $7
          v128.load offset=48
          local.set $9
          local.get $0
          local.get $3
          i32.add
          local.tee $10
          v128.load offset=16
          local.set $11
          local.get $10
          v128.load offset=32
          local.set $12
          local.get $10
          v128.load offset=48
          local.set $13
          local.get $0
          local.get $1
          i32.add
          local.tee $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $7
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $10
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store
          local.get $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $5
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $11
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $8
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $4
         local.get $6
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store
          local.get $4
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $6
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i32.load16_u
          i32.const 0
          i32.ne
          local.get $0
          local.get $3
          i32.add
          i32.load16_u
          i32.const 0
          i32.ne
          i32.and
          i32.store16
          local.get $0
          i32.const 2
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const 1
       i32.shl
       local.tee $6
       i32.const -64
       i32.and
       local.set $4
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $7
         v128.load offset=16
         local.set $5
         local.get $7
         v128.load offset=32
         local.set $8
         local.get $7
         v128.load offset=48
         local.set $9
         local.get $0
         local.get $3
         i32.add
         local.tee $10
         v128.load offset=16
         local.set $11
         local.get $10
         v128.load offset=32
         local.set $12
         local.get $10
         v128.load offset=48
         local.set $13
         local.get $0
         local.get $1
         i32.add
         local.tee $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $7
         v128.load
         local.get $10
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store
         local.get $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $5
         local.get $11
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store offset=16
         local.get $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $8
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store offset=32
         local.get $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $4
        local.get $6
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store
         local.get $4
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $6
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i32.load16_u
         local.get $0
         local.get $3
         i32.add
         i32.load16_u
         i32.or
         i32.const 0
         i32.ne
         i32.store16
         local.get $0
         i32.const 2
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const 1
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $7
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $10
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store
        local.get $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $5
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $11
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $8
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store
        local.get $4
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load16_u
        i32.const 0
        i32.ne
        local.get $0
        local.get $3
        i32.add
        i32.load16_u
        i32.const 0
        i32.ne
        i32.xor
        i32.store16
        local.get $0
        i32.const 2
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const 1
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $5
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $4
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load16_u
       local.get $0
       local.get $3
       i32.add
       i32.load16_u
       i32.and
       i32.store16
       local.get $0
       i32.const 2
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const 1
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $5
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $4
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load16_u
      local.get $0
      local.get $3
      i32.add
      i32.load16_u
      i32.or
      i32.store16
      local.get $0
      i32.const 2
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const 1
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $5
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $4
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load16_u
     local.get $0
     local.get $3
     i32.add
     i32.load16_u
     i32.xor
     i32.store16
     local.get $0
     i32.const 2
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<i8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 v128)
  (local $7 v128)
  (local $8 i32)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  (local $15 v128)
  (local $16 v128)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const -64
      i32.and
      local.set $5
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $5
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $6
        local.get $8
        v128.load offset=32
        local.set $7
        local.get $8
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        local.get $8
        v128.load
        local.get $10
        v128.load
        i8x16.add
        v128.store
        local.get $14
        local.get $6
        local.get $11
        i8x16.add
        v128.store offset=16
        local.get $14
        local.get $7
        local.get $12
        i8x16.add
        v128.store offset=32
        local.get $14
        local.get $9
        local.get $13
        i8x16.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $5
       local.get $4
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i8x16.add
        v128.store
        local.get $5
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load8_s
        local.get $0
        local.get $3
        i32.add
        i32.load8_s
        i32.add
        i32.store8
        local.get $0
        i32.const 1
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const -64
     i32.and
     local.set $5
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $5
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $9
       local.get $8
       v128.load offset=32
       local.set $11
       local.get $8
       v128.load offset=48
       local.set $12
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $13
       local.get $10
       v128.load offset=32
       local.set $6
       local.get $10
       v128.load offset=48
       local.set $7
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $8
       v128.load
       local.tee $15
       local.get $10
       v128.load
       local.tee $16
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $15
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $16
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store
       local.get $14
       local.get $9
       local.get $13
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $9
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $13
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store offset=16
       local.get $14
       local.get $11
       local.get $6
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $11
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $6
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store offset=32
       local.get $14
       local.get $12
       local.get $7
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $12
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $7
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $5
      local.get $4
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.tee $6
       local.get $0
       local.get $3
       i32.add
       v128.load
       local.tee $7
       i16x8.mul
       v128.const i32x4 0x00ff00ff 0x00ff00ff 0x00ff00ff 0x00ff00ff
       v128.and
       local.get $6
       v128.const i32x4 0xff00ff00 0xff00ff00 0xff00ff00 0xff00ff00
       v128.and
       local.get $7
       i32.const 8
       i16x8.shr_u
       i16x8.mul
       v128.or
       v128.store
       local.get $5
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load8_s
       local.get $0
       local.get $3
       i32.add
       i32.load8_s
       i32.mul
       i32.store8
       local.get $0
       i32.const 1
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const -64
    i32.and
    local.set $5
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $5
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $6
      local.get $8
      v128.load offset=32
      local.set $7
      local.get $8
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $8
      v128.load
      local.get $10
      v128.load
      i8x16.min_s
      v128.store
      local.get $14
      local.get $6
      local.get $11
      i8x16.min_s
      v128.store offset=16
      local.get $14
      local.get $7
      local.get $12
      i8x16.min_s
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      i8x16.min_s
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $5
     local.get $4
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      i8x16.min_s
      v128.store
      local.get $5
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i32.load8_s
      local.tee $5
      local.get $0
      local.get $2
      i32.add
      i32.load8_s
      local.tee $8
      local.get $5
      local.get $8
      i32.lt_s
      select
      i32.store8
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const -64
   i32.and
   local.set $5
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $5
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $6
     local.get $8
     v128.load offset=32
     local.set $7
     local.get $8
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $8
     v128.load
     local.get $10
     v128.load
     i8x16.max_s
     v128.store
     local.get $14
     local.get $6
     local.get $11
     i8x16.max_s
     v128.store offset=16
     local.get $14
     local.get $7
     local.get $12
     i8x16.max_s
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     i8x16.max_s
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $5
    local.get $4
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     i8x16.max_s
     v128.store
     local.get $5
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i32.load8_s
     local.tee $5
     local.get $0
     local.get $2
     i32.add
     i32.load8_s
     local.tee $8
     local.get $5
     local.get $8
     i32.gt_s
     select
     i32.store8
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const -64
        i32.and
        local.set $5
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $5
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $8
          v128.load offset=16
          local.set $6
          local.get $8
          v128.load offset=32
          local.set $7
          local.get $8
          v128.load offset=48
          local.set $9
          local.get $0
          local.get $3
          i32.add
          local.tee $10
          v128.load offset=16
          local.set $11
          local.get $10
          v128.load offset=32
          local.set $12
          local.get $10
          v128.load offset=48
          local.set $13
          local.get $0
          local.get $1
          i32.add
          local.tee $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $8
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $10
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store
          local.get $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $6
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $11
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $7
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $14
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $5
         local.get $4
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i8x16.eq
          v128.or
          v128.andnot
          v128.store
          local.get $5
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i32.load8_s
          i32.const 0
          i32.ne
          local.get $0
          local.get $3
          i32.add
          i32.load8_s
          i32.const 0
          i32.ne
          i32.and
          i32.store8
          local.get $0
          i32.const 1
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const -64
       i32.and
       local.set $5
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $5
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $8
         v128.load offset=16
         local.set $6
         local.get $8
         v128.load offset=32
         local.set $7
         local.get $8
         v128.load offset=48
         local.set $9
         local.get $0
         local.get $3
         i32.add
         local.tee $10
         v128.load offset=16
         local.set $11
         local.get $10
         v128.load offset=32
         local.set $12
         local.get $10
         v128.load offset=48
         local.set $13
         local.get $0
         local.get $1
         i32.add
         local.tee $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $8
         v128.load
         local.get $10
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store
         local.get $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $6
         local.get $11
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store offset=16
         local.get $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $7
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store offset=32
         local.get $14
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $5
        local.get $4
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i8x16.eq
         v128.andnot
         v128.store
         local.get $5
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i32.load8_s
         local.get $0
         local.get $3
         i32.add
         i32.load8_s
         i32.or
         i32.const 0
         i32.ne
         i32.store8
         local.get $0
         i32.const 1
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const -64
      i32.and
      local.set $5
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $5
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $6
        local.get $8
        v128.load offset=32
        local.set $7
        local.get $8
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $8
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $10
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store
        local.get $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $6
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $11
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $7
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $14
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $5
       local.get $4
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x01010101 0x01010101 0x01010101 0x01010101
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i8x16.eq
        v128.xor
        v128.and
        v128.store
        local.get $5
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load8_s
        i32.const 0
        i32.ne
        local.get $0
        local.get $3
        i32.add
        i32.load8_s
        i32.const 0
        i32.ne
        i32.xor
        i32.store8
        local.get $0
        i32.const 1
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const -64
     i32.and
     local.set $5
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $5
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $6
       local.get $8
       v128.load offset=32
       local.set $7
       local.get $8
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $8
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $6
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $7
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $5
      local.get $4
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $5
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load8_s
       local.get $0
       local.get $3
       i32.add
       i32.load8_s
       i32.and
       i32.store8
       local.get $0
       i32.const 1
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const -64
    i32.and
    local.set $5
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $5
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $6
      local.get $8
      v128.load offset=32
      local.set $7
      local.get $8
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $8
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $6
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $7
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $5
     local.get $4
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $5
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load8_s
      local.get $0
      local.get $3
      i32.add
      i32.load8_s
      i32.or
      i32.store8
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const -64
   i32.and
   local.set $5
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $5
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $6
     local.get $8
     v128.load offset=32
     local.set $7
     local.get $8
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $8
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $6
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $7
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $5
    local.get $4
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $5
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load8_s
     local.get $0
     local.get $3
     i32.add
     i32.load8_s
     i32.xor
     i32.store8
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<i64> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 i64)
  (local $7 i32)
  (local $8 i32)
  (local $9 v128)
  (local $10 v128)
  (local $11 i32)
  (local $12 v128)
  (local $13 v128)
  (local $14 v128)
  (local $15 i32)
  (local $16 v128)
  (local $17 v128)
  (local $18 i64)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 3
      i32.shl
      local.tee $7
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $5
        local.get $8
        v128.load offset=32
        local.set $9
        local.get $8
        v128.load offset=48
        local.set $10
        local.get $0
        local.get $3
        i32.add
        local.tee $11
        v128.load offset=16
        local.set $12
        local.get $11
        v128.load offset=32
        local.set $13
        local.get $11
        v128.load offset=48
        local.set $14
        local.get $0
        local.get $1
        i32.add
        local.tee $15
        local.get $8
        v128.load
        local.get $11
        v128.load
        i64x2.add
        v128.store
        local.get $15
        local.get $5
        local.get $12
        i64x2.add
        v128.store offset=16
        local.get $15
        local.get $9
        local.get $13
        i64x2.add
        v128.store offset=32
        local.get $15
        local.get $10
        local.get $14
        i64x2.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $7
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i64x2.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $7
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i64.load
        local.get $0
        local.get $3
        i32.add
        i64.load
        i64.add
        i64.store
        local.get $0
        i32.const 8
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 3
     i32.shl
     local.tee $7
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $5
       local.get $8
       v128.load offset=32
       local.set $9
       local.get $8
       v128.load offset=48
       local.set $10
       local.get $0
       local.get $3
       i32.add
       local.tee $11
       v128.load offset=16
       local.set $12
       local.get $11
       v128.load offset=32
       local.set $13
       local.get $11
       v128.load offset=48
       local.set $14
       local.get $0
       local.get $1
       i32.add
       local.tee $15
       local.get $8
       v128.load
       local.get $11
       v128.load
       i64x2.mul
       v128.store
       local.get $15
       local.get $5
       local.get $12
       i64x2.mul
       v128.store offset=16
       local.get $15
       local.get $9
       local.get $13
       i64x2.mul
       v128.store offset=32
       local.get $15
       local.get $10
       local.get $14
       i64x2.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $7
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       i64x2.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $7
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i64.load
       local.get $0
       local.get $3
       i32.add
       i64.load
       i64.mul
       i64.store
       local.get $0
       i32.const 8
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 3
    i32.shl
    local.tee $7
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $5
      local.get $8
      v128.load offset=32
      local.set $9
      local.get $8
      v128.load offset=48
      local.set $10
      local.get $0
      local.get $3
      i32.add
      local.tee $11
      v128.load offset=16
      local.set $12
      local.get $11
      v128.load offset=32
      local.set $13
      local.get $11
      v128.load offset=48
      local.set $14
      local.get $0
      local.get $1
      i32.add
      local.tee $15
      local.get $11
      v128.load
      local.tee $16
      local.get $8
      v128.load
      local.tee $17
      local.get $16
      local.get $17
      i64x2.lt_s
      v128.bitselect
      v128.store
      local.get $15
      local.get $12
      local.get $5
      local.get $12
      local.get $5
      i64x2.lt_s
      v128.bitselect
      v128.store offset=16
      local.get $15
      local.get $13
      local.get $9
      local.get $13
      local.get $9
      i64x2.lt_s
      v128.bitselect
      v128.store offset=32
      local.get $15
      local.get $14
      local.get $10
      local.get $14
      local.get $10
      i64x2.lt_s
      v128.bitselect
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $7
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      v128.load
      local.tee $5
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.tee $9
      local.get $5
      local.get $9
      i64x2.lt_s
      v128.bitselect
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $7
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i64.load
      local.tee $6
      local.get $0
      local.get $2
      i32.add
      i64.load
      local.tee $18
      local.get $6
      local.get $18
      i64.lt_s
      select
      i64.store
      local.get $0
      i32.const 8
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 3
   i32.shl
   local.tee $7
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $5
     local.get $8
     v128.load offset=32
     local.set $9
     local.get $8
     v128.load offset=48
     local.set $10
     local.get $0
     local.get $3
     i32.add
     local.tee $11
     v128.load offset=16
     local.set $12
     local.get $11
     v128.load offset=32
     local.set $13
     local.get $11
     v128.load offset=48
     local.set $14
     local.get $0
     local.get $1
     i32.add
     local.tee $15
     local.get $11
     v128.load
     local.tee $16
     local.get $8
     v128.load
     local.tee $17
     local.get $17
     local.get $16
     i64x2.lt_s
     v128.bitselect
     v128.store
     local.get $15
     local.get $12
     local.get $5
     local.get $5
     local.get $12
     i64x2.lt_s
     v128.bitselect
     v128.store offset=16
     local.get $15
     local.get $13
     local.get $9
     local.get $9
     local.get $13
     i64x2.lt_s
     v128.bitselect
     v128.store offset=32
     local.get $15
     local.get $14
     local.get $10
     local.get $10
     local.get $14
     i64x2.lt_s
     v128.bitselect
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $7
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     v128.load
     local.tee $5
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.tee $9
     local.get $9
     local.get $5
     i64x2.lt_s
     v128.bitselect
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $7
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i64.load
     local.tee $6
     local.get $0
     local.get $2
     i32.add
     i64.load
     local.tee $18
     local.get $6
     local.get $18
     i64.gt_s
     select
     i64.store
     local.get $0
     i32.const 8
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const 3
        i32.shl
        local.tee $7
        i32.const -64
        i32.and
        local.set $4
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $8
          v128.load offset=16
          local.set $5
          local.get $8
          v128.load offset=32
          local.set $9
          local.get $8
          v128.load offset=48
          local.set $10
          local.get $0
          local.get $3
          i32.add
          local.tee $11
          v128.load offset=16
          local.set $12
          local.get $11
          v128.load offset=32
          local.set $13
          local.get $11
          v128.load offset=48
          local.set $14
          local.get $0
          local.get $1
          i32.add
          local.tee $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $8
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $11
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store
          local.get $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $5
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $15
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $10
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $14
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $4
         local.get $7
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i64x2.eq
          v128.or
          v128.andnot
          v128.store
          local.get $4
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $7
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i64.load
          i64.const 0
          i64.ne
          local.get $0
          local.get $3
          i32.add
          i64.load
          i64.const 0
          i64.ne
          i32.and
          i64.extend_i32_u
          i64.store
          local.get $0
          i32.const 8
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const 3
       i32.shl
       local.tee $7
       i32.const -64
       i32.and
       local.set $4
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $8
         v128.load offset=16
         local.set $5
         local.get $8
         v128.load offset=32
         local.set $9
         local.get $8
         v128.load offset=48
         local.set $10
         local.get $0
         local.get $3
         i32.add
         local.tee $11
         v128.load offset=16
         local.set $12
         local.get $11
         v128.load offset=32
         local.set $13
         local.get $11
         v128.load offset=48
         local.set $14
         local.get $0
         local.get $1
         i32.add
         local.tee $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $8
         v128.load
         local.get $11
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store
         local.get $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $5
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store offset=16
         local.get $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store offset=32
         local.get $15
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $10
         local.get $14
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $4
        local.get $7
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i64x2.eq
         v128.andnot
         v128.store
         local.get $4
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $7
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i64.load
         local.get $0
         local.get $3
         i32.add
         i64.load
         i64.or
         i64.const 0
         i64.ne
         i64.extend_i32_u
         i64.store
         local.get $0
         i32.const 8
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const 3
      i32.shl
      local.tee $7
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $5
        local.get $8
        v128.load offset=32
        local.set $9
        local.get $8
        v128.load offset=48
        local.set $10
        local.get $0
        local.get $3
        i32.add
        local.tee $11
        v128.load offset=16
        local.set $12
        local.get $11
        v128.load offset=32
        local.set $13
        local.get $11
        v128.load offset=48
        local.set $14
        local.get $0
        local.get $1
        i32.add
        local.tee $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $8
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $11
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store
        local.get $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $5
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $15
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $10
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $14
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $7
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x00000001 0x00000000 0x00000001 0x00000000
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i64x2.eq
        v128.xor
        v128.and
        v128.store
        local.get $4
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $7
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i64.load
        i64.const 0
        i64.ne
        local.get $0
        local.get $3
        i32.add
        i64.load
        i64.const 0
        i64.ne
        i32.xor
        i64.extend_i32_u
        i64.store
        local.get $0
        i32.const 8
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const 3
     i32.shl
     local.tee $7
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $5
       local.get $8
       v128.load offset=32
       local.set $9
       local.get $8
       v128.load offset=48
       local.set $10
       local.get $0
       local.get $3
       i32.add
       local.tee $11
       v128.load offset=16
       local.set $12
       local.get $11
       v128.load offset=32
       local.set $13
       local.get $11
       v128.load offset=48
       local.set $14
       local.get $0
       local.get $1
       i32.add
       local.tee $15
       local.get $8
       v128.load
       local.get $11
       v128.load
       v128.and
       v128.store
       local.get $15
       local.get $5
       local.get $12
       v128.and
       v128.store offset=16
       local.get $15
       local.get $9
       local.get $13
       v128.and
       v128.store offset=32
       local.get $15
       local.get $10
       local.get $14
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $7
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $4
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $7
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i64.load
       local.get $0
       local.get $3
       i32.add
       i64.load
       i64.and
       i64.store
       local.get $0
       i32.const 8
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const 3
    i32.shl
    local.tee $7
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $5
      local.get $8
      v128.load offset=32
      local.set $9
      local.get $8
      v128.load offset=48
      local.set $10
      local.get $0
      local.get $3
      i32.add
      local.tee $11
      v128.load offset=16
      local.set $12
      local.get $11
      v128.load offset=32
      local.set $13
      local.get $11
      v128.load offset=48
      local.set $14
      local.get $0
      local.get $1
      i32.add
      local.tee $15
      local.get $8
      v128.load
      local.get $11
      v128.load
      v128.or
      v128.store
      local.get $15
      local.get $5
      local.get $12
      v128.or
      v128.store offset=16
      local.get $15
      local.get $9
      local.get $13
      v128.or
      v128.store offset=32
      local.get $15
      local.get $10
      local.get $14
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $7
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $4
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $7
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i64.load
      local.get $0
      local.get $3
      i32.add
      i64.load
      i64.or
      i64.store
      local.get $0
      i32.const 8
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const 3
   i32.shl
   local.tee $7
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $5
     local.get $8
     v128.load offset=32
     local.set $9
     local.get $8
     v128.load offset=48
     local.set $10
     local.get $0
     local.get $3
     i32.add
     local.tee $11
     v128.load offset=16
     local.set $12
     local.get $11
     v128.load offset=32
     local.set $13
     local.get $11
     v128.load offset=48
     local.set $14
     local.get $0
     local.get $1
     i32.add
     local.tee $15
     local.get $8
     v128.load
     local.get $11
     v128.load
     v128.xor
     v128.store
     local.get $15
     local.get $5
     local.get $12
     v128.xor
     v128.store offset=16
     local.get $15
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=32
     local.get $15
     local.get $10
     local.get $14
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $7
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $4
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $7
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i64.load
     local.get $0
     local.get $3
     i32.add
     i64.load
     i64.xor
     i64.store
     local.get $0
     i32.const 8
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<i32> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 i32)
  (local $7 i32)
  (local $8 v128)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 2
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        local.get $7
        v128.load
        local.get $10
        v128.load
        i32x4.add
        v128.store
        local.get $14
        local.get $5
        local.get $11
        i32x4.add
        v128.store offset=16
        local.get $14
        local.get $8
        local.get $12
        i32x4.add
        v128.store offset=32
        local.get $14
        local.get $9
        local.get $13
        i32x4.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i32x4.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load
        local.get $0
        local.get $3
        i32.add
        i32.load
        i32.add
        i32.store
        local.get $0
        i32.const 4
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 2
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       i32x4.mul
       v128.store
       local.get $14
       local.get $5
       local.get $11
       i32x4.mul
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       i32x4.mul
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       i32x4.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       i32x4.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load
       local.get $0
       local.get $3
       i32.add
       i32.load
       i32.mul
       i32.store
       local.get $0
       i32.const 4
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 2
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      i32x4.min_s
      v128.store
      local.get $14
      local.get $5
      local.get $11
      i32x4.min_s
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      i32x4.min_s
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      i32x4.min_s
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      i32x4.min_s
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i32.load
      local.tee $4
      local.get $0
      local.get $2
      i32.add
      i32.load
      local.tee $7
      local.get $4
      local.get $7
      i32.lt_s
      select
      i32.store
      local.get $0
      i32.const 4
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 2
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     i32x4.max_s
     v128.store
     local.get $14
     local.get $5
     local.get $11
     i32x4.max_s
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     i32x4.max_s
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     i32x4.max_s
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     i32x4.max_s
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i32.load
     local.tee $4
     local.get $0
     local.get $2
     i32.add
     i32.load
     local.tee $7
     local.get $4
     local.get $7
     i32.gt_s
     select
     i32.store
     local.get $0
     i32.const 4
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const 2
        i32.shl
        local.tee $6
        i32.const -64
        i32.and
        local.set $4
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $7
          v128.load offset=16
          local.set $5
          local.get $7
          v128.load offset=32
          local.set $8
          local.get $7
          v128.load offset=48
          local.set $9
          local.get $0
          local.get $3
          i32.add
          local.tee $10
          v128.load offset=16
          local.set $11
          local.get $10
          v128.load offset=32
          local.set $12
          local.get $10
          v128.load offset=48
          local.set $13
          local.get $0
          local.get $1
          i32.add
          local.tee $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $7
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $10
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store
          local.get $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $5
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $11
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $8
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $14
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $4
         local.get $6
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i32x4.eq
          v128.or
          v128.andnot
          v128.store
          local.get $4
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $6
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i32.load
          i32.const 0
          i32.ne
          local.get $0
          local.get $3
          i32.add
          i32.load
          i32.const 0
          i32.ne
          i32.and
          i32.store
          local.get $0
          i32.const 4
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const 2
       i32.shl
       local.tee $6
       i32.const -64
       i32.and
       local.set $4
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $7
         v128.load offset=16
         local.set $5
         local.get $7
         v128.load offset=32
         local.set $8
         local.get $7
         v128.load offset=48
         local.set $9
         local.get $0
         local.get $3
         i32.add
         local.tee $10
         v128.load offset=16
         local.set $11
         local.get $10
         v128.load offset=32
         local.set $12
         local.get $10
         v128.load offset=48
         local.set $13
         local.get $0
         local.get $1
         i32.add
         local.tee $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $7
         v128.load
         local.get $10
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store
         local.get $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $5
         local.get $11
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store offset=16
         local.get $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $8
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store offset=32
         local.get $14
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $4
        local.get $6
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i32x4.eq
         v128.andnot
         v128.store
         local.get $4
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $6
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i32.load
         local.get $0
         local.get $3
         i32.add
         i32.load
         i32.or
         i32.const 0
         i32.ne
         i32.store
         local.get $0
         i32.const 4
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const 2
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $7
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $10
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store
        local.get $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $5
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $11
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $8
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $14
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x00000001 0x00000001 0x00000001 0x00000001
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i32x4.eq
        v128.xor
        v128.and
        v128.store
        local.get $4
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load
        i32.const 0
        i32.ne
        local.get $0
        local.get $3
        i32.add
        i32.load
        i32.const 0
        i32.ne
        i32.xor
        i32.store
        local.get $0
        i32.const 4
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const 2
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $5
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $4
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load
       local.get $0
       local.get $3
       i32.add
       i32.load
       i32.and
       i32.store
       local.get $0
       i32.const 4
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const 2
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $5
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $4
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load
      local.get $0
      local.get $3
      i32.add
      i32.load
      i32.or
      i32.store
      local.get $0
      i32.const 4
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const 2
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $5
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $4
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load
     local.get $0
     local.get $3
     i32.add
     i32.load
     i32.xor
     i32.store
     local.get $0
     i32.const 4
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<i16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 i32)
  (local $7 i32)
  (local $8 v128)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 1
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        local.get $7
        v128.load
        local.get $10
        v128.load
        i16x8.add
        v128.store
        local.get $14
        local.get $5
        local.get $11
        i16x8.add
        v128.store offset=16
        local.get $14
        local.get $8
        local.get $12
        i16x8.add
        v128.store offset=32
        local.get $14
        local.get $9
        local.get $13
        i16x8.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        i16x8.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load16_s
        local.get $0
        local.get $3
        i32.add
        i32.load16_s
        i32.add
        i32.store16
        local.get $0
        i32.const 2
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 1
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       i16x8.mul
       v128.store
       local.get $14
       local.get $5
       local.get $11
       i16x8.mul
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       i16x8.mul
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       i16x8.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       i16x8.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load16_s
       local.get $0
       local.get $3
       i32.add
       i32.load16_s
       i32.mul
       i32.store16
       local.get $0
       i32.const 2
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 1
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      i16x8.min_s
      v128.store
      local.get $14
      local.get $5
      local.get $11
      i16x8.min_s
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      i16x8.min_s
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      i16x8.min_s
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      i16x8.min_s
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      i32.load16_s
      local.tee $4
      local.get $0
      local.get $2
      i32.add
      i32.load16_s
      local.tee $7
      local.get $4
      local.get $7
      i32.lt_s
      select
      i32.store16
      local.get $0
      i32.const 2
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 1
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     i16x8.max_s
     v128.store
     local.get $14
     local.get $5
     local.get $11
     i16x8.max_s
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     i16x8.max_s
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     i16x8.max_s
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     i16x8.max_s
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     i32.load16_s
     local.tee $4
     local.get $0
     local.get $2
     i32.add
     i32.load16_s
     local.tee $7
     local.get $4
     local.get $7
     i32.gt_s
     select
     i32.store16
     local.get $0
     i32.const 2
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
   return
  end
  block $break|13
   block $case5|13
    block $case4|13
     block $case3|13
      block $case2|13
       block $case1|13
        block $case0|13
         local.get $0
         i32.const 5
         i32.sub
         br_table $case0|13 $case1|13 $case2|13 $case3|13 $case4|13 $case5|13 $break|13
        end
        local.get $4
        i32.const 1
        i32.shl
        local.tee $6
        i32.const -64
        i32.and
        local.set $4
        i32.const 0
        local.set $0
        loop $while-continue|14
         local.get $0
         local.get $4
         i32.lt_u
         if
          local.get $0
          local.get $2
          i32.add
          local.tee $7
          v128.load offset=16
          local.set $5
          local.get $7
          v128.load offset=32
          local.set $8
          local.get $7
          v128.load offset=48
          local.set $9
          local.get $0
          local.get $3
          i32.add
          local.tee $10
          v128.load offset=16
          local.set $11
          local.get $10
          v128.load offset=32
          local.set $12
          local.get $10
          v128.load offset=48
          local.set $13
          local.get $0
          local.get $1
          i32.add
          local.tee $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $7
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $10
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store
          local.get $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $5
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $11
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store offset=16
          local.get $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $8
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $12
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store offset=32
          local.get $14
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $9
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $13
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store offset=48
          local.get $0
          i32.const -64
          i32.sub
          local.set $0
          br $while-continue|14
         end
        end
        loop $while-continue|15
         local.get $0
         i32.const 16
         i32.add
         local.tee $4
         local.get $6
         i32.le_u
         if
          local.get $0
          local.get $1
          i32.add
          v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
          local.get $0
          local.get $2
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          local.get $0
          local.get $3
          i32.add
          v128.load
          v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
          i16x8.eq
          v128.or
          v128.andnot
          v128.store
          local.get $4
          local.set $0
          br $while-continue|15
         end
        end
        loop $while-continue|16
         local.get $0
         local.get $6
         i32.lt_u
         if
          local.get $0
          local.get $1
          i32.add
          local.get $0
          local.get $2
          i32.add
          i32.load16_s
          i32.const 0
          i32.ne
          local.get $0
          local.get $3
          i32.add
          i32.load16_s
          i32.const 0
          i32.ne
          i32.and
          i32.store16
          local.get $0
          i32.const 2
          i32.add
          local.set $0
          br $while-continue|16
         end
        end
        return
       end
       local.get $4
       i32.const 1
       i32.shl
       local.tee $6
       i32.const -64
       i32.and
       local.set $4
       i32.const 0
       local.set $0
       loop $while-continue|17
        local.get $0
        local.get $4
        i32.lt_u
        if
         local.get $0
         local.get $2
         i32.add
         local.tee $7
         v128.load offset=16
         local.set $5
         local.get $7
         v128.load offset=32
         local.set $8
         local.get $7
         v128.load offset=48
         local.set $9
         local.get $0
         local.get $3
         i32.add
         local.tee $10
         v128.load offset=16
         local.set $11
         local.get $10
         v128.load offset=32
         local.set $12
         local.get $10
         v128.load offset=48
         local.set $13
         local.get $0
         local.get $1
         i32.add
         local.tee $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $7
         v128.load
         local.get $10
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store
         local.get $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $5
         local.get $11
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store offset=16
         local.get $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $8
         local.get $12
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store offset=32
         local.get $14
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $9
         local.get $13
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store offset=48
         local.get $0
         i32.const -64
         i32.sub
         local.set $0
         br $while-continue|17
        end
       end
       loop $while-continue|18
        local.get $0
        i32.const 16
        i32.add
        local.tee $4
        local.get $6
        i32.le_u
        if
         local.get $0
         local.get $1
         i32.add
         v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
         local.get $0
         local.get $2
         i32.add
         v128.load
         local.get $0
         local.get $3
         i32.add
         v128.load
         v128.or
         v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
         i16x8.eq
         v128.andnot
         v128.store
         local.get $4
         local.set $0
         br $while-continue|18
        end
       end
       loop $while-continue|19
        local.get $0
        local.get $6
        i32.lt_u
        if
         local.get $0
         local.get $1
         i32.add
         local.get $0
         local.get $2
         i32.add
         i32.load16_s
         local.get $0
         local.get $3
         i32.add
         i32.load16_s
         i32.or
         i32.const 0
         i32.ne
         i32.store16
         local.get $0
         i32.const 2
         i32.add
         local.set $0
         br $while-continue|19
        end
       end
       return
      end
      local.get $4
      i32.const 1
      i32.shl
      local.tee $6
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|20
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $7
        v128.load offset=16
        local.set $5
        local.get $7
        v128.load offset=32
        local.set $8
        local.get $7
        v128.load offset=48
        local.set $9
        local.get $0
        local.get $3
        i32.add
        local.tee $10
        v128.load offset=16
        local.set $11
        local.get $10
        v128.load offset=32
        local.set $12
        local.get $10
        v128.load offset=48
        local.set $13
        local.get $0
        local.get $1
        i32.add
        local.tee $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $7
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $10
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store
        local.get $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $5
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $11
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store offset=16
        local.get $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $8
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $12
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store offset=32
        local.get $14
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $9
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $13
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|20
       end
      end
      loop $while-continue|21
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $6
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        v128.const i32x4 0x00010001 0x00010001 0x00010001 0x00010001
        local.get $0
        local.get $2
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        local.get $0
        local.get $3
        i32.add
        v128.load
        v128.const i32x4 0x00000000 0x00000000 0x00000000 0x00000000
        i16x8.eq
        v128.xor
        v128.and
        v128.store
        local.get $4
        local.set $0
        br $while-continue|21
       end
      end
      loop $while-continue|22
       local.get $0
       local.get $6
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        i32.load16_s
        i32.const 0
        i32.ne
        local.get $0
        local.get $3
        i32.add
        i32.load16_s
        i32.const 0
        i32.ne
        i32.xor
        i32.store16
        local.get $0
        i32.const 2
        i32.add
        local.set $0
        br $while-continue|22
       end
      end
      return
     end
     local.get $4
     i32.const 1
     i32.shl
     local.tee $6
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|23
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $5
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $5
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|23
      end
     end
     loop $while-continue|24
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $6
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $4
       local.set $0
       br $while-continue|24
      end
     end
     loop $while-continue|25
      local.get $0
      local.get $6
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load16_s
       local.get $0
       local.get $3
       i32.add
       i32.load16_s
       i32.and
       i32.store16
       local.get $0
       i32.const 2
       i32.add
       local.set $0
       br $while-continue|25
      end
     end
     return
    end
    local.get $4
    i32.const 1
    i32.shl
    local.tee $6
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|26
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $5
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $5
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|26
     end
    end
    loop $while-continue|27
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $6
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $4
      local.set $0
      br $while-continue|27
     end
    end
    loop $while-continue|28
     local.get $0
     local.get $6
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load16_s
      local.get $0
      local.get $3
      i32.add
      i32.load16_s
      i32.or
      i32.store16
      local.get $0
      i32.const 2
      i32.add
      local.set $0
      br $while-continue|28
     end
    end
    return
   end
   local.get $4
   i32.const 1
   i32.shl
   local.tee $6
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|29
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $5
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $5
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|29
    end
   end
   loop $while-continue|30
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $6
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $4
     local.set $0
     br $while-continue|30
    end
   end
   loop $while-continue|31
    local.get $0
    local.get $6
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load16_s
     local.get $0
     local.get $3
     i32.add
     i32.load16_s
     i32.xor
     i32.store16
     local.get $0
     i32.const 2
     i32.add
     local.set $0
     br $while-continue|31
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<f64> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 f64)
  (local $7 i32)
  (local $8 i32)
  (local $9 v128)
  (local $10 v128)
  (local $11 i32)
  (local $12 v128)
  (local $13 v128)
  (local $14 v128)
  (local $15 i32)
  (local $16 f64)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 3
      i32.shl
      local.tee $7
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $5
        local.get $8
        v128.load offset=32
        local.set $9
        local.get $8
        v128.load offset=48
        local.set $10
        local.get $0
        local.get $3
        i32.add
        local.tee $11
        v128.load offset=16
        local.set $12
        local.get $11
        v128.load offset=32
        local.set $13
        local.get $11
        v128.load offset=48
        local.set $14
        local.get $0
        local.get $1
        i32.add
        local.tee $15
        local.get $8
        v128.load
        local.get $11
        v128.load
        f64x2.add
        v128.store
        local.get $15
        local.get $5
        local.get $12
        f64x2.add
        v128.store offset=16
        local.get $15
        local.get $9
        local.get $13
        f64x2.add
        v128.store offset=32
        local.get $15
        local.get $10
        local.get $14
        f64x2.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $7
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        f64x2.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $7
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        f64.load
        local.get $0
        local.get $3
        i32.add
        f64.load
        f64.add
        f64.store
        local.get $0
        i32.const 8
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 3
     i32.shl
     local.tee $7
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $5
       local.get $8
       v128.load offset=32
       local.set $9
       local.get $8
       v128.load offset=48
       local.set $10
       local.get $0
       local.get $3
       i32.add
       local.tee $11
       v128.load offset=16
       local.set $12
       local.get $11
       v128.load offset=32
       local.set $13
       local.get $11
       v128.load offset=48
       local.set $14
       local.get $0
       local.get $1
       i32.add
       local.tee $15
       local.get $8
       v128.load
       local.get $11
       v128.load
       f64x2.mul
       v128.store
       local.get $15
       local.get $5
       local.get $12
       f64x2.mul
       v128.store offset=16
       local.get $15
       local.get $9
       local.get $13
       f64x2.mul
       v128.store offset=32
       local.get $15
       local.get $10
       local.get $14
       f64x2.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $7
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       f64x2.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $7
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       f64.load
       local.get $0
       local.get $3
       i32.add
       f64.load
       f64.mul
       f64.store
       local.get $0
       i32.const 8
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 3
    i32.shl
    local.tee $7
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $5
      local.get $8
      v128.load offset=32
      local.set $9
      local.get $8
      v128.load offset=48
      local.set $10
      local.get $0
      local.get $3
      i32.add
      local.tee $11
      v128.load offset=16
      local.set $12
      local.get $11
      v128.load offset=32
      local.set $13
      local.get $11
      v128.load offset=48
      local.set $14
      local.get $0
      local.get $1
      i32.add
      local.tee $15
      local.get $8
      v128.load
      local.get $11
      v128.load
      f64x2.pmin
      v128.store
      local.get $15
      local.get $5
      local.get $12
      f64x2.pmin
      v128.store offset=16
      local.get $15
      local.get $9
      local.get $13
      f64x2.pmin
      v128.store offset=32
      local.get $15
      local.get $10
      local.get $14
      f64x2.pmin
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $7
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      f64x2.pmin
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $7
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      f64.load
      local.tee $6
      local.get $0
      local.get $2
      i32.add
      f64.load
      local.tee $16
      local.get $6
      local.get $16
      f64.lt
      select
      f64.store
      local.get $0
      i32.const 8
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 3
   i32.shl
   local.tee $7
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $5
     local.get $8
     v128.load offset=32
     local.set $9
     local.get $8
     v128.load offset=48
     local.set $10
     local.get $0
     local.get $3
     i32.add
     local.tee $11
     v128.load offset=16
     local.set $12
     local.get $11
     v128.load offset=32
     local.set $13
     local.get $11
     v128.load offset=48
     local.set $14
     local.get $0
     local.get $1
     i32.add
     local.tee $15
     local.get $8
     v128.load
     local.get $11
     v128.load
     f64x2.pmax
     v128.store
     local.get $15
     local.get $5
     local.get $12
     f64x2.pmax
     v128.store offset=16
     local.get $15
     local.get $9
     local.get $13
     f64x2.pmax
     v128.store offset=32
     local.get $15
     local.get $10
     local.get $14
     f64x2.pmax
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $7
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     f64x2.pmax
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $7
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     f64.load
     local.tee $6
     local.get $0
     local.get $2
     i32.add
     f64.load
     local.tee $16
     local.get $6
     local.get $16
     f64.gt
     select
     f64.store
     local.get $0
     i32.const 8
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
  end
 )
 (func $assembly/kernel/reduce/byOp<f32> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 v128)
  (local $6 f32)
  (local $7 i32)
  (local $8 i32)
  (local $9 v128)
  (local $10 v128)
  (local $11 i32)
  (local $12 v128)
  (local $13 v128)
  (local $14 v128)
  (local $15 i32)
  (local $16 f32)
  block $break|0
   block $case3|0
    block $case2|0
     block $case1|0
      block $case0|0
       local.get $0
       i32.const 1
       i32.sub
       br_table $case0|0 $case1|0 $case2|0 $case3|0 $break|0
      end
      local.get $4
      i32.const 2
      i32.shl
      local.tee $7
      i32.const -64
      i32.and
      local.set $4
      i32.const 0
      local.set $0
      loop $while-continue|1
       local.get $0
       local.get $4
       i32.lt_u
       if
        local.get $0
        local.get $2
        i32.add
        local.tee $8
        v128.load offset=16
        local.set $5
        local.get $8
        v128.load offset=32
        local.set $9
        local.get $8
        v128.load offset=48
        local.set $10
        local.get $0
        local.get $3
        i32.add
        local.tee $11
        v128.load offset=16
        local.set $12
        local.get $11
        v128.load offset=32
        local.set $13
        local.get $11
        v128.load offset=48
        local.set $14
        local.get $0
        local.get $1
        i32.add
        local.tee $15
        local.get $8
        v128.load
        local.get $11
        v128.load
        f32x4.add
        v128.store
        local.get $15
        local.get $5
        local.get $12
        f32x4.add
        v128.store offset=16
        local.get $15
        local.get $9
        local.get $13
        f32x4.add
        v128.store offset=32
        local.get $15
        local.get $10
        local.get $14
        f32x4.add
        v128.store offset=48
        local.get $0
        i32.const -64
        i32.sub
        local.set $0
        br $while-continue|1
       end
      end
      loop $while-continue|2
       local.get $0
       i32.const 16
       i32.add
       local.tee $4
       local.get $7
       i32.le_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        v128.load
        local.get $0
        local.get $3
        i32.add
        v128.load
        f32x4.add
        v128.store
        local.get $4
        local.set $0
        br $while-continue|2
       end
      end
      loop $while-continue|3
       local.get $0
       local.get $7
       i32.lt_u
       if
        local.get $0
        local.get $1
        i32.add
        local.get $0
        local.get $2
        i32.add
        f32.load
        local.get $0
        local.get $3
        i32.add
        f32.load
        f32.add
        f32.store
        local.get $0
        i32.const 4
        i32.add
        local.set $0
        br $while-continue|3
       end
      end
      return
     end
     local.get $4
     i32.const 2
     i32.shl
     local.tee $7
     i32.const -64
     i32.and
     local.set $4
     i32.const 0
     local.set $0
     loop $while-continue|4
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $8
       v128.load offset=16
       local.set $5
       local.get $8
       v128.load offset=32
       local.set $9
       local.get $8
       v128.load offset=48
       local.set $10
       local.get $0
       local.get $3
       i32.add
       local.tee $11
       v128.load offset=16
       local.set $12
       local.get $11
       v128.load offset=32
       local.set $13
       local.get $11
       v128.load offset=48
       local.set $14
       local.get $0
       local.get $1
       i32.add
       local.tee $15
       local.get $8
       v128.load
       local.get $11
       v128.load
       f32x4.mul
       v128.store
       local.get $15
       local.get $5
       local.get $12
       f32x4.mul
       v128.store offset=16
       local.get $15
       local.get $9
       local.get $13
       f32x4.mul
       v128.store offset=32
       local.get $15
       local.get $10
       local.get $14
       f32x4.mul
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|4
      end
     end
     loop $while-continue|5
      local.get $0
      i32.const 16
      i32.add
      local.tee $4
      local.get $7
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       f32x4.mul
       v128.store
       local.get $4
       local.set $0
       br $while-continue|5
      end
     end
     loop $while-continue|6
      local.get $0
      local.get $7
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       f32.load
       local.get $0
       local.get $3
       i32.add
       f32.load
       f32.mul
       f32.store
       local.get $0
       i32.const 4
       i32.add
       local.set $0
       br $while-continue|6
      end
     end
     return
    end
    local.get $4
    i32.const 2
    i32.shl
    local.tee $7
    i32.const -64
    i32.and
    local.set $4
    i32.const 0
    local.set $0
    loop $while-continue|7
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $8
      v128.load offset=16
      local.set $5
      local.get $8
      v128.load offset=32
      local.set $9
      local.get $8
      v128.load offset=48
      local.set $10
      local.get $0
      local.get $3
      i32.add
      local.tee $11
      v128.load offset=16
      local.set $12
      local.get $11
      v128.load offset=32
      local.set $13
      local.get $11
      v128.load offset=48
      local.set $14
      local.get $0
      local.get $1
      i32.add
      local.tee $15
      local.get $8
      v128.load
      local.get $11
      v128.load
      f32x4.pmin
      v128.store
      local.get $15
      local.get $5
      local.get $12
      f32x4.pmin
      v128.store offset=16
      local.get $15
      local.get $9
      local.get $13
      f32x4.pmin
      v128.store offset=32
      local.get $15
      local.get $10
      local.get $14
      f32x4.pmin
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|7
     end
    end
    loop $while-continue|8
     local.get $0
     i32.const 16
     i32.add
     local.tee $4
     local.get $7
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      f32x4.pmin
      v128.store
      local.get $4
      local.set $0
      br $while-continue|8
     end
    end
    loop $while-continue|9
     local.get $0
     local.get $7
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $3
      i32.add
      f32.load
      local.tee $6
      local.get $0
      local.get $2
      i32.add
      f32.load
      local.tee $16
      local.get $6
      local.get $16
      f32.lt
      select
      f32.store
      local.get $0
      i32.const 4
      i32.add
      local.set $0
      br $while-continue|9
     end
    end
    return
   end
   local.get $4
   i32.const 2
   i32.shl
   local.tee $7
   i32.const -64
   i32.and
   local.set $4
   i32.const 0
   local.set $0
   loop $while-continue|10
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $8
     v128.load offset=16
     local.set $5
     local.get $8
     v128.load offset=32
     local.set $9
     local.get $8
     v128.load offset=48
     local.set $10
     local.get $0
     local.get $3
     i32.add
     local.tee $11
     v128.load offset=16
     local.set $12
     local.get $11
     v128.load offset=32
     local.set $13
     local.get $11
     v128.load offset=48
     local.set $14
     local.get $0
     local.get $1
     i32.add
     local.tee $15
     local.get $8
     v128.load
     local.get $11
     v128.load
     f32x4.pmax
     v128.store
     local.get $15
     local.get $5
     local.get $12
     f32x4.pmax
     v128.store offset=16
     local.get $15
     local.get $9
     local.get $13
     f32x4.pmax
     v128.store offset=32
     local.get $15
     local.get $10
     local.get $14
     f32x4.pmax
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|10
    end
   end
   loop $while-continue|11
    local.get $0
    i32.const 16
    i32.add
    local.tee $4
    local.get $7
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     f32x4.pmax
     v128.store
     local.get $4
     local.set $0
     br $while-continue|11
    end
   end
   loop $while-continue|12
    local.get $0
    local.get $7
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $3
     i32.add
     f32.load
     local.tee $6
     local.get $0
     local.get $2
     i32.add
     f32.load
     local.tee $16
     local.get $6
     local.get $16
     f32.gt
     select
     f32.store
     local.get $0
     i32.const 4
     i32.add
     local.set $0
     br $while-continue|12
    end
   end
  end
 )
 (func $assembly/kernel/reduce/bitwise (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 v128)
  (local $7 i32)
  (local $8 v128)
  (local $9 v128)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i32)
  block $break|0
   block $case2|0
    block $case1|0
     block $case0|0
      local.get $0
      i32.const 8
      i32.sub
      br_table $case0|0 $case1|0 $case2|0 $break|0
     end
     local.get $4
     i32.const -64
     i32.and
     local.set $5
     i32.const 0
     local.set $0
     loop $while-continue|1
      local.get $0
      local.get $5
      i32.lt_u
      if
       local.get $0
       local.get $2
       i32.add
       local.tee $7
       v128.load offset=16
       local.set $6
       local.get $7
       v128.load offset=32
       local.set $8
       local.get $7
       v128.load offset=48
       local.set $9
       local.get $0
       local.get $3
       i32.add
       local.tee $10
       v128.load offset=16
       local.set $11
       local.get $10
       v128.load offset=32
       local.set $12
       local.get $10
       v128.load offset=48
       local.set $13
       local.get $0
       local.get $1
       i32.add
       local.tee $14
       local.get $7
       v128.load
       local.get $10
       v128.load
       v128.and
       v128.store
       local.get $14
       local.get $6
       local.get $11
       v128.and
       v128.store offset=16
       local.get $14
       local.get $8
       local.get $12
       v128.and
       v128.store offset=32
       local.get $14
       local.get $9
       local.get $13
       v128.and
       v128.store offset=48
       local.get $0
       i32.const -64
       i32.sub
       local.set $0
       br $while-continue|1
      end
     end
     loop $while-continue|2
      local.get $0
      i32.const 16
      i32.add
      local.tee $5
      local.get $4
      i32.le_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       v128.load
       local.get $0
       local.get $3
       i32.add
       v128.load
       v128.and
       v128.store
       local.get $5
       local.set $0
       br $while-continue|2
      end
     end
     loop $while-continue|3
      local.get $0
      local.get $4
      i32.lt_u
      if
       local.get $0
       local.get $1
       i32.add
       local.get $0
       local.get $2
       i32.add
       i32.load8_u
       local.get $0
       local.get $3
       i32.add
       i32.load8_u
       i32.and
       i32.store8
       local.get $0
       i32.const 1
       i32.add
       local.set $0
       br $while-continue|3
      end
     end
     return
    end
    local.get $4
    i32.const -64
    i32.and
    local.set $5
    i32.const 0
    local.set $0
    loop $while-continue|4
     local.get $0
     local.get $5
     i32.lt_u
     if
      local.get $0
      local.get $2
      i32.add
      local.tee $7
      v128.load offset=16
      local.set $6
      local.get $7
      v128.load offset=32
      local.set $8
      local.get $7
      v128.load offset=48
      local.set $9
      local.get $0
      local.get $3
      i32.add
      local.tee $10
      v128.load offset=16
      local.set $11
      local.get $10
      v128.load offset=32
      local.set $12
      local.get $10
      v128.load offset=48
      local.set $13
      local.get $0
      local.get $1
      i32.add
      local.tee $14
      local.get $7
      v128.load
      local.get $10
      v128.load
      v128.or
      v128.store
      local.get $14
      local.get $6
      local.get $11
      v128.or
      v128.store offset=16
      local.get $14
      local.get $8
      local.get $12
      v128.or
      v128.store offset=32
      local.get $14
      local.get $9
      local.get $13
      v128.or
      v128.store offset=48
      local.get $0
      i32.const -64
      i32.sub
      local.set $0
      br $while-continue|4
     end
    end
    loop $while-continue|5
     local.get $0
     i32.const 16
     i32.add
     local.tee $5
     local.get $4
     i32.le_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      v128.load
      local.get $0
      local.get $3
      i32.add
      v128.load
      v128.or
      v128.store
      local.get $5
      local.set $0
      br $while-continue|5
     end
    end
    loop $while-continue|6
     local.get $0
     local.get $4
     i32.lt_u
     if
      local.get $0
      local.get $1
      i32.add
      local.get $0
      local.get $2
      i32.add
      i32.load8_u
      local.get $0
      local.get $3
      i32.add
      i32.load8_u
      i32.or
      i32.store8
      local.get $0
      i32.const 1
      i32.add
      local.set $0
      br $while-continue|6
     end
    end
    return
   end
   local.get $4
   i32.const -64
   i32.and
   local.set $5
   i32.const 0
   local.set $0
   loop $while-continue|7
    local.get $0
    local.get $5
    i32.lt_u
    if
     local.get $0
     local.get $2
     i32.add
     local.tee $7
     v128.load offset=16
     local.set $6
     local.get $7
     v128.load offset=32
     local.set $8
     local.get $7
     v128.load offset=48
     local.set $9
     local.get $0
     local.get $3
     i32.add
     local.tee $10
     v128.load offset=16
     local.set $11
     local.get $10
     v128.load offset=32
     local.set $12
     local.get $10
     v128.load offset=48
     local.set $13
     local.get $0
     local.get $1
     i32.add
     local.tee $14
     local.get $7
     v128.load
     local.get $10
     v128.load
     v128.xor
     v128.store
     local.get $14
     local.get $6
     local.get $11
     v128.xor
     v128.store offset=16
     local.get $14
     local.get $8
     local.get $12
     v128.xor
     v128.store offset=32
     local.get $14
     local.get $9
     local.get $13
     v128.xor
     v128.store offset=48
     local.get $0
     i32.const -64
     i32.sub
     local.set $0
     br $while-continue|7
    end
   end
   loop $while-continue|8
    local.get $0
    i32.const 16
    i32.add
    local.tee $5
    local.get $4
    i32.le_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     v128.load
     local.get $0
     local.get $3
     i32.add
     v128.load
     v128.xor
     v128.store
     local.get $5
     local.set $0
     br $while-continue|8
    end
   end
   loop $while-continue|9
    local.get $0
    local.get $4
    i32.lt_u
    if
     local.get $0
     local.get $1
     i32.add
     local.get $0
     local.get $2
     i32.add
     i32.load8_u
     local.get $0
     local.get $3
     i32.add
     i32.load8_u
     i32.xor
     i32.store8
     local.get $0
     i32.const 1
     i32.add
     local.set $0
     br $while-continue|9
    end
   end
  end
 )
 (func $assembly/kernel/copy/fill (param $0 i32) (param $1 i32) (param $2 i32)
  local.get $0
  local.get $1
  local.get $2
  memory.fill
 )
 (func $assembly/kernel/copy/copy (param $0 i32) (param $1 i32) (param $2 i32)
  (local $3 v128)
  (local $4 v128)
  (local $5 v128)
  (local $6 i64)
  (local $7 i32)
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
    local.set $3
    local.get $1
    local.get $2
    i32.add
    local.tee $7
    i32.const 16
    i32.sub
    v128.load
    local.set $4
    local.get $2
    i32.const 32
    i32.gt_u
    if
     local.get $7
     i32.const 32
     i32.sub
     v128.load
     local.set $5
     local.get $0
     local.get $1
     v128.load offset=16
     v128.store offset=16
     local.get $0
     local.get $2
     i32.add
     i32.const 32
     i32.sub
     local.get $5
     v128.store
    end
    local.get $0
    local.get $3
    v128.store
    local.get $0
    local.get $2
    i32.add
    i32.const 16
    i32.sub
    local.get $4
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
     local.set $6
     local.get $0
     local.get $1
     i64.load
     i64.store
     local.get $0
     local.get $2
     i32.add
     i32.const 8
     i32.sub
     local.get $6
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
      local.set $7
      local.get $0
      local.get $1
      i32.load
      i32.store
      local.get $0
      local.get $2
      i32.add
      i32.const 4
      i32.sub
      local.get $7
      i32.store
     else
      local.get $2
      i32.const 2
      i32.ge_u
      if
       local.get $1
       local.get $2
       i32.add
       i32.const 2
       i32.sub
       i32.load16_u
       local.set $7
       local.get $0
       local.get $1
       i32.load16_u
       i32.store16
       local.get $0
       local.get $2
       i32.add
       i32.const 2
       i32.sub
       local.get $7
       i32.store16
      else
       local.get $2
       i32.const 1
       i32.eq
       if
        local.get $0
        local.get $1
        i32.load8_u
        i32.store8
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
 (func $assembly/dtype/vector/vectorItems<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i64)
  (local $15 i32)
  (local $16 i32)
  local.get $1
  i32.load offset=20
  local.set $9
  local.get $1
  i32.load offset=24
  local.set $16
  local.get $1
  i32.load offset=16
  local.tee $15
  i32.const 0
  i32.le_s
  local.get $1
  i32.load offset=12
  local.tee $7
  i32.const 0
  i32.le_s
  i32.or
  if
   local.get $5
   return
  end
  local.get $0
  local.get $16
  i32.const 2
  i32.shl
  i32.add
  local.tee $1
  i32.load offset=4
  local.set $10
  local.get $1
  i32.load
  i32.const 1
  i32.eq
  if
   local.get $1
   i32.load offset=12
   local.tee $1
   i32.const 0
   i32.le_s
   if
    local.get $5
    return
   end
   local.get $15
   i32.const 1
   i32.eq
   local.get $1
   local.get $10
   i32.eq
   i32.or
   if
    local.get $1
    local.get $15
    i32.mul
    local.tee $0
    local.get $7
    i32.mul
    local.set $6
    i32.const 0
    local.set $1
    loop $for-loop|0
     local.get $1
     local.get $2
     i32.lt_s
     if
      local.get $7
      i32.const 1
      i32.eq
      local.get $0
      local.get $9
      i32.eq
      i32.or
      if
       local.get $6
       i32.const 64
       i32.le_u
       if
        local.get $6
        i32.const 16
        i32.ge_u
        if
         local.get $3
         v128.load
         local.set $11
         local.get $3
         local.get $6
         i32.add
         local.tee $8
         i32.const 16
         i32.sub
         v128.load
         local.set $12
         local.get $6
         i32.const 32
         i32.gt_u
         if
          local.get $8
          i32.const 32
          i32.sub
          v128.load
          local.set $13
          local.get $5
          local.get $3
          v128.load offset=16
          v128.store offset=16
          local.get $5
          local.get $6
          i32.add
          i32.const 32
          i32.sub
          local.get $13
          v128.store
         end
         local.get $5
         local.get $11
         v128.store
         local.get $5
         local.get $6
         i32.add
         i32.const 16
         i32.sub
         local.get $12
         v128.store
        else
         local.get $6
         i32.const 8
         i32.ge_u
         if
          local.get $3
          local.get $6
          i32.add
          i32.const 8
          i32.sub
          i64.load
          local.set $14
          local.get $5
          local.get $3
          i64.load
          i64.store
          local.get $5
          local.get $6
          i32.add
          i32.const 8
          i32.sub
          local.get $14
          i64.store
         else
          local.get $6
          i32.const 4
          i32.ge_u
          if
           local.get $3
           local.get $6
           i32.add
           i32.const 4
           i32.sub
           i32.load
           local.set $8
           local.get $5
           local.get $3
           i32.load
           i32.store
           local.get $5
           local.get $6
           i32.add
           i32.const 4
           i32.sub
           local.get $8
           i32.store
          else
           local.get $6
           i32.const 2
           i32.ge_u
           if
            local.get $3
            local.get $6
            i32.add
            i32.const 2
            i32.sub
            i32.load16_u
            local.set $8
            local.get $5
            local.get $3
            i32.load16_u
            i32.store16
            local.get $5
            local.get $6
            i32.add
            i32.const 2
            i32.sub
            local.get $8
            i32.store16
           else
            local.get $6
            i32.const 1
            i32.eq
            if
             local.get $5
             local.get $3
             i32.load8_u
             i32.store8
            end
           end
          end
         end
        end
       else
        local.get $5
        local.get $3
        local.get $6
        call $assembly/dtype/kernels/copyRun
       end
      else
       local.get $3
       local.get $5
       local.get $7
       local.get $0
       local.get $9
       call $assembly/dtype/kernels/strided<u8>
      end
      local.get $3
      local.get $4
      i32.add
      local.set $3
      local.get $5
      local.get $6
      i32.add
      local.set $5
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $for-loop|0
     end
    end
    local.get $5
    return
   end
   local.get $1
   local.get $15
   i32.mul
   local.set $16
   loop $for-loop|1
    local.get $2
    local.get $8
    i32.gt_s
    if
     local.get $3
     local.set $0
     i32.const 0
     local.set $6
     loop $for-loop|2
      local.get $6
      local.get $7
      i32.lt_s
      if
       local.get $0
       local.get $5
       local.get $15
       local.get $1
       local.get $10
       call $assembly/dtype/kernels/strided<u8>
       local.get $0
       local.get $9
       i32.add
       local.set $0
       local.get $5
       local.get $16
       i32.add
       local.set $5
       local.get $6
       i32.const 1
       i32.add
       local.set $6
       br $for-loop|2
      end
     end
     local.get $3
     local.get $4
     i32.add
     local.set $3
     local.get $8
     i32.const 1
     i32.add
     local.set $8
     br $for-loop|1
    end
   end
   local.get $5
   return
  end
  loop $for-loop|3
   local.get $2
   local.get $8
   i32.gt_s
   if
    local.get $3
    local.set $1
    i32.const 0
    local.set $6
    loop $for-loop|4
     local.get $6
     local.get $7
     i32.lt_s
     if
      local.get $0
      local.get $16
      local.get $15
      local.get $1
      local.get $10
      local.get $5
      call $assembly/dtype/walk/items<u8>
      local.set $5
      local.get $1
      local.get $9
      i32.add
      local.set $1
      local.get $6
      i32.const 1
      i32.add
      local.set $6
      br $for-loop|4
     end
    end
    local.get $3
    local.get $4
    i32.add
    local.set $3
    local.get $8
    i32.const 1
    i32.add
    local.set $8
    br $for-loop|3
   end
  end
  local.get $5
 )
 (func $assembly/dtype/vector/vectorItems<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 v128)
  (local $12 v128)
  (local $13 v128)
  (local $14 i64)
  (local $15 i32)
  (local $16 i32)
  local.get $1
  i32.load offset=20
  local.set $9
  local.get $1
  i32.load offset=24
  local.set $16
  local.get $1
  i32.load offset=16
  local.tee $15
  i32.const 0
  i32.le_s
  local.get $1
  i32.load offset=12
  local.tee $7
  i32.const 0
  i32.le_s
  i32.or
  if
   local.get $5
   return
  end
  local.get $0
  local.get $16
  i32.const 2
  i32.shl
  i32.add
  local.tee $1
  i32.load offset=4
  local.set $10
  local.get $1
  i32.load
  i32.const 1
  i32.eq
  if
   local.get $1
   i32.load offset=12
   local.tee $1
   i32.const 0
   i32.le_s
   if
    local.get $5
    return
   end
   local.get $15
   i32.const 1
   i32.eq
   local.get $1
   local.get $10
   i32.eq
   i32.or
   if
    local.get $1
    local.get $15
    i32.mul
    local.tee $0
    local.get $7
    i32.mul
    local.set $6
    i32.const 0
    local.set $1
    loop $for-loop|0
     local.get $1
     local.get $2
     i32.lt_s
     if
      local.get $7
      i32.const 1
      i32.eq
      local.get $0
      local.get $9
      i32.eq
      i32.or
      if
       local.get $6
       i32.const 64
       i32.le_u
       if
        local.get $6
        i32.const 16
        i32.ge_u
        if
         local.get $5
         v128.load
         local.set $11
         local.get $5
         local.get $6
         i32.add
         local.tee $8
         i32.const 16
         i32.sub
         v128.load
         local.set $12
         local.get $6
         i32.const 32
         i32.gt_u
         if
          local.get $8
          i32.const 32
          i32.sub
          v128.load
          local.set $13
          local.get $3
          local.get $5
          v128.load offset=16
          v128.store offset=16
          local.get $3
          local.get $6
          i32.add
          i32.const 32
          i32.sub
          local.get $13
          v128.store
         end
         local.get $3
         local.get $11
         v128.store
         local.get $3
         local.get $6
         i32.add
         i32.const 16
         i32.sub
         local.get $12
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
          local.set $14
          local.get $3
          local.get $5
          i64.load
          i64.store
          local.get $3
          local.get $6
          i32.add
          i32.const 8
          i32.sub
          local.get $14
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
           local.set $8
           local.get $3
           local.get $5
           i32.load
           i32.store
           local.get $3
           local.get $6
           i32.add
           i32.const 4
           i32.sub
           local.get $8
           i32.store
          else
           local.get $6
           i32.const 2
           i32.ge_u
           if
            local.get $5
            local.get $6
            i32.add
            i32.const 2
            i32.sub
            i32.load16_u
            local.set $8
            local.get $3
            local.get $5
            i32.load16_u
            i32.store16
            local.get $3
            local.get $6
            i32.add
            i32.const 2
            i32.sub
            local.get $8
            i32.store16
           else
            local.get $6
            i32.const 1
            i32.eq
            if
             local.get $3
             local.get $5
             i32.load8_u
             i32.store8
            end
           end
          end
         end
        end
       else
        local.get $3
        local.get $5
        local.get $6
        call $assembly/dtype/kernels/copyRun
       end
      else
       local.get $3
       local.get $5
       local.get $7
       local.get $0
       local.get $9
       call $assembly/dtype/kernels/strided<u16>
      end
      local.get $3
      local.get $4
      i32.add
      local.set $3
      local.get $5
      local.get $6
      i32.add
      local.set $5
      local.get $1
      i32.const 1
      i32.add
      local.set $1
      br $for-loop|0
     end
    end
    local.get $5
    return
   end
   local.get $1
   local.get $15
   i32.mul
   local.set $16
   loop $for-loop|1
    local.get $2
    local.get $8
    i32.gt_s
    if
     local.get $3
     local.set $0
     i32.const 0
     local.set $6
     loop $for-loop|2
      local.get $6
      local.get $7
      i32.lt_s
      if
       local.get $0
       local.get $5
       local.get $15
       local.get $1
       local.get $10
       call $assembly/dtype/kernels/strided<u16>
       local.get $0
       local.get $9
       i32.add
       local.set $0
       local.get $5
       local.get $16
       i32.add
       local.set $5
       local.get $6
       i32.const 1
       i32.add
       local.set $6
       br $for-loop|2
      end
     end
     local.get $3
     local.get $4
     i32.add
     local.set $3
     local.get $8
     i32.const 1
     i32.add
     local.set $8
     br $for-loop|1
    end
   end
   local.get $5
   return
  end
  loop $for-loop|3
   local.get $2
   local.get $8
   i32.gt_s
   if
    local.get $3
    local.set $1
    i32.const 0
    local.set $6
    loop $for-loop|4
     local.get $6
     local.get $7
     i32.lt_s
     if
      local.get $0
      local.get $16
      local.get $15
      local.get $1
      local.get $10
      local.get $5
      call $assembly/dtype/walk/items<u16>
      local.set $5
      local.get $1
      local.get $9
      i32.add
      local.set $1
      local.get $6
      i32.const 1
      i32.add
      local.set $6
      br $for-loop|4
     end
    end
    local.get $3
    local.get $4
    i32.add
    local.set $3
    local.get $8
    i32.const 1
    i32.add
    local.set $8
    br $for-loop|3
   end
  end
  local.get $5
 )
 (func $assembly/dtype/struct/structItems<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 v128)
  (local $13 i64)
  (local $14 i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 v128)
  (local $18 v128)
  local.get $1
  i32.load offset=12
  local.set $11
  local.get $1
  i32.const 16
  i32.add
  local.set $8
  block $__inlined_func$assembly/dtype/struct/smallRuns$4
   loop $for-loop|0
    local.get $6
    local.get $11
    i32.lt_s
    if
     local.get $0
     local.get $8
     i32.load offset=8
     i32.const 2
     i32.shl
     i32.add
     local.tee $15
     i32.load offset=12
     local.tee $16
     i32.const 64
     i32.gt_s
     local.get $16
     i32.const 0
     i32.le_s
     local.set $16
     local.get $8
     i32.load
     i32.const 1
     i32.ne
     if (result i32)
      i32.const 1
     else
      local.get $15
      i32.load
      i32.const 1
      i32.ne
     end
     local.get $16
     i32.or
     i32.or
     br_if $__inlined_func$assembly/dtype/struct/smallRuns$4
     local.get $8
     i32.const 12
     i32.add
     local.set $8
     local.get $6
     i32.const 1
     i32.add
     local.set $6
     br $for-loop|0
    end
   end
   i32.const 1
   local.set $7
  end
  local.get $7
  if
   loop $for-loop|00
    local.get $2
    local.get $9
    i32.gt_s
    if
     local.get $1
     i32.const 16
     i32.add
     local.set $8
     i32.const 0
     local.set $10
     loop $for-loop|1
      local.get $10
      local.get $11
      i32.lt_s
      if
       local.get $3
       local.get $8
       i32.load offset=4
       i32.add
       local.set $6
       local.get $0
       local.get $8
       i32.load offset=8
       i32.const 2
       i32.shl
       i32.add
       i32.load offset=12
       local.tee $7
       i32.const 8
       i32.eq
       if
        local.get $5
        local.get $6
        i64.load
        i64.store
       else
        local.get $7
        i32.const 4
        i32.eq
        if
         local.get $5
         local.get $6
         i32.load
         i32.store
        else
         local.get $7
         i32.const 16
         i32.ge_u
         if
          local.get $6
          v128.load
          local.set $12
          local.get $6
          local.get $7
          i32.add
          local.tee $14
          i32.const 16
          i32.sub
          v128.load
          local.set $17
          local.get $7
          i32.const 32
          i32.gt_u
          if
           local.get $14
           i32.const 32
           i32.sub
           v128.load
           local.set $18
           local.get $5
           local.get $6
           v128.load offset=16
           v128.store offset=16
           local.get $5
           local.get $7
           i32.add
           i32.const 32
           i32.sub
           local.get $18
           v128.store
          end
          local.get $5
          local.get $12
          v128.store
          local.get $5
          local.get $7
          i32.add
          i32.const 16
          i32.sub
          local.get $17
          v128.store
         else
          local.get $7
          i32.const 8
          i32.ge_u
          if
           local.get $6
           local.get $7
           i32.add
           i32.const 8
           i32.sub
           i64.load
           local.set $13
           local.get $5
           local.get $6
           i64.load
           i64.store
           local.get $5
           local.get $7
           i32.add
           i32.const 8
           i32.sub
           local.get $13
           i64.store
          else
           local.get $7
           i32.const 4
           i32.ge_u
           if
            local.get $6
            local.get $7
            i32.add
            i32.const 4
            i32.sub
            i32.load
            local.set $14
            local.get $5
            local.get $6
            i32.load
            i32.store
            local.get $5
            local.get $7
            i32.add
            i32.const 4
            i32.sub
            local.get $14
            i32.store
           else
            local.get $7
            i32.const 2
            i32.ge_u
            if
             local.get $6
             local.get $7
             i32.add
             i32.const 2
             i32.sub
             i32.load16_u
             local.set $14
             local.get $5
             local.get $6
             i32.load16_u
             i32.store16
             local.get $5
             local.get $7
             i32.add
             i32.const 2
             i32.sub
             local.get $14
             i32.store16
            else
             local.get $7
             i32.const 1
             i32.eq
             if
              local.get $5
              local.get $6
              i32.load8_u
              i32.store8
             end
            end
           end
          end
         end
        end
       end
       local.get $5
       local.get $7
       i32.add
       local.set $5
       local.get $8
       i32.const 12
       i32.add
       local.set $8
       local.get $10
       i32.const 1
       i32.add
       local.set $10
       br $for-loop|1
      end
     end
     local.get $3
     local.get $4
     i32.add
     local.set $3
     local.get $9
     i32.const 1
     i32.add
     local.set $9
     br $for-loop|00
    end
   end
   local.get $5
   return
  end
  loop $for-loop|2
   local.get $2
   local.get $10
   i32.gt_s
   if
    local.get $1
    i32.const 16
    i32.add
    local.set $9
    i32.const 0
    local.set $8
    loop $for-loop|3
     local.get $8
     local.get $11
     i32.lt_s
     if
      local.get $0
      local.get $9
      i32.load offset=8
      local.tee $6
      i32.const 2
      i32.shl
      i32.add
      local.set $7
      local.get $3
      local.get $9
      i32.load offset=4
      i32.add
      local.set $14
      local.get $9
      i32.load
      local.tee $15
      i32.const 1
      i32.eq
      if (result i32)
       local.get $7
       i32.load
       i32.const 1
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       local.get $7
       i32.load offset=12
       local.tee $6
       i32.const 64
       i32.le_u
       if
        local.get $6
        i32.const 16
        i32.ge_u
        if
         local.get $14
         v128.load
         local.set $12
         local.get $6
         local.get $14
         i32.add
         local.tee $7
         i32.const 16
         i32.sub
         v128.load
         local.set $17
         local.get $6
         i32.const 32
         i32.gt_u
         if
          local.get $7
          i32.const 32
          i32.sub
          v128.load
          local.set $18
          local.get $5
          local.get $14
          v128.load offset=16
          v128.store offset=16
          local.get $5
          local.get $6
          i32.add
          i32.const 32
          i32.sub
          local.get $18
          v128.store
         end
         local.get $5
         local.get $12
         v128.store
         local.get $5
         local.get $6
         i32.add
         i32.const 16
         i32.sub
         local.get $17
         v128.store
        else
         local.get $6
         i32.const 8
         i32.ge_u
         if
          local.get $6
          local.get $14
          i32.add
          i32.const 8
          i32.sub
          i64.load
          local.set $13
          local.get $5
          local.get $14
          i64.load
          i64.store
          local.get $5
          local.get $6
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
           local.get $6
           local.get $14
           i32.add
           i32.const 4
           i32.sub
           i32.load
           local.set $7
           local.get $5
           local.get $14
           i32.load
           i32.store
           local.get $5
           local.get $6
           i32.add
           i32.const 4
           i32.sub
           local.get $7
           i32.store
          else
           local.get $6
           i32.const 2
           i32.ge_u
           if
            local.get $6
            local.get $14
            i32.add
            i32.const 2
            i32.sub
            i32.load16_u
            local.set $7
            local.get $5
            local.get $14
            i32.load16_u
            i32.store16
            local.get $5
            local.get $6
            i32.add
            i32.const 2
            i32.sub
            local.get $7
            i32.store16
           else
            local.get $6
            i32.const 1
            i32.eq
            if
             local.get $5
             local.get $14
             i32.load8_u
             i32.store8
            end
           end
          end
         end
        end
       else
        local.get $5
        local.get $14
        local.get $6
        call $assembly/dtype/kernels/copyRun
       end
       local.get $5
       local.get $6
       i32.add
      else
       local.get $0
       local.get $6
       local.get $15
       local.get $14
       local.get $7
       i32.load offset=4
       local.get $5
       call $assembly/dtype/walk/items<u8>
      end
      local.set $5
      local.get $9
      i32.const 12
      i32.add
      local.set $9
      local.get $8
      i32.const 1
      i32.add
      local.set $8
      br $for-loop|3
     end
    end
    local.get $3
    local.get $4
    i32.add
    local.set $3
    local.get $10
    i32.const 1
    i32.add
    local.set $10
    br $for-loop|2
   end
  end
  local.get $5
 )
 (func $assembly/dtype/struct/structItems<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 v128)
  (local $12 i64)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  (local $16 i32)
  (local $17 v128)
  (local $18 v128)
  local.get $1
  i32.load offset=12
  local.set $10
  local.get $1
  i32.const 16
  i32.add
  local.set $7
  block $__inlined_func$assembly/dtype/struct/smallRuns$6
   loop $for-loop|0
    local.get $10
    local.get $13
    i32.gt_s
    if
     local.get $0
     local.get $7
     i32.load offset=8
     i32.const 2
     i32.shl
     i32.add
     local.tee $15
     i32.load offset=12
     local.tee $16
     i32.const 64
     i32.gt_s
     local.get $16
     i32.const 0
     i32.le_s
     local.set $16
     local.get $7
     i32.load
     i32.const 1
     i32.ne
     if (result i32)
      i32.const 1
     else
      local.get $15
      i32.load
      i32.const 1
      i32.ne
     end
     local.get $16
     i32.or
     i32.or
     br_if $__inlined_func$assembly/dtype/struct/smallRuns$6
     local.get $7
     i32.const 12
     i32.add
     local.set $7
     local.get $13
     i32.const 1
     i32.add
     local.set $13
     br $for-loop|0
    end
   end
   i32.const 1
   local.set $6
  end
  local.get $6
  if
   loop $for-loop|00
    local.get $2
    local.get $8
    i32.gt_s
    if
     local.get $1
     i32.const 16
     i32.add
     local.set $6
     i32.const 0
     local.set $9
     loop $for-loop|1
      local.get $9
      local.get $10
      i32.lt_s
      if
       local.get $3
       local.get $6
       i32.load offset=4
       i32.add
       local.set $7
       local.get $0
       local.get $6
       i32.load offset=8
       i32.const 2
       i32.shl
       i32.add
       i32.load offset=12
       local.tee $13
       i32.const 8
       i32.eq
       if
        local.get $7
        local.get $5
        i64.load
        i64.store
       else
        local.get $13
        i32.const 4
        i32.eq
        if
         local.get $7
         local.get $5
         i32.load
         i32.store
        else
         local.get $13
         i32.const 16
         i32.ge_u
         if
          local.get $5
          v128.load
          local.set $11
          local.get $5
          local.get $13
          i32.add
          local.tee $14
          i32.const 16
          i32.sub
          v128.load
          local.set $17
          local.get $13
          i32.const 32
          i32.gt_u
          if
           local.get $14
           i32.const 32
           i32.sub
           v128.load
           local.set $18
           local.get $7
           local.get $5
           v128.load offset=16
           v128.store offset=16
           local.get $7
           local.get $13
           i32.add
           i32.const 32
           i32.sub
           local.get $18
           v128.store
          end
          local.get $7
          local.get $11
          v128.store
          local.get $7
          local.get $13
          i32.add
          i32.const 16
          i32.sub
          local.get $17
          v128.store
         else
          local.get $13
          i32.const 8
          i32.ge_u
          if
           local.get $5
           local.get $13
           i32.add
           i32.const 8
           i32.sub
           i64.load
           local.set $12
           local.get $7
           local.get $5
           i64.load
           i64.store
           local.get $7
           local.get $13
           i32.add
           i32.const 8
           i32.sub
           local.get $12
           i64.store
          else
           local.get $13
           i32.const 4
           i32.ge_u
           if
            local.get $5
            local.get $13
            i32.add
            i32.const 4
            i32.sub
            i32.load
            local.set $14
            local.get $7
            local.get $5
            i32.load
            i32.store
            local.get $7
            local.get $13
            i32.add
            i32.const 4
            i32.sub
            local.get $14
            i32.store
           else
            local.get $13
            i32.const 2
            i32.ge_u
            if
             local.get $5
             local.get $13
             i32.add
             i32.const 2
             i32.sub
             i32.load16_u
             local.set $14
             local.get $7
             local.get $5
             i32.load16_u
             i32.store16
             local.get $7
             local.get $13
             i32.add
             i32.const 2
             i32.sub
             local.get $14
             i32.store16
            else
             local.get $13
             i32.const 1
             i32.eq
             if
              local.get $7
              local.get $5
              i32.load8_u
              i32.store8
             end
            end
           end
          end
         end
        end
       end
       local.get $5
       local.get $13
       i32.add
       local.set $5
       local.get $6
       i32.const 12
       i32.add
       local.set $6
       local.get $9
       i32.const 1
       i32.add
       local.set $9
       br $for-loop|1
      end
     end
     local.get $3
     local.get $4
     i32.add
     local.set $3
     local.get $8
     i32.const 1
     i32.add
     local.set $8
     br $for-loop|00
    end
   end
   local.get $5
   return
  end
  loop $for-loop|2
   local.get $2
   local.get $9
   i32.gt_s
   if
    local.get $1
    i32.const 16
    i32.add
    local.set $8
    i32.const 0
    local.set $7
    loop $for-loop|3
     local.get $7
     local.get $10
     i32.lt_s
     if
      local.get $0
      local.get $8
      i32.load offset=8
      local.tee $6
      i32.const 2
      i32.shl
      i32.add
      local.set $13
      local.get $3
      local.get $8
      i32.load offset=4
      i32.add
      local.set $14
      local.get $8
      i32.load
      local.tee $15
      i32.const 1
      i32.eq
      if (result i32)
       local.get $13
       i32.load
       i32.const 1
       i32.eq
      else
       i32.const 0
      end
      if (result i32)
       local.get $13
       i32.load offset=12
       local.tee $6
       i32.const 64
       i32.le_u
       if
        local.get $6
        i32.const 16
        i32.ge_u
        if
         local.get $5
         v128.load
         local.set $11
         local.get $5
         local.get $6
         i32.add
         local.tee $13
         i32.const 16
         i32.sub
         v128.load
         local.set $17
         local.get $6
         i32.const 32
         i32.gt_u
         if
          local.get $13
          i32.const 32
          i32.sub
          v128.load
          local.set $18
          local.get $14
          local.get $5
          v128.load offset=16
          v128.store offset=16
          local.get $6
          local.get $14
          i32.add
          i32.const 32
          i32.sub
          local.get $18
          v128.store
         end
         local.get $14
         local.get $11
         v128.store
         local.get $6
         local.get $14
         i32.add
         i32.const 16
         i32.sub
         local.get $17
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
          local.set $12
          local.get $14
          local.get $5
          i64.load
          i64.store
          local.get $6
          local.get $14
          i32.add
          i32.const 8
          i32.sub
          local.get $12
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
           local.set $13
           local.get $14
           local.get $5
           i32.load
           i32.store
           local.get $6
           local.get $14
           i32.add
           i32.const 4
           i32.sub
           local.get $13
           i32.store
          else
           local.get $6
           i32.const 2
           i32.ge_u
           if
            local.get $5
            local.get $6
            i32.add
            i32.const 2
            i32.sub
            i32.load16_u
            local.set $13
            local.get $14
            local.get $5
            i32.load16_u
            i32.store16
            local.get $6
            local.get $14
            i32.add
            i32.const 2
            i32.sub
            local.get $13
            i32.store16
           else
            local.get $6
            i32.const 1
            i32.eq
            if
             local.get $14
             local.get $5
             i32.load8_u
             i32.store8
            end
           end
          end
         end
        end
       else
        local.get $14
        local.get $5
        local.get $6
        call $assembly/dtype/kernels/copyRun
       end
       local.get $5
       local.get $6
       i32.add
      else
       local.get $0
       local.get $6
       local.get $15
       local.get $14
       local.get $13
       i32.load offset=4
       local.get $5
       call $assembly/dtype/walk/items<u16>
      end
      local.set $5
      local.get $8
      i32.const 12
      i32.add
      local.set $8
      local.get $7
      i32.const 1
      i32.add
      local.set $7
      br $for-loop|3
     end
    end
    local.get $3
    local.get $4
    i32.add
    local.set $3
    local.get $9
    i32.const 1
    i32.add
    local.set $9
    br $for-loop|2
   end
  end
  local.get $5
 )
 (func $assembly/dtype/pack/dtUnpack (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  local.get $0
  i32.const 0
  local.get $1
  local.get $3
  local.get $0
  i32.load offset=4
  local.get $2
  call $assembly/dtype/walk/items<u16>
  local.get $2
  i32.sub
 )
 (func $assembly/dtype/pack/dtPack (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (result i32)
  local.get $0
  i32.const 0
  local.get $1
  local.get $2
  local.get $0
  i32.load offset=4
  local.get $3
  call $assembly/dtype/walk/items<u8>
  local.get $3
  i32.sub
 )
 (func $assembly/dtype/kernels/gather<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 v128)
  (local $7 v128)
  (local $8 v128)
  (local $9 i64)
  (local $10 i32)
  (local $11 i32)
  local.get $3
  i32.const 8
  i32.eq
  if
   loop $for-loop|0
    local.get $2
    local.get $5
    i32.gt_s
    if
     local.get $1
     local.get $0
     local.get $4
     local.get $5
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.add
     i64.load
     i64.store
     local.get $1
     i32.const 8
     i32.add
     local.set $1
     local.get $5
     i32.const 1
     i32.add
     local.set $5
     br $for-loop|0
    end
   end
  else
   local.get $3
   i32.const 4
   i32.eq
   if
    loop $for-loop|1
     local.get $2
     local.get $5
     i32.gt_s
     if
      local.get $1
      local.get $0
      local.get $4
      local.get $5
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.add
      i32.load
      i32.store
      local.get $1
      i32.const 4
      i32.add
      local.set $1
      local.get $5
      i32.const 1
      i32.add
      local.set $5
      br $for-loop|1
     end
    end
   else
    local.get $3
    i32.const 16
    i32.eq
    if
     loop $for-loop|2
      local.get $2
      local.get $5
      i32.gt_s
      if
       local.get $1
       local.get $0
       local.get $4
       local.get $5
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.add
       v128.load
       v128.store
       local.get $1
       i32.const 16
       i32.add
       local.set $1
       local.get $5
       i32.const 1
       i32.add
       local.set $5
       br $for-loop|2
      end
     end
    else
     local.get $3
     i32.const 1
     i32.eq
     if
      loop $for-loop|3
       local.get $2
       local.get $5
       i32.gt_s
       if
        local.get $1
        local.get $0
        local.get $4
        local.get $5
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.add
        i32.load8_u
        i32.store8
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        local.get $5
        i32.const 1
        i32.add
        local.set $5
        br $for-loop|3
       end
      end
     else
      local.get $3
      i32.const 2
      i32.eq
      if
       loop $for-loop|4
        local.get $2
        local.get $5
        i32.gt_s
        if
         local.get $1
         local.get $0
         local.get $4
         local.get $5
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.add
         i32.load16_u
         i32.store16
         local.get $1
         i32.const 2
         i32.add
         local.set $1
         local.get $5
         i32.const 1
         i32.add
         local.set $5
         br $for-loop|4
        end
       end
      else
       loop $for-loop|5
        local.get $2
        local.get $5
        i32.gt_s
        if
         local.get $0
         local.get $4
         local.get $5
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.add
         local.set $10
         local.get $3
         i32.const 64
         i32.le_u
         if
          local.get $3
          i32.const 16
          i32.ge_u
          if
           local.get $10
           v128.load
           local.set $6
           local.get $3
           local.get $10
           i32.add
           local.tee $11
           i32.const 16
           i32.sub
           v128.load
           local.set $7
           local.get $3
           i32.const 32
           i32.gt_u
           if
            local.get $11
            i32.const 32
            i32.sub
            v128.load
            local.set $8
            local.get $1
            local.get $10
            v128.load offset=16
            v128.store offset=16
            local.get $1
            local.get $3
            i32.add
            i32.const 32
            i32.sub
            local.get $8
            v128.store
           end
           local.get $1
           local.get $6
           v128.store
           local.get $1
           local.get $3
           i32.add
           i32.const 16
           i32.sub
           local.get $7
           v128.store
          else
           local.get $3
           i32.const 8
           i32.ge_u
           if
            local.get $3
            local.get $10
            i32.add
            i32.const 8
            i32.sub
            i64.load
            local.set $9
            local.get $1
            local.get $10
            i64.load
            i64.store
            local.get $1
            local.get $3
            i32.add
            i32.const 8
            i32.sub
            local.get $9
            i64.store
           else
            local.get $3
            i32.const 4
            i32.ge_u
            if
             local.get $3
             local.get $10
             i32.add
             i32.const 4
             i32.sub
             i32.load
             local.set $11
             local.get $1
             local.get $10
             i32.load
             i32.store
             local.get $1
             local.get $3
             i32.add
             i32.const 4
             i32.sub
             local.get $11
             i32.store
            else
             local.get $3
             i32.const 2
             i32.ge_u
             if
              local.get $3
              local.get $10
              i32.add
              i32.const 2
              i32.sub
              i32.load16_u
              local.set $11
              local.get $1
              local.get $10
              i32.load16_u
              i32.store16
              local.get $1
              local.get $3
              i32.add
              i32.const 2
              i32.sub
              local.get $11
              i32.store16
             else
              local.get $3
              i32.const 1
              i32.eq
              if
               local.get $1
               local.get $10
               i32.load8_u
               i32.store8
              end
             end
            end
           end
          end
         else
          local.get $1
          local.get $10
          local.get $3
          call $assembly/dtype/kernels/copyRun
         end
         local.get $1
         local.get $3
         i32.add
         local.set $1
         local.get $5
         i32.const 1
         i32.add
         local.set $5
         br $for-loop|5
        end
       end
      end
     end
    end
   end
  end
 )
 (func $assembly/dtype/kernels/gather<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 v128)
  (local $7 v128)
  (local $8 v128)
  (local $9 i64)
  (local $10 i32)
  (local $11 i32)
  local.get $3
  i32.const 8
  i32.eq
  if
   loop $for-loop|0
    local.get $2
    local.get $5
    i32.gt_s
    if
     local.get $0
     local.get $4
     local.get $5
     i32.const 2
     i32.shl
     i32.add
     i32.load
     i32.add
     local.get $1
     i64.load
     i64.store
     local.get $1
     i32.const 8
     i32.add
     local.set $1
     local.get $5
     i32.const 1
     i32.add
     local.set $5
     br $for-loop|0
    end
   end
  else
   local.get $3
   i32.const 4
   i32.eq
   if
    loop $for-loop|1
     local.get $2
     local.get $5
     i32.gt_s
     if
      local.get $0
      local.get $4
      local.get $5
      i32.const 2
      i32.shl
      i32.add
      i32.load
      i32.add
      local.get $1
      i32.load
      i32.store
      local.get $1
      i32.const 4
      i32.add
      local.set $1
      local.get $5
      i32.const 1
      i32.add
      local.set $5
      br $for-loop|1
     end
    end
   else
    local.get $3
    i32.const 16
    i32.eq
    if
     loop $for-loop|2
      local.get $2
      local.get $5
      i32.gt_s
      if
       local.get $0
       local.get $4
       local.get $5
       i32.const 2
       i32.shl
       i32.add
       i32.load
       i32.add
       local.get $1
       v128.load
       v128.store
       local.get $1
       i32.const 16
       i32.add
       local.set $1
       local.get $5
       i32.const 1
       i32.add
       local.set $5
       br $for-loop|2
      end
     end
    else
     local.get $3
     i32.const 1
     i32.eq
     if
      loop $for-loop|3
       local.get $2
       local.get $5
       i32.gt_s
       if
        local.get $0
        local.get $4
        local.get $5
        i32.const 2
        i32.shl
        i32.add
        i32.load
        i32.add
        local.get $1
        i32.load8_u
        i32.store8
        local.get $1
        i32.const 1
        i32.add
        local.set $1
        local.get $5
        i32.const 1
        i32.add
        local.set $5
        br $for-loop|3
       end
      end
     else
      local.get $3
      i32.const 2
      i32.eq
      if
       loop $for-loop|4
        local.get $2
        local.get $5
        i32.gt_s
        if
         local.get $0
         local.get $4
         local.get $5
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.add
         local.get $1
         i32.load16_u
         i32.store16
         local.get $1
         i32.const 2
         i32.add
         local.set $1
         local.get $5
         i32.const 1
         i32.add
         local.set $5
         br $for-loop|4
        end
       end
      else
       loop $for-loop|5
        local.get $2
        local.get $5
        i32.gt_s
        if
         local.get $0
         local.get $4
         local.get $5
         i32.const 2
         i32.shl
         i32.add
         i32.load
         i32.add
         local.set $10
         local.get $3
         i32.const 64
         i32.le_u
         if
          local.get $3
          i32.const 16
          i32.ge_u
          if
           local.get $1
           v128.load
           local.set $6
           local.get $1
           local.get $3
           i32.add
           local.tee $11
           i32.const 16
           i32.sub
           v128.load
           local.set $7
           local.get $3
           i32.const 32
           i32.gt_u
           if
            local.get $11
            i32.const 32
            i32.sub
            v128.load
            local.set $8
            local.get $10
            local.get $1
            v128.load offset=16
            v128.store offset=16
            local.get $3
            local.get $10
            i32.add
            i32.const 32
            i32.sub
            local.get $8
            v128.store
           end
           local.get $10
           local.get $6
           v128.store
           local.get $3
           local.get $10
           i32.add
           i32.const 16
           i32.sub
           local.get $7
           v128.store
          else
           local.get $3
           i32.const 8
           i32.ge_u
           if
            local.get $1
            local.get $3
            i32.add
            i32.const 8
            i32.sub
            i64.load
            local.set $9
            local.get $10
            local.get $1
            i64.load
            i64.store
            local.get $3
            local.get $10
            i32.add
            i32.const 8
            i32.sub
            local.get $9
            i64.store
           else
            local.get $3
            i32.const 4
            i32.ge_u
            if
             local.get $1
             local.get $3
             i32.add
             i32.const 4
             i32.sub
             i32.load
             local.set $11
             local.get $10
             local.get $1
             i32.load
             i32.store
             local.get $3
             local.get $10
             i32.add
             i32.const 4
             i32.sub
             local.get $11
             i32.store
            else
             local.get $3
             i32.const 2
             i32.ge_u
             if
              local.get $1
              local.get $3
              i32.add
              i32.const 2
              i32.sub
              i32.load16_u
              local.set $11
              local.get $10
              local.get $1
              i32.load16_u
              i32.store16
              local.get $3
              local.get $10
              i32.add
              i32.const 2
              i32.sub
              local.get $11
              i32.store16
             else
              local.get $3
              i32.const 1
              i32.eq
              if
               local.get $10
               local.get $1
               i32.load8_u
               i32.store8
              end
             end
            end
           end
          end
         else
          local.get $10
          local.get $1
          local.get $3
          call $assembly/dtype/kernels/copyRun
         end
         local.get $1
         local.get $3
         i32.add
         local.set $1
         local.get $5
         i32.const 1
         i32.add
         local.set $5
         br $for-loop|5
        end
       end
      end
     end
    end
   end
  end
 )
 (func $assembly/dtype/indexed/indexedItems<u8> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 v128)
  (local $14 v128)
  (local $15 v128)
  (local $16 i64)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
  local.get $1
  i32.load offset=12
  local.set $11
  local.get $0
  local.get $1
  i32.load offset=16
  local.tee $12
  i32.const 2
  i32.shl
  i32.add
  local.tee $7
  i32.load offset=4
  local.set $8
  local.get $7
  i32.load
  i32.const 1
  i32.eq
  local.tee $6
  if
   local.get $8
   local.get $7
   i32.load offset=12
   i32.eq
   local.set $6
  end
  loop $for-loop|0
   local.get $2
   local.get $10
   i32.gt_s
   if
    local.get $1
    i32.const 20
    i32.add
    local.set $7
    i32.const 0
    local.set $9
    loop $for-loop|1
     local.get $9
     local.get $11
     i32.lt_s
     if
      local.get $3
      local.get $7
      i32.load offset=4
      i32.add
      local.set $18
      local.get $6
      if (result i32)
       local.get $7
       i32.load
       local.get $8
       i32.mul
       local.tee $17
       i32.const 64
       i32.le_u
       if
        local.get $17
        i32.const 16
        i32.ge_u
        if
         local.get $18
         v128.load
         local.set $13
         local.get $17
         local.get $18
         i32.add
         local.tee $19
         i32.const 16
         i32.sub
         v128.load
         local.set $14
         local.get $17
         i32.const 32
         i32.gt_u
         if
          local.get $19
          i32.const 32
          i32.sub
          v128.load
          local.set $15
          local.get $5
          local.get $18
          v128.load offset=16
          v128.store offset=16
          local.get $5
          local.get $17
          i32.add
          i32.const 32
          i32.sub
          local.get $15
          v128.store
         end
         local.get $5
         local.get $13
         v128.store
         local.get $5
         local.get $17
         i32.add
         i32.const 16
         i32.sub
         local.get $14
         v128.store
        else
         local.get $17
         i32.const 8
         i32.ge_u
         if
          local.get $17
          local.get $18
          i32.add
          i32.const 8
          i32.sub
          i64.load
          local.set $16
          local.get $5
          local.get $18
          i64.load
          i64.store
          local.get $5
          local.get $17
          i32.add
          i32.const 8
          i32.sub
          local.get $16
          i64.store
         else
          local.get $17
          i32.const 4
          i32.ge_u
          if
           local.get $17
           local.get $18
           i32.add
           i32.const 4
           i32.sub
           i32.load
           local.set $19
           local.get $5
           local.get $18
           i32.load
           i32.store
           local.get $5
           local.get $17
           i32.add
           i32.const 4
           i32.sub
           local.get $19
           i32.store
          else
           local.get $17
           i32.const 2
           i32.ge_u
           if
            local.get $17
            local.get $18
            i32.add
            i32.const 2
            i32.sub
            i32.load16_u
            local.set $19
            local.get $5
            local.get $18
            i32.load16_u
            i32.store16
            local.get $5
            local.get $17
            i32.add
            i32.const 2
            i32.sub
            local.get $19
            i32.store16
           else
            local.get $17
            i32.const 1
            i32.eq
            if
             local.get $5
             local.get $18
             i32.load8_u
             i32.store8
            end
           end
          end
         end
        end
       else
        local.get $5
        local.get $18
        local.get $17
        call $assembly/dtype/kernels/copyRun
       end
       local.get $5
       local.get $17
       i32.add
      else
       local.get $0
       local.get $12
       local.get $7
       i32.load
       local.get $18
       local.get $8
       local.get $5
       call $assembly/dtype/walk/items<u8>
      end
      local.set $5
      local.get $7
      i32.const 8
      i32.add
      local.set $7
      local.get $9
      i32.const 1
      i32.add
      local.set $9
      br $for-loop|1
     end
    end
    local.get $3
    local.get $4
    i32.add
    local.set $3
    local.get $10
    i32.const 1
    i32.add
    local.set $10
    br $for-loop|0
   end
  end
  local.get $5
 )
 (func $assembly/dtype/indexed/indexedItems<u16> (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (result i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 v128)
  (local $14 v128)
  (local $15 v128)
  (local $16 i64)
  (local $17 i32)
  (local $18 i32)
  (local $19 i32)
  local.get $1
  i32.load offset=12
  local.set $11
  local.get $0
  local.get $1
  i32.load offset=16
  local.tee $12
  i32.const 2
  i32.shl
  i32.add
  local.tee $7
  i32.load offset=4
  local.set $8
  local.get $7
  i32.load
  i32.const 1
  i32.eq
  local.tee $6
  if
   local.get $8
   local.get $7
   i32.load offset=12
   i32.eq
   local.set $6
  end
  loop $for-loop|0
   local.get $2
   local.get $10
   i32.gt_s
   if
    local.get $1
    i32.const 20
    i32.add
    local.set $7
    i32.const 0
    local.set $9
    loop $for-loop|1
     local.get $9
     local.get $11
     i32.lt_s
     if
      local.get $3
      local.get $7
      i32.load offset=4
      i32.add
      local.set $18
      local.get $6
      if (result i32)
       local.get $7
       i32.load
       local.get $8
       i32.mul
       local.tee $17
       i32.const 64
       i32.le_u
       if
        local.get $17
        i32.const 16
        i32.ge_u
        if
         local.get $5
         v128.load
         local.set $13
         local.get $5
         local.get $17
         i32.add
         local.tee $19
         i32.const 16
         i32.sub
         v128.load
         local.set $14
         local.get $17
         i32.const 32
         i32.gt_u
         if
          local.get $19
          i32.const 32
          i32.sub
          v128.load
          local.set $15
          local.get $18
          local.get $5
          v128.load offset=16
          v128.store offset=16
          local.get $17
          local.get $18
          i32.add
          i32.const 32
          i32.sub
          local.get $15
          v128.store
         end
         local.get $18
         local.get $13
         v128.store
         local.get $17
         local.get $18
         i32.add
         i32.const 16
         i32.sub
         local.get $14
         v128.store
        else
         local.get $17
         i32.const 8
         i32.ge_u
         if
          local.get $5
          local.get $17
          i32.add
          i32.const 8
          i32.sub
          i64.load
          local.set $16
          local.get $18
          local.get $5
          i64.load
          i64.store
          local.get $17
          local.get $18
          i32.add
          i32.const 8
          i32.sub
          local.get $16
          i64.store
         else
          local.get $17
          i32.const 4
          i32.ge_u
          if
           local.get $5
           local.get $17
           i32.add
           i32.const 4
           i32.sub
           i32.load
           local.set $19
           local.get $18
           local.get $5
           i32.load
           i32.store
           local.get $17
           local.get $18
           i32.add
           i32.const 4
           i32.sub
           local.get $19
           i32.store
          else
           local.get $17
           i32.const 2
           i32.ge_u
           if
            local.get $5
            local.get $17
            i32.add
            i32.const 2
            i32.sub
            i32.load16_u
            local.set $19
            local.get $18
            local.get $5
            i32.load16_u
            i32.store16
            local.get $17
            local.get $18
            i32.add
            i32.const 2
            i32.sub
            local.get $19
            i32.store16
           else
            local.get $17
            i32.const 1
            i32.eq
            if
             local.get $18
             local.get $5
             i32.load8_u
             i32.store8
            end
           end
          end
         end
        end
       else
        local.get $18
        local.get $5
        local.get $17
        call $assembly/dtype/kernels/copyRun
       end
       local.get $5
       local.get $17
       i32.add
      else
       local.get $0
       local.get $12
       local.get $7
       i32.load
       local.get $18
       local.get $8
       local.get $5
       call $assembly/dtype/walk/items<u16>
      end
      local.set $5
      local.get $7
      i32.const 8
      i32.add
      local.set $7
      local.get $9
      i32.const 1
      i32.add
      local.set $9
      br $for-loop|1
     end
    end
    local.get $3
    local.get $4
    i32.add
    local.set $3
    local.get $10
    i32.const 1
    i32.add
    local.set $10
    br $for-loop|0
   end
  end
  local.get $5
 )
 (func $assembly/coll/scatter_binomial/buildScatterBinomial (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  local.get $3
  local.get $4
  i32.mul
  local.set $7
  i32.const 0
  local.set $3
  local.get $0
  local.get $2
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $4
  local.get $1
  i32.add
  local.get $4
  local.get $4
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
   local.get $1
   i32.const 1
   i32.le_s
   if (result i32)
    i32.const 1
   else
    i32.const 1
    i32.const 32
    local.get $1
    i32.const 1
    i32.sub
    i32.clz
    i32.sub
    i32.shl
   end
  end
  i32.const 1
  i32.shr_s
  local.set $4
  loop $for-loop|0
   local.get $4
   i32.const 0
   i32.gt_s
   if
    local.get $3
    i32.const 1
    i32.add
    local.get $3
    local.get $4
    local.get $6
    i32.add
    local.get $1
    i32.lt_s
    select
    local.set $3
    local.get $4
    i32.const 1
    i32.shr_s
    local.set $4
    br $for-loop|0
   end
  end
  local.get $0
  local.get $2
  i32.eq
  if
   local.get $5
   i32.const 1
   i32.and
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $4
    i32.const 1
    i32.or
    local.set $5
    local.get $7
    if
     local.get $0
     local.get $7
     i32.mul
     local.set $6
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $8
      i32.const 4
      i32.store
      local.get $8
      local.get $5
      i32.store offset=4
      local.get $8
      i32.const 0
      i32.store offset=8
      local.get $8
      local.get $4
      i32.store offset=12
      local.get $8
      local.get $6
      i32.store offset=16
      local.get $8
      local.get $7
      i32.store offset=20
      local.get $8
      i32.const 0
      i32.store offset=24
      local.get $8
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
  else
   local.get $0
   local.get $2
   i32.sub
   local.get $1
   i32.rem_s
   local.tee $4
   local.get $1
   i32.add
   local.get $4
   local.get $4
   i32.const 0
   i32.lt_s
   select
   local.tee $4
   local.set $5
   local.get $4
   if (result i32)
    local.get $4
    i32.const 0
    local.get $4
    i32.sub
    i32.and
    local.tee $6
    local.get $1
    local.get $4
    i32.sub
    local.tee $4
    local.get $4
    local.get $6
    i32.gt_s
    select
   else
    local.get $1
   end
   local.set $4
   local.get $0
   local.get $2
   i32.sub
   local.get $1
   i32.rem_s
   local.tee $6
   local.get $1
   i32.add
   local.get $6
   local.get $6
   i32.const 0
   i32.lt_s
   select
   local.tee $6
   if (result i32)
    local.get $6
    local.get $6
    i32.const 1
    i32.sub
    i32.and
    local.get $2
    i32.add
    local.get $1
    i32.rem_s
   else
    i32.const -1
   end
   local.set $6
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $8
    i32.const 1
    i32.store
    local.get $8
    local.get $6
    i32.store offset=4
    local.get $8
    i32.const 1
    i32.store offset=8
    local.get $8
    i32.const 0
    i32.store offset=12
    local.get $8
    i32.const 0
    i32.store offset=16
    local.get $8
    i32.const 0
    i32.store offset=20
    local.get $8
    i32.const 0
    i32.store offset=24
    local.get $8
    i32.const 0
    i32.store offset=28
   end
   local.get $0
   i32.const 2
   i32.shl
   i32.const 2
   i32.const 1
   local.get $3
   i32.const 0
   i32.gt_s
   select
   i32.or
   local.set $8
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   local.get $2
   local.get $6
   i32.eq
   if
    local.get $4
    local.get $1
    local.get $2
    local.get $5
    i32.add
    local.get $1
    i32.rem_s
    local.tee $6
    i32.sub
    local.tee $5
    local.get $4
    local.get $5
    i32.lt_s
    select
    local.tee $9
    local.get $7
    i32.mul
    local.tee $10
    if
     local.get $2
     i32.const 2
     i32.shl
     local.set $5
     local.get $6
     local.get $7
     i32.mul
     local.set $11
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $6
      i32.const 4
      i32.store
      local.get $6
      local.get $8
      i32.store offset=4
      local.get $6
      i32.const 0
      i32.store offset=8
      local.get $6
      local.get $5
      i32.store offset=12
      local.get $6
      local.get $11
      i32.store offset=16
      local.get $6
      local.get $10
      i32.store offset=20
      local.get $6
      i32.const 0
      i32.store offset=24
      local.get $6
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $4
    local.get $9
    i32.gt_s
    if
     local.get $4
     local.get $9
     i32.sub
     local.get $7
     i32.mul
     local.tee $4
     if
      local.get $7
      local.get $9
      i32.mul
      local.set $5
      local.get $2
      i32.const 2
      i32.shl
      local.set $6
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $9
       i32.const 4
       i32.store
       local.get $9
       local.get $8
       i32.store offset=4
       local.get $9
       local.get $5
       i32.store offset=8
       local.get $9
       local.get $6
       i32.store offset=12
       local.get $9
       i32.const 0
       i32.store offset=16
       local.get $9
       local.get $4
       i32.store offset=20
       local.get $9
       i32.const 0
       i32.store offset=24
       local.get $9
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
   else
    local.get $5
    local.get $6
    local.get $2
    i32.sub
    local.get $1
    i32.rem_s
    local.tee $5
    local.get $1
    i32.add
    local.get $5
    local.get $5
    i32.const 0
    i32.lt_s
    select
    i32.sub
    local.get $7
    i32.mul
    local.set $5
    local.get $4
    local.get $7
    i32.mul
    local.tee $4
    if
     local.get $6
     i32.const 2
     i32.shl
     i32.const 2
     i32.or
     local.set $6
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $9
      i32.const 4
      i32.store
      local.get $9
      local.get $8
      i32.store offset=4
      local.get $9
      i32.const 0
      i32.store offset=8
      local.get $9
      local.get $6
      i32.store offset=12
      local.get $9
      local.get $5
      i32.store offset=16
      local.get $9
      local.get $4
      i32.store offset=20
      local.get $9
      i32.const 0
      i32.store offset=24
      local.get $9
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   local.get $3
   i32.const 0
   i32.gt_s
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $4
    i32.const 1
    i32.or
    local.set $5
    local.get $7
    if
     local.get $4
     i32.const 2
     i32.or
     local.set $4
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $6
      i32.const 4
      i32.store
      local.get $6
      local.get $5
      i32.store offset=4
      local.get $6
      i32.const 0
      i32.store offset=8
      local.get $6
      local.get $4
      i32.store offset=12
      local.get $6
      i32.const 0
      i32.store offset=16
      local.get $6
      local.get $7
      i32.store offset=20
      local.get $6
      i32.const 0
      i32.store offset=24
      local.get $6
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 3
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const -1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 0
  local.set $4
  loop $for-loop|00
   local.get $3
   local.get $4
   i32.gt_s
   if
    local.get $0
    local.get $2
    local.get $1
    local.get $4
    call $assembly/pattern/binomial/binomialChild
    local.set $5
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $6
     i32.const 1
     i32.store
     local.get $6
     local.get $5
     i32.store offset=4
     local.get $6
     i32.const 1
     i32.store offset=8
     local.get $6
     i32.const 0
     i32.store offset=12
     local.get $6
     i32.const 0
     i32.store offset=16
     local.get $6
     i32.const 0
     i32.store offset=20
     local.get $6
     i32.const 0
     i32.store offset=24
     local.get $6
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|00
   end
  end
 )
 (func $assembly/coll/scan_recursive_doubling/buildScanRecursiveDoubling (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  local.get $2
  local.get $3
  i32.mul
  local.set $7
  local.get $4
  i32.const 1
  i32.and
  local.tee $8
  if
   local.get $0
   i32.const 2
   i32.shl
   local.tee $3
   i32.const 2
   i32.or
   local.set $5
   local.get $7
   if
    local.get $7
    i32.const 1
    i32.shl
    local.set $9
    local.get $3
    i32.const 1
    i32.or
    local.set $3
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $10
     i32.const 4
     i32.store
     local.get $10
     local.get $5
     i32.store offset=4
     local.get $10
     local.get $9
     i32.store offset=8
     local.get $10
     local.get $3
     i32.store offset=12
     local.get $10
     i32.const 0
     i32.store offset=16
     local.get $10
     local.get $7
     i32.store offset=20
     local.get $10
     i32.const 0
     i32.store offset=24
     local.get $10
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
  local.get $4
  i32.const 2
  i32.and
  i32.const 0
  i32.ne
  local.tee $4
  local.get $8
  i32.or
  i32.eqz
  if
   local.get $0
   i32.const 2
   i32.shl
   local.tee $3
   i32.const 1
   i32.or
   local.set $5
   local.get $7
   if
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $9
     i32.const 4
     i32.store
     local.get $9
     local.get $5
     i32.store offset=4
     local.get $9
     i32.const 0
     i32.store offset=8
     local.get $9
     local.get $3
     i32.store offset=12
     local.get $9
     i32.const 0
     i32.store offset=16
     local.get $9
     local.get $7
     i32.store offset=20
     local.get $9
     i32.const 0
     i32.store offset=24
     local.get $9
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  local.get $1
  i32.const 1
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 32
   local.get $1
   i32.const 1
   i32.sub
   i32.clz
   i32.sub
  end
  local.set $10
  local.get $7
  i32.const 1
  i32.shl
  i32.const 0
  local.get $8
  select
  local.set $3
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $4
  i32.eqz
  local.set $9
  loop $for-loop|0
   local.get $6
   local.get $10
   i32.lt_s
   if
    local.get $0
    i32.const 1
    local.get $6
    i32.shl
    i32.xor
    local.tee $11
    i32.const 2
    i32.shl
    local.tee $4
    i32.const 2
    i32.or
    local.get $4
    local.get $6
    local.get $8
    i32.or
    local.tee $4
    select
    local.set $12
    local.get $0
    i32.const 2
    i32.shl
    local.tee $5
    i32.const 2
    i32.or
    local.get $5
    local.get $4
    select
    local.set $13
    local.get $6
    i32.const 2
    i32.ge_s
    if
     local.get $1
     local.get $0
     i32.const 1
     local.get $6
     i32.const 1
     i32.sub
     i32.shl
     i32.xor
     local.tee $4
     i32.gt_s
     if
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $5
       i32.const 1
       i32.store
       local.get $5
       local.get $4
       i32.store offset=4
       local.get $5
       local.get $6
       i32.const 1
       i32.add
       i32.store offset=8
       local.get $5
       i32.const 0
       i32.store offset=12
       local.get $5
       i32.const 0
       i32.store offset=16
       local.get $5
       i32.const 0
       i32.store offset=20
       local.get $5
       i32.const 0
       i32.store offset=24
       local.get $5
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
    local.get $6
    if (result i32)
     i32.const 0
     local.get $7
     local.get $6
     i32.const 1
     i32.and
     select
     local.get $7
     i32.const 1
     i32.shl
     local.get $6
     select
    else
     local.get $3
    end
    local.set $4
    local.get $1
    local.get $11
    i32.gt_s
    if
     local.get $6
     if (result i32)
      i32.const 0
      local.get $7
      local.get $6
      i32.const 1
      i32.and
      select
      local.get $7
      i32.const 1
      i32.shl
      local.get $6
      select
     else
      local.get $3
     end
     local.set $5
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $14
      i32.const 1
      i32.store
      local.get $14
      local.get $11
      i32.store offset=4
      local.get $14
      local.get $6
      i32.const 1
      i32.add
      i32.store offset=8
      local.get $14
      i32.const 0
      i32.store offset=12
      local.get $14
      i32.const 0
      i32.store offset=16
      local.get $14
      i32.const 0
      i32.store offset=20
      local.get $14
      i32.const 0
      i32.store offset=24
      local.get $14
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
     local.get $0
     local.get $11
     i32.gt_s
     if
      local.get $9
      if
       local.get $2
       if
        local.get $0
        i32.const 2
        i32.shl
        i32.const 1
        i32.or
        local.set $9
        global.get $assembly/coll/emit/nops
        global.get $assembly/coll/emit/cap
        i32.lt_u
        if
         global.get $assembly/coll/emit/cur
         i32.const 128
         i32.add
         global.get $assembly/coll/emit/nops
         i32.const 5
         i32.shl
         i32.add
         local.tee $11
         i32.const 5
         i32.store
         local.get $11
         local.get $9
         i32.store offset=4
         local.get $11
         i32.const 0
         i32.store offset=8
         local.get $11
         local.get $12
         i32.store offset=12
         local.get $11
         local.get $5
         i32.store offset=16
         local.get $11
         local.get $2
         i32.store offset=20
         local.get $11
         i32.const 1
         i32.store offset=24
         local.get $11
         i32.const 0
         i32.store offset=28
        end
        global.get $assembly/coll/emit/nops
        i32.const 1
        i32.add
        global.set $assembly/coll/emit/nops
       end
      else
       local.get $7
       if
        local.get $0
        i32.const 2
        i32.shl
        i32.const 1
        i32.or
        local.set $9
        global.get $assembly/coll/emit/nops
        global.get $assembly/coll/emit/cap
        i32.lt_u
        if
         global.get $assembly/coll/emit/cur
         i32.const 128
         i32.add
         global.get $assembly/coll/emit/nops
         i32.const 5
         i32.shl
         i32.add
         local.tee $11
         i32.const 4
         i32.store
         local.get $11
         local.get $9
         i32.store offset=4
         local.get $11
         i32.const 0
         i32.store offset=8
         local.get $11
         local.get $12
         i32.store offset=12
         local.get $11
         local.get $5
         i32.store offset=16
         local.get $11
         local.get $7
         i32.store offset=20
         local.get $11
         i32.const 0
         i32.store offset=24
         local.get $11
         i32.const 0
         i32.store offset=28
        end
        global.get $assembly/coll/emit/nops
        i32.const 1
        i32.add
        global.set $assembly/coll/emit/nops
       end
      end
      i32.const 1
      local.set $9
      i32.const 0
      local.get $7
      local.get $6
      i32.const 1
      i32.add
      local.tee $11
      i32.const 1
      i32.and
      select
      local.get $7
      i32.const 1
      i32.shl
      local.get $11
      select
      local.set $11
      local.get $2
      if
       local.get $0
       i32.const 2
       i32.shl
       i32.const 2
       i32.or
       local.set $14
       global.get $assembly/coll/emit/nops
       global.get $assembly/coll/emit/cap
       i32.lt_u
       if
        global.get $assembly/coll/emit/cur
        i32.const 128
        i32.add
        global.get $assembly/coll/emit/nops
        i32.const 5
        i32.shl
        i32.add
        local.tee $15
        i32.const 6
        i32.store
        local.get $15
        local.get $14
        i32.store offset=4
        local.get $15
        local.get $11
        i32.store offset=8
        local.get $15
        local.get $12
        i32.store offset=12
        local.get $15
        local.get $5
        i32.store offset=16
        local.get $15
        local.get $13
        i32.store offset=20
        local.get $15
        local.get $4
        i32.store offset=24
        local.get $15
        local.get $2
        i32.store offset=28
       end
       global.get $assembly/coll/emit/nops
       i32.const 1
       i32.add
       global.set $assembly/coll/emit/nops
      end
     else
      i32.const 0
      local.get $7
      local.get $6
      i32.const 1
      i32.add
      local.tee $11
      i32.const 1
      i32.and
      select
      local.get $7
      i32.const 1
      i32.shl
      local.get $11
      select
      local.set $11
      local.get $2
      if
       local.get $0
       i32.const 2
       i32.shl
       i32.const 2
       i32.or
       local.set $14
       global.get $assembly/coll/emit/nops
       global.get $assembly/coll/emit/cap
       i32.lt_u
       if
        global.get $assembly/coll/emit/cur
        i32.const 128
        i32.add
        global.get $assembly/coll/emit/nops
        i32.const 5
        i32.shl
        i32.add
        local.tee $15
        i32.const 6
        i32.store
        local.get $15
        local.get $14
        i32.store offset=4
        local.get $15
        local.get $11
        i32.store offset=8
        local.get $15
        local.get $13
        i32.store offset=12
        local.get $15
        local.get $4
        i32.store offset=16
        local.get $15
        local.get $12
        i32.store offset=20
        local.get $15
        local.get $5
        i32.store offset=24
        local.get $15
        local.get $2
        i32.store offset=28
       end
       global.get $assembly/coll/emit/nops
       i32.const 1
       i32.add
       global.set $assembly/coll/emit/nops
      end
     end
    else
     i32.const 0
     local.get $7
     local.get $6
     i32.const 1
     i32.add
     local.tee $5
     i32.const 1
     i32.and
     select
     local.get $7
     i32.const 1
     i32.shl
     local.get $5
     select
     local.set $5
     local.get $7
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 2
      i32.or
      local.set $11
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $12
       i32.const 4
       i32.store
       local.get $12
       local.get $11
       i32.store offset=4
       local.get $12
       local.get $5
       i32.store offset=8
       local.get $12
       local.get $13
       i32.store offset=12
       local.get $12
       local.get $4
       i32.store offset=16
       local.get $12
       local.get $7
       i32.store offset=20
       local.get $12
       i32.const 0
       i32.store offset=24
       local.get $12
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $4
     i32.const 3
     i32.store
     local.get $4
     local.get $6
     i32.const 2
     i32.add
     i32.store offset=4
     local.get $4
     i32.const -1
     i32.store offset=8
     local.get $4
     i32.const 0
     i32.store offset=12
     local.get $4
     i32.const 0
     i32.store offset=16
     local.get $4
     i32.const 0
     i32.store offset=20
     local.get $4
     i32.const 0
     i32.store offset=24
     local.get $4
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $6
    i32.const 1
    i32.add
    local.set $6
    br $for-loop|0
   end
  end
  i32.const 0
  local.set $2
  loop $for-loop|1
   local.get $2
   local.get $10
   i32.lt_s
   if
    local.get $1
    local.get $0
    i32.const 1
    local.get $2
    i32.shl
    i32.xor
    local.tee $3
    i32.gt_s
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $4
      i32.const 1
      i32.store
      local.get $4
      local.get $3
      i32.store offset=4
      local.get $4
      local.get $10
      i32.const 1
      i32.add
      i32.store offset=8
      local.get $4
      i32.const 0
      i32.store offset=12
      local.get $4
      i32.const 0
      i32.store offset=16
      local.get $4
      i32.const 0
      i32.store offset=20
      local.get $4
      i32.const 0
      i32.store offset=24
      local.get $4
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|1
   end
  end
 )
 (func $assembly/coll/reduce_shm_slice/buildReduceShmSlice (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $0
  local.get $1
  local.get $3
  i32.add
  i32.const 1
  i32.sub
  local.get $1
  i32.div_s
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  local.tee $6
  i32.mul
  local.tee $7
  local.get $3
  local.get $3
  local.get $7
  i32.gt_s
  select
  local.set $7
  local.get $0
  i32.const 1
  i32.add
  local.get $6
  i32.mul
  local.tee $6
  local.get $3
  local.get $3
  local.get $6
  i32.gt_s
  select
  local.set $3
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $6
   i32.const 3
   i32.store
   local.get $6
   i32.const 1
   i32.store offset=4
   local.get $6
   i32.const -1
   i32.store offset=8
   local.get $6
   i32.const 0
   i32.store offset=12
   local.get $6
   i32.const 0
   i32.store offset=16
   local.get $6
   i32.const 0
   i32.store offset=20
   local.get $6
   i32.const 0
   i32.store offset=24
   local.get $6
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $6
   i32.const 2
   i32.store
   local.get $6
   i32.const 1
   i32.store offset=4
   local.get $6
   i32.const 0
   i32.store offset=8
   local.get $6
   i32.const 0
   i32.store offset=12
   local.get $6
   i32.const 0
   i32.store offset=16
   local.get $6
   i32.const 0
   i32.store offset=20
   local.get $6
   i32.const 0
   i32.store offset=24
   local.get $6
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $2
  i32.const 2
  i32.shl
  i32.const 1
  i32.or
  local.get $4
  local.get $7
  i32.mul
  local.tee $6
  local.get $1
  i32.const 0
  local.get $6
  local.get $2
  i32.const -1
  local.get $5
  i32.const 1
  i32.and
  select
  local.tee $1
  i32.const 1
  local.get $1
  local.get $3
  local.get $7
  i32.sub
  local.get $4
  local.get $0
  call $assembly/coll/common/emitFold
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 3
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const -1
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 2
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const 0
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/reduce_shm_flat/buildReduceShmFlat (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  local.get $5
  i32.const 1
  i32.and
  local.get $0
  local.get $2
  i32.eq
  i32.and
  local.set $6
  local.get $1
  i32.const 1
  i32.eq
  if
   local.get $6
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 1
    i32.or
    local.set $1
    local.get $3
    local.get $4
    i32.mul
    local.tee $2
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $3
      i32.const 4
      i32.store
      local.get $3
      local.get $1
      i32.store offset=4
      local.get $3
      i32.const 0
      i32.store offset=8
      local.get $3
      local.get $0
      i32.store offset=12
      local.get $3
      i32.const 0
      i32.store offset=16
      local.get $3
      local.get $2
      i32.store offset=20
      local.get $3
      i32.const 0
      i32.store offset=24
      local.get $3
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
  local.get $0
  i32.const 2
  i32.shl
  local.tee $7
  i32.const 2
  i32.or
  local.set $8
  local.get $3
  local.get $4
  i32.mul
  local.tee $5
  if
   local.get $6
   local.get $7
   i32.or
   local.set $6
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $7
    i32.const 4
    i32.store
    local.get $7
    local.get $8
    i32.store offset=4
    local.get $7
    i32.const 0
    i32.store offset=8
    local.get $7
    local.get $6
    i32.store offset=12
    local.get $7
    i32.const 0
    i32.store offset=16
    local.get $7
    local.get $5
    i32.store offset=20
    local.get $7
    i32.const 0
    i32.store offset=24
    local.get $7
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $5
   i32.const 3
   i32.store
   local.get $5
   i32.const 1
   i32.store offset=4
   local.get $5
   i32.const -1
   local.get $2
   local.get $0
   local.get $2
   i32.eq
   select
   i32.store offset=8
   local.get $5
   i32.const 0
   i32.store offset=12
   local.get $5
   i32.const 0
   i32.store offset=16
   local.get $5
   i32.const 0
   i32.store offset=20
   local.get $5
   i32.const 0
   i32.store offset=24
   local.get $5
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $0
  local.get $2
  i32.ne
  if
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $2
   i32.const 2
   i32.store
   local.get $2
   i32.const 1
   i32.store offset=4
   local.get $2
   i32.const 0
   i32.store offset=8
   local.get $2
   i32.const 0
   i32.store offset=12
   local.get $2
   i32.const 0
   i32.store offset=16
   local.get $2
   i32.const 0
   i32.store offset=20
   local.get $2
   i32.const 0
   i32.store offset=24
   local.get $2
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $0
  i32.const 2
  i32.shl
  i32.const 1
  i32.or
  i32.const 0
  local.get $1
  i32.const 2
  i32.const 0
  i32.const -1
  i32.const 0
  i32.const -1
  local.get $3
  local.get $4
  local.get $0
  call $assembly/coll/common/emitFold
 )
 (func $assembly/coll/reduce_scatter_recursive_halving/buildReduceScatterRecursiveHalving (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $1
  local.get $2
  local.get $3
  i32.mul
  local.tee $5
  i32.mul
  local.set $8
  local.get $4
  i32.const 1
  i32.and
  local.set $10
  local.get $1
  i32.const 1
  i32.eq
  if
   local.get $10
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 1
    i32.or
    local.set $1
    local.get $5
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $2
      i32.const 4
      i32.store
      local.get $2
      local.get $1
      i32.store offset=4
      local.get $2
      i32.const 0
      i32.store offset=8
      local.get $2
      local.get $0
      i32.store offset=12
      local.get $2
      i32.const 0
      i32.store offset=16
      local.get $2
      local.get $5
      i32.store offset=20
      local.get $2
      i32.const 0
      i32.store offset=24
      local.get $2
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
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
  local.tee $9
  i32.sub
  local.set $7
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 3
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const -1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  i32.const 31
  local.get $1
  i32.clz
  i32.sub
  i32.const 0
  local.get $1
  i32.const 0
  i32.gt_s
  select
  local.tee $4
  i32.const 2
  i32.add
  local.set $11
  local.get $4
  i32.const 1
  i32.add
  i32.const 1
  i32.and
  local.get $8
  i32.mul
  local.set $6
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
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
  local.tee $12
  i32.const 1
  i32.shl
  i32.lt_s
  if (result i32)
   local.get $0
   i32.const 1
   i32.shr_s
   i32.const -1
   local.get $0
   i32.const 1
   i32.and
   select
  else
   local.get $0
   local.get $12
   i32.sub
  end
  local.tee $12
  i32.const 0
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.add
    i32.store offset=4
    local.get $1
    local.get $11
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   local.get $5
   if
    local.get $0
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $1
    local.get $0
    i32.const 1
    i32.add
    i32.const 2
    i32.shl
    i32.const 2
    i32.or
    local.set $2
    local.get $6
    local.get $0
    local.get $5
    i32.mul
    i32.add
    local.set $0
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $3
     i32.const 4
     i32.store
     local.get $3
     local.get $1
     i32.store offset=4
     local.get $3
     i32.const 0
     i32.store offset=8
     local.get $3
     local.get $2
     i32.store offset=12
     local.get $3
     local.get $0
     i32.store offset=16
     local.get $3
     local.get $5
     i32.store offset=20
     local.get $3
     i32.const 0
     i32.store offset=24
     local.get $3
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $0
    i32.const 3
    i32.store
    local.get $0
    local.get $11
    i32.const 1
    i32.add
    i32.store offset=4
    local.get $0
    i32.const -1
    i32.store offset=8
    local.get $0
    i32.const 0
    i32.store offset=12
    local.get $0
    i32.const 0
    i32.store offset=16
    local.get $0
    i32.const 0
    i32.store offset=20
    local.get $0
    i32.const 0
    i32.store offset=24
    local.get $0
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   return
  end
  local.get $0
  local.get $1
  local.get $8
  local.get $1
  local.get $2
  i32.mul
  local.get $10
  i32.const 0
  call $assembly/coll/common/emitFoldIn
  local.get $0
  local.get $1
  i32.const 1
  local.get $2
  local.get $3
  local.get $8
  local.get $10
  i32.const 0
  i32.const 0
  call $assembly/coll/rd_phases/emitHalvingReduceScatter
  i32.const 0
  local.set $2
  loop $for-loop|0
   local.get $2
   local.get $4
   i32.lt_s
   if
    local.get $12
    local.get $9
    local.get $2
    i32.const 1
    i32.add
    i32.shr_s
    i32.xor
    local.tee $3
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
    local.tee $8
    local.get $3
    i32.add
    local.get $3
    local.get $8
    i32.lt_s
    select
    local.set $3
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $8
     i32.const 1
     i32.store
     local.get $8
     local.get $3
     i32.store offset=4
     local.get $8
     local.get $11
     i32.store offset=8
     local.get $8
     i32.const 0
     i32.store offset=12
     local.get $8
     i32.const 0
     i32.store offset=16
     local.get $8
     i32.const 0
     i32.store offset=20
     local.get $8
     i32.const 0
     i32.store offset=24
     local.get $8
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|0
   end
  end
  local.get $0
  local.get $7
  i32.const 1
  i32.shl
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.sub
    i32.store offset=4
    local.get $1
    local.get $11
    i32.const 1
    i32.add
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  local.get $0
  i32.const 2
  i32.shl
  local.tee $1
  i32.const 1
  i32.or
  local.set $2
  local.get $5
  if
   local.get $1
   i32.const 2
   i32.or
   local.set $1
   local.get $6
   local.get $0
   local.get $5
   i32.mul
   i32.add
   local.set $0
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $3
    i32.const 4
    i32.store
    local.get $3
    local.get $2
    i32.store offset=4
    local.get $3
    i32.const 0
    i32.store offset=8
    local.get $3
    local.get $1
    i32.store offset=12
    local.get $3
    local.get $0
    i32.store offset=16
    local.get $3
    local.get $5
    i32.store offset=20
    local.get $3
    i32.const 0
    i32.store offset=24
    local.get $3
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
 )
 (func $assembly/coll/gather_binomial/buildGatherBinomial (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  local.get $3
  local.get $4
  i32.mul
  local.set $7
  local.get $0
  local.get $2
  i32.sub
  local.get $1
  i32.rem_s
  local.tee $4
  local.tee $3
  local.get $1
  i32.add
  local.get $3
  local.get $3
  i32.const 0
  i32.lt_s
  select
  local.set $8
  i32.const 0
  local.set $3
  local.get $1
  local.get $4
  i32.add
  local.get $4
  local.get $4
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
   local.get $1
   i32.const 1
   i32.le_s
   if (result i32)
    i32.const 1
   else
    i32.const 1
    i32.const 32
    local.get $1
    i32.const 1
    i32.sub
    i32.clz
    i32.sub
    i32.shl
   end
  end
  i32.const 1
  i32.shr_s
  local.set $4
  loop $for-loop|0
   local.get $4
   i32.const 0
   i32.gt_s
   if
    local.get $3
    i32.const 1
    i32.add
    local.get $3
    local.get $4
    local.get $6
    i32.add
    local.get $1
    i32.lt_s
    select
    local.set $3
    local.get $4
    i32.const 1
    i32.shr_s
    local.set $4
    br $for-loop|0
   end
  end
  local.get $0
  local.get $2
  i32.eq
  if
   local.get $5
   i32.const 1
   i32.and
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $4
    i32.const 1
    i32.or
    local.set $5
    local.get $7
    if
     local.get $0
     local.get $7
     i32.mul
     local.set $6
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $9
      i32.const 4
      i32.store
      local.get $9
      local.get $5
      i32.store offset=4
      local.get $9
      local.get $6
      i32.store offset=8
      local.get $9
      local.get $4
      i32.store offset=12
      local.get $9
      i32.const 0
      i32.store offset=16
      local.get $9
      local.get $7
      i32.store offset=20
      local.get $9
      i32.const 0
      i32.store offset=24
      local.get $9
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
  else
   local.get $3
   i32.const 0
   i32.gt_s
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $4
    i32.const 2
    i32.or
    local.set $5
    local.get $7
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $6
      i32.const 4
      i32.store
      local.get $6
      local.get $5
      i32.store offset=4
      local.get $6
      i32.const 0
      i32.store offset=8
      local.get $6
      local.get $4
      i32.store offset=12
      local.get $6
      i32.const 0
      i32.store offset=16
      local.get $6
      local.get $7
      i32.store offset=20
      local.get $6
      i32.const 0
      i32.store offset=24
      local.get $6
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
  end
  local.get $3
  i32.const 1
  i32.sub
  local.set $5
  loop $for-loop|00
   local.get $5
   i32.const 0
   i32.ge_s
   if
    local.get $0
    local.get $2
    local.get $1
    local.get $5
    call $assembly/pattern/binomial/binomialChild
    local.tee $9
    local.get $2
    i32.sub
    local.get $1
    i32.rem_s
    local.tee $3
    local.get $1
    i32.add
    local.get $3
    local.get $3
    i32.const 0
    i32.lt_s
    select
    local.tee $3
    local.set $10
    local.get $3
    if (result i32)
     local.get $3
     i32.const 0
     local.get $3
     i32.sub
     i32.and
     local.tee $4
     local.get $1
     local.get $3
     i32.sub
     local.tee $3
     local.get $3
     local.get $4
     i32.gt_s
     select
    else
     local.get $1
    end
    local.set $3
    i32.const 0
    local.set $6
    local.get $9
    local.get $2
    i32.sub
    local.get $1
    i32.rem_s
    local.tee $4
    local.get $1
    i32.add
    local.get $4
    local.get $4
    i32.const 0
    i32.lt_s
    select
    local.tee $11
    if (result i32)
     local.get $11
     i32.const 0
     local.get $11
     i32.sub
     i32.and
    else
     local.get $1
     i32.const 1
     i32.le_s
     if (result i32)
      i32.const 1
     else
      i32.const 1
      i32.const 32
      local.get $1
      i32.const 1
      i32.sub
      i32.clz
      i32.sub
      i32.shl
     end
    end
    i32.const 1
    i32.shr_s
    local.set $4
    loop $for-loop|01
     local.get $4
     i32.const 0
     i32.gt_s
     if
      local.get $6
      i32.const 1
      i32.add
      local.get $6
      local.get $4
      local.get $11
      i32.add
      local.get $1
      i32.lt_s
      select
      local.set $6
      local.get $4
      i32.const 1
      i32.shr_s
      local.set $4
      br $for-loop|01
     end
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $4
     i32.const 1
     i32.store
     local.get $4
     local.get $9
     i32.store offset=4
     local.get $4
     i32.const 1
     i32.store offset=8
     local.get $4
     i32.const 0
     i32.store offset=12
     local.get $4
     i32.const 0
     i32.store offset=16
     local.get $4
     i32.const 0
     i32.store offset=20
     local.get $4
     i32.const 0
     i32.store offset=24
     local.get $4
     i32.const 0
     i32.store offset=28
    end
    local.get $9
    i32.const 2
    i32.shl
    i32.const 2
    i32.const 0
    local.get $6
    i32.const 0
    i32.gt_s
    select
    i32.or
    local.set $6
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $0
    local.get $2
    i32.eq
    if
     local.get $3
     local.get $1
     local.get $2
     local.get $10
     i32.add
     local.get $1
     i32.rem_s
     local.tee $4
     i32.sub
     local.tee $9
     local.get $3
     local.get $9
     i32.lt_s
     select
     local.tee $9
     local.get $7
     i32.mul
     local.tee $10
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $11
      local.get $4
      local.get $7
      i32.mul
      local.set $12
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $4
       i32.const 4
       i32.store
       local.get $4
       local.get $11
       i32.store offset=4
       local.get $4
       local.get $12
       i32.store offset=8
       local.get $4
       local.get $6
       i32.store offset=12
       local.get $4
       i32.const 0
       i32.store offset=16
       local.get $4
       local.get $10
       i32.store offset=20
       local.get $4
       i32.const 0
       i32.store offset=24
       local.get $4
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
     local.get $3
     local.get $9
     i32.gt_s
     if
      local.get $3
      local.get $9
      i32.sub
      local.get $7
      i32.mul
      local.tee $3
      if
       local.get $0
       i32.const 2
       i32.shl
       i32.const 1
       i32.or
       local.set $4
       local.get $7
       local.get $9
       i32.mul
       local.set $9
       global.get $assembly/coll/emit/nops
       global.get $assembly/coll/emit/cap
       i32.lt_u
       if
        global.get $assembly/coll/emit/cur
        i32.const 128
        i32.add
        global.get $assembly/coll/emit/nops
        i32.const 5
        i32.shl
        i32.add
        local.tee $10
        i32.const 4
        i32.store
        local.get $10
        local.get $4
        i32.store offset=4
        local.get $10
        i32.const 0
        i32.store offset=8
        local.get $10
        local.get $6
        i32.store offset=12
        local.get $10
        local.get $9
        i32.store offset=16
        local.get $10
        local.get $3
        i32.store offset=20
        local.get $10
        i32.const 0
        i32.store offset=24
        local.get $10
        i32.const 0
        i32.store offset=28
       end
       global.get $assembly/coll/emit/nops
       i32.const 1
       i32.add
       global.set $assembly/coll/emit/nops
      end
     end
    else
     local.get $3
     local.get $7
     i32.mul
     local.tee $3
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 2
      i32.or
      local.set $4
      local.get $10
      local.get $8
      i32.sub
      local.get $7
      i32.mul
      local.set $9
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $10
       i32.const 4
       i32.store
       local.get $10
       local.get $4
       i32.store offset=4
       local.get $10
       local.get $9
       i32.store offset=8
       local.get $10
       local.get $6
       i32.store offset=12
       local.get $10
       i32.const 0
       i32.store offset=16
       local.get $10
       local.get $3
       i32.store offset=20
       local.get $10
       i32.const 0
       i32.store offset=24
       local.get $10
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
    local.get $5
    i32.const 1
    i32.sub
    local.set $5
    br $for-loop|00
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
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
  local.tee $0
  if (result i32)
   local.get $0
   local.get $0
   i32.const 1
   i32.sub
   i32.and
   local.get $2
   i32.add
   local.get $1
   i32.rem_s
  else
   i32.const -1
  end
  local.tee $0
  i32.const 0
  i32.ge_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.store offset=4
    local.get $1
    i32.const 1
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
 )
 (func $assembly/coll/build/schedBuild (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (param $9 i32) (param $10 i32) (param $11 i32) (param $12 i32) (param $13 i32) (result i32)
  local.get $1
  global.set $assembly/coll/emit/cur
  i32.const 0
  global.set $assembly/coll/emit/nops
  local.get $2
  global.set $assembly/coll/emit/cap
  local.get $1
  i32.const 0
  i32.store
  local.get $1
  i32.const 0
  i32.store offset=4
  local.get $1
  local.get $8
  i32.store offset=12
  local.get $1
  local.get $9
  i32.store offset=16
  local.get $1
  local.get $7
  i32.store offset=20
  local.get $1
  local.get $3
  i32.store offset=24
  local.get $1
  local.get $4
  i32.store offset=28
  local.get $1
  local.get $11
  i32.store offset=32
  local.get $1
  local.get $12
  i32.store offset=36
  local.get $1
  local.get $2
  i32.store offset=48
  block $break|0
   block $case37|0
    block $case36|0
     block $case35|0
      block $case34|0
       block $case33|0
        block $case32|0
         block $case31|0
          block $case30|0
           block $case29|0
            block $case28|0
             block $case27|0
              block $case26|0
               block $case25|0
                block $case24|0
                 block $case23|0
                  block $case22|0
                   block $case21|0
                    block $case20|0
                     block $case19|0
                      block $case18|0
                       block $case17|0
                        block $case16|0
                         block $case15|0
                          block $case14|0
                           block $case13|0
                            block $case12|0
                             block $case11|0
                              block $case10|0
                               block $case9|0
                                block $case8|0
                                 block $case7|0
                                  block $case6|0
                                   block $case5|0
                                    block $case4|0
                                     block $case3|0
                                      block $case2|0
                                       block $case1|0
                                        block $case0|0
                                         local.get $0
                                         i32.const 1
                                         i32.sub
                                         br_table $case0|0 $case1|0 $case2|0 $case3|0 $case4|0 $case5|0 $case6|0 $case7|0 $case8|0 $case9|0 $case10|0 $case11|0 $case12|0 $case13|0 $case14|0 $case15|0 $case16|0 $case17|0 $case18|0 $case19|0 $case20|0 $case21|0 $case22|0 $case23|0 $case24|0 $case25|0 $case26|0 $case27|0 $case28|0 $case29|0 $case30|0 $case31|0 $case32|0 $case33|0 $case34|0 $case35|0 $case36|0 $case37|0
                                        end
                                        global.get $assembly/coll/emit/nops
                                        global.get $assembly/coll/emit/cap
                                        i32.lt_u
                                        if
                                         global.get $assembly/coll/emit/cur
                                         i32.const 128
                                         i32.add
                                         global.get $assembly/coll/emit/nops
                                         i32.const 5
                                         i32.shl
                                         i32.add
                                         local.tee $0
                                         i32.const 3
                                         i32.store
                                         local.get $0
                                         i32.const 1
                                         i32.store offset=4
                                         local.get $0
                                         i32.const -1
                                         i32.store offset=8
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=12
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=16
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=20
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=24
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=28
                                        end
                                        global.get $assembly/coll/emit/nops
                                        i32.const 1
                                        i32.add
                                        global.set $assembly/coll/emit/nops
                                        global.get $assembly/coll/emit/nops
                                        global.get $assembly/coll/emit/cap
                                        i32.lt_u
                                        if
                                         global.get $assembly/coll/emit/cur
                                         i32.const 128
                                         i32.add
                                         global.get $assembly/coll/emit/nops
                                         i32.const 5
                                         i32.shl
                                         i32.add
                                         local.tee $0
                                         i32.const 2
                                         i32.store
                                         local.get $0
                                         i32.const 1
                                         i32.store offset=4
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=8
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=12
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=16
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=20
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=24
                                         local.get $0
                                         i32.const 0
                                         i32.store offset=28
                                        end
                                        global.get $assembly/coll/emit/nops
                                        i32.const 1
                                        i32.add
                                        global.set $assembly/coll/emit/nops
                                        br $break|0
                                       end
                                       local.get $3
                                       local.get $4
                                       local.get $6
                                       local.get $7
                                       local.get $10
                                       call $assembly/coll/allreduce_shm_flat/buildAllreduceShmFlat
                                       br $break|0
                                      end
                                      local.get $3
                                      local.get $4
                                      local.get $6
                                      local.get $7
                                      local.get $10
                                      call $assembly/coll/allreduce_shm_slice/buildAllreduceShmSlice
                                      br $break|0
                                     end
                                     local.get $3
                                     local.get $4
                                     local.get $5
                                     local.get $6
                                     local.get $7
                                     call $assembly/coll/bcast_shm_flat/buildBcastShmFlat
                                     br $break|0
                                    end
                                    local.get $3
                                    local.get $4
                                    local.get $5
                                    local.get $6
                                    local.get $7
                                    call $assembly/coll/bcast_shm_slice/buildBcastShmSlice
                                    br $break|0
                                   end
                                   local.get $3
                                   local.get $4
                                   local.get $5
                                   local.get $6
                                   local.get $7
                                   local.get $10
                                   call $assembly/coll/reduce_shm_flat/buildReduceShmFlat
                                   br $break|0
                                  end
                                  local.get $3
                                  local.get $4
                                  local.get $5
                                  local.get $6
                                  local.get $7
                                  local.get $10
                                  call $assembly/coll/reduce_shm_slice/buildReduceShmSlice
                                  br $break|0
                                 end
                                 local.get $3
                                 local.get $4
                                 local.get $6
                                 local.get $7
                                 local.get $10
                                 call $assembly/coll/allgather_shm_flat/buildAllgatherShmFlat
                                 br $break|0
                                end
                                local.get $6
                                local.get $7
                                i32.mul
                                local.set $0
                                local.get $10
                                i32.const 1
                                i32.and
                                local.tee $1
                                i32.eqz
                                if
                                 local.get $3
                                 i32.const 2
                                 i32.shl
                                 local.tee $2
                                 i32.const 1
                                 i32.or
                                 local.set $5
                                 local.get $0
                                 if
                                  local.get $0
                                  local.get $3
                                  i32.mul
                                  local.set $6
                                  global.get $assembly/coll/emit/nops
                                  global.get $assembly/coll/emit/cap
                                  i32.lt_u
                                  if
                                   global.get $assembly/coll/emit/cur
                                   i32.const 128
                                   i32.add
                                   global.get $assembly/coll/emit/nops
                                   i32.const 5
                                   i32.shl
                                   i32.add
                                   local.tee $7
                                   i32.const 4
                                   i32.store
                                   local.get $7
                                   local.get $5
                                   i32.store offset=4
                                   local.get $7
                                   local.get $6
                                   i32.store offset=8
                                   local.get $7
                                   local.get $2
                                   i32.store offset=12
                                   local.get $7
                                   i32.const 0
                                   i32.store offset=16
                                   local.get $7
                                   local.get $0
                                   i32.store offset=20
                                   local.get $7
                                   i32.const 0
                                   i32.store offset=24
                                   local.get $7
                                   i32.const 0
                                   i32.store offset=28
                                  end
                                  global.get $assembly/coll/emit/nops
                                  i32.const 1
                                  i32.add
                                  global.set $assembly/coll/emit/nops
                                 end
                                end
                                local.get $4
                                i32.const 1
                                i32.ne
                                if
                                 global.get $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/cap
                                 i32.lt_u
                                 if
                                  global.get $assembly/coll/emit/cur
                                  i32.const 128
                                  i32.add
                                  global.get $assembly/coll/emit/nops
                                  i32.const 5
                                  i32.shl
                                  i32.add
                                  local.tee $2
                                  i32.const 3
                                  i32.store
                                  local.get $2
                                  i32.const 1
                                  i32.store offset=4
                                  local.get $2
                                  i32.const -1
                                  i32.store offset=8
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=12
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=16
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=20
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=24
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=28
                                 end
                                 global.get $assembly/coll/emit/nops
                                 i32.const 1
                                 i32.add
                                 global.set $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/cap
                                 i32.lt_u
                                 if
                                  global.get $assembly/coll/emit/cur
                                  i32.const 128
                                  i32.add
                                  global.get $assembly/coll/emit/nops
                                  i32.const 5
                                  i32.shl
                                  i32.add
                                  local.tee $2
                                  i32.const 2
                                  i32.store
                                  local.get $2
                                  i32.const 1
                                  i32.store offset=4
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=8
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=12
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=16
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=20
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=24
                                  local.get $2
                                  i32.const 0
                                  i32.store offset=28
                                 end
                                 global.get $assembly/coll/emit/nops
                                 i32.const 1
                                 i32.add
                                 global.set $assembly/coll/emit/nops
                                 i32.const 1
                                 local.set $2
                                 loop $for-loop|0
                                  local.get $2
                                  local.get $4
                                  i32.lt_s
                                  if
                                   local.get $2
                                   local.get $3
                                   i32.add
                                   local.get $4
                                   i32.rem_s
                                   local.set $5
                                   local.get $1
                                   if (result i32)
                                    local.get $0
                                    local.get $5
                                    i32.mul
                                    local.tee $9
                                    local.set $11
                                    local.get $5
                                    i32.const 2
                                    i32.shl
                                    i32.const 1
                                    i32.or
                                   else
                                    local.get $0
                                    local.get $5
                                    i32.mul
                                    local.set $9
                                    i32.const 0
                                    local.set $11
                                    local.get $5
                                    i32.const 2
                                    i32.shl
                                   end
                                   local.set $5
                                   local.get $0
                                   if
                                    local.get $3
                                    i32.const 2
                                    i32.shl
                                    i32.const 1
                                    i32.or
                                    local.set $6
                                    global.get $assembly/coll/emit/nops
                                    global.get $assembly/coll/emit/cap
                                    i32.lt_u
                                    if
                                     global.get $assembly/coll/emit/cur
                                     i32.const 128
                                     i32.add
                                     global.get $assembly/coll/emit/nops
                                     i32.const 5
                                     i32.shl
                                     i32.add
                                     local.tee $7
                                     i32.const 4
                                     i32.store
                                     local.get $7
                                     local.get $6
                                     i32.store offset=4
                                     local.get $7
                                     local.get $9
                                     i32.store offset=8
                                     local.get $7
                                     local.get $5
                                     i32.store offset=12
                                     local.get $7
                                     local.get $11
                                     i32.store offset=16
                                     local.get $7
                                     local.get $0
                                     i32.store offset=20
                                     local.get $7
                                     i32.const 0
                                     i32.store offset=24
                                     local.get $7
                                     i32.const 0
                                     i32.store offset=28
                                    end
                                    global.get $assembly/coll/emit/nops
                                    i32.const 1
                                    i32.add
                                    global.set $assembly/coll/emit/nops
                                   end
                                   local.get $2
                                   i32.const 1
                                   i32.add
                                   local.set $2
                                   br $for-loop|0
                                  end
                                 end
                                 global.get $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/cap
                                 i32.lt_u
                                 if
                                  global.get $assembly/coll/emit/cur
                                  i32.const 128
                                  i32.add
                                  global.get $assembly/coll/emit/nops
                                  i32.const 5
                                  i32.shl
                                  i32.add
                                  local.tee $0
                                  i32.const 3
                                  i32.store
                                  local.get $0
                                  i32.const 2
                                  i32.store offset=4
                                  local.get $0
                                  i32.const -1
                                  i32.store offset=8
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=12
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=16
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=20
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=24
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=28
                                 end
                                 global.get $assembly/coll/emit/nops
                                 i32.const 1
                                 i32.add
                                 global.set $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/cap
                                 i32.lt_u
                                 if
                                  global.get $assembly/coll/emit/cur
                                  i32.const 128
                                  i32.add
                                  global.get $assembly/coll/emit/nops
                                  i32.const 5
                                  i32.shl
                                  i32.add
                                  local.tee $0
                                  i32.const 2
                                  i32.store
                                  local.get $0
                                  i32.const 2
                                  i32.store offset=4
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=8
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=12
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=16
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=20
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=24
                                  local.get $0
                                  i32.const 0
                                  i32.store offset=28
                                 end
                                 global.get $assembly/coll/emit/nops
                                 i32.const 1
                                 i32.add
                                 global.set $assembly/coll/emit/nops
                                end
                                br $break|0
                               end
                               local.get $3
                               local.get $4
                               local.get $6
                               local.get $7
                               local.get $10
                               call $assembly/coll/alltoall_shm_flat/buildAlltoallShmFlat
                               br $break|0
                              end
                              local.get $3
                              i32.const 2
                              i32.shl
                              local.tee $0
                              i32.const 1
                              i32.or
                              local.set $1
                              local.get $6
                              local.get $7
                              i32.mul
                              local.tee $5
                              local.get $3
                              i32.mul
                              local.set $2
                              local.get $5
                              if
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $6
                                i32.const 4
                                i32.store
                                local.get $6
                                local.get $1
                                i32.store offset=4
                                local.get $6
                                local.get $2
                                i32.store offset=8
                                local.get $6
                                local.get $0
                                i32.store offset=12
                                local.get $6
                                local.get $2
                                i32.store offset=16
                                local.get $6
                                local.get $5
                                i32.store offset=20
                                local.get $6
                                i32.const 0
                                i32.store offset=24
                                local.get $6
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                              end
                              local.get $4
                              i32.const 1
                              i32.ne
                              if
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $0
                                i32.const 3
                                i32.store
                                local.get $0
                                i32.const 1
                                i32.store offset=4
                                local.get $0
                                i32.const -1
                                i32.store offset=8
                                local.get $0
                                i32.const 0
                                i32.store offset=12
                                local.get $0
                                i32.const 0
                                i32.store offset=16
                                local.get $0
                                i32.const 0
                                i32.store offset=20
                                local.get $0
                                i32.const 0
                                i32.store offset=24
                                local.get $0
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $0
                                i32.const 2
                                i32.store
                                local.get $0
                                i32.const 1
                                i32.store offset=4
                                local.get $0
                                i32.const 0
                                i32.store offset=8
                                local.get $0
                                i32.const 0
                                i32.store offset=12
                                local.get $0
                                i32.const 0
                                i32.store offset=16
                                local.get $0
                                i32.const 0
                                i32.store offset=20
                                local.get $0
                                i32.const 0
                                i32.store offset=24
                                local.get $0
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                               i32.const 1
                               local.set $2
                               loop $for-loop|00
                                local.get $2
                                local.get $4
                                i32.lt_s
                                if
                                 local.get $2
                                 local.get $3
                                 i32.add
                                 local.get $4
                                 i32.rem_s
                                 local.tee $0
                                 local.get $5
                                 i32.mul
                                 local.set $1
                                 local.get $5
                                 if
                                  local.get $3
                                  i32.const 2
                                  i32.shl
                                  i32.const 1
                                  i32.or
                                  local.set $6
                                  local.get $0
                                  i32.const 2
                                  i32.shl
                                  local.set $0
                                  local.get $3
                                  local.get $5
                                  i32.mul
                                  local.set $7
                                  global.get $assembly/coll/emit/nops
                                  global.get $assembly/coll/emit/cap
                                  i32.lt_u
                                  if
                                   global.get $assembly/coll/emit/cur
                                   i32.const 128
                                   i32.add
                                   global.get $assembly/coll/emit/nops
                                   i32.const 5
                                   i32.shl
                                   i32.add
                                   local.tee $8
                                   i32.const 4
                                   i32.store
                                   local.get $8
                                   local.get $6
                                   i32.store offset=4
                                   local.get $8
                                   local.get $1
                                   i32.store offset=8
                                   local.get $8
                                   local.get $0
                                   i32.store offset=12
                                   local.get $8
                                   local.get $7
                                   i32.store offset=16
                                   local.get $8
                                   local.get $5
                                   i32.store offset=20
                                   local.get $8
                                   i32.const 0
                                   i32.store offset=24
                                   local.get $8
                                   i32.const 0
                                   i32.store offset=28
                                  end
                                  global.get $assembly/coll/emit/nops
                                  i32.const 1
                                  i32.add
                                  global.set $assembly/coll/emit/nops
                                 end
                                 local.get $2
                                 i32.const 1
                                 i32.add
                                 local.set $2
                                 br $for-loop|00
                                end
                               end
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $0
                                i32.const 3
                                i32.store
                                local.get $0
                                i32.const 2
                                i32.store offset=4
                                local.get $0
                                i32.const -1
                                i32.store offset=8
                                local.get $0
                                i32.const 0
                                i32.store offset=12
                                local.get $0
                                i32.const 0
                                i32.store offset=16
                                local.get $0
                                i32.const 0
                                i32.store offset=20
                                local.get $0
                                i32.const 0
                                i32.store offset=24
                                local.get $0
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $0
                                i32.const 2
                                i32.store
                                local.get $0
                                i32.const 2
                                i32.store offset=4
                                local.get $0
                                i32.const 0
                                i32.store offset=8
                                local.get $0
                                i32.const 0
                                i32.store offset=12
                                local.get $0
                                i32.const 0
                                i32.store offset=16
                                local.get $0
                                i32.const 0
                                i32.store offset=20
                                local.get $0
                                i32.const 0
                                i32.store offset=24
                                local.get $0
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                              end
                              br $break|0
                             end
                             local.get $6
                             local.get $7
                             i32.mul
                             local.set $0
                             local.get $3
                             local.get $5
                             i32.eq
                             if
                              block $__inlined_func$assembly/coll/gather_shm_flat/buildGatherShmFlat$110
                               local.get $10
                               i32.const 1
                               i32.and
                               i32.eqz
                               if
                                local.get $3
                                i32.const 2
                                i32.shl
                                local.tee $1
                                i32.const 1
                                i32.or
                                local.set $2
                                local.get $0
                                if
                                 local.get $0
                                 local.get $3
                                 i32.mul
                                 local.set $3
                                 global.get $assembly/coll/emit/nops
                                 global.get $assembly/coll/emit/cap
                                 i32.lt_u
                                 if
                                  global.get $assembly/coll/emit/cur
                                  i32.const 128
                                  i32.add
                                  global.get $assembly/coll/emit/nops
                                  i32.const 5
                                  i32.shl
                                  i32.add
                                  local.tee $5
                                  i32.const 4
                                  i32.store
                                  local.get $5
                                  local.get $2
                                  i32.store offset=4
                                  local.get $5
                                  local.get $3
                                  i32.store offset=8
                                  local.get $5
                                  local.get $1
                                  i32.store offset=12
                                  local.get $5
                                  i32.const 0
                                  i32.store offset=16
                                  local.get $5
                                  local.get $0
                                  i32.store offset=20
                                  local.get $5
                                  i32.const 0
                                  i32.store offset=24
                                  local.get $5
                                  i32.const 0
                                  i32.store offset=28
                                 end
                                 global.get $assembly/coll/emit/nops
                                 i32.const 1
                                 i32.add
                                 global.set $assembly/coll/emit/nops
                                end
                               end
                               local.get $4
                               i32.const 1
                               i32.eq
                               br_if $__inlined_func$assembly/coll/gather_shm_flat/buildGatherShmFlat$110
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $0
                                i32.const 3
                                i32.store
                                local.get $0
                                i32.const 1
                                i32.store offset=4
                                local.get $0
                                i32.const -1
                                i32.store offset=8
                                local.get $0
                                i32.const 0
                                i32.store offset=12
                                local.get $0
                                i32.const 0
                                i32.store offset=16
                                local.get $0
                                i32.const 0
                                i32.store offset=20
                                local.get $0
                                i32.const 0
                                i32.store offset=24
                                local.get $0
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $0
                                i32.const 2
                                i32.store
                                local.get $0
                                i32.const 2
                                i32.store offset=4
                                local.get $0
                                i32.const 0
                                i32.store offset=8
                                local.get $0
                                i32.const 0
                                i32.store offset=12
                                local.get $0
                                i32.const 0
                                i32.store offset=16
                                local.get $0
                                i32.const 0
                                i32.store offset=20
                                local.get $0
                                i32.const 0
                                i32.store offset=24
                                local.get $0
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                              end
                             else
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $1
                               i32.const 1
                               i32.store
                               local.get $1
                               local.get $5
                               i32.store offset=4
                               local.get $1
                               i32.const 1
                               i32.store offset=8
                               local.get $1
                               i32.const 0
                               i32.store offset=12
                               local.get $1
                               i32.const 0
                               i32.store offset=16
                               local.get $1
                               i32.const 0
                               i32.store offset=20
                               local.get $1
                               i32.const 0
                               i32.store offset=24
                               local.get $1
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                              local.get $0
                              if
                               local.get $5
                               i32.const 2
                               i32.shl
                               i32.const 1
                               i32.or
                               local.set $1
                               local.get $0
                               local.get $3
                               i32.mul
                               local.set $2
                               local.get $3
                               i32.const 2
                               i32.shl
                               local.set $3
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $4
                                i32.const 4
                                i32.store
                                local.get $4
                                local.get $1
                                i32.store offset=4
                                local.get $4
                                local.get $2
                                i32.store offset=8
                                local.get $4
                                local.get $3
                                i32.store offset=12
                                local.get $4
                                i32.const 0
                                i32.store offset=16
                                local.get $4
                                local.get $0
                                i32.store offset=20
                                local.get $4
                                i32.const 0
                                i32.store offset=24
                                local.get $4
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                              end
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $0
                               i32.const 3
                               i32.store
                               local.get $0
                               i32.const 2
                               i32.store offset=4
                               local.get $0
                               local.get $5
                               i32.store offset=8
                               local.get $0
                               i32.const 0
                               i32.store offset=12
                               local.get $0
                               i32.const 0
                               i32.store offset=16
                               local.get $0
                               i32.const 0
                               i32.store offset=20
                               local.get $0
                               i32.const 0
                               i32.store offset=24
                               local.get $0
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                             end
                             br $break|0
                            end
                            local.get $6
                            local.get $7
                            i32.mul
                            local.set $0
                            local.get $3
                            local.get $5
                            i32.eq
                            if
                             block $__inlined_func$assembly/coll/scatter_shm_flat/buildScatterShmFlat$111
                              local.get $10
                              i32.const 1
                              i32.and
                              i32.eqz
                              if
                               local.get $3
                               i32.const 2
                               i32.shl
                               local.tee $1
                               i32.const 1
                               i32.or
                               local.set $2
                               local.get $0
                               if
                                local.get $0
                                local.get $3
                                i32.mul
                                local.set $3
                                global.get $assembly/coll/emit/nops
                                global.get $assembly/coll/emit/cap
                                i32.lt_u
                                if
                                 global.get $assembly/coll/emit/cur
                                 i32.const 128
                                 i32.add
                                 global.get $assembly/coll/emit/nops
                                 i32.const 5
                                 i32.shl
                                 i32.add
                                 local.tee $5
                                 i32.const 4
                                 i32.store
                                 local.get $5
                                 local.get $2
                                 i32.store offset=4
                                 local.get $5
                                 i32.const 0
                                 i32.store offset=8
                                 local.get $5
                                 local.get $1
                                 i32.store offset=12
                                 local.get $5
                                 local.get $3
                                 i32.store offset=16
                                 local.get $5
                                 local.get $0
                                 i32.store offset=20
                                 local.get $5
                                 i32.const 0
                                 i32.store offset=24
                                 local.get $5
                                 i32.const 0
                                 i32.store offset=28
                                end
                                global.get $assembly/coll/emit/nops
                                i32.const 1
                                i32.add
                                global.set $assembly/coll/emit/nops
                               end
                              end
                              local.get $4
                              i32.const 1
                              i32.eq
                              br_if $__inlined_func$assembly/coll/scatter_shm_flat/buildScatterShmFlat$111
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $0
                               i32.const 3
                               i32.store
                               local.get $0
                               i32.const 1
                               i32.store offset=4
                               local.get $0
                               i32.const -1
                               i32.store offset=8
                               local.get $0
                               i32.const 0
                               i32.store offset=12
                               local.get $0
                               i32.const 0
                               i32.store offset=16
                               local.get $0
                               i32.const 0
                               i32.store offset=20
                               local.get $0
                               i32.const 0
                               i32.store offset=24
                               local.get $0
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $0
                               i32.const 2
                               i32.store
                               local.get $0
                               i32.const 2
                               i32.store offset=4
                               local.get $0
                               i32.const 0
                               i32.store offset=8
                               local.get $0
                               i32.const 0
                               i32.store offset=12
                               local.get $0
                               i32.const 0
                               i32.store offset=16
                               local.get $0
                               i32.const 0
                               i32.store offset=20
                               local.get $0
                               i32.const 0
                               i32.store offset=24
                               local.get $0
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                             end
                            else
                             global.get $assembly/coll/emit/nops
                             global.get $assembly/coll/emit/cap
                             i32.lt_u
                             if
                              global.get $assembly/coll/emit/cur
                              i32.const 128
                              i32.add
                              global.get $assembly/coll/emit/nops
                              i32.const 5
                              i32.shl
                              i32.add
                              local.tee $1
                              i32.const 1
                              i32.store
                              local.get $1
                              local.get $5
                              i32.store offset=4
                              local.get $1
                              i32.const 1
                              i32.store offset=8
                              local.get $1
                              i32.const 0
                              i32.store offset=12
                              local.get $1
                              i32.const 0
                              i32.store offset=16
                              local.get $1
                              i32.const 0
                              i32.store offset=20
                              local.get $1
                              i32.const 0
                              i32.store offset=24
                              local.get $1
                              i32.const 0
                              i32.store offset=28
                             end
                             global.get $assembly/coll/emit/nops
                             i32.const 1
                             i32.add
                             global.set $assembly/coll/emit/nops
                             local.get $0
                             if
                              local.get $3
                              i32.const 2
                              i32.shl
                              i32.const 1
                              i32.or
                              local.set $1
                              local.get $5
                              i32.const 2
                              i32.shl
                              local.set $2
                              local.get $0
                              local.get $3
                              i32.mul
                              local.set $3
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $4
                               i32.const 4
                               i32.store
                               local.get $4
                               local.get $1
                               i32.store offset=4
                               local.get $4
                               i32.const 0
                               i32.store offset=8
                               local.get $4
                               local.get $2
                               i32.store offset=12
                               local.get $4
                               local.get $3
                               i32.store offset=16
                               local.get $4
                               local.get $0
                               i32.store offset=20
                               local.get $4
                               i32.const 0
                               i32.store offset=24
                               local.get $4
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                             end
                             global.get $assembly/coll/emit/nops
                             global.get $assembly/coll/emit/cap
                             i32.lt_u
                             if
                              global.get $assembly/coll/emit/cur
                              i32.const 128
                              i32.add
                              global.get $assembly/coll/emit/nops
                              i32.const 5
                              i32.shl
                              i32.add
                              local.tee $0
                              i32.const 3
                              i32.store
                              local.get $0
                              i32.const 2
                              i32.store offset=4
                              local.get $0
                              local.get $5
                              i32.store offset=8
                              local.get $0
                              i32.const 0
                              i32.store offset=12
                              local.get $0
                              i32.const 0
                              i32.store offset=16
                              local.get $0
                              i32.const 0
                              i32.store offset=20
                              local.get $0
                              i32.const 0
                              i32.store offset=24
                              local.get $0
                              i32.const 0
                              i32.store offset=28
                             end
                             global.get $assembly/coll/emit/nops
                             i32.const 1
                             i32.add
                             global.set $assembly/coll/emit/nops
                            end
                            br $break|0
                           end
                           local.get $6
                           local.get $7
                           i32.mul
                           local.set $0
                           local.get $10
                           i32.const 1
                           i32.and
                           local.set $1
                           block $__inlined_func$assembly/coll/reduce_scatter_shm_slice/buildReduceScatterShmSlice$112
                            local.get $4
                            i32.const 1
                            i32.eq
                            if
                             local.get $1
                             i32.eqz
                             if
                              local.get $3
                              i32.const 2
                              i32.shl
                              local.tee $1
                              i32.const 1
                              i32.or
                              local.set $2
                              local.get $0
                              if
                               global.get $assembly/coll/emit/nops
                               global.get $assembly/coll/emit/cap
                               i32.lt_u
                               if
                                global.get $assembly/coll/emit/cur
                                i32.const 128
                                i32.add
                                global.get $assembly/coll/emit/nops
                                i32.const 5
                                i32.shl
                                i32.add
                                local.tee $3
                                i32.const 4
                                i32.store
                                local.get $3
                                local.get $2
                                i32.store offset=4
                                local.get $3
                                i32.const 0
                                i32.store offset=8
                                local.get $3
                                local.get $1
                                i32.store offset=12
                                local.get $3
                                i32.const 0
                                i32.store offset=16
                                local.get $3
                                local.get $0
                                i32.store offset=20
                                local.get $3
                                i32.const 0
                                i32.store offset=24
                                local.get $3
                                i32.const 0
                                i32.store offset=28
                               end
                               global.get $assembly/coll/emit/nops
                               i32.const 1
                               i32.add
                               global.set $assembly/coll/emit/nops
                              end
                             end
                             br $__inlined_func$assembly/coll/reduce_scatter_shm_slice/buildReduceScatterShmSlice$112
                            end
                            global.get $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/cap
                            i32.lt_u
                            if
                             global.get $assembly/coll/emit/cur
                             i32.const 128
                             i32.add
                             global.get $assembly/coll/emit/nops
                             i32.const 5
                             i32.shl
                             i32.add
                             local.tee $2
                             i32.const 3
                             i32.store
                             local.get $2
                             i32.const 1
                             i32.store offset=4
                             local.get $2
                             i32.const -1
                             i32.store offset=8
                             local.get $2
                             i32.const 0
                             i32.store offset=12
                             local.get $2
                             i32.const 0
                             i32.store offset=16
                             local.get $2
                             i32.const 0
                             i32.store offset=20
                             local.get $2
                             i32.const 0
                             i32.store offset=24
                             local.get $2
                             i32.const 0
                             i32.store offset=28
                            end
                            global.get $assembly/coll/emit/nops
                            i32.const 1
                            i32.add
                            global.set $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/cap
                            i32.lt_u
                            if
                             global.get $assembly/coll/emit/cur
                             i32.const 128
                             i32.add
                             global.get $assembly/coll/emit/nops
                             i32.const 5
                             i32.shl
                             i32.add
                             local.tee $2
                             i32.const 2
                             i32.store
                             local.get $2
                             i32.const 1
                             i32.store offset=4
                             local.get $2
                             i32.const 0
                             i32.store offset=8
                             local.get $2
                             i32.const 0
                             i32.store offset=12
                             local.get $2
                             i32.const 0
                             i32.store offset=16
                             local.get $2
                             i32.const 0
                             i32.store offset=20
                             local.get $2
                             i32.const 0
                             i32.store offset=24
                             local.get $2
                             i32.const 0
                             i32.store offset=28
                            end
                            global.get $assembly/coll/emit/nops
                            i32.const 1
                            i32.add
                            global.set $assembly/coll/emit/nops
                            local.get $3
                            i32.const 2
                            i32.shl
                            local.tee $2
                            i32.const 2
                            i32.or
                            local.get $2
                            i32.const 1
                            i32.or
                            local.get $1
                            select
                            i32.const 0
                            local.get $4
                            local.get $1
                            local.get $0
                            local.get $3
                            i32.mul
                            i32.const -1
                            i32.const 0
                            i32.const -1
                            local.get $6
                            local.get $7
                            local.get $3
                            call $assembly/coll/common/emitFold
                            global.get $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/cap
                            i32.lt_u
                            if
                             global.get $assembly/coll/emit/cur
                             i32.const 128
                             i32.add
                             global.get $assembly/coll/emit/nops
                             i32.const 5
                             i32.shl
                             i32.add
                             local.tee $2
                             i32.const 3
                             i32.store
                             local.get $2
                             i32.const 2
                             i32.store offset=4
                             local.get $2
                             i32.const -1
                             i32.store offset=8
                             local.get $2
                             i32.const 0
                             i32.store offset=12
                             local.get $2
                             i32.const 0
                             i32.store offset=16
                             local.get $2
                             i32.const 0
                             i32.store offset=20
                             local.get $2
                             i32.const 0
                             i32.store offset=24
                             local.get $2
                             i32.const 0
                             i32.store offset=28
                            end
                            global.get $assembly/coll/emit/nops
                            i32.const 1
                            i32.add
                            global.set $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/cap
                            i32.lt_u
                            if
                             global.get $assembly/coll/emit/cur
                             i32.const 128
                             i32.add
                             global.get $assembly/coll/emit/nops
                             i32.const 5
                             i32.shl
                             i32.add
                             local.tee $2
                             i32.const 2
                             i32.store
                             local.get $2
                             i32.const 2
                             i32.store offset=4
                             local.get $2
                             i32.const 0
                             i32.store offset=8
                             local.get $2
                             i32.const 0
                             i32.store offset=12
                             local.get $2
                             i32.const 0
                             i32.store offset=16
                             local.get $2
                             i32.const 0
                             i32.store offset=20
                             local.get $2
                             i32.const 0
                             i32.store offset=24
                             local.get $2
                             i32.const 0
                             i32.store offset=28
                            end
                            global.get $assembly/coll/emit/nops
                            i32.const 1
                            i32.add
                            global.set $assembly/coll/emit/nops
                            local.get $1
                            if
                             local.get $3
                             i32.const 2
                             i32.shl
                             local.tee $1
                             i32.const 1
                             i32.or
                             local.set $2
                             local.get $0
                             if
                              local.get $1
                              i32.const 2
                              i32.or
                              local.set $1
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $3
                               i32.const 4
                               i32.store
                               local.get $3
                               local.get $2
                               i32.store offset=4
                               local.get $3
                               i32.const 0
                               i32.store offset=8
                               local.get $3
                               local.get $1
                               i32.store offset=12
                               local.get $3
                               i32.const 0
                               i32.store offset=16
                               local.get $3
                               local.get $0
                               i32.store offset=20
                               local.get $3
                               i32.const 0
                               i32.store offset=24
                               local.get $3
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                             end
                            end
                           end
                           br $break|0
                          end
                          local.get $3
                          i32.const 2
                          i32.shl
                          local.tee $0
                          i32.const 2
                          i32.or
                          local.get $0
                          i32.const 1
                          i32.or
                          local.get $10
                          i32.const 1
                          i32.and
                          local.tee $0
                          select
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $2
                           i32.const 3
                           i32.store
                           local.get $2
                           i32.const 1
                           i32.store offset=4
                           local.get $2
                           i32.const -1
                           i32.store offset=8
                           local.get $2
                           i32.const 0
                           i32.store offset=12
                           local.get $2
                           i32.const 0
                           i32.store offset=16
                           local.get $2
                           i32.const 0
                           i32.store offset=20
                           local.get $2
                           i32.const 0
                           i32.store offset=24
                           local.get $2
                           i32.const 0
                           i32.store offset=28
                          end
                          local.get $3
                          local.get $3
                          i32.const 1
                          i32.add
                          local.get $10
                          i32.const 2
                          i32.and
                          select
                          local.set $2
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $5
                           i32.const 7
                           i32.store
                           local.get $5
                           i32.const 0
                           i32.store offset=4
                           local.get $5
                           local.get $2
                           i32.store offset=8
                           local.get $5
                           i32.const 1
                           i32.store offset=12
                           local.get $5
                           i32.const 0
                           i32.store offset=16
                           local.get $5
                           i32.const 0
                           i32.store offset=20
                           local.get $5
                           i32.const 0
                           i32.store offset=24
                           local.get $5
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          i32.const 0
                          local.get $2
                          local.get $0
                          i32.const 0
                          i32.const -1
                          i32.const 0
                          i32.const -1
                          local.get $6
                          local.get $7
                          local.get $3
                          call $assembly/coll/common/emitFold
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $1
                           i32.const 3
                           i32.store
                           local.get $1
                           i32.const 2
                           i32.store offset=4
                           local.get $1
                           i32.const -1
                           i32.store offset=8
                           local.get $1
                           i32.const 0
                           i32.store offset=12
                           local.get $1
                           i32.const 0
                           i32.store offset=16
                           local.get $1
                           i32.const 0
                           i32.store offset=20
                           local.get $1
                           i32.const 0
                           i32.store offset=24
                           local.get $1
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $1
                           i32.const 7
                           i32.store
                           local.get $1
                           local.get $3
                           i32.const 1
                           i32.add
                           i32.store offset=4
                           local.get $1
                           local.get $4
                           i32.store offset=8
                           local.get $1
                           i32.const 2
                           i32.store offset=12
                           local.get $1
                           i32.const 0
                           i32.store offset=16
                           local.get $1
                           i32.const 0
                           i32.store offset=20
                           local.get $1
                           i32.const 0
                           i32.store offset=24
                           local.get $1
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          local.get $2
                          i32.const 0
                          i32.gt_s
                          local.get $0
                          i32.and
                          if
                           local.get $3
                           i32.const 2
                           i32.shl
                           local.tee $0
                           i32.const 1
                           i32.or
                           local.set $1
                           local.get $6
                           local.get $7
                           i32.mul
                           local.tee $2
                           if
                            local.get $0
                            i32.const 2
                            i32.or
                            local.set $0
                            global.get $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/cap
                            i32.lt_u
                            if
                             global.get $assembly/coll/emit/cur
                             i32.const 128
                             i32.add
                             global.get $assembly/coll/emit/nops
                             i32.const 5
                             i32.shl
                             i32.add
                             local.tee $3
                             i32.const 4
                             i32.store
                             local.get $3
                             local.get $1
                             i32.store offset=4
                             local.get $3
                             i32.const 0
                             i32.store offset=8
                             local.get $3
                             local.get $0
                             i32.store offset=12
                             local.get $3
                             i32.const 0
                             i32.store offset=16
                             local.get $3
                             local.get $2
                             i32.store offset=20
                             local.get $3
                             i32.const 0
                             i32.store offset=24
                             local.get $3
                             i32.const 0
                             i32.store offset=28
                            end
                            global.get $assembly/coll/emit/nops
                            i32.const 1
                            i32.add
                            global.set $assembly/coll/emit/nops
                           end
                          end
                          br $break|0
                         end
                         block $__inlined_func$assembly/coll/gatherv_shm_flat/buildGathervShmFlat$114
                          local.get $3
                          local.get $5
                          i32.ne
                          if
                           global.get $assembly/coll/emit/nops
                           global.get $assembly/coll/emit/cap
                           i32.lt_u
                           if
                            global.get $assembly/coll/emit/cur
                            i32.const 128
                            i32.add
                            global.get $assembly/coll/emit/nops
                            i32.const 5
                            i32.shl
                            i32.add
                            local.tee $0
                            i32.const 3
                            i32.store
                            local.get $0
                            i32.const 1
                            i32.store offset=4
                            local.get $0
                            local.get $5
                            i32.store offset=8
                            local.get $0
                            i32.const 0
                            i32.store offset=12
                            local.get $0
                            i32.const 0
                            i32.store offset=16
                            local.get $0
                            i32.const 0
                            i32.store offset=20
                            local.get $0
                            i32.const 0
                            i32.store offset=24
                            local.get $0
                            i32.const 0
                            i32.store offset=28
                           end
                           global.get $assembly/coll/emit/nops
                           i32.const 1
                           i32.add
                           global.set $assembly/coll/emit/nops
                           global.get $assembly/coll/emit/nops
                           global.get $assembly/coll/emit/cap
                           i32.lt_u
                           if
                            global.get $assembly/coll/emit/cur
                            i32.const 128
                            i32.add
                            global.get $assembly/coll/emit/nops
                            i32.const 5
                            i32.shl
                            i32.add
                            local.tee $0
                            i32.const 1
                            i32.store
                            local.get $0
                            local.get $5
                            i32.store offset=4
                            local.get $0
                            i32.const 2
                            i32.store offset=8
                            local.get $0
                            i32.const 0
                            i32.store offset=12
                            local.get $0
                            i32.const 0
                            i32.store offset=16
                            local.get $0
                            i32.const 0
                            i32.store offset=20
                            local.get $0
                            i32.const 0
                            i32.store offset=24
                            local.get $0
                            i32.const 0
                            i32.store offset=28
                           end
                           global.get $assembly/coll/emit/nops
                           i32.const 1
                           i32.add
                           global.set $assembly/coll/emit/nops
                           br $__inlined_func$assembly/coll/gatherv_shm_flat/buildGathervShmFlat$114
                          end
                          local.get $10
                          i32.const 1
                          i32.and
                          i32.eqz
                          if
                           local.get $3
                           i32.const 2
                           i32.shl
                           local.tee $0
                           i32.const 1
                           i32.or
                           local.set $1
                           local.get $7
                           local.get $13
                           local.get $3
                           local.get $4
                           i32.add
                           i32.const 2
                           i32.shl
                           i32.add
                           i32.load
                           i32.mul
                           local.set $2
                           local.get $7
                           local.get $0
                           local.get $13
                           i32.add
                           i32.load
                           i32.mul
                           local.tee $5
                           if
                            global.get $assembly/coll/emit/nops
                            global.get $assembly/coll/emit/cap
                            i32.lt_u
                            if
                             global.get $assembly/coll/emit/cur
                             i32.const 128
                             i32.add
                             global.get $assembly/coll/emit/nops
                             i32.const 5
                             i32.shl
                             i32.add
                             local.tee $6
                             i32.const 4
                             i32.store
                             local.get $6
                             local.get $1
                             i32.store offset=4
                             local.get $6
                             local.get $2
                             i32.store offset=8
                             local.get $6
                             local.get $0
                             i32.store offset=12
                             local.get $6
                             i32.const 0
                             i32.store offset=16
                             local.get $6
                             local.get $5
                             i32.store offset=20
                             local.get $6
                             i32.const 0
                             i32.store offset=24
                             local.get $6
                             i32.const 0
                             i32.store offset=28
                            end
                            global.get $assembly/coll/emit/nops
                            i32.const 1
                            i32.add
                            global.set $assembly/coll/emit/nops
                           end
                          end
                          local.get $4
                          i32.const 1
                          i32.eq
                          br_if $__inlined_func$assembly/coll/gatherv_shm_flat/buildGathervShmFlat$114
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $0
                           i32.const 2
                           i32.store
                           local.get $0
                           i32.const 1
                           i32.store offset=4
                           local.get $0
                           i32.const 0
                           i32.store offset=8
                           local.get $0
                           i32.const 0
                           i32.store offset=12
                           local.get $0
                           i32.const 0
                           i32.store offset=16
                           local.get $0
                           i32.const 0
                           i32.store offset=20
                           local.get $0
                           i32.const 0
                           i32.store offset=24
                           local.get $0
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          i32.const 0
                          local.set $1
                          loop $for-loop|01
                           local.get $1
                           local.get $4
                           i32.lt_s
                           if
                            local.get $1
                            local.get $3
                            i32.ne
                            if
                             local.get $7
                             local.get $13
                             local.get $1
                             local.get $4
                             i32.add
                             i32.const 2
                             i32.shl
                             i32.add
                             i32.load
                             i32.mul
                             local.set $0
                             local.get $7
                             local.get $1
                             i32.const 2
                             i32.shl
                             local.tee $2
                             local.get $13
                             i32.add
                             i32.load
                             i32.mul
                             local.tee $5
                             if
                              local.get $3
                              i32.const 2
                              i32.shl
                              i32.const 1
                              i32.or
                              local.set $6
                              global.get $assembly/coll/emit/nops
                              global.get $assembly/coll/emit/cap
                              i32.lt_u
                              if
                               global.get $assembly/coll/emit/cur
                               i32.const 128
                               i32.add
                               global.get $assembly/coll/emit/nops
                               i32.const 5
                               i32.shl
                               i32.add
                               local.tee $8
                               i32.const 4
                               i32.store
                               local.get $8
                               local.get $6
                               i32.store offset=4
                               local.get $8
                               local.get $0
                               i32.store offset=8
                               local.get $8
                               local.get $2
                               i32.store offset=12
                               local.get $8
                               i32.const 0
                               i32.store offset=16
                               local.get $8
                               local.get $5
                               i32.store offset=20
                               local.get $8
                               i32.const 0
                               i32.store offset=24
                               local.get $8
                               i32.const 0
                               i32.store offset=28
                              end
                              global.get $assembly/coll/emit/nops
                              i32.const 1
                              i32.add
                              global.set $assembly/coll/emit/nops
                             end
                            end
                            local.get $1
                            i32.const 1
                            i32.add
                            local.set $1
                            br $for-loop|01
                           end
                          end
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $0
                           i32.const 3
                           i32.store
                           local.get $0
                           i32.const 2
                           i32.store offset=4
                           local.get $0
                           i32.const -1
                           i32.store offset=8
                           local.get $0
                           i32.const 0
                           i32.store offset=12
                           local.get $0
                           i32.const 0
                           i32.store offset=16
                           local.get $0
                           i32.const 0
                           i32.store offset=20
                           local.get $0
                           i32.const 0
                           i32.store offset=24
                           local.get $0
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                         end
                         br $break|0
                        end
                        block $__inlined_func$assembly/coll/scatterv_shm_flat/buildScattervShmFlat$115
                         local.get $3
                         local.get $5
                         i32.ne
                         if
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $0
                           i32.const 1
                           i32.store
                           local.get $0
                           local.get $5
                           i32.store offset=4
                           local.get $0
                           i32.const 1
                           i32.store offset=8
                           local.get $0
                           i32.const 0
                           i32.store offset=12
                           local.get $0
                           i32.const 0
                           i32.store offset=16
                           local.get $0
                           i32.const 0
                           i32.store offset=20
                           local.get $0
                           i32.const 0
                           i32.store offset=24
                           local.get $0
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          local.get $3
                          i32.const 2
                          i32.shl
                          local.tee $0
                          i32.const 1
                          i32.or
                          local.set $1
                          local.get $7
                          local.get $0
                          local.get $13
                          i32.add
                          i32.load
                          i32.mul
                          local.tee $0
                          if
                           local.get $5
                           i32.const 2
                           i32.shl
                           local.set $2
                           global.get $assembly/coll/emit/nops
                           global.get $assembly/coll/emit/cap
                           i32.lt_u
                           if
                            global.get $assembly/coll/emit/cur
                            i32.const 128
                            i32.add
                            global.get $assembly/coll/emit/nops
                            i32.const 5
                            i32.shl
                            i32.add
                            local.tee $4
                            i32.const 8
                            i32.store
                            local.get $4
                            local.get $1
                            i32.store offset=4
                            local.get $4
                            i32.const 0
                            i32.store offset=8
                            local.get $4
                            local.get $2
                            i32.store offset=12
                            local.get $4
                            local.get $5
                            i32.store offset=16
                            local.get $4
                            local.get $3
                            i32.store offset=20
                            local.get $4
                            local.get $0
                            i32.store offset=24
                            local.get $4
                            i32.const 0
                            i32.store offset=28
                           end
                           global.get $assembly/coll/emit/nops
                           i32.const 1
                           i32.add
                           global.set $assembly/coll/emit/nops
                          end
                          global.get $assembly/coll/emit/nops
                          global.get $assembly/coll/emit/cap
                          i32.lt_u
                          if
                           global.get $assembly/coll/emit/cur
                           i32.const 128
                           i32.add
                           global.get $assembly/coll/emit/nops
                           i32.const 5
                           i32.shl
                           i32.add
                           local.tee $0
                           i32.const 3
                           i32.store
                           local.get $0
                           i32.const 2
                           i32.store offset=4
                           local.get $0
                           local.get $5
                           i32.store offset=8
                           local.get $0
                           i32.const 0
                           i32.store offset=12
                           local.get $0
                           i32.const 0
                           i32.store offset=16
                           local.get $0
                           i32.const 0
                           i32.store offset=20
                           local.get $0
                           i32.const 0
                           i32.store offset=24
                           local.get $0
                           i32.const 0
                           i32.store offset=28
                          end
                          global.get $assembly/coll/emit/nops
                          i32.const 1
                          i32.add
                          global.set $assembly/coll/emit/nops
                          br $__inlined_func$assembly/coll/scatterv_shm_flat/buildScattervShmFlat$115
                         end
                         local.get $10
                         i32.const 1
                         i32.and
                         i32.eqz
                         if
                          local.get $3
                          i32.const 2
                          i32.shl
                          local.tee $0
                          i32.const 1
                          i32.or
                          local.set $1
                          local.get $7
                          local.get $13
                          local.get $3
                          local.get $4
                          i32.add
                          i32.const 2
                          i32.shl
                          i32.add
                          i32.load
                          i32.mul
                          local.set $2
                          local.get $7
                          local.get $0
                          local.get $13
                          i32.add
                          i32.load
                          i32.mul
                          local.tee $3
                          if
                           global.get $assembly/coll/emit/nops
                           global.get $assembly/coll/emit/cap
                           i32.lt_u
                           if
                            global.get $assembly/coll/emit/cur
                            i32.const 128
                            i32.add
                            global.get $assembly/coll/emit/nops
                            i32.const 5
                            i32.shl
                            i32.add
                            local.tee $5
                            i32.const 4
                            i32.store
                            local.get $5
                            local.get $1
                            i32.store offset=4
                            local.get $5
                            i32.const 0
                            i32.store offset=8
                            local.get $5
                            local.get $0
                            i32.store offset=12
                            local.get $5
                            local.get $2
                            i32.store offset=16
                            local.get $5
                            local.get $3
                            i32.store offset=20
                            local.get $5
                            i32.const 0
                            i32.store offset=24
                            local.get $5
                            i32.const 0
                            i32.store offset=28
                           end
                           global.get $assembly/coll/emit/nops
                           i32.const 1
                           i32.add
                           global.set $assembly/coll/emit/nops
                          end
                         end
                         local.get $4
                         i32.const 1
                         i32.eq
                         br_if $__inlined_func$assembly/coll/scatterv_shm_flat/buildScattervShmFlat$115
                         global.get $assembly/coll/emit/nops
                         global.get $assembly/coll/emit/cap
                         i32.lt_u
                         if
                          global.get $assembly/coll/emit/cur
                          i32.const 128
                          i32.add
                          global.get $assembly/coll/emit/nops
                          i32.const 5
                          i32.shl
                          i32.add
                          local.tee $0
                          i32.const 3
                          i32.store
                          local.get $0
                          i32.const 1
                          i32.store offset=4
                          local.get $0
                          i32.const -1
                          i32.store offset=8
                          local.get $0
                          i32.const 0
                          i32.store offset=12
                          local.get $0
                          i32.const 0
                          i32.store offset=16
                          local.get $0
                          i32.const 0
                          i32.store offset=20
                          local.get $0
                          i32.const 0
                          i32.store offset=24
                          local.get $0
                          i32.const 0
                          i32.store offset=28
                         end
                         global.get $assembly/coll/emit/nops
                         i32.const 1
                         i32.add
                         global.set $assembly/coll/emit/nops
                         global.get $assembly/coll/emit/nops
                         global.get $assembly/coll/emit/cap
                         i32.lt_u
                         if
                          global.get $assembly/coll/emit/cur
                          i32.const 128
                          i32.add
                          global.get $assembly/coll/emit/nops
                          i32.const 5
                          i32.shl
                          i32.add
                          local.tee $0
                          i32.const 2
                          i32.store
                          local.get $0
                          i32.const 2
                          i32.store offset=4
                          local.get $0
                          i32.const 0
                          i32.store offset=8
                          local.get $0
                          i32.const 0
                          i32.store offset=12
                          local.get $0
                          i32.const 0
                          i32.store offset=16
                          local.get $0
                          i32.const 0
                          i32.store offset=20
                          local.get $0
                          i32.const 0
                          i32.store offset=24
                          local.get $0
                          i32.const 0
                          i32.store offset=28
                         end
                         global.get $assembly/coll/emit/nops
                         i32.const 1
                         i32.add
                         global.set $assembly/coll/emit/nops
                        end
                        br $break|0
                       end
                       local.get $3
                       local.get $4
                       local.get $7
                       local.get $10
                       local.get $13
                       call $assembly/coll/allgatherv_shm_direct/buildAllgathervShmDirect
                       br $break|0
                      end
                      local.get $3
                      local.get $4
                      local.get $7
                      local.get $13
                      call $assembly/coll/alltoallv_shm_direct/buildAlltoallvShmDirect
                      br $break|0
                     end
                     local.get $10
                     i32.const 1
                     i32.and
                     local.set $1
                     i32.const 0
                     local.set $5
                     i32.const 0
                     local.set $0
                     loop $for-loop|02
                      local.get $0
                      local.get $3
                      i32.lt_s
                      if
                       local.get $5
                       local.get $13
                       local.get $0
                       i32.const 2
                       i32.shl
                       i32.add
                       i32.load
                       i32.add
                       local.set $5
                       local.get $0
                       i32.const 1
                       i32.add
                       local.set $0
                       br $for-loop|02
                      end
                     end
                     local.get $3
                     i32.const 2
                     i32.shl
                     local.tee $0
                     local.get $13
                     i32.add
                     i32.load
                     local.set $2
                     block $__inlined_func$assembly/coll/reduce_scatter_v_shm_slice/buildReduceScatterVShmSlice$116
                      local.get $4
                      i32.const 1
                      i32.eq
                      if
                       local.get $1
                       i32.eqz
                       if
                        local.get $2
                        local.get $7
                        i32.mul
                        local.tee $1
                        if
                         local.get $0
                         i32.const 1
                         i32.or
                         local.set $2
                         global.get $assembly/coll/emit/nops
                         global.get $assembly/coll/emit/cap
                         i32.lt_u
                         if
                          global.get $assembly/coll/emit/cur
                          i32.const 128
                          i32.add
                          global.get $assembly/coll/emit/nops
                          i32.const 5
                          i32.shl
                          i32.add
                          local.tee $3
                          i32.const 4
                          i32.store
                          local.get $3
                          local.get $2
                          i32.store offset=4
                          local.get $3
                          i32.const 0
                          i32.store offset=8
                          local.get $3
                          local.get $0
                          i32.store offset=12
                          local.get $3
                          i32.const 0
                          i32.store offset=16
                          local.get $3
                          local.get $1
                          i32.store offset=20
                          local.get $3
                          i32.const 0
                          i32.store offset=24
                          local.get $3
                          i32.const 0
                          i32.store offset=28
                         end
                         global.get $assembly/coll/emit/nops
                         i32.const 1
                         i32.add
                         global.set $assembly/coll/emit/nops
                        end
                       end
                       br $__inlined_func$assembly/coll/reduce_scatter_v_shm_slice/buildReduceScatterVShmSlice$116
                      end
                      global.get $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/cap
                      i32.lt_u
                      if
                       global.get $assembly/coll/emit/cur
                       i32.const 128
                       i32.add
                       global.get $assembly/coll/emit/nops
                       i32.const 5
                       i32.shl
                       i32.add
                       local.tee $0
                       i32.const 3
                       i32.store
                       local.get $0
                       i32.const 1
                       i32.store offset=4
                       local.get $0
                       i32.const -1
                       i32.store offset=8
                       local.get $0
                       i32.const 0
                       i32.store offset=12
                       local.get $0
                       i32.const 0
                       i32.store offset=16
                       local.get $0
                       i32.const 0
                       i32.store offset=20
                       local.get $0
                       i32.const 0
                       i32.store offset=24
                       local.get $0
                       i32.const 0
                       i32.store offset=28
                      end
                      global.get $assembly/coll/emit/nops
                      i32.const 1
                      i32.add
                      global.set $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/cap
                      i32.lt_u
                      if
                       global.get $assembly/coll/emit/cur
                       i32.const 128
                       i32.add
                       global.get $assembly/coll/emit/nops
                       i32.const 5
                       i32.shl
                       i32.add
                       local.tee $0
                       i32.const 2
                       i32.store
                       local.get $0
                       i32.const 1
                       i32.store offset=4
                       local.get $0
                       i32.const 0
                       i32.store offset=8
                       local.get $0
                       i32.const 0
                       i32.store offset=12
                       local.get $0
                       i32.const 0
                       i32.store offset=16
                       local.get $0
                       i32.const 0
                       i32.store offset=20
                       local.get $0
                       i32.const 0
                       i32.store offset=24
                       local.get $0
                       i32.const 0
                       i32.store offset=28
                      end
                      global.get $assembly/coll/emit/nops
                      i32.const 1
                      i32.add
                      global.set $assembly/coll/emit/nops
                      local.get $3
                      i32.const 2
                      i32.shl
                      local.tee $0
                      i32.const 2
                      i32.or
                      local.get $0
                      i32.const 1
                      i32.or
                      local.get $1
                      select
                      i32.const 0
                      local.get $4
                      local.get $1
                      local.get $5
                      local.get $7
                      i32.mul
                      i32.const -1
                      i32.const 0
                      i32.const -1
                      local.get $2
                      local.get $7
                      local.get $3
                      call $assembly/coll/common/emitFold
                      global.get $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/cap
                      i32.lt_u
                      if
                       global.get $assembly/coll/emit/cur
                       i32.const 128
                       i32.add
                       global.get $assembly/coll/emit/nops
                       i32.const 5
                       i32.shl
                       i32.add
                       local.tee $0
                       i32.const 3
                       i32.store
                       local.get $0
                       i32.const 2
                       i32.store offset=4
                       local.get $0
                       i32.const -1
                       i32.store offset=8
                       local.get $0
                       i32.const 0
                       i32.store offset=12
                       local.get $0
                       i32.const 0
                       i32.store offset=16
                       local.get $0
                       i32.const 0
                       i32.store offset=20
                       local.get $0
                       i32.const 0
                       i32.store offset=24
                       local.get $0
                       i32.const 0
                       i32.store offset=28
                      end
                      global.get $assembly/coll/emit/nops
                      i32.const 1
                      i32.add
                      global.set $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/cap
                      i32.lt_u
                      if
                       global.get $assembly/coll/emit/cur
                       i32.const 128
                       i32.add
                       global.get $assembly/coll/emit/nops
                       i32.const 5
                       i32.shl
                       i32.add
                       local.tee $0
                       i32.const 2
                       i32.store
                       local.get $0
                       i32.const 2
                       i32.store offset=4
                       local.get $0
                       i32.const 0
                       i32.store offset=8
                       local.get $0
                       i32.const 0
                       i32.store offset=12
                       local.get $0
                       i32.const 0
                       i32.store offset=16
                       local.get $0
                       i32.const 0
                       i32.store offset=20
                       local.get $0
                       i32.const 0
                       i32.store offset=24
                       local.get $0
                       i32.const 0
                       i32.store offset=28
                      end
                      global.get $assembly/coll/emit/nops
                      i32.const 1
                      i32.add
                      global.set $assembly/coll/emit/nops
                      local.get $1
                      if
                       local.get $3
                       i32.const 2
                       i32.shl
                       local.tee $0
                       i32.const 1
                       i32.or
                       local.set $1
                       local.get $2
                       local.get $7
                       i32.mul
                       local.tee $2
                       if
                        local.get $0
                        i32.const 2
                        i32.or
                        local.set $0
                        global.get $assembly/coll/emit/nops
                        global.get $assembly/coll/emit/cap
                        i32.lt_u
                        if
                         global.get $assembly/coll/emit/cur
                         i32.const 128
                         i32.add
                         global.get $assembly/coll/emit/nops
                         i32.const 5
                         i32.shl
                         i32.add
                         local.tee $3
                         i32.const 4
                         i32.store
                         local.get $3
                         local.get $1
                         i32.store offset=4
                         local.get $3
                         i32.const 0
                         i32.store offset=8
                         local.get $3
                         local.get $0
                         i32.store offset=12
                         local.get $3
                         i32.const 0
                         i32.store offset=16
                         local.get $3
                         local.get $2
                         i32.store offset=20
                         local.get $3
                         i32.const 0
                         i32.store offset=24
                         local.get $3
                         i32.const 0
                         i32.store offset=28
                        end
                        global.get $assembly/coll/emit/nops
                        i32.const 1
                        i32.add
                        global.set $assembly/coll/emit/nops
                       end
                      end
                     end
                     br $break|0
                    end
                    local.get $4
                    i32.const 1
                    i32.le_s
                    if (result i32)
                     i32.const 0
                    else
                     i32.const 32
                     local.get $4
                     i32.const 1
                     i32.sub
                     i32.clz
                     i32.sub
                    end
                    local.set $0
                    i32.const 0
                    local.set $1
                    loop $for-loop|03
                     local.get $0
                     local.get $1
                     i32.gt_s
                     if
                      local.get $1
                      i32.const 1
                      i32.add
                      local.set $2
                      global.get $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/cap
                      i32.lt_u
                      if
                       global.get $assembly/coll/emit/cur
                       i32.const 128
                       i32.add
                       global.get $assembly/coll/emit/nops
                       i32.const 5
                       i32.shl
                       i32.add
                       local.tee $5
                       i32.const 3
                       i32.store
                       local.get $5
                       local.get $2
                       i32.store offset=4
                       local.get $5
                       i32.const -1
                       i32.store offset=8
                       local.get $5
                       i32.const 0
                       i32.store offset=12
                       local.get $5
                       i32.const 0
                       i32.store offset=16
                       local.get $5
                       i32.const 0
                       i32.store offset=20
                       local.get $5
                       i32.const 0
                       i32.store offset=24
                       local.get $5
                       i32.const 0
                       i32.store offset=28
                      end
                      global.get $assembly/coll/emit/nops
                      i32.const 1
                      i32.add
                      global.set $assembly/coll/emit/nops
                      local.get $3
                      i32.const 1
                      local.get $1
                      i32.shl
                      local.get $4
                      i32.rem_s
                      i32.sub
                      local.get $4
                      i32.add
                      local.get $4
                      i32.rem_s
                      local.set $5
                      global.get $assembly/coll/emit/nops
                      global.get $assembly/coll/emit/cap
                      i32.lt_u
                      if
                       global.get $assembly/coll/emit/cur
                       i32.const 128
                       i32.add
                       global.get $assembly/coll/emit/nops
                       i32.const 5
                       i32.shl
                       i32.add
                       local.tee $6
                       i32.const 1
                       i32.store
                       local.get $6
                       local.get $5
                       i32.store offset=4
                       local.get $6
                       local.get $2
                       i32.store offset=8
                       local.get $6
                       i32.const 0
                       i32.store offset=12
                       local.get $6
                       i32.const 0
                       i32.store offset=16
                       local.get $6
                       i32.const 0
                       i32.store offset=20
                       local.get $6
                       i32.const 0
                       i32.store offset=24
                       local.get $6
                       i32.const 0
                       i32.store offset=28
                      end
                      global.get $assembly/coll/emit/nops
                      i32.const 1
                      i32.add
                      global.set $assembly/coll/emit/nops
                      local.get $1
                      i32.const 1
                      i32.add
                      local.set $1
                      br $for-loop|03
                     end
                    end
                    br $break|0
                   end
                   local.get $10
                   i32.const 1
                   i32.and
                   i32.eqz
                   if
                    local.get $3
                    i32.const 2
                    i32.shl
                    local.tee $0
                    i32.const 1
                    i32.or
                    local.set $1
                    local.get $6
                    local.get $7
                    i32.mul
                    local.tee $2
                    if
                     local.get $2
                     local.get $3
                     i32.mul
                     local.set $5
                     global.get $assembly/coll/emit/nops
                     global.get $assembly/coll/emit/cap
                     i32.lt_u
                     if
                      global.get $assembly/coll/emit/cur
                      i32.const 128
                      i32.add
                      global.get $assembly/coll/emit/nops
                      i32.const 5
                      i32.shl
                      i32.add
                      local.tee $8
                      i32.const 4
                      i32.store
                      local.get $8
                      local.get $1
                      i32.store offset=4
                      local.get $8
                      local.get $5
                      i32.store offset=8
                      local.get $8
                      local.get $0
                      i32.store offset=12
                      local.get $8
                      i32.const 0
                      i32.store offset=16
                      local.get $8
                      local.get $2
                      i32.store offset=20
                      local.get $8
                      i32.const 0
                      i32.store offset=24
                      local.get $8
                      i32.const 0
                      i32.store offset=28
                     end
                     global.get $assembly/coll/emit/nops
                     i32.const 1
                     i32.add
                     global.set $assembly/coll/emit/nops
                    end
                   end
                   local.get $4
                   i32.const 1
                   i32.ne
                   if
                    global.get $assembly/coll/emit/nops
                    global.get $assembly/coll/emit/cap
                    i32.lt_u
                    if
                     global.get $assembly/coll/emit/cur
                     i32.const 128
                     i32.add
                     global.get $assembly/coll/emit/nops
                     i32.const 5
                     i32.shl
                     i32.add
                     local.tee $0
                     i32.const 3
                     i32.store
                     local.get $0
                     i32.const 1
                     i32.store offset=4
                     local.get $0
                     i32.const -1
                     i32.store offset=8
                     local.get $0
                     i32.const 0
                     i32.store offset=12
                     local.get $0
                     i32.const 0
                     i32.store offset=16
                     local.get $0
                     i32.const 0
                     i32.store offset=20
                     local.get $0
                     i32.const 0
                     i32.store offset=24
                     local.get $0
                     i32.const 0
                     i32.store offset=28
                    end
                    global.get $assembly/coll/emit/nops
                    i32.const 1
                    i32.add
                    global.set $assembly/coll/emit/nops
                    local.get $3
                    local.get $4
                    i32.const 0
                    local.get $6
                    local.get $7
                    i32.const 1
                    call $assembly/coll/ring_phases/emitRingAllgather
                   end
                   br $break|0
                  end
                  local.get $3
                  local.get $4
                  local.get $6
                  local.get $7
                  local.get $10
                  call $assembly/coll/allgather_bruck/buildAllgatherBruck
                  br $break|0
                 end
                 local.get $10
                 i32.const 1
                 i32.and
                 i32.eqz
                 if
                  local.get $3
                  i32.const 2
                  i32.shl
                  local.tee $0
                  i32.const 1
                  i32.or
                  local.set $1
                  local.get $6
                  local.get $7
                  i32.mul
                  local.tee $2
                  if
                   local.get $2
                   local.get $3
                   i32.mul
                   local.set $5
                   global.get $assembly/coll/emit/nops
                   global.get $assembly/coll/emit/cap
                   i32.lt_u
                   if
                    global.get $assembly/coll/emit/cur
                    i32.const 128
                    i32.add
                    global.get $assembly/coll/emit/nops
                    i32.const 5
                    i32.shl
                    i32.add
                    local.tee $8
                    i32.const 4
                    i32.store
                    local.get $8
                    local.get $1
                    i32.store offset=4
                    local.get $8
                    local.get $5
                    i32.store offset=8
                    local.get $8
                    local.get $0
                    i32.store offset=12
                    local.get $8
                    i32.const 0
                    i32.store offset=16
                    local.get $8
                    local.get $2
                    i32.store offset=20
                    local.get $8
                    i32.const 0
                    i32.store offset=24
                    local.get $8
                    i32.const 0
                    i32.store offset=28
                   end
                   global.get $assembly/coll/emit/nops
                   i32.const 1
                   i32.add
                   global.set $assembly/coll/emit/nops
                  end
                 end
                 local.get $4
                 i32.const 1
                 i32.ne
                 if
                  global.get $assembly/coll/emit/nops
                  global.get $assembly/coll/emit/cap
                  i32.lt_u
                  if
                   global.get $assembly/coll/emit/cur
                   i32.const 128
                   i32.add
                   global.get $assembly/coll/emit/nops
                   i32.const 5
                   i32.shl
                   i32.add
                   local.tee $0
                   i32.const 3
                   i32.store
                   local.get $0
                   i32.const 1
                   i32.store offset=4
                   local.get $0
                   i32.const -1
                   i32.store offset=8
                   local.get $0
                   i32.const 0
                   i32.store offset=12
                   local.get $0
                   i32.const 0
                   i32.store offset=16
                   local.get $0
                   i32.const 0
                   i32.store offset=20
                   local.get $0
                   i32.const 0
                   i32.store offset=24
                   local.get $0
                   i32.const 0
                   i32.store offset=28
                  end
                  global.get $assembly/coll/emit/nops
                  i32.const 1
                  i32.add
                  global.set $assembly/coll/emit/nops
                  local.get $3
                  local.get $4
                  local.get $4
                  local.get $6
                  i32.mul
                  local.get $7
                  i32.const 1
                  call $assembly/coll/rd_phases/emitDoublingAllgather
                 end
                 br $break|0
                end
                local.get $10
                i32.const 1
                i32.and
                local.set $0
                block $__inlined_func$assembly/coll/allreduce_ring/buildAllreduceRing$119
                 local.get $4
                 i32.const 1
                 i32.eq
                 if
                  local.get $0
                  i32.eqz
                  if
                   local.get $3
                   i32.const 2
                   i32.shl
                   local.tee $0
                   i32.const 1
                   i32.or
                   local.set $1
                   local.get $6
                   local.get $7
                   i32.mul
                   local.tee $2
                   if
                    global.get $assembly/coll/emit/nops
                    global.get $assembly/coll/emit/cap
                    i32.lt_u
                    if
                     global.get $assembly/coll/emit/cur
                     i32.const 128
                     i32.add
                     global.get $assembly/coll/emit/nops
                     i32.const 5
                     i32.shl
                     i32.add
                     local.tee $3
                     i32.const 4
                     i32.store
                     local.get $3
                     local.get $1
                     i32.store offset=4
                     local.get $3
                     i32.const 0
                     i32.store offset=8
                     local.get $3
                     local.get $0
                     i32.store offset=12
                     local.get $3
                     i32.const 0
                     i32.store offset=16
                     local.get $3
                     local.get $2
                     i32.store offset=20
                     local.get $3
                     i32.const 0
                     i32.store offset=24
                     local.get $3
                     i32.const 0
                     i32.store offset=28
                    end
                    global.get $assembly/coll/emit/nops
                    i32.const 1
                    i32.add
                    global.set $assembly/coll/emit/nops
                   end
                  end
                  br $__inlined_func$assembly/coll/allreduce_ring/buildAllreduceRing$119
                 end
                 global.get $assembly/coll/emit/nops
                 global.get $assembly/coll/emit/cap
                 i32.lt_u
                 if
                  global.get $assembly/coll/emit/cur
                  i32.const 128
                  i32.add
                  global.get $assembly/coll/emit/nops
                  i32.const 5
                  i32.shl
                  i32.add
                  local.tee $1
                  i32.const 3
                  i32.store
                  local.get $1
                  i32.const 1
                  i32.store offset=4
                  local.get $1
                  i32.const -1
                  i32.store offset=8
                  local.get $1
                  i32.const 0
                  i32.store offset=12
                  local.get $1
                  i32.const 0
                  i32.store offset=16
                  local.get $1
                  i32.const 0
                  i32.store offset=20
                  local.get $1
                  i32.const 0
                  i32.store offset=24
                  local.get $1
                  i32.const 0
                  i32.store offset=28
                 end
                 global.get $assembly/coll/emit/nops
                 i32.const 1
                 i32.add
                 global.set $assembly/coll/emit/nops
                 local.get $3
                 local.get $4
                 i32.const 1
                 local.get $6
                 local.get $7
                 i32.const 1
                 local.get $0
                 call $assembly/coll/ring_phases/emitRingReduceScatter
                 local.get $3
                 local.get $4
                 i32.const 1
                 local.get $6
                 local.get $7
                 local.get $4
                 call $assembly/coll/ring_phases/emitRingAllgather
                end
                br $break|0
               end
               local.get $3
               local.get $4
               local.get $6
               local.get $7
               local.get $10
               call $assembly/coll/allreduce_recursive_doubling/buildAllreduceRecursiveDoubling
               br $break|0
              end
              local.get $3
              local.get $5
              i32.sub
              local.get $4
              i32.rem_s
              local.tee $0
              local.get $4
              i32.add
              local.get $0
              local.get $0
              i32.const 0
              i32.lt_s
              select
              local.tee $0
              if (result i32)
               local.get $0
               local.get $0
               i32.const 1
               i32.sub
               i32.and
               local.get $5
               i32.add
               local.get $4
               i32.rem_s
              else
               i32.const -1
              end
              local.tee $0
              i32.const 0
              i32.ge_s
              if
               global.get $assembly/coll/emit/nops
               global.get $assembly/coll/emit/cap
               i32.lt_u
               if
                global.get $assembly/coll/emit/cur
                i32.const 128
                i32.add
                global.get $assembly/coll/emit/nops
                i32.const 5
                i32.shl
                i32.add
                local.tee $1
                i32.const 1
                i32.store
                local.get $1
                local.get $0
                i32.store offset=4
                local.get $1
                i32.const 1
                i32.store offset=8
                local.get $1
                i32.const 0
                i32.store offset=12
                local.get $1
                i32.const 0
                i32.store offset=16
                local.get $1
                i32.const 0
                i32.store offset=20
                local.get $1
                i32.const 0
                i32.store offset=24
                local.get $1
                i32.const 0
                i32.store offset=28
               end
               global.get $assembly/coll/emit/nops
               i32.const 1
               i32.add
               global.set $assembly/coll/emit/nops
               local.get $6
               local.get $7
               i32.mul
               local.tee $1
               if
                local.get $3
                i32.const 2
                i32.shl
                i32.const 1
                i32.or
                local.set $2
                local.get $0
                i32.const 2
                i32.shl
                i32.const 1
                i32.or
                local.set $0
                global.get $assembly/coll/emit/nops
                global.get $assembly/coll/emit/cap
                i32.lt_u
                if
                 global.get $assembly/coll/emit/cur
                 i32.const 128
                 i32.add
                 global.get $assembly/coll/emit/nops
                 i32.const 5
                 i32.shl
                 i32.add
                 local.tee $6
                 i32.const 4
                 i32.store
                 local.get $6
                 local.get $2
                 i32.store offset=4
                 local.get $6
                 i32.const 0
                 i32.store offset=8
                 local.get $6
                 local.get $0
                 i32.store offset=12
                 local.get $6
                 i32.const 0
                 i32.store offset=16
                 local.get $6
                 local.get $1
                 i32.store offset=20
                 local.get $6
                 i32.const 0
                 i32.store offset=24
                 local.get $6
                 i32.const 0
                 i32.store offset=28
                end
                global.get $assembly/coll/emit/nops
                i32.const 1
                i32.add
                global.set $assembly/coll/emit/nops
               end
              end
              global.get $assembly/coll/emit/nops
              global.get $assembly/coll/emit/cap
              i32.lt_u
              if
               global.get $assembly/coll/emit/cur
               i32.const 128
               i32.add
               global.get $assembly/coll/emit/nops
               i32.const 5
               i32.shl
               i32.add
               local.tee $0
               i32.const 3
               i32.store
               local.get $0
               i32.const 1
               i32.store offset=4
               local.get $0
               i32.const -1
               i32.store offset=8
               local.get $0
               i32.const 0
               i32.store offset=12
               local.get $0
               i32.const 0
               i32.store offset=16
               local.get $0
               i32.const 0
               i32.store offset=20
               local.get $0
               i32.const 0
               i32.store offset=24
               local.get $0
               i32.const 0
               i32.store offset=28
              end
              global.get $assembly/coll/emit/nops
              i32.const 1
              i32.add
              global.set $assembly/coll/emit/nops
              i32.const 0
              local.set $0
              local.get $3
              local.get $5
              i32.sub
              local.get $4
              i32.rem_s
              local.tee $1
              local.get $4
              i32.add
              local.get $1
              local.get $1
              i32.const 0
              i32.lt_s
              select
              local.tee $2
              if (result i32)
               local.get $2
               i32.const 0
               local.get $2
               i32.sub
               i32.and
              else
               local.get $4
               i32.const 1
               i32.le_s
               if (result i32)
                i32.const 1
               else
                i32.const 1
                i32.const 32
                local.get $4
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
              loop $for-loop|04
               local.get $1
               i32.const 0
               i32.gt_s
               if
                local.get $0
                i32.const 1
                i32.add
                local.get $0
                local.get $1
                local.get $2
                i32.add
                local.get $4
                i32.lt_s
                select
                local.set $0
                local.get $1
                i32.const 1
                i32.shr_s
                local.set $1
                br $for-loop|04
               end
              end
              i32.const 0
              local.set $1
              loop $for-loop|035
               local.get $0
               local.get $1
               i32.gt_s
               if
                local.get $3
                local.get $5
                local.get $4
                local.get $1
                call $assembly/pattern/binomial/binomialChild
                local.set $2
                global.get $assembly/coll/emit/nops
                global.get $assembly/coll/emit/cap
                i32.lt_u
                if
                 global.get $assembly/coll/emit/cur
                 i32.const 128
                 i32.add
                 global.get $assembly/coll/emit/nops
                 i32.const 5
                 i32.shl
                 i32.add
                 local.tee $6
                 i32.const 1
                 i32.store
                 local.get $6
                 local.get $2
                 i32.store offset=4
                 local.get $6
                 i32.const 1
                 i32.store offset=8
                 local.get $6
                 i32.const 0
                 i32.store offset=12
                 local.get $6
                 i32.const 0
                 i32.store offset=16
                 local.get $6
                 i32.const 0
                 i32.store offset=20
                 local.get $6
                 i32.const 0
                 i32.store offset=24
                 local.get $6
                 i32.const 0
                 i32.store offset=28
                end
                global.get $assembly/coll/emit/nops
                i32.const 1
                i32.add
                global.set $assembly/coll/emit/nops
                local.get $1
                i32.const 1
                i32.add
                local.set $1
                br $for-loop|035
               end
              end
              br $break|0
             end
             local.get $3
             local.get $4
             local.get $5
             local.get $6
             local.get $7
             call $assembly/coll/bcast_scatter_allgather/buildBcastScatterAllgather
             br $break|0
            end
            local.get $3
            local.get $5
            i32.eq
            local.tee $2
            local.get $10
            i32.const 1
            i32.and
            i32.and
            local.tee $8
            i32.eqz
            i32.const 0
            local.set $0
            local.get $3
            local.get $5
            i32.sub
            local.get $4
            i32.rem_s
            local.tee $1
            local.get $4
            i32.add
            local.get $1
            local.get $1
            i32.const 0
            i32.lt_s
            select
            local.tee $10
            if (result i32)
             local.get $10
             i32.const 0
             local.get $10
             i32.sub
             i32.and
            else
             local.get $4
             i32.const 1
             i32.le_s
             if (result i32)
              i32.const 1
             else
              i32.const 1
              i32.const 32
              local.get $4
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
            loop $for-loop|05
             local.get $1
             i32.const 0
             i32.gt_s
             if
              local.get $0
              i32.const 1
              i32.add
              local.get $0
              local.get $1
              local.get $10
              i32.add
              local.get $4
              i32.lt_s
              select
              local.set $0
              local.get $1
              i32.const 1
              i32.shr_s
              local.set $1
              br $for-loop|05
             end
            end
            local.get $2
            local.get $0
            i32.eqz
            i32.and
            i32.and
            if
             local.get $3
             i32.const 2
             i32.shl
             local.tee $1
             i32.const 1
             i32.or
             local.set $9
             local.get $6
             local.get $7
             i32.mul
             local.tee $7
             if
              global.get $assembly/coll/emit/nops
              global.get $assembly/coll/emit/cap
              i32.lt_u
              if
               global.get $assembly/coll/emit/cur
               i32.const 128
               i32.add
               global.get $assembly/coll/emit/nops
               i32.const 5
               i32.shl
               i32.add
               local.tee $10
               i32.const 4
               i32.store
               local.get $10
               local.get $9
               i32.store offset=4
               local.get $10
               i32.const 0
               i32.store offset=8
               local.get $10
               local.get $1
               i32.store offset=12
               local.get $10
               i32.const 0
               i32.store offset=16
               local.get $10
               local.get $7
               i32.store offset=20
               local.get $10
               i32.const 0
               i32.store offset=24
               local.get $10
               i32.const 0
               i32.store offset=28
              end
              global.get $assembly/coll/emit/nops
              i32.const 1
              i32.add
              global.set $assembly/coll/emit/nops
             end
            end
            i32.const 1
            i32.const 2
            local.get $2
            select
            local.set $9
            local.get $0
            i32.const 1
            i32.sub
            local.set $1
            loop $for-loop|046
             local.get $1
             i32.const 0
             i32.ge_s
             if
              i32.const 0
              local.set $7
              local.get $3
              local.get $5
              local.get $4
              local.get $1
              call $assembly/pattern/binomial/binomialChild
              local.tee $10
              local.get $5
              i32.sub
              local.get $4
              i32.rem_s
              local.tee $2
              local.get $4
              i32.add
              local.get $2
              local.get $2
              i32.const 0
              i32.lt_s
              select
              local.tee $11
              if (result i32)
               local.get $11
               i32.const 0
               local.get $11
               i32.sub
               i32.and
              else
               local.get $4
               i32.const 1
               i32.le_s
               if (result i32)
                i32.const 1
               else
                i32.const 1
                i32.const 32
                local.get $4
                i32.const 1
                i32.sub
                i32.clz
                i32.sub
                i32.shl
               end
              end
              i32.const 1
              i32.shr_s
              local.set $2
              loop $for-loop|07
               local.get $2
               i32.const 0
               i32.gt_s
               if
                local.get $7
                i32.const 1
                i32.add
                local.get $7
                local.get $2
                local.get $11
                i32.add
                local.get $4
                i32.lt_s
                select
                local.set $7
                local.get $2
                i32.const 1
                i32.shr_s
                local.set $2
                br $for-loop|07
               end
              end
              global.get $assembly/coll/emit/nops
              global.get $assembly/coll/emit/cap
              i32.lt_u
              if
               global.get $assembly/coll/emit/cur
               i32.const 128
               i32.add
               global.get $assembly/coll/emit/nops
               i32.const 5
               i32.shl
               i32.add
               local.tee $2
               i32.const 1
               i32.store
               local.get $2
               local.get $10
               i32.store offset=4
               local.get $2
               i32.const 1
               i32.store offset=8
               local.get $2
               i32.const 0
               i32.store offset=12
               local.get $2
               i32.const 0
               i32.store offset=16
               local.get $2
               i32.const 0
               i32.store offset=20
               local.get $2
               i32.const 0
               i32.store offset=24
               local.get $2
               i32.const 0
               i32.store offset=28
              end
              i32.const 2
              i32.const 0
              local.get $7
              i32.const 0
              i32.gt_s
              select
              local.set $2
              global.get $assembly/coll/emit/nops
              i32.const 1
              i32.add
              global.set $assembly/coll/emit/nops
              local.get $1
              local.get $0
              i32.const 1
              i32.sub
              i32.eq
              if
               local.get $3
               i32.const 2
               i32.shl
               local.tee $7
               local.get $9
               i32.or
               local.set $11
               local.get $6
               if
                local.get $7
                local.get $8
                i32.or
                local.set $7
                local.get $10
                i32.const 2
                i32.shl
                local.get $2
                i32.or
                local.set $2
                global.get $assembly/coll/emit/nops
                global.get $assembly/coll/emit/cap
                i32.lt_u
                if
                 global.get $assembly/coll/emit/cur
                 i32.const 128
                 i32.add
                 global.get $assembly/coll/emit/nops
                 i32.const 5
                 i32.shl
                 i32.add
                 local.tee $10
                 i32.const 6
                 i32.store
                 local.get $10
                 local.get $11
                 i32.store offset=4
                 local.get $10
                 i32.const 0
                 i32.store offset=8
                 local.get $10
                 local.get $7
                 i32.store offset=12
                 local.get $10
                 i32.const 0
                 i32.store offset=16
                 local.get $10
                 local.get $2
                 i32.store offset=20
                 local.get $10
                 i32.const 0
                 i32.store offset=24
                 local.get $10
                 local.get $6
                 i32.store offset=28
                end
                global.get $assembly/coll/emit/nops
                i32.const 1
                i32.add
                global.set $assembly/coll/emit/nops
               end
              else
               local.get $6
               if
                local.get $3
                i32.const 2
                i32.shl
                local.get $9
                i32.or
                local.set $7
                local.get $10
                i32.const 2
                i32.shl
                local.get $2
                i32.or
                local.set $2
                global.get $assembly/coll/emit/nops
                global.get $assembly/coll/emit/cap
                i32.lt_u
                if
                 global.get $assembly/coll/emit/cur
                 i32.const 128
                 i32.add
                 global.get $assembly/coll/emit/nops
                 i32.const 5
                 i32.shl
                 i32.add
                 local.tee $10
                 i32.const 5
                 i32.store
                 local.get $10
                 local.get $7
                 i32.store offset=4
                 local.get $10
                 i32.const 0
                 i32.store offset=8
                 local.get $10
                 local.get $2
                 i32.store offset=12
                 local.get $10
                 i32.const 0
                 i32.store offset=16
                 local.get $10
                 local.get $6
                 i32.store offset=20
                 local.get $10
                 i32.const 0
                 i32.store offset=24
                 local.get $10
                 i32.const 0
                 i32.store offset=28
                end
                global.get $assembly/coll/emit/nops
                i32.const 1
                i32.add
                global.set $assembly/coll/emit/nops
               end
              end
              local.get $1
              i32.const 1
              i32.sub
              local.set $1
              br $for-loop|046
             end
            end
            global.get $assembly/coll/emit/nops
            global.get $assembly/coll/emit/cap
            i32.lt_u
            if
             global.get $assembly/coll/emit/cur
             i32.const 128
             i32.add
             global.get $assembly/coll/emit/nops
             i32.const 5
             i32.shl
             i32.add
             local.tee $0
             i32.const 3
             i32.store
             local.get $0
             i32.const 1
             i32.store offset=4
             local.get $0
             i32.const -1
             i32.store offset=8
             local.get $0
             i32.const 0
             i32.store offset=12
             local.get $0
             i32.const 0
             i32.store offset=16
             local.get $0
             i32.const 0
             i32.store offset=20
             local.get $0
             i32.const 0
             i32.store offset=24
             local.get $0
             i32.const 0
             i32.store offset=28
            end
            global.get $assembly/coll/emit/nops
            i32.const 1
            i32.add
            global.set $assembly/coll/emit/nops
            local.get $3
            local.get $5
            i32.sub
            local.get $4
            i32.rem_s
            local.tee $0
            local.get $4
            i32.add
            local.get $0
            local.get $0
            i32.const 0
            i32.lt_s
            select
            local.tee $0
            if (result i32)
             local.get $0
             local.get $0
             i32.const 1
             i32.sub
             i32.and
             local.get $5
             i32.add
             local.get $4
             i32.rem_s
            else
             i32.const -1
            end
            local.tee $0
            i32.const 0
            i32.ge_s
            if
             global.get $assembly/coll/emit/nops
             global.get $assembly/coll/emit/cap
             i32.lt_u
             if
              global.get $assembly/coll/emit/cur
              i32.const 128
              i32.add
              global.get $assembly/coll/emit/nops
              i32.const 5
              i32.shl
              i32.add
              local.tee $1
              i32.const 1
              i32.store
              local.get $1
              local.get $0
              i32.store offset=4
              local.get $1
              i32.const 1
              i32.store offset=8
              local.get $1
              i32.const 0
              i32.store offset=12
              local.get $1
              i32.const 0
              i32.store offset=16
              local.get $1
              i32.const 0
              i32.store offset=20
              local.get $1
              i32.const 0
              i32.store offset=24
              local.get $1
              i32.const 0
              i32.store offset=28
             end
             global.get $assembly/coll/emit/nops
             i32.const 1
             i32.add
             global.set $assembly/coll/emit/nops
            end
            br $break|0
           end
           local.get $3
           local.get $4
           local.get $5
           local.get $6
           local.get $7
           local.get $10
           call $assembly/coll/gather_binomial/buildGatherBinomial
           br $break|0
          end
          local.get $3
          local.get $4
          local.get $5
          local.get $6
          local.get $7
          local.get $10
          call $assembly/coll/scatter_binomial/buildScatterBinomial
          br $break|0
         end
         local.get $3
         i32.const 2
         i32.shl
         local.tee $0
         i32.const 1
         i32.or
         local.set $1
         local.get $6
         local.get $7
         i32.mul
         local.tee $5
         local.get $3
         i32.mul
         local.set $2
         local.get $5
         if
          global.get $assembly/coll/emit/nops
          global.get $assembly/coll/emit/cap
          i32.lt_u
          if
           global.get $assembly/coll/emit/cur
           i32.const 128
           i32.add
           global.get $assembly/coll/emit/nops
           i32.const 5
           i32.shl
           i32.add
           local.tee $6
           i32.const 4
           i32.store
           local.get $6
           local.get $1
           i32.store offset=4
           local.get $6
           local.get $2
           i32.store offset=8
           local.get $6
           local.get $0
           i32.store offset=12
           local.get $6
           local.get $2
           i32.store offset=16
           local.get $6
           local.get $5
           i32.store offset=20
           local.get $6
           i32.const 0
           i32.store offset=24
           local.get $6
           i32.const 0
           i32.store offset=28
          end
          global.get $assembly/coll/emit/nops
          i32.const 1
          i32.add
          global.set $assembly/coll/emit/nops
         end
         local.get $4
         i32.const 1
         i32.ne
         if
          global.get $assembly/coll/emit/nops
          global.get $assembly/coll/emit/cap
          i32.lt_u
          if
           global.get $assembly/coll/emit/cur
           i32.const 128
           i32.add
           global.get $assembly/coll/emit/nops
           i32.const 5
           i32.shl
           i32.add
           local.tee $0
           i32.const 3
           i32.store
           local.get $0
           i32.const 1
           i32.store offset=4
           local.get $0
           i32.const -1
           i32.store offset=8
           local.get $0
           i32.const 0
           i32.store offset=12
           local.get $0
           i32.const 0
           i32.store offset=16
           local.get $0
           i32.const 0
           i32.store offset=20
           local.get $0
           i32.const 0
           i32.store offset=24
           local.get $0
           i32.const 0
           i32.store offset=28
          end
          global.get $assembly/coll/emit/nops
          i32.const 1
          i32.add
          global.set $assembly/coll/emit/nops
          i32.const 1
          local.set $2
          loop $for-loop|058
           local.get $2
           local.get $4
           i32.lt_s
           if
            local.get $3
            local.get $2
            i32.sub
            local.get $4
            i32.add
            local.get $4
            i32.rem_s
            local.set $0
            global.get $assembly/coll/emit/nops
            global.get $assembly/coll/emit/cap
            i32.lt_u
            if
             global.get $assembly/coll/emit/cur
             i32.const 128
             i32.add
             global.get $assembly/coll/emit/nops
             i32.const 5
             i32.shl
             i32.add
             local.tee $1
             i32.const 1
             i32.store
             local.get $1
             local.get $0
             i32.store offset=4
             local.get $1
             i32.const 1
             i32.store offset=8
             local.get $1
             i32.const 0
             i32.store offset=12
             local.get $1
             i32.const 0
             i32.store offset=16
             local.get $1
             i32.const 0
             i32.store offset=20
             local.get $1
             i32.const 0
             i32.store offset=24
             local.get $1
             i32.const 0
             i32.store offset=28
            end
            global.get $assembly/coll/emit/nops
            i32.const 1
            i32.add
            global.set $assembly/coll/emit/nops
            local.get $5
            if
             local.get $3
             i32.const 2
             i32.shl
             i32.const 1
             i32.or
             local.set $1
             local.get $0
             local.get $5
             i32.mul
             local.set $6
             local.get $0
             i32.const 2
             i32.shl
             local.set $0
             local.get $3
             local.get $5
             i32.mul
             local.set $7
             global.get $assembly/coll/emit/nops
             global.get $assembly/coll/emit/cap
             i32.lt_u
             if
              global.get $assembly/coll/emit/cur
              i32.const 128
              i32.add
              global.get $assembly/coll/emit/nops
              i32.const 5
              i32.shl
              i32.add
              local.tee $8
              i32.const 4
              i32.store
              local.get $8
              local.get $1
              i32.store offset=4
              local.get $8
              local.get $6
              i32.store offset=8
              local.get $8
              local.get $0
              i32.store offset=12
              local.get $8
              local.get $7
              i32.store offset=16
              local.get $8
              local.get $5
              i32.store offset=20
              local.get $8
              i32.const 0
              i32.store offset=24
              local.get $8
              i32.const 0
              i32.store offset=28
             end
             global.get $assembly/coll/emit/nops
             i32.const 1
             i32.add
             global.set $assembly/coll/emit/nops
            end
            local.get $2
            i32.const 1
            i32.add
            local.set $2
            br $for-loop|058
           end
          end
          global.get $assembly/coll/emit/nops
          global.get $assembly/coll/emit/cap
          i32.lt_u
          if
           global.get $assembly/coll/emit/cur
           i32.const 128
           i32.add
           global.get $assembly/coll/emit/nops
           i32.const 5
           i32.shl
           i32.add
           local.tee $0
           i32.const 3
           i32.store
           local.get $0
           i32.const 2
           i32.store offset=4
           local.get $0
           i32.const -1
           i32.store offset=8
           local.get $0
           i32.const 0
           i32.store offset=12
           local.get $0
           i32.const 0
           i32.store offset=16
           local.get $0
           i32.const 0
           i32.store offset=20
           local.get $0
           i32.const 0
           i32.store offset=24
           local.get $0
           i32.const 0
           i32.store offset=28
          end
          global.get $assembly/coll/emit/nops
          i32.const 1
          i32.add
          global.set $assembly/coll/emit/nops
          global.get $assembly/coll/emit/nops
          global.get $assembly/coll/emit/cap
          i32.lt_u
          if
           global.get $assembly/coll/emit/cur
           i32.const 128
           i32.add
           global.get $assembly/coll/emit/nops
           i32.const 5
           i32.shl
           i32.add
           local.tee $0
           i32.const 2
           i32.store
           local.get $0
           i32.const 2
           i32.store offset=4
           local.get $0
           i32.const 0
           i32.store offset=8
           local.get $0
           i32.const 0
           i32.store offset=12
           local.get $0
           i32.const 0
           i32.store offset=16
           local.get $0
           i32.const 0
           i32.store offset=20
           local.get $0
           i32.const 0
           i32.store offset=24
           local.get $0
           i32.const 0
           i32.store offset=28
          end
          global.get $assembly/coll/emit/nops
          i32.const 1
          i32.add
          global.set $assembly/coll/emit/nops
         end
         br $break|0
        end
        local.get $6
        local.get $7
        i32.mul
        local.set $0
        local.get $10
        i32.const 1
        i32.and
        local.set $1
        block $__inlined_func$assembly/coll/reduce_scatter_ring/buildReduceScatterRing$123
         local.get $4
         i32.const 1
         i32.eq
         if
          local.get $1
          i32.eqz
          if
           local.get $3
           i32.const 2
           i32.shl
           local.tee $1
           i32.const 1
           i32.or
           local.set $2
           local.get $0
           if
            global.get $assembly/coll/emit/nops
            global.get $assembly/coll/emit/cap
            i32.lt_u
            if
             global.get $assembly/coll/emit/cur
             i32.const 128
             i32.add
             global.get $assembly/coll/emit/nops
             i32.const 5
             i32.shl
             i32.add
             local.tee $3
             i32.const 4
             i32.store
             local.get $3
             local.get $2
             i32.store offset=4
             local.get $3
             i32.const 0
             i32.store offset=8
             local.get $3
             local.get $1
             i32.store offset=12
             local.get $3
             i32.const 0
             i32.store offset=16
             local.get $3
             local.get $0
             i32.store offset=20
             local.get $3
             i32.const 0
             i32.store offset=24
             local.get $3
             i32.const 0
             i32.store offset=28
            end
            global.get $assembly/coll/emit/nops
            i32.const 1
            i32.add
            global.set $assembly/coll/emit/nops
           end
          end
          br $__inlined_func$assembly/coll/reduce_scatter_ring/buildReduceScatterRing$123
         end
         global.get $assembly/coll/emit/nops
         global.get $assembly/coll/emit/cap
         i32.lt_u
         if
          global.get $assembly/coll/emit/cur
          i32.const 128
          i32.add
          global.get $assembly/coll/emit/nops
          i32.const 5
          i32.shl
          i32.add
          local.tee $2
          i32.const 3
          i32.store
          local.get $2
          i32.const 1
          i32.store offset=4
          local.get $2
          i32.const -1
          i32.store offset=8
          local.get $2
          i32.const 0
          i32.store offset=12
          local.get $2
          i32.const 0
          i32.store offset=16
          local.get $2
          i32.const 0
          i32.store offset=20
          local.get $2
          i32.const 0
          i32.store offset=24
          local.get $2
          i32.const 0
          i32.store offset=28
         end
         global.get $assembly/coll/emit/nops
         i32.const 1
         i32.add
         global.set $assembly/coll/emit/nops
         local.get $3
         local.get $4
         i32.const 0
         local.get $6
         local.get $7
         i32.const 2
         local.get $1
         call $assembly/coll/ring_phases/emitRingReduceScatter
         local.get $3
         i32.const 2
         i32.shl
         local.tee $1
         i32.const 1
         i32.or
         local.set $2
         local.get $0
         if
          local.get $1
          i32.const 2
          i32.or
          local.set $1
          local.get $0
          local.get $3
          i32.mul
          local.set $3
          global.get $assembly/coll/emit/nops
          global.get $assembly/coll/emit/cap
          i32.lt_u
          if
           global.get $assembly/coll/emit/cur
           i32.const 128
           i32.add
           global.get $assembly/coll/emit/nops
           i32.const 5
           i32.shl
           i32.add
           local.tee $4
           i32.const 4
           i32.store
           local.get $4
           local.get $2
           i32.store offset=4
           local.get $4
           i32.const 0
           i32.store offset=8
           local.get $4
           local.get $1
           i32.store offset=12
           local.get $4
           local.get $3
           i32.store offset=16
           local.get $4
           local.get $0
           i32.store offset=20
           local.get $4
           i32.const 0
           i32.store offset=24
           local.get $4
           i32.const 0
           i32.store offset=28
          end
          global.get $assembly/coll/emit/nops
          i32.const 1
          i32.add
          global.set $assembly/coll/emit/nops
         end
        end
        br $break|0
       end
       local.get $3
       local.get $4
       local.get $6
       local.get $7
       local.get $10
       call $assembly/coll/scan_recursive_doubling/buildScanRecursiveDoubling
       br $break|0
      end
      local.get $3
      local.get $4
      local.get $6
      local.get $7
      local.get $10
      call $assembly/coll/allreduce_rabenseifner/buildAllreduceRabenseifner
      br $break|0
     end
     local.get $3
     local.get $4
     local.get $6
     local.get $7
     local.get $10
     call $assembly/coll/reduce_scatter_recursive_halving/buildReduceScatterRecursiveHalving
     br $break|0
    end
    local.get $3
    local.get $4
    local.get $6
    local.get $7
    local.get $10
    call $assembly/coll/alltoall_bruck/buildAlltoallBruck
    br $break|0
   end
   i32.const -2
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.gt_u
  if (result i32)
   i32.const -1
  else
   global.get $assembly/coll/emit/cur
   global.get $assembly/coll/emit/nops
   i32.store
   global.get $assembly/coll/emit/nops
  end
 )
 (func $assembly/coll/bcast_shm_slice/buildBcastShmSlice (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  local.get $1
  local.get $3
  local.get $4
  i32.mul
  local.tee $3
  i32.add
  i32.const 1
  i32.sub
  local.get $1
  i32.div_s
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  local.get $0
  i32.mul
  local.tee $4
  local.get $3
  local.get $3
  local.get $4
  i32.gt_s
  select
  local.set $6
  local.get $0
  i32.const 1
  i32.add
  local.get $1
  local.get $3
  i32.add
  i32.const 1
  i32.sub
  local.get $1
  i32.div_s
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  i32.mul
  local.tee $0
  local.get $3
  local.get $0
  local.get $3
  i32.lt_s
  select
  local.set $0
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 2
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const 0
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  loop $for-loop|0
   local.get $1
   local.get $5
   i32.gt_s
   if
    local.get $2
    local.get $5
    i32.ne
    if
     local.get $0
     local.get $6
     i32.sub
     local.tee $7
     if
      local.get $5
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $3
      local.get $2
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $8
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $4
       i32.const 4
       i32.store
       local.get $4
       local.get $3
       i32.store offset=4
       local.get $4
       local.get $6
       i32.store offset=8
       local.get $4
       local.get $8
       i32.store offset=12
       local.get $4
       local.get $6
       i32.store offset=16
       local.get $4
       local.get $7
       i32.store offset=20
       local.get $4
       i32.const 0
       i32.store offset=24
       local.get $4
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
    local.get $5
    i32.const 1
    i32.add
    local.set $5
    br $for-loop|0
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 3
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const -1
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 2
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const 0
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/bcast_shm_flat/buildBcastShmFlat (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  local.get $3
  local.get $4
  i32.mul
  local.set $1
  local.get $0
  local.get $2
  i32.eq
  if
   local.get $0
   i32.const 2
   i32.shl
   local.tee $0
   i32.const 2
   i32.or
   local.set $2
   local.get $1
   if
    local.get $0
    i32.const 1
    i32.or
    local.set $0
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $3
     i32.const 4
     i32.store
     local.get $3
     local.get $2
     i32.store offset=4
     local.get $3
     i32.const 0
     i32.store offset=8
     local.get $3
     local.get $0
     i32.store offset=12
     local.get $3
     i32.const 0
     i32.store offset=16
     local.get $3
     local.get $1
     i32.store offset=20
     local.get $3
     i32.const 0
     i32.store offset=24
     local.get $3
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $0
    i32.const 3
    i32.store
    local.get $0
    i32.const 1
    i32.store offset=4
    local.get $0
    i32.const -1
    i32.store offset=8
    local.get $0
    i32.const 0
    i32.store offset=12
    local.get $0
    i32.const 0
    i32.store offset=16
    local.get $0
    i32.const 0
    i32.store offset=20
    local.get $0
    i32.const 0
    i32.store offset=24
    local.get $0
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  else
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $3
    i32.const 1
    i32.store
    local.get $3
    local.get $2
    i32.store offset=4
    local.get $3
    i32.const 1
    i32.store offset=8
    local.get $3
    i32.const 0
    i32.store offset=12
    local.get $3
    i32.const 0
    i32.store offset=16
    local.get $3
    i32.const 0
    i32.store offset=20
    local.get $3
    i32.const 0
    i32.store offset=24
    local.get $3
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   local.get $1
   if
    local.get $0
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $0
    local.get $2
    i32.const 2
    i32.shl
    i32.const 2
    i32.or
    local.set $2
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $3
     i32.const 4
     i32.store
     local.get $3
     local.get $0
     i32.store offset=4
     local.get $3
     i32.const 0
     i32.store offset=8
     local.get $3
     local.get $2
     i32.store offset=12
     local.get $3
     i32.const 0
     i32.store offset=16
     local.get $3
     local.get $1
     i32.store offset=20
     local.get $3
     i32.const 0
     i32.store offset=24
     local.get $3
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
 )
 (func $assembly/coll/bcast_scatter_allgather/buildBcastScatterAllgather (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  local.get $0
  local.get $2
  i32.eq
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $2
    i32.const 3
    i32.store
    local.get $2
    local.get $1
    i32.const 1
    i32.add
    i32.store offset=4
    local.get $2
    i32.const -1
    i32.store offset=8
    local.get $2
    i32.const 0
    i32.store offset=12
    local.get $2
    i32.const 0
    i32.store offset=16
    local.get $2
    i32.const 0
    i32.store offset=20
    local.get $2
    i32.const 0
    i32.store offset=24
    local.get $2
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $2
    i32.const 2
    i32.store
    local.get $2
    i32.const 2
    i32.store offset=4
    local.get $2
    i32.const 0
    i32.store offset=8
    local.get $2
    i32.const 0
    i32.store offset=12
    local.get $2
    i32.const 0
    i32.store offset=16
    local.get $2
    i32.const 0
    i32.store offset=20
    local.get $2
    i32.const 0
    i32.store offset=24
    local.get $2
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
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
   local.set $0
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $2
    i32.const 1
    i32.store
    local.get $2
    local.get $0
    i32.store offset=4
    local.get $2
    local.get $1
    i32.const 1
    i32.add
    i32.store offset=8
    local.get $2
    i32.const 0
    i32.store offset=12
    local.get $2
    i32.const 0
    i32.store offset=16
    local.get $2
    i32.const 0
    i32.store offset=20
    local.get $2
    i32.const 0
    i32.store offset=24
    local.get $2
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   return
  end
  local.get $1
  local.get $3
  local.get $4
  i32.mul
  local.tee $3
  i32.add
  i32.const 1
  i32.sub
  local.get $1
  i32.div_s
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  local.get $0
  i32.mul
  local.tee $4
  local.get $3
  local.get $3
  local.get $4
  i32.gt_s
  select
  local.set $5
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 1
   i32.store
   local.get $4
   local.get $2
   i32.store offset=4
   local.get $4
   i32.const 1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $0
  i32.const 1
  i32.add
  local.get $1
  local.get $3
  i32.add
  i32.const 1
  i32.sub
  local.get $1
  i32.div_s
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  i32.mul
  local.tee $4
  local.get $3
  local.get $3
  local.get $4
  i32.gt_s
  select
  local.get $5
  i32.sub
  local.tee $6
  if
   local.get $0
   i32.const 2
   i32.shl
   i32.const 1
   i32.or
   local.set $4
   local.get $2
   i32.const 2
   i32.shl
   i32.const 1
   i32.or
   local.set $7
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $2
    i32.const 4
    i32.store
    local.get $2
    local.get $4
    i32.store offset=4
    local.get $2
    local.get $5
    i32.store offset=8
    local.get $2
    local.get $7
    i32.store offset=12
    local.get $2
    local.get $5
    i32.store offset=16
    local.get $2
    local.get $6
    i32.store offset=20
    local.get $2
    i32.const 0
    i32.store offset=24
    local.get $2
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $2
   i32.const 3
   i32.store
   local.get $2
   i32.const 2
   i32.store offset=4
   local.get $2
   i32.const -1
   i32.store offset=8
   local.get $2
   i32.const 0
   i32.store offset=12
   local.get $2
   i32.const 0
   i32.store offset=16
   local.get $2
   i32.const 0
   i32.store offset=20
   local.get $2
   i32.const 0
   i32.store offset=24
   local.get $2
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $0
  local.get $1
  i32.const 1
  local.get $3
  i32.const 1
  i32.const 2
  call $assembly/coll/ring_phases/emitRingAllgather
 )
 (func $assembly/coll/alltoallv_shm_direct/buildAlltoallvShmDirect (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32)
  (local $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  local.get $0
  i32.const 2
  i32.shl
  local.tee $4
  i32.const 1
  i32.or
  local.set $5
  local.get $2
  local.get $3
  local.get $1
  i32.const 3
  i32.mul
  local.get $0
  i32.add
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.mul
  local.set $6
  local.get $2
  local.get $3
  local.get $0
  local.get $1
  i32.add
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.mul
  local.set $7
  local.get $2
  local.get $3
  local.get $1
  i32.const 1
  i32.shl
  local.get $0
  i32.add
  i32.const 2
  i32.shl
  i32.add
  i32.load
  i32.mul
  local.tee $8
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $9
    i32.const 4
    i32.store
    local.get $9
    local.get $5
    i32.store offset=4
    local.get $9
    local.get $6
    i32.store offset=8
    local.get $9
    local.get $4
    i32.store offset=12
    local.get $9
    local.get $7
    i32.store offset=16
    local.get $9
    local.get $8
    i32.store offset=20
    local.get $9
    i32.const 0
    i32.store offset=24
    local.get $9
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 3
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const -1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 2
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const 0
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 1
  local.set $4
  loop $for-loop|0
   local.get $1
   local.get $4
   i32.gt_s
   if
    local.get $2
    local.get $3
    local.get $0
    local.get $4
    i32.add
    local.get $1
    i32.rem_s
    local.tee $6
    local.get $1
    i32.const 3
    i32.mul
    i32.add
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.mul
    local.set $7
    local.get $2
    local.get $3
    local.get $1
    i32.const 1
    i32.shl
    local.get $6
    i32.add
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.mul
    local.tee $8
    if
     local.get $0
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $9
     local.get $6
     i32.const 2
     i32.shl
     local.set $10
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $5
      i32.const 8
      i32.store
      local.get $5
      local.get $9
      i32.store offset=4
      local.get $5
      local.get $7
      i32.store offset=8
      local.get $5
      local.get $10
      i32.store offset=12
      local.get $5
      local.get $6
      i32.store offset=16
      local.get $5
      local.get $0
      i32.store offset=20
      local.get $5
      local.get $8
      i32.store offset=24
      local.get $5
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|0
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 3
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const -1
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 2
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const 0
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/alltoall_shm_flat/buildAlltoallShmFlat (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  local.get $2
  local.get $3
  i32.mul
  local.set $2
  local.get $4
  i32.const 1
  i32.and
  local.set $3
  local.get $1
  i32.const 1
  i32.eq
  if
   local.get $3
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 1
    i32.or
    local.set $1
    local.get $2
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $3
      i32.const 4
      i32.store
      local.get $3
      local.get $1
      i32.store offset=4
      local.get $3
      i32.const 0
      i32.store offset=8
      local.get $3
      local.get $0
      i32.store offset=12
      local.get $3
      i32.const 0
      i32.store offset=16
      local.get $3
      local.get $2
      i32.store offset=20
      local.get $3
      i32.const 0
      i32.store offset=24
      local.get $3
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
  local.get $0
  i32.const 2
  i32.shl
  local.tee $4
  i32.const 2
  i32.or
  local.set $5
  local.get $1
  local.get $2
  i32.mul
  local.tee $6
  if
   local.get $3
   local.get $4
   i32.or
   local.set $3
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $4
    i32.const 4
    i32.store
    local.get $4
    local.get $5
    i32.store offset=4
    local.get $4
    i32.const 0
    i32.store offset=8
    local.get $4
    local.get $3
    i32.store offset=12
    local.get $4
    i32.const 0
    i32.store offset=16
    local.get $4
    local.get $6
    i32.store offset=20
    local.get $4
    i32.const 0
    i32.store offset=24
    local.get $4
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 2
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const 0
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 0
  local.set $3
  loop $for-loop|0
   local.get $1
   local.get $3
   i32.gt_s
   if
    local.get $2
    local.get $0
    local.get $3
    i32.add
    local.get $1
    i32.rem_s
    local.tee $5
    i32.mul
    local.set $4
    local.get $2
    if
     local.get $0
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $6
     local.get $5
     i32.const 2
     i32.shl
     i32.const 2
     i32.or
     local.set $7
     local.get $0
     local.get $2
     i32.mul
     local.set $8
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $5
      i32.const 4
      i32.store
      local.get $5
      local.get $6
      i32.store offset=4
      local.get $5
      local.get $4
      i32.store offset=8
      local.get $5
      local.get $7
      i32.store offset=12
      local.get $5
      local.get $8
      i32.store offset=16
      local.get $5
      local.get $2
      i32.store offset=20
      local.get $5
      i32.const 0
      i32.store offset=24
      local.get $5
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|0
   end
  end
 )
 (func $assembly/coll/alltoall_bruck/buildAlltoallBruck (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  local.get $1
  local.get $2
  local.get $3
  i32.mul
  local.tee $5
  i32.mul
  local.set $10
  local.get $0
  i32.const 2
  i32.shl
  local.tee $2
  i32.const 2
  i32.or
  local.set $11
  local.get $2
  local.get $4
  i32.const 1
  i32.and
  local.tee $2
  i32.or
  local.set $3
  local.get $1
  local.get $0
  i32.sub
  local.get $5
  i32.mul
  local.tee $4
  if
   local.get $0
   local.get $5
   i32.mul
   local.set $6
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $7
    i32.const 4
    i32.store
    local.get $7
    local.get $11
    i32.store offset=4
    local.get $7
    i32.const 0
    i32.store offset=8
    local.get $7
    local.get $3
    i32.store offset=12
    local.get $7
    local.get $6
    i32.store offset=16
    local.get $7
    local.get $4
    i32.store offset=20
    local.get $7
    i32.const 0
    i32.store offset=24
    local.get $7
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  local.get $0
  i32.const 0
  i32.gt_s
  if
   local.get $0
   local.get $5
   i32.mul
   local.tee $3
   if
    local.get $1
    local.get $0
    i32.sub
    local.get $5
    i32.mul
    local.set $4
    local.get $0
    i32.const 2
    i32.shl
    local.get $2
    i32.or
    local.set $2
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $6
     i32.const 4
     i32.store
     local.get $6
     local.get $11
     i32.store offset=4
     local.get $6
     local.get $4
     i32.store offset=8
     local.get $6
     local.get $2
     i32.store offset=12
     local.get $6
     i32.const 0
     i32.store offset=16
     local.get $6
     local.get $3
     i32.store offset=20
     local.get $6
     i32.const 0
     i32.store offset=24
     local.get $6
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
  local.get $1
  i32.const 1
  i32.gt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $2
    i32.const 3
    i32.store
    local.get $2
    i32.const 1
    i32.store offset=4
    local.get $2
    i32.const -1
    i32.store offset=8
    local.get $2
    i32.const 0
    i32.store offset=12
    local.get $2
    i32.const 0
    i32.store offset=16
    local.get $2
    i32.const 0
    i32.store offset=20
    local.get $2
    i32.const 0
    i32.store offset=24
    local.get $2
    i32.const 0
    i32.store offset=28
   end
   local.get $1
   i32.const 1
   i32.le_s
   if (result i32)
    i32.const 0
   else
    i32.const 32
    local.get $1
    i32.const 1
    i32.sub
    i32.clz
    i32.sub
   end
   local.set $6
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   i32.const 0
   local.set $2
   loop $for-loop|0
    local.get $2
    local.get $6
    i32.lt_s
    if
     local.get $0
     i32.const 1
     local.get $2
     i32.shl
     local.get $1
     i32.rem_s
     i32.sub
     local.get $1
     i32.add
     local.get $1
     i32.rem_s
     local.set $3
     local.get $2
     i32.const 1
     i32.add
     local.tee $4
     i32.const 1
     i32.and
     local.get $10
     i32.mul
     local.set $12
     local.get $2
     i32.const 0
     i32.gt_s
     if
      local.get $0
      i32.const 1
      local.get $2
      i32.const 1
      i32.sub
      i32.shl
      i32.add
      local.get $1
      i32.rem_s
      local.set $7
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $8
       i32.const 1
       i32.store
       local.get $8
       local.get $7
       i32.store offset=4
       local.get $8
       local.get $4
       i32.store offset=8
       local.get $8
       i32.const 0
       i32.store offset=12
       local.get $8
       i32.const 0
       i32.store offset=16
       local.get $8
       i32.const 0
       i32.store offset=20
       local.get $8
       i32.const 0
       i32.store offset=24
       local.get $8
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $4
      i32.const 1
      i32.store
      local.get $4
      local.get $3
      i32.store offset=4
      local.get $4
      local.get $2
      i32.const 1
      i32.add
      i32.store offset=8
      local.get $4
      i32.const 0
      i32.store offset=12
      local.get $4
      i32.const 0
      i32.store offset=16
      local.get $4
      i32.const 0
      i32.store offset=20
      local.get $4
      i32.const 0
      i32.store offset=24
      local.get $4
      i32.const 0
      i32.store offset=28
     end
     local.get $2
     i32.const 1
     i32.and
     local.get $10
     i32.mul
     local.set $7
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
     i32.const 0
     local.set $4
     loop $for-loop|1
      local.get $1
      local.get $4
      i32.gt_s
      if
       local.get $4
       local.get $5
       i32.mul
       local.tee $9
       local.get $12
       i32.add
       local.set $8
       local.get $5
       if
        local.get $3
        local.get $0
        local.get $4
        local.get $2
        i32.shr_s
        i32.const 1
        i32.and
        select
        i32.const 2
        i32.shl
        i32.const 2
        i32.or
        local.set $13
        local.get $7
        local.get $9
        i32.add
        local.set $14
        global.get $assembly/coll/emit/nops
        global.get $assembly/coll/emit/cap
        i32.lt_u
        if
         global.get $assembly/coll/emit/cur
         i32.const 128
         i32.add
         global.get $assembly/coll/emit/nops
         i32.const 5
         i32.shl
         i32.add
         local.tee $9
         i32.const 4
         i32.store
         local.get $9
         local.get $11
         i32.store offset=4
         local.get $9
         local.get $8
         i32.store offset=8
         local.get $9
         local.get $13
         i32.store offset=12
         local.get $9
         local.get $14
         i32.store offset=16
         local.get $9
         local.get $5
         i32.store offset=20
         local.get $9
         i32.const 0
         i32.store offset=24
         local.get $9
         i32.const 0
         i32.store offset=28
        end
        global.get $assembly/coll/emit/nops
        i32.const 1
        i32.add
        global.set $assembly/coll/emit/nops
       end
       local.get $4
       i32.const 1
       i32.add
       local.set $4
       br $for-loop|1
      end
     end
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $3
      i32.const 3
      i32.store
      local.get $3
      local.get $2
      i32.const 2
      i32.add
      i32.store offset=4
      local.get $3
      i32.const -1
      i32.store offset=8
      local.get $3
      i32.const 0
      i32.store offset=12
      local.get $3
      i32.const 0
      i32.store offset=16
      local.get $3
      i32.const 0
      i32.store offset=20
      local.get $3
      i32.const 0
      i32.store offset=24
      local.get $3
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
     local.get $2
     i32.const 1
     i32.add
     local.set $2
     br $for-loop|0
    end
   end
   local.get $6
   i32.const 1
   i32.and
   local.get $10
   i32.mul
   local.set $2
   i32.const 0
   local.set $3
   loop $for-loop|2
    local.get $1
    local.get $3
    i32.gt_s
    if
     local.get $0
     local.get $3
     i32.sub
     local.get $1
     i32.add
     local.get $1
     i32.rem_s
     local.get $5
     i32.mul
     local.set $4
     local.get $5
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $7
      local.get $2
      local.get $3
      local.get $5
      i32.mul
      i32.add
      local.set $8
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $9
       i32.const 4
       i32.store
       local.get $9
       local.get $7
       i32.store offset=4
       local.get $9
       local.get $4
       i32.store offset=8
       local.get $9
       local.get $11
       i32.store offset=12
       local.get $9
       local.get $8
       i32.store offset=16
       local.get $9
       local.get $5
       i32.store offset=20
       local.get $9
       i32.const 0
       i32.store offset=24
       local.get $9
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
     local.get $3
     i32.const 1
     i32.add
     local.set $3
     br $for-loop|2
    end
   end
   i32.const 0
   local.set $2
   loop $for-loop|3
    local.get $2
    local.get $6
    i32.lt_s
    if
     local.get $0
     i32.const 1
     local.get $2
     i32.shl
     i32.add
     local.get $1
     i32.rem_s
     local.set $3
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $4
      i32.const 1
      i32.store
      local.get $4
      local.get $3
      i32.store offset=4
      local.get $4
      local.get $6
      i32.const 1
      i32.add
      i32.store offset=8
      local.get $4
      i32.const 0
      i32.store offset=12
      local.get $4
      i32.const 0
      i32.store offset=16
      local.get $4
      i32.const 0
      i32.store offset=20
      local.get $4
      i32.const 0
      i32.store offset=24
      local.get $4
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
     local.get $2
     i32.const 1
     i32.add
     local.set $2
     br $for-loop|3
    end
   end
  else
   local.get $5
   if
    local.get $0
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $0
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $1
     i32.const 4
     i32.store
     local.get $1
     local.get $0
     i32.store offset=4
     local.get $1
     i32.const 0
     i32.store offset=8
     local.get $1
     local.get $11
     i32.store offset=12
     local.get $1
     i32.const 0
     i32.store offset=16
     local.get $1
     local.get $5
     i32.store offset=20
     local.get $1
     i32.const 0
     i32.store offset=24
     local.get $1
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
 )
 (func $assembly/coll/allreduce_shm_slice/buildAllreduceShmSlice (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  local.get $0
  local.get $1
  local.get $2
  i32.add
  i32.const 1
  i32.sub
  local.get $1
  i32.div_s
  i32.const 15
  i32.add
  i32.const -16
  i32.and
  local.tee $5
  i32.mul
  local.tee $6
  local.get $2
  local.get $2
  local.get $6
  i32.gt_s
  select
  local.set $6
  local.get $0
  i32.const 1
  i32.add
  local.get $5
  i32.mul
  local.tee $5
  local.get $2
  local.get $2
  local.get $5
  i32.gt_s
  select
  local.set $5
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $7
   i32.const 3
   i32.store
   local.get $7
   i32.const 1
   i32.store offset=4
   local.get $7
   i32.const -1
   i32.store offset=8
   local.get $7
   i32.const 0
   i32.store offset=12
   local.get $7
   i32.const 0
   i32.store offset=16
   local.get $7
   i32.const 0
   i32.store offset=20
   local.get $7
   i32.const 0
   i32.store offset=24
   local.get $7
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $7
   i32.const 2
   i32.store
   local.get $7
   i32.const 1
   i32.store offset=4
   local.get $7
   i32.const 0
   i32.store offset=8
   local.get $7
   i32.const 0
   i32.store offset=12
   local.get $7
   i32.const 0
   i32.store offset=16
   local.get $7
   i32.const 0
   i32.store offset=20
   local.get $7
   i32.const 0
   i32.store offset=24
   local.get $7
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $0
  i32.const 2
  i32.shl
  i32.const 1
  i32.or
  local.get $3
  local.get $6
  i32.mul
  local.tee $7
  local.get $1
  local.get $4
  i32.const 1
  i32.and
  local.tee $4
  local.get $7
  i32.const -1
  i32.const 0
  local.get $0
  i32.const -1
  local.get $4
  select
  local.get $5
  local.get $6
  i32.sub
  local.get $3
  local.get $0
  call $assembly/coll/common/emitFold
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 3
   i32.store
   local.get $4
   i32.const 2
   i32.store offset=4
   local.get $4
   i32.const -1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 1
  local.set $4
  loop $for-loop|0
   local.get $1
   local.get $4
   i32.gt_s
   if
    local.get $1
    local.get $2
    i32.add
    i32.const 1
    i32.sub
    local.get $1
    i32.div_s
    i32.const 15
    i32.add
    i32.const -16
    i32.and
    local.tee $5
    local.get $0
    local.get $4
    i32.add
    local.get $1
    i32.rem_s
    local.tee $6
    i32.mul
    local.tee $7
    local.get $2
    local.get $2
    local.get $7
    i32.gt_s
    select
    local.tee $7
    local.get $6
    i32.const 1
    i32.add
    local.get $5
    i32.mul
    local.tee $5
    local.get $2
    local.get $2
    local.get $5
    i32.gt_s
    select
    local.tee $5
    i32.ne
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $8
      i32.const 1
      i32.store
      local.get $8
      local.get $6
      i32.store offset=4
      local.get $8
      i32.const 2
      i32.store offset=8
      local.get $8
      i32.const 0
      i32.store offset=12
      local.get $8
      i32.const 0
      i32.store offset=16
      local.get $8
      i32.const 0
      i32.store offset=20
      local.get $8
      i32.const 0
      i32.store offset=24
      local.get $8
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
     local.get $5
     local.get $7
     i32.sub
     local.get $3
     i32.mul
     local.tee $8
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $9
      local.get $3
      local.get $7
      i32.mul
      local.set $7
      local.get $6
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $6
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $5
       i32.const 4
       i32.store
       local.get $5
       local.get $9
       i32.store offset=4
       local.get $5
       local.get $7
       i32.store offset=8
       local.get $5
       local.get $6
       i32.store offset=12
       local.get $5
       local.get $7
       i32.store offset=16
       local.get $5
       local.get $8
       i32.store offset=20
       local.get $5
       i32.const 0
       i32.store offset=24
       local.get $5
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|0
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 3
   i32.store
   local.get $0
   i32.const 3
   i32.store offset=4
   local.get $0
   i32.const -1
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 2
   i32.store
   local.get $0
   i32.const 3
   i32.store offset=4
   local.get $0
   i32.const 0
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/allreduce_shm_flat/buildAllreduceShmFlat (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $4
  i32.const 1
  i32.and
  local.set $5
  local.get $1
  i32.const 1
  i32.eq
  if
   local.get $5
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 1
    i32.or
    local.set $1
    local.get $2
    local.get $3
    i32.mul
    local.tee $2
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $3
      i32.const 4
      i32.store
      local.get $3
      local.get $1
      i32.store offset=4
      local.get $3
      i32.const 0
      i32.store offset=8
      local.get $3
      local.get $0
      i32.store offset=12
      local.get $3
      i32.const 0
      i32.store offset=16
      local.get $3
      local.get $2
      i32.store offset=20
      local.get $3
      i32.const 0
      i32.store offset=24
      local.get $3
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
  local.get $0
  i32.const 2
  i32.shl
  local.tee $6
  i32.const 2
  i32.or
  local.set $7
  local.get $2
  local.get $3
  i32.mul
  local.tee $4
  if
   local.get $5
   local.get $6
   i32.or
   local.set $5
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $6
    i32.const 4
    i32.store
    local.get $6
    local.get $7
    i32.store offset=4
    local.get $6
    i32.const 0
    i32.store offset=8
    local.get $6
    local.get $5
    i32.store offset=12
    local.get $6
    i32.const 0
    i32.store offset=16
    local.get $6
    local.get $4
    i32.store offset=20
    local.get $6
    i32.const 0
    i32.store offset=24
    local.get $6
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 3
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const -1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 2
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const 0
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  local.get $0
  i32.const 2
  i32.shl
  i32.const 1
  i32.or
  i32.const 0
  local.get $1
  i32.const 2
  i32.const 0
  i32.const -1
  i32.const 0
  i32.const -1
  local.get $2
  local.get $3
  local.get $0
  call $assembly/coll/common/emitFold
 )
 (func $assembly/coll/allreduce_recursive_doubling/buildAllreduceRecursiveDoubling (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  (local $12 i32)
  (local $13 i32)
  (local $14 i32)
  (local $15 i32)
  local.get $2
  local.get $3
  i32.mul
  local.set $8
  local.get $4
  i32.const 1
  i32.and
  local.tee $5
  local.set $4
  local.get $1
  i32.const 1
  i32.eq
  if
   local.get $4
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 1
    i32.or
    local.set $1
    local.get $8
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $2
      i32.const 4
      i32.store
      local.get $2
      local.get $1
      i32.store offset=4
      local.get $2
      i32.const 0
      i32.store offset=8
      local.get $2
      local.get $0
      i32.store offset=12
      local.get $2
      i32.const 0
      i32.store offset=16
      local.get $2
      local.get $8
      i32.store offset=20
      local.get $2
      i32.const 0
      i32.store offset=24
      local.get $2
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  i32.const 31
  local.get $1
  i32.clz
  i32.sub
  i32.const 0
  local.get $1
  i32.const 0
  i32.gt_s
  select
  local.set $3
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
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
  local.tee $6
  i32.const 1
  i32.shl
  i32.lt_s
  if (result i32)
   local.get $0
   i32.const 1
   i32.shr_s
   i32.const -1
   local.get $0
   i32.const 1
   i32.and
   select
  else
   local.get $0
   local.get $6
   i32.sub
  end
  local.tee $7
  i32.const 0
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.add
    i32.store offset=4
    local.get $1
    local.get $3
    i32.const 2
    i32.add
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   local.get $8
   if
    local.get $0
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $1
    local.get $0
    i32.const 1
    i32.add
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $0
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $2
     i32.const 4
     i32.store
     local.get $2
     local.get $1
     i32.store offset=4
     local.get $2
     i32.const 0
     i32.store offset=8
     local.get $2
     local.get $0
     i32.store offset=12
     local.get $2
     i32.const 0
     i32.store offset=16
     local.get $2
     local.get $8
     i32.store offset=20
     local.get $2
     i32.const 0
     i32.store offset=24
     local.get $2
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $0
    i32.const 3
    i32.store
    local.get $0
    local.get $3
    i32.const 3
    i32.add
    i32.store offset=4
    local.get $0
    i32.const -1
    i32.store offset=8
    local.get $0
    i32.const 0
    i32.store offset=12
    local.get $0
    i32.const 0
    i32.store offset=16
    local.get $0
    i32.const 0
    i32.store offset=20
    local.get $0
    i32.const 0
    i32.store offset=24
    local.get $0
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   return
  end
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
  local.set $6
  local.get $0
  local.get $1
  local.get $8
  local.get $2
  local.get $4
  local.get $5
  call $assembly/coll/common/emitFoldIn
  i32.const 0
  local.set $4
  loop $for-loop|0
   local.get $3
   local.get $4
   i32.gt_s
   if
    local.get $7
    i32.const 1
    local.get $4
    i32.shl
    i32.xor
    local.tee $9
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
    local.tee $10
    local.get $9
    i32.add
    local.get $9
    local.get $10
    i32.lt_s
    select
    local.set $10
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $11
     i32.const 1
     i32.store
     local.get $11
     local.get $10
     i32.store offset=4
     local.get $11
     local.get $4
     i32.const 2
     i32.add
     i32.store offset=8
     local.get $11
     i32.const 0
     i32.store offset=12
     local.get $11
     i32.const 0
     i32.store offset=16
     local.get $11
     i32.const 0
     i32.store offset=20
     local.get $11
     i32.const 0
     i32.store offset=24
     local.get $11
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $4
    i32.const 1
    i32.add
    local.get $3
    i32.lt_s
    local.get $4
    i32.const 2
    i32.ge_s
    i32.and
    if
     local.get $7
     i32.const 1
     local.get $4
     i32.const 1
     i32.sub
     i32.shl
     i32.xor
     local.tee $11
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
     local.tee $12
     local.get $11
     i32.add
     local.get $11
     local.get $12
     i32.lt_s
     select
     local.set $11
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $12
      i32.const 1
      i32.store
      local.get $12
      local.get $11
      i32.store offset=4
      local.get $12
      local.get $4
      i32.const 2
      i32.add
      i32.store offset=8
      local.get $12
      i32.const 0
      i32.store offset=12
      local.get $12
      i32.const 0
      i32.store offset=16
      local.get $12
      i32.const 0
      i32.store offset=20
      local.get $12
      i32.const 0
      i32.store offset=24
      local.get $12
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $0
    local.get $10
    local.get $7
    local.get $9
    i32.lt_s
    local.tee $9
    select
    local.set $11
    local.get $10
    local.get $0
    local.get $9
    select
    local.set $9
    block $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$29 (result i32)
     local.get $0
     i32.const 2
     i32.shl
     local.tee $10
     i32.const 1
     i32.or
     local.get $4
     i32.const 1
     i32.add
     local.tee $12
     local.get $3
     i32.eq
     br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$29
     drop
     local.get $10
     i32.const 2
     i32.or
     local.get $12
     i32.const 0
     i32.gt_s
     br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$29
     drop
     local.get $10
     i32.const 2
     i32.or
     local.get $10
     local.get $5
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
     i32.lt_s
     i32.or
     select
    end
    local.set $10
    block $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$30 (result i32)
     local.get $11
     i32.const 2
     i32.shl
     local.tee $13
     i32.const 1
     i32.or
     local.get $3
     local.get $4
     i32.eq
     br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$30
     drop
     local.get $13
     i32.const 2
     i32.or
     local.tee $14
     local.get $4
     i32.const 0
     i32.gt_s
     br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$30
     drop
     local.get $14
     local.get $13
     local.get $5
     local.get $11
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
     i32.lt_s
     i32.or
     select
    end
    local.set $13
    block $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$31 (result i32)
     local.get $9
     i32.const 2
     i32.shl
     local.tee $14
     i32.const 1
     i32.or
     local.get $3
     local.get $4
     i32.eq
     br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$31
     drop
     local.get $14
     i32.const 2
     i32.or
     local.tee $15
     local.get $4
     i32.const 0
     i32.gt_s
     br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bRef$31
     drop
     local.get $15
     local.get $14
     local.get $5
     local.get $9
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
     i32.lt_s
     i32.or
     select
    end
    local.set $14
    local.get $2
    if
     block $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$204 (result i32)
      i32.const 0
      local.get $3
      local.get $12
      i32.eq
      br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$204
      drop
      local.get $3
      local.get $12
      i32.sub
      i32.const 1
      i32.and
      local.get $8
      i32.mul
      local.get $12
      i32.const 0
      i32.gt_s
      br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$204
      drop
      local.get $8
      i32.const 1
      i32.shl
      i32.const 0
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
      i32.lt_s
      local.get $5
      i32.or
      select
     end
     local.set $12
     block $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$205 (result i32)
      i32.const 0
      local.get $3
      local.get $4
      i32.eq
      br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$205
      drop
      local.get $3
      local.get $4
      i32.sub
      i32.const 1
      i32.and
      local.get $8
      i32.mul
      local.get $4
      i32.const 0
      i32.gt_s
      br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$205
      drop
      local.get $8
      i32.const 1
      i32.shl
      i32.const 0
      local.get $11
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
      i32.lt_s
      local.get $5
      i32.or
      select
     end
     local.set $11
     block $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$206 (result i32)
      i32.const 0
      local.get $3
      local.get $4
      i32.eq
      br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$206
      drop
      local.get $3
      local.get $4
      i32.sub
      i32.const 1
      i32.and
      local.get $8
      i32.mul
      local.get $4
      i32.const 0
      i32.gt_s
      br_if $__inlined_func$assembly/coll/allreduce_recursive_doubling/bOff$206
      drop
      local.get $8
      i32.const 1
      i32.shl
      i32.const 0
      local.get $9
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
      i32.lt_s
      local.get $5
      i32.or
      select
     end
     local.set $9
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $15
      i32.const 6
      i32.store
      local.get $15
      local.get $10
      i32.store offset=4
      local.get $15
      local.get $12
      i32.store offset=8
      local.get $15
      local.get $13
      i32.store offset=12
      local.get $15
      local.get $11
      i32.store offset=16
      local.get $15
      local.get $14
      i32.store offset=20
      local.get $15
      local.get $9
      i32.store offset=24
      local.get $15
      local.get $2
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $9
     i32.const 3
     i32.store
     local.get $9
     local.get $4
     i32.const 3
     i32.add
     i32.store offset=4
     local.get $9
     i32.const -1
     i32.store offset=8
     local.get $9
     i32.const 0
     i32.store offset=12
     local.get $9
     i32.const 0
     i32.store offset=16
     local.get $9
     i32.const 0
     i32.store offset=20
     local.get $9
     i32.const 0
     i32.store offset=24
     local.get $9
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|0
   end
  end
  i32.const 0
  local.set $2
  loop $for-loop|1
   local.get $2
   local.get $3
   i32.lt_s
   if
    local.get $7
    i32.const 1
    local.get $2
    i32.shl
    i32.xor
    local.tee $4
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
    local.tee $5
    local.get $4
    i32.add
    local.get $4
    local.get $5
    i32.lt_s
    select
    local.set $4
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $5
     i32.const 1
     i32.store
     local.get $5
     local.get $4
     i32.store offset=4
     local.get $5
     local.get $3
     i32.const 2
     i32.add
     i32.store offset=8
     local.get $5
     i32.const 0
     i32.store offset=12
     local.get $5
     i32.const 0
     i32.store offset=16
     local.get $5
     i32.const 0
     i32.store offset=20
     local.get $5
     i32.const 0
     i32.store offset=24
     local.get $5
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|1
   end
  end
  local.get $0
  local.get $6
  i32.const 1
  i32.shl
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.sub
    i32.store offset=4
    local.get $1
    local.get $3
    i32.const 3
    i32.add
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
 )
 (func $assembly/coll/allreduce_rabenseifner/buildAllreduceRabenseifner (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  local.get $2
  local.get $3
  i32.mul
  local.set $5
  local.get $4
  i32.const 1
  i32.and
  local.set $6
  local.get $1
  i32.const 1
  i32.eq
  if
   local.get $6
   i32.eqz
   if
    local.get $0
    i32.const 2
    i32.shl
    local.tee $0
    i32.const 1
    i32.or
    local.set $1
    local.get $5
    if
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $2
      i32.const 4
      i32.store
      local.get $2
      local.get $1
      i32.store offset=4
      local.get $2
      i32.const 0
      i32.store offset=8
      local.get $2
      local.get $0
      i32.store offset=12
      local.get $2
      i32.const 0
      i32.store offset=16
      local.get $2
      local.get $5
      i32.store offset=20
      local.get $2
      i32.const 0
      i32.store offset=24
      local.get $2
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
   end
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $4
   i32.const 3
   i32.store
   local.get $4
   i32.const 1
   i32.store offset=4
   local.get $4
   i32.const -1
   i32.store offset=8
   local.get $4
   i32.const 0
   i32.store offset=12
   local.get $4
   i32.const 0
   i32.store offset=16
   local.get $4
   i32.const 0
   i32.store offset=20
   local.get $4
   i32.const 0
   i32.store offset=24
   local.get $4
   i32.const 0
   i32.store offset=28
  end
  i32.const 31
  local.get $1
  i32.clz
  i32.sub
  i32.const 0
  local.get $1
  i32.const 0
  i32.gt_s
  select
  local.tee $4
  i32.const 1
  i32.shl
  i32.const 2
  i32.add
  local.set $7
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
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
  local.tee $8
  i32.const 1
  i32.shl
  i32.lt_s
  if (result i32)
   local.get $0
   i32.const 1
   i32.shr_s
   i32.const -1
   local.get $0
   i32.const 1
   i32.and
   select
  else
   local.get $0
   local.get $8
   i32.sub
  end
  i32.const 0
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.add
    i32.store offset=4
    local.get $1
    local.get $7
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   local.get $5
   if
    local.get $0
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $1
    local.get $0
    i32.const 1
    i32.add
    i32.const 2
    i32.shl
    i32.const 1
    i32.or
    local.set $0
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $2
     i32.const 4
     i32.store
     local.get $2
     local.get $1
     i32.store offset=4
     local.get $2
     i32.const 0
     i32.store offset=8
     local.get $2
     local.get $0
     i32.store offset=12
     local.get $2
     i32.const 0
     i32.store offset=16
     local.get $2
     local.get $5
     i32.store offset=20
     local.get $2
     i32.const 0
     i32.store offset=24
     local.get $2
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $0
    i32.const 3
    i32.store
    local.get $0
    local.get $7
    i32.const 1
    i32.add
    i32.store offset=4
    local.get $0
    i32.const -1
    i32.store offset=8
    local.get $0
    i32.const 0
    i32.store offset=12
    local.get $0
    i32.const 0
    i32.store offset=16
    local.get $0
    i32.const 0
    i32.store offset=20
    local.get $0
    i32.const 0
    i32.store offset=24
    local.get $0
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
   return
  end
  local.get $0
  local.get $1
  local.get $5
  local.get $2
  local.get $6
  local.get $6
  call $assembly/coll/common/emitFoldIn
  local.get $0
  local.get $1
  i32.const 0
  local.get $2
  local.get $3
  local.get $5
  local.get $6
  local.get $6
  i32.const 1
  call $assembly/coll/rd_phases/emitHalvingReduceScatter
  local.get $0
  local.get $1
  local.get $2
  local.get $3
  local.get $4
  i32.const 2
  i32.add
  call $assembly/coll/rd_phases/emitDoublingAllgather
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
  i32.lt_s
  if
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $1
    i32.const 1
    i32.store
    local.get $1
    local.get $0
    i32.const 1
    i32.sub
    i32.store offset=4
    local.get $1
    local.get $7
    i32.const 1
    i32.add
    i32.store offset=8
    local.get $1
    i32.const 0
    i32.store offset=12
    local.get $1
    i32.const 0
    i32.store offset=16
    local.get $1
    i32.const 0
    i32.store offset=20
    local.get $1
    i32.const 0
    i32.store offset=24
    local.get $1
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
 )
 (func $assembly/coll/allgatherv_shm_direct/buildAllgathervShmDirect (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  local.get $3
  i32.const 1
  i32.and
  local.tee $5
  i32.eqz
  if
   local.get $0
   i32.const 2
   i32.shl
   local.tee $3
   i32.const 1
   i32.or
   local.set $6
   local.get $2
   local.get $4
   local.get $0
   local.get $1
   i32.add
   i32.const 2
   i32.shl
   i32.add
   i32.load
   i32.mul
   local.set $7
   local.get $2
   local.get $3
   local.get $4
   i32.add
   i32.load
   i32.mul
   local.tee $8
   if
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $9
     i32.const 4
     i32.store
     local.get $9
     local.get $6
     i32.store offset=4
     local.get $9
     local.get $7
     i32.store offset=8
     local.get $9
     local.get $3
     i32.store offset=12
     local.get $9
     i32.const 0
     i32.store offset=16
     local.get $9
     local.get $8
     i32.store offset=20
     local.get $9
     i32.const 0
     i32.store offset=24
     local.get $9
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 2
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const 0
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 1
  local.set $3
  loop $for-loop|0
   local.get $1
   local.get $3
   i32.gt_s
   if
    local.get $2
    local.get $4
    local.get $1
    local.get $0
    local.get $3
    i32.add
    local.get $1
    i32.rem_s
    local.tee $6
    i32.add
    i32.const 2
    i32.shl
    i32.add
    i32.load
    i32.mul
    local.set $7
    local.get $2
    local.get $4
    local.get $6
    i32.const 2
    i32.shl
    local.tee $8
    i32.add
    i32.load
    i32.mul
    local.set $9
    local.get $5
    if
     local.get $9
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $6
      local.get $8
      i32.const 1
      i32.or
      local.set $8
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $10
       i32.const 4
       i32.store
       local.get $10
       local.get $6
       i32.store offset=4
       local.get $10
       local.get $7
       i32.store offset=8
       local.get $10
       local.get $8
       i32.store offset=12
       local.get $10
       local.get $7
       i32.store offset=16
       local.get $10
       local.get $9
       i32.store offset=20
       local.get $10
       i32.const 0
       i32.store offset=24
       local.get $10
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    else
     local.get $9
     if
      local.get $0
      i32.const 2
      i32.shl
      i32.const 1
      i32.or
      local.set $8
      local.get $6
      i32.const 2
      i32.shl
      local.set $6
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $10
       i32.const 4
       i32.store
       local.get $10
       local.get $8
       i32.store offset=4
       local.get $10
       local.get $7
       i32.store offset=8
       local.get $10
       local.get $6
       i32.store offset=12
       local.get $10
       i32.const 0
       i32.store offset=16
       local.get $10
       local.get $9
       i32.store offset=20
       local.get $10
       i32.const 0
       i32.store offset=24
       local.get $10
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
    end
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|0
   end
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 3
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const -1
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $0
   i32.const 2
   i32.store
   local.get $0
   i32.const 2
   i32.store offset=4
   local.get $0
   i32.const 0
   i32.store offset=8
   local.get $0
   i32.const 0
   i32.store offset=12
   local.get $0
   i32.const 0
   i32.store offset=16
   local.get $0
   i32.const 0
   i32.store offset=20
   local.get $0
   i32.const 0
   i32.store offset=24
   local.get $0
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
 )
 (func $assembly/coll/allgather_shm_flat/buildAllgatherShmFlat (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  local.get $2
  local.get $3
  i32.mul
  local.set $2
  local.get $4
  i32.const 1
  i32.and
  i32.eqz
  if
   local.get $0
   i32.const 2
   i32.shl
   local.tee $3
   i32.const 1
   i32.or
   local.set $4
   local.get $2
   if
    local.get $0
    local.get $2
    i32.mul
    local.set $5
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $6
     i32.const 4
     i32.store
     local.get $6
     local.get $4
     i32.store offset=4
     local.get $6
     local.get $5
     i32.store offset=8
     local.get $6
     local.get $3
     i32.store offset=12
     local.get $6
     i32.const 0
     i32.store offset=16
     local.get $6
     local.get $2
     i32.store offset=20
     local.get $6
     i32.const 0
     i32.store offset=24
     local.get $6
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  local.get $0
  i32.const 2
  i32.shl
  local.tee $3
  i32.const 2
  i32.or
  local.set $4
  local.get $2
  if
   local.get $3
   i32.const 1
   i32.or
   local.set $3
   local.get $0
   local.get $2
   i32.mul
   local.set $5
   global.get $assembly/coll/emit/nops
   global.get $assembly/coll/emit/cap
   i32.lt_u
   if
    global.get $assembly/coll/emit/cur
    i32.const 128
    i32.add
    global.get $assembly/coll/emit/nops
    i32.const 5
    i32.shl
    i32.add
    local.tee $6
    i32.const 4
    i32.store
    local.get $6
    local.get $4
    i32.store offset=4
    local.get $6
    i32.const 0
    i32.store offset=8
    local.get $6
    local.get $3
    i32.store offset=12
    local.get $6
    local.get $5
    i32.store offset=16
    local.get $6
    local.get $2
    i32.store offset=20
    local.get $6
    i32.const 0
    i32.store offset=24
    local.get $6
    i32.const 0
    i32.store offset=28
   end
   global.get $assembly/coll/emit/nops
   i32.const 1
   i32.add
   global.set $assembly/coll/emit/nops
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 3
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const -1
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $3
   i32.const 2
   i32.store
   local.get $3
   i32.const 1
   i32.store offset=4
   local.get $3
   i32.const 0
   i32.store offset=8
   local.get $3
   i32.const 0
   i32.store offset=12
   local.get $3
   i32.const 0
   i32.store offset=16
   local.get $3
   i32.const 0
   i32.store offset=20
   local.get $3
   i32.const 0
   i32.store offset=24
   local.get $3
   i32.const 0
   i32.store offset=28
  end
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 1
  local.set $3
  loop $for-loop|0
   local.get $1
   local.get $3
   i32.gt_s
   if
    local.get $2
    local.get $0
    local.get $3
    i32.add
    local.get $1
    i32.rem_s
    local.tee $4
    i32.mul
    local.set $5
    local.get $2
    if
     local.get $0
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $6
     local.get $4
     i32.const 2
     i32.shl
     i32.const 2
     i32.or
     local.set $7
     global.get $assembly/coll/emit/nops
     global.get $assembly/coll/emit/cap
     i32.lt_u
     if
      global.get $assembly/coll/emit/cur
      i32.const 128
      i32.add
      global.get $assembly/coll/emit/nops
      i32.const 5
      i32.shl
      i32.add
      local.tee $4
      i32.const 4
      i32.store
      local.get $4
      local.get $6
      i32.store offset=4
      local.get $4
      local.get $5
      i32.store offset=8
      local.get $4
      local.get $7
      i32.store offset=12
      local.get $4
      i32.const 0
      i32.store offset=16
      local.get $4
      local.get $2
      i32.store offset=20
      local.get $4
      i32.const 0
      i32.store offset=24
      local.get $4
      i32.const 0
      i32.store offset=28
     end
     global.get $assembly/coll/emit/nops
     i32.const 1
     i32.add
     global.set $assembly/coll/emit/nops
    end
    local.get $3
    i32.const 1
    i32.add
    local.set $3
    br $for-loop|0
   end
  end
 )
 (func $assembly/coll/allgather_bruck/buildAllgatherBruck (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32)
  (local $5 i32)
  (local $6 i32)
  (local $7 i32)
  (local $8 i32)
  (local $9 i32)
  (local $10 i32)
  (local $11 i32)
  local.get $2
  local.get $3
  i32.mul
  local.set $8
  local.get $4
  i32.const 1
  i32.and
  i32.eqz
  if
   local.get $0
   i32.const 2
   i32.shl
   local.tee $2
   i32.const 1
   i32.or
   local.set $3
   local.get $8
   if
    local.get $0
    local.get $8
    i32.mul
    local.set $4
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $5
     i32.const 4
     i32.store
     local.get $5
     local.get $3
     i32.store offset=4
     local.get $5
     local.get $4
     i32.store offset=8
     local.get $5
     local.get $2
     i32.store offset=12
     local.get $5
     i32.const 0
     i32.store offset=16
     local.get $5
     local.get $8
     i32.store offset=20
     local.get $5
     i32.const 0
     i32.store offset=24
     local.get $5
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
   end
  end
  local.get $1
  i32.const 1
  i32.eq
  if
   return
  end
  global.get $assembly/coll/emit/nops
  global.get $assembly/coll/emit/cap
  i32.lt_u
  if
   global.get $assembly/coll/emit/cur
   i32.const 128
   i32.add
   global.get $assembly/coll/emit/nops
   i32.const 5
   i32.shl
   i32.add
   local.tee $2
   i32.const 3
   i32.store
   local.get $2
   i32.const 1
   i32.store offset=4
   local.get $2
   i32.const -1
   i32.store offset=8
   local.get $2
   i32.const 0
   i32.store offset=12
   local.get $2
   i32.const 0
   i32.store offset=16
   local.get $2
   i32.const 0
   i32.store offset=20
   local.get $2
   i32.const 0
   i32.store offset=24
   local.get $2
   i32.const 0
   i32.store offset=28
  end
  local.get $1
  i32.const 1
  i32.le_s
  if (result i32)
   i32.const 0
  else
   i32.const 32
   local.get $1
   i32.const 1
   i32.sub
   i32.clz
   i32.sub
  end
  local.set $3
  global.get $assembly/coll/emit/nops
  i32.const 1
  i32.add
  global.set $assembly/coll/emit/nops
  i32.const 0
  local.set $4
  loop $for-loop|0
   local.get $3
   local.get $4
   i32.gt_s
   if
    local.get $0
    i32.const 1
    local.get $4
    i32.shl
    local.get $1
    i32.rem_s
    i32.add
    local.get $1
    i32.rem_s
    local.set $6
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $2
     i32.const 1
     i32.store
     local.get $2
     local.get $6
     i32.store offset=4
     local.get $2
     local.get $4
     i32.const 1
     i32.add
     i32.store offset=8
     local.get $2
     i32.const 0
     i32.store offset=12
     local.get $2
     i32.const 0
     i32.store offset=16
     local.get $2
     i32.const 0
     i32.store offset=20
     local.get $2
     i32.const 0
     i32.store offset=24
     local.get $2
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $1
    i32.const 1
    local.get $4
    i32.shl
    local.tee $2
    i32.le_s
    if (result i32)
     i32.const 0
    else
     local.get $2
     local.get $1
     local.get $2
     i32.sub
     local.tee $5
     local.get $2
     local.get $5
     i32.lt_s
     select
    end
    local.tee $5
    i32.const 0
    i32.gt_s
    if
     local.get $0
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $9
     local.get $6
     i32.const 2
     i32.shl
     i32.const 1
     i32.or
     local.set $2
     local.get $8
     local.get $5
     local.get $1
     local.get $6
     local.get $1
     i32.rem_s
     local.tee $6
     i32.sub
     local.tee $7
     local.get $5
     local.get $7
     i32.lt_s
     select
     local.tee $10
     i32.mul
     local.tee $7
     if
      local.get $6
      local.get $8
      i32.mul
      local.set $6
      global.get $assembly/coll/emit/nops
      global.get $assembly/coll/emit/cap
      i32.lt_u
      if
       global.get $assembly/coll/emit/cur
       i32.const 128
       i32.add
       global.get $assembly/coll/emit/nops
       i32.const 5
       i32.shl
       i32.add
       local.tee $11
       i32.const 4
       i32.store
       local.get $11
       local.get $9
       i32.store offset=4
       local.get $11
       local.get $6
       i32.store offset=8
       local.get $11
       local.get $2
       i32.store offset=12
       local.get $11
       local.get $6
       i32.store offset=16
       local.get $11
       local.get $7
       i32.store offset=20
       local.get $11
       i32.const 0
       i32.store offset=24
       local.get $11
       i32.const 0
       i32.store offset=28
      end
      global.get $assembly/coll/emit/nops
      i32.const 1
      i32.add
      global.set $assembly/coll/emit/nops
     end
     local.get $5
     local.get $10
     i32.gt_s
     if
      local.get $5
      local.get $10
      i32.sub
      local.get $8
      i32.mul
      local.tee $5
      if
       global.get $assembly/coll/emit/nops
       global.get $assembly/coll/emit/cap
       i32.lt_u
       if
        global.get $assembly/coll/emit/cur
        i32.const 128
        i32.add
        global.get $assembly/coll/emit/nops
        i32.const 5
        i32.shl
        i32.add
        local.tee $6
        i32.const 4
        i32.store
        local.get $6
        local.get $9
        i32.store offset=4
        local.get $6
        i32.const 0
        i32.store offset=8
        local.get $6
        local.get $2
        i32.store offset=12
        local.get $6
        i32.const 0
        i32.store offset=16
        local.get $6
        local.get $5
        i32.store offset=20
        local.get $6
        i32.const 0
        i32.store offset=24
        local.get $6
        i32.const 0
        i32.store offset=28
       end
       global.get $assembly/coll/emit/nops
       i32.const 1
       i32.add
       global.set $assembly/coll/emit/nops
      end
     end
    end
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $2
     i32.const 3
     i32.store
     local.get $2
     local.get $4
     i32.const 2
     i32.add
     i32.store offset=4
     local.get $2
     i32.const -1
     i32.store offset=8
     local.get $2
     i32.const 0
     i32.store offset=12
     local.get $2
     i32.const 0
     i32.store offset=16
     local.get $2
     i32.const 0
     i32.store offset=20
     local.get $2
     i32.const 0
     i32.store offset=24
     local.get $2
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $4
    i32.const 1
    i32.add
    local.set $4
    br $for-loop|0
   end
  end
  i32.const 0
  local.set $2
  loop $for-loop|1
   local.get $2
   local.get $3
   i32.lt_s
   if
    local.get $1
    local.get $0
    i32.const 1
    local.get $2
    i32.shl
    local.get $1
    i32.rem_s
    i32.sub
    local.get $1
    i32.rem_s
    local.tee $4
    i32.add
    local.get $4
    local.get $4
    i32.const 0
    i32.lt_s
    select
    local.set $4
    global.get $assembly/coll/emit/nops
    global.get $assembly/coll/emit/cap
    i32.lt_u
    if
     global.get $assembly/coll/emit/cur
     i32.const 128
     i32.add
     global.get $assembly/coll/emit/nops
     i32.const 5
     i32.shl
     i32.add
     local.tee $5
     i32.const 1
     i32.store
     local.get $5
     local.get $4
     i32.store offset=4
     local.get $5
     local.get $2
     i32.const 2
     i32.add
     i32.store offset=8
     local.get $5
     i32.const 0
     i32.store offset=12
     local.get $5
     i32.const 0
     i32.store offset=16
     local.get $5
     i32.const 0
     i32.store offset=20
     local.get $5
     i32.const 0
     i32.store offset=24
     local.get $5
     i32.const 0
     i32.store offset=28
    end
    global.get $assembly/coll/emit/nops
    i32.const 1
    i32.add
    global.set $assembly/coll/emit/nops
    local.get $2
    i32.const 1
    i32.add
    local.set $2
    br $for-loop|1
   end
  end
 )
)
