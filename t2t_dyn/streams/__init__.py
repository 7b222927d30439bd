"""Task streams: each training task's endless stream of encoded chunks.

Modules, in the order data flows through them:
  line_sampling   which lines of a task each epoch keeps (scores, weights)
  consumer        Consumer: which share of the lines a process reads
                  (and, after an elastic resize, its leftover lines)
  visit_order     VisitOrder: a consumer's lines of a task, in reading
                  order, from a position (lines consumed)
  shard_chunks    ShardChunks: a shard visit's lines as chunks
  chunk_encoding  a chunk's lines -> noised, encoded rows (native, Python)
  task_stream     one task's stream, the three above composed, resumable
                  from a line count
  python_workers  Python-only transforms run in worker processes
  chunk_order     chunks from tf.data service workers back in stream order
  stream_release  streams left behind, released off the training threads
"""
