"""Shards: each task's samples dealt into even gzip files, and reading them.

The shard stage of dyn-datagen (`shard_stage.shard_tasks`) strips, filters (empty
lines dropped and counted) and brings each task's samples into the shards'
text form (`text.forms.shard_form`), then deals them to n_shards files per feature
under shards/<task>/ in the data dir's work dir (DATA_DIR.t2t_dyn beside
the data dir, which stays Tensor2Tensor's: see layout):

  <task>-<i:05d>-of-<n:05d>.<feature>.gz   (feature: inputs/targets or text)

Line k of a shard's inputs file pairs with line k of its targets file.
Words (whitespace-separated, after pretokenization) are counted per task into
shards/<task>/word_counts.tsv.gz; word_vocab.txt sums those of the
tasks that training tasks read (a shared task once). shards/manifest.json
records what each task's shards were made from.

Modules, in the order data flows through them:
  layout       where everything lives: names and paths, the work dir
  dealer       which shard each sample goes to (even per corpus)
  writer       a gzip shard file written under a temp name, hashed
  task_sharder one task: samples in, temp files and a manifest entry out
  shard_stage  the whole stage: what is stale, commit, word vocabulary
  reports      what happened to each input's lines, as a table
  manifest     the manifest file and whether a config matches it
  reading      the shards of a task, for the task streams
  word_alignment  eflomal word alignments of parallel inputs, as Pharaoh files
  computed_alignments  `alignment: eflomal` inputs' files, computed or reused
                   under shards/<task>/alignments/ before the task is sharded
"""
