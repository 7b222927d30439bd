"""The model flags of programs that load a trained model (dyn-decoder,
dyn-exporter), read as Tensor2Tensor's decoder read them and checked
against the model the output dir holds. The flags are the commands'; the
hparams they name are read with t2t_dyn.hparams (hparams_json: the run's
file, model_hparams: the model it describes)."""

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import hparams_json
from t2t_dyn.hparams import model_hparams
from t2t_dyn.utils import trainer_lib

FLAGS = flags.FLAGS


def checked(output_dir: str, program: str) -> hparam.HParams:
  """Tensor2Tensor's decoding hparams: --hparams_set, then the run's
  hparams.json over the names both have, then --hparams (without
  --hparams_set: the saved values, then --hparams). Checked against the
  trained model: a --model, set or override that changes its architecture
  would not fit the checkpoint. Raises: UsageError naming each differing
  hparam with both values. `program` names the caller in messages."""
  path = output_dir_lib.hparams_path(output_dir)
  saved = output_dir_lib.saved_hparams(output_dir)
  if FLAGS["hparams_set"].present:
    hparams = trainer_lib.create_hparams(FLAGS.hparams_set, "",
                                         hparams_path=None)
    changed = hparams_json.overwrite_from_json(
        hparams, path, log=lambda line: None)
    hparams.parse(FLAGS.hparams)
    if changed:
      print(f"{program}: {output_dir_lib.HPARAMS_FILE} of "
            f"{output_dir} sets {len(changed)} hparams of "
            f"--hparams_set={FLAGS.hparams_set} ({', '.join(changed[:6])}"
            f"{', ...' if len(changed) > 6 else ''}), as in "
            f"Tensor2Tensor's decoder", flush=True)
    source = f"--hparams_set={FLAGS.hparams_set}"
  else:
    hparams = hparam.HParams(**hparams_json.saved_values(path))
    hparams.parse(FLAGS.hparams)
    source = f"the hparams saved in {path}"
  if FLAGS.hparams:
    source += f" --hparams={FLAGS.hparams}"
  model = FLAGS.model if FLAGS["model"].present else saved.model
  try:
    given = model_hparams.from_hparams(hparams, source, model=model).model
  except model_hparams.HParamsError as e:
    raise common.UsageError(f"{e}\n(after loading {path})") from e
  trained = saved.architecture()
  differ = [f"{name}: {value!r} ({source}) vs {trained[name]!r} (trained)"
            for name, value in given.architecture().items()
            if name in trained and name not in _SET_BY_THE_TRAINER and
            value != trained[name]]
  if differ:
    raise common.UsageError(
        f"{source} does not describe the model in {output_dir}, "
        f"even with its {output_dir_lib.HPARAMS_FILE} loaded: its "
        f"checkpoints would not fit: " + "; ".join(differ))
  return hparams


# Set from the data at training time, never by a set (has_inputs: from
# the problem; a language model's is False).
_SET_BY_THE_TRAINER = ("vocab_size", "input_vocab_size",
                       "source_factor_sizes", "has_inputs")


