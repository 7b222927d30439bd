"""What every stage builds on, each module one concept: the registries
(registry), importing a user's directory (usr_dir), files written whole
(atomic_file), checksums, number checks (numbers), refusing Tensor2Tensor
names not provided (not_provided), tf.repeat over flat values (repeats),
reading files into the page cache ahead (page_cache), worker processes and
how a duration reads (durations).

They lived in utils/ (Tensor2Tensor's mixed package) for history; here
nothing imports a later stage, so utils/ (whose trainer_lib, metrics and
data_reader sit late) no longer joins every package in one loop. utils/
keeps Tensor2Tensor's paths registry and usr_dir as aliases of these."""
