"""The flags that several programs define, each defined here once.

Tensor2Tensor's t2t-decoder imported t2t-trainer and read its flags, and a
launcher script may import several programs into one process; a flag two
programs share is therefore defined by whichever is imported first, from
its one definition here (`define`), so the programs import together in any
order. Where Tensor2Tensor's programs gave a shared flag different
defaults (t2t-datagen's --random_seed), PROGRAM_DEFAULTS holds each
program's, and `set_program_defaults` applies the running program's.
"""

from typing import Any, Callable, Dict, NamedTuple, Optional

from absl import flags

FLAGS = flags.FLAGS


class _Definition(NamedTuple):
  define: Callable[..., Any]
  default: Any
  help: str
  enum_values: Optional[list] = None


_S, _I, _B, _E = (flags.DEFINE_string, flags.DEFINE_integer,
                  flags.DEFINE_bool, flags.DEFINE_enum)

DEFINITIONS: Dict[str, _Definition] = {
    # The problem and its data.
    "problem": _Definition(
        _S, None, "Registered problem name; X_rev is X read the other way "
        "(X's data and set-up, inputs and targets swapped). Decoding "
        "programs: default the one training used; dyn-translate-all: also "
        "the translation files' prefix."),
    "data_dir": _Definition(
        _S, None, "The data dir: dyn-datagen writes shards and set-up "
        "there, dyn-trainer reads them, dyn-decoder --decode_from_task reads "
        "its shards, and a problem's own encoders read their vocabularies "
        "there."),
    "tmp_dir": _Definition(
        _S, "/tmp/t2t_datagen", "Scratch directory for raw downloads or "
        "extractions (dyn-datagen, dyn-trainer --generate_data)."),
    "data_config": _Definition(
        _S, None, "YAML data config; overrides the problem's own."),
    "t2t_usr_dir": _Definition(
        _S, None, "Directory of user problems, imported as a package."),
    "reverse": _Definition(
        _B, False, "The other direction: every parallel task target -> "
        "source, language options swapped, the same shards; the set-up is "
        "meta.train.name + '_reverse'."),
    "transforms_from_task": _Definition(
        _S, None, "The task whose transforms encode the input (decoding "
        "programs: default the config's only parallel training task; "
        "dyn-debug: required)."),
    # The model.
    "model": _Definition(
        _S, "transformer", "Registered model name (dyn-translate-all: "
        "passed on to --decoder_command; it must be the run's model)."),
    "hparams_set": _Definition(
        _S, "transformer_tiny", "Registered hparams set (Tensor2Tensor's "
        "or a usr dir's @registry.register_hparams function; "
        "dyn-translate-all: passed on to --decoder_command, none by "
        "default)."),
    "hparams": _Definition(
        _S, "", "Overrides with Tensor2Tensor's names, e.g. "
        "'batch_size=4096,learning_rate_warmup_steps=4000'."),
    "random_seed": _Definition(
        _I, 1, "Seed: of data order, noise and model initialization "
        "(dyn-trainer, dyn-debug's draws), of sampling_method=random "
        "(dyn-decoder); dyn-datagen seeds Python's and NumPy's generators "
        "with it before the samples are generated (default there: 429459, "
        "t2t-datagen's)."),
    # The input pipeline beyond the hparams (dyn-trainer's, and dyn-debug's
    # so that it shows the trainer's batches).
    "token_budget": _Definition(
        _E, "longest_side", "longest_side (Tensor2Tensor's): rows x the "
        "longer side's padded length <= batch_size; both_sides: rows x "
        "(padded source + padded target length) <= batch_size.",
        ["longest_side", "both_sides"]),
    "window_size": _Definition(
        _I, 16384, "Examples mixed and bucketed together; bounds the "
        "schedule's lag."),
    "packed_length": _Definition(
        _I, 0, "Pack several examples into rows of up to this many tokens "
        "a side (Tensor2Tensor's packed_length; the model attends within "
        "each). 0: the problem's packed_length, else max_length with "
        "--hparams=pack_dataset=True, else off."),
    "worker_gpu": _Definition(
        _I, 1, "GPUs to train on (one replica each; hparams.batch_size "
        "tokens per GPU); dyn-debug: the GPUs the trainer would use."),
    "local_eval_frequency": _Definition(
        _I, 1000, "Evaluate every N updates (dyn-debug: the trainer's; "
        "adaptive weights change, and windows are cut, at evaluations)."),
    # A trained run.
    "output_dir": _Definition(
        _S, None, "A dyn-trainer run's output dir: the trainer writes "
        "checkpoints, logs and the copies decoding needs there, "
        "dyn-decoder and dyn-exporter read it; dyn-avg-all writes its "
        "averaged checkpoints there (default there: avg/)."),
    "checkpoint_path": _Definition(
        _S, None, "A checkpoint path, `best` for the best evaluation's "
        "(OUTPUT_DIR/best/), or (dyn-decoder) `average:N`: the average of "
        "the last N checkpoints, made in memory (default: the latest)."),
    "decode_hparams": _Definition(
        _S, "", "Tensor2Tensor's decode hparams, e.g. "
        "'beam_size=4,alpha=0.6' (dyn-exporter: fixed in the export)."),
    # A run's checkpoints and translations, one by one.
    "model_dir": _Definition(
        _S, "", "The dyn-trainer --output_dir whose checkpoints are "
        "averaged (dyn-avg-all) or translate (dyn-translate-all)."),
    "source": _Definition(
        _S, None, "The source-language file dyn-translate-all translates "
        "(accepted and unused by dyn-bleu, as in t2t-bleu)."),
    "translations_dir": _Definition(
        _S, None, "dyn-translate-all writes PROBLEM-STEP translation files "
        "there (default there: translations); dyn-bleu scores every file "
        "there whose name ends in -STEP."),
    "min_steps": _Definition(
        _I, 0, "Skip checkpoints (translation files) of fewer steps; "
        "dyn-bleu's default -1: those up to "
        "EVENT_DIR/last_evaluated_step.txt's step."),
    "wait_minutes": _Definition(
        _I, 0, "Wait up to N minutes after the newest checkpoint (or "
        "translation file) for another (a run still training)."),
}

