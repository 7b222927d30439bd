"""dyn-decoder's scoring modes: Tensor2Tensor's --score_file (a per-token
loss for each input<TAB>target line) and --score_target_file (each source
line scored with the same line of another file)."""

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import decoder_files

FLAGS = flags.FLAGS


def score_file(translator) -> None:
  """Tensor2Tensor's --score_file: per-token loss of input<TAB>target."""
  sources, targets = [], []
  for number, line in enumerate(
      decoder_files.read_records("score_file", FLAGS.score_file), 1):
    fields = line.split("\t")
    if len(fields) != 2:
      raise common.UsageError(f"--score_file {FLAGS.score_file}:{number}: "
                              f"expected input<TAB>target, got "
                              f"{len(fields)} field(s)")
    sources.append(fields[0].strip())
    targets.append(fields[1].strip())
  scores = translator.score(sources, targets, source_name=FLAGS.score_file)
  decoder_files.write(FLAGS.decode_to_file,
                      [f"{-s.log_prob / s.tokens:.6f}" for s in scores])
  print(f"scored {len(scores)} pairs with {translator.description} to "
        f"{FLAGS.decode_to_file}")


def score_targets(translator, options, sources, where: str,
                  decode_to: str) -> None:
  """--score_target_file: each source's given target scored, one score
  line each. Raises: UsageError when the two files differ in length."""
  targets = decoder_files.read_records("score_target_file",
                                       FLAGS.score_target_file)
  if len(targets) != len(sources):
    raise common.UsageError(
        f"--score_target_file {FLAGS.score_target_file} has {len(targets)} "
        f"lines, {where} has {len(sources)}: scoring needs one target per "
        f"source")
  scores = translator.score(sources, targets, options.batch_size or 32,
                            where, FLAGS.score_target_file)
  decoder_files.write(decode_to, [s.line(FLAGS.force_decode) for s in scores])
  print(f"scored {len(scores)} pairs with {translator.description} to "
        f"{decode_to}")