# The groups programs define together: a problem's data (dyn-datagen,
# dyn-trainer, dyn-debug), the model's hparams, the input pipeline beyond
# them, and a trained run read back (dyn-decoder, dyn-exporter).
PROBLEM = ("problem", "data_dir", "tmp_dir", "data_config", "t2t_usr_dir",
           "reverse")
MODEL = ("model", "hparams_set", "hparams")
DATA = ("token_budget", "window_size", "packed_length")
TRAINED_MODEL = ("output_dir", "problem", "t2t_usr_dir",
                 "transforms_from_task", "data_dir")

# The programs whose default of a shared flag is not the definition's, as
# Tensor2Tensor's programs had them: by module name.
PROGRAM_DEFAULTS: Dict[str, Dict[str, Any]] = {
    "t2t_dyn.bin.dyn_datagen": {"random_seed": 429459},
    "t2t_dyn.bin.dyn_avg_all": {"output_dir": "avg/"},
    "t2t_dyn.bin.dyn_bleu": {"min_steps": -1},
    "t2t_dyn.bin.dyn_translate_all": {"hparams_set": None,
                                      "translations_dir": "translations"},
}


def define(*names: str) -> None:
  """Defines each named flag from DEFINITIONS unless defined already.
  Raises: KeyError for a name with no definition here."""
  for name in names:
    definition = DEFINITIONS[name]
    if name in FLAGS:
      continue
    if definition.enum_values:
      definition.define(name, definition.default, definition.enum_values,
                        definition.help)
    else:
      definition.define(name, definition.default, definition.help)


def set_program_defaults(program: str) -> None:
  """Gives each shared flag whose default differs between programs the
  default of `program` (its module name); a value given on the command
  line or set by a script stays."""
  own = PROGRAM_DEFAULTS.get(program, {})
  for name in {name for defaults in PROGRAM_DEFAULTS.values()
               for name in defaults}:
    if name in FLAGS:
      FLAGS.set_default(name, own.get(name, DEFINITIONS[name].default))

