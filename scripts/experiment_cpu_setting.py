"""Writes the CPU-sized setting of docs/evidence.md for scripts/experiment.py:
en→sk alone on a slice of the demo's en-sk training pairs, small enough
that transformer_tiny overfits static data in a few thousand updates (the
regime regularizers are for), with the configurations it compares.

  python scripts/experiment_cpu_setting.py --out_dir=/tmp/sk3k_setting

writes OUT_DIR/slice/train.en-sk.{en,sk} (--pairs pairs drawn with
Python's random.Random(--slice_seed), kept in corpus order) and one data
config per configuration: the demo's (scripts/experiment_demo.py) without
en_cs, training on the slice,

  static     1-best segmentation, no noise
  sampling   8-best subword sampling, seg_theta 0.5
  denoising  sampling + the Slovak denoising autoencoder at weight 0.4
  samp_t02, samp_t10, samp_n4, den_w02
             the strength sweep: seg_theta 0.2 / 1.0, 4-best, weight 0.2
  den_drop05, den_drop4
             the autoencoder's noise: drop_temperature 0.5 / 4.0 (the
             default 2.0 deletes 0.16 words a sentence on average, 0.5
             about 1.5, 4.0 almost none; reordering unchanged)
  den_copy   the autoencoder without reorder and drop: a copy task on
             the same monolingual text (is the gain the noise's or the
             text's?)
  den_copy_1best
             den_copy with the copy task's segmentation 1-best (is it
             the sampling left in the copy task that helps?)

then prints the scripts/experiment.py commands: the dev sweep (seed 1,
the sampling strength and the autoencoder's weight), the five seeds of
the configurations it compares, the noise sweep (seed 1, at the
comparison's cap, against its denoising run) and the copy controls on
three seeds, each in a work dir of its own. They import the finished
runs recorded in docs/evidence/cpu_setting/{dev_sweep, comparison,
noise_sweep, copy_controls} (experiment.py --import_runs; recorded with
--export_runs), so that the experiment goes on where it was left; a
record made from other paths than this out_dir and checkout is named and
left out, not mixed in.
"""

import os
import random

from absl import app
from absl import flags

import experiment_demo
import yaml

FLAGS = flags.FLAGS
flags.DEFINE_string("out_dir", None, "Where the slice and configs go.")
flags.DEFINE_integer("pairs", 3000, "Training pairs in the slice.")
flags.DEFINE_integer("slice_seed", 0, "random.Random seed of the slice.")
flags.mark_flag_as_required("out_dir")

# name: (the demo configuration it starts from, what it changes).
CONFIGS = {
    "static": ("static", {}),
    "sampling": ("sampling", {}),
    "denoising": ("denoising", {}),
    "samp_t02": ("sampling", {"seg_theta": 0.2}),
    "samp_t10": ("sampling", {"seg_theta": 1.0}),
    "samp_n4": ("sampling", {"seg_n_samples": 4}),
    "den_w02": ("denoising", {"mono_weight": 0.2}),
    "den_drop05": ("denoising", {"drop_temperature": 0.5}),
    "den_drop4": ("denoising", {"drop_temperature": 4.0}),
    "den_copy": ("denoising", {"mono_noise": False}),
    "den_copy_1best": ("denoising", {"mono_noise": False,
                                     "mono_seg_n_samples": 1}),
}
# The dev sweep's, static first: each is compared with the first.
DEV_SWEPT = ("static", "sampling", "denoising", "samp_t02", "samp_t10",
             "samp_n4", "den_w02")
# What the dev sweep chose (docs/evidence.md): 4-best sampling, the
# autoencoder at weight 0.4.
COMPARED = ("static", "samp_n4", "denoising")
# The autoencoder's noise, after the comparison; its denoising seed 1 is
# the comparison's.
NOISE_SWEPT = ("denoising", "den_drop05", "den_drop4", "den_copy",
               "den_copy_1best")
# The copy controls, on more seeds: where the noise sweep's seed 1 put the
# autoencoder's gain (the monolingual text, segmented by sampling).
COPY_CONTROLS = ("denoising", "den_copy", "den_copy_1best")
COPY_CONTROL_SEEDS = "1,2,3"
# The step caps: the dev sweep's 4,000 left 4 of its 7 seed-1 runs still
# improving (docs/evidence.md), so the comparison's runs get more room.
DEV_SWEEP_STEPS = 4000
COMPARISON_STEPS = 6000
# The length penalties tried on dev. The dev sweep's 0-1.2 (experiment.py's
# default) had every run pick 1.2, its edge, so the comparison goes to 2.0.
DEV_SWEEP_ALPHAS = "0,0.2,0.4,0.6,0.8,1.0,1.2"
COMPARISON_ALPHAS = DEV_SWEEP_ALPHAS + ",1.4,1.6,1.8,2.0"
# The finished runs' records of each command, relative to the checkout.
RECORDS = os.path.join("docs", "evidence", "cpu_setting")
# What experiment.py trains and decodes with in this setting.
EXPERIMENT_FLAGS = (
    "--hparams_set=transformer_tiny "
    "--hparams=batch_size=2048,learning_rate_warmup_steps=400,"
    "learning_rate_constant=1.0 "
    "--local_eval_frequency=100 "
    "--early_stopping_steps=600 --early_stopping_metric=chrf "
    "--early_stopping_delta=0.1 --eval_decode_lines=200 --decode_task=en_sk "
    "--dev_lines=200 --parallel_runs=2")  # 2 cores: a run a core.


def slice_pairs(pairs: int, seed: int):
  """(source lines, target lines) of `pairs` demo en-sk training pairs,
  drawn with random.Random(seed), in corpus order. Raises: ValueError
  when the corpus has fewer."""
  sides = []
  for lang in ("en", "sk"):
    with open(os.path.join(experiment_demo.DEMO, f"train.en-sk.{lang}"),
              encoding="utf-8") as f:
      sides.append(f.read().splitlines())
  if pairs > len(sides[0]):
    raise ValueError(f"--pairs={pairs}: the demo's en-sk training set has "
                     f"{len(sides[0])} pairs")
  chosen = sorted(random.Random(seed).sample(range(len(sides[0])), pairs))
  return tuple([side[i] for i in chosen] for side in sides)


def data_config(name: str, slice_dir: str) -> dict:
  """Configuration `name` of CONFIGS, training on the slice in
  slice_dir."""
  base, changes = CONFIGS[name]
  config = experiment_demo.data_config(base, experiment_demo.DEMO)
  del config["tasks"]["en_cs"]
  config["meta"]["train"]["name"] = f"sk3k_{name}"
  for key in ("seg_theta", "seg_n_samples", "drop_temperature"):
    if key in changes:
      config["meta"]["train"][key] = changes[key]
  if "mono_weight" in changes:
    config["tasks"]["mono_sk"]["weight"] = changes["mono_weight"]
  if changes.get("mono_noise") is False:
    mono = config["tasks"]["mono_sk"]
    mono["transforms"] = [t for t in mono["transforms"]
                          if t not in ("reorder", "drop")]
  if "mono_seg_n_samples" in changes:
    # A task's meta overrides meta.train for its transforms.
    config["tasks"]["mono_sk"]["meta"]["seg_n_samples"] = (
        changes["mono_seg_n_samples"])
  config["tasks"]["en_sk"]["inputs"]["gnome"] = {
      "src": os.path.join(slice_dir, "train.en-sk.en"),
      "tgt": os.path.join(slice_dir, "train.en-sk.sk")}
  return config


def main(argv):
  del argv
  out = os.path.abspath(FLAGS.out_dir)
  slice_dir = os.path.join(out, "slice")
  os.makedirs(slice_dir, exist_ok=True)
  for lang, lines in zip(("en", "sk"),
                         slice_pairs(FLAGS.pairs, FLAGS.slice_seed)):
    with open(os.path.join(slice_dir, f"train.en-sk.{lang}"), "w",
              encoding="utf-8") as f:
      f.write("".join(line + "\n" for line in lines))
  for name in CONFIGS:
    with open(os.path.join(out, f"{name}.yaml"), "w", encoding="utf-8") as f:
      yaml.safe_dump(data_config(name, slice_dir), f, sort_keys=False)
  demo = experiment_demo.DEMO
  data = (f"--dev_src={demo}/dev.en-sk.en --dev_ref={demo}/dev.en-sk.sk "
          f"--test_src={demo}/test.en-sk.en --test_ref={demo}/test.en-sk.sk")
  scripts = os.path.dirname(os.path.abspath(__file__))
  script = os.path.join(scripts, "experiment.py")
  records = os.path.join(os.path.dirname(scripts), RECORDS)

  def command(names, seeds, steps, alphas, part, also_from=()):
    configs = ",".join(f"{n}={os.path.join(out, n)}.yaml" for n in names)
    imports = ",".join(f"{records}/{p}" for p in (part,) + also_from)
    return (f"python {script} --work_dir={out}/work/{part} "
            f"--configs={configs} --seeds={seeds} --train_steps={steps} "
            f"{EXPERIMENT_FLAGS} --alpha_sweep={alphas} {data} "
            f"--import_runs={imports}")
  print(f"wrote {FLAGS.pairs} pairs to {slice_dir} and {len(CONFIGS)} "
        f"configs to {out}")
  print(f"dev sweep (seed 1, at most {DEV_SWEEP_STEPS} updates):")
  print("  " + command(DEV_SWEPT, "1", DEV_SWEEP_STEPS, DEV_SWEEP_ALPHAS,
                       "dev_sweep"))
  print(f"the comparison (5 seeds, at most {COMPARISON_STEPS} updates):")
  print("  " + command(COMPARED, "1,2,3,4,5", COMPARISON_STEPS,
                       COMPARISON_ALPHAS, "comparison"))
  print(f"the autoencoder's noise (seed 1, at most {COMPARISON_STEPS} "
        f"updates):")
  print("  " + command(NOISE_SWEPT, "1", COMPARISON_STEPS, COMPARISON_ALPHAS,
                       "noise_sweep", also_from=("comparison",)))
  print(f"the copy controls ({COPY_CONTROL_SEEDS.count(',') + 1} seeds, at "
        f"most {COMPARISON_STEPS} updates):")
  print("  " + command(COPY_CONTROLS, COPY_CONTROL_SEEDS, COMPARISON_STEPS,
                       COMPARISON_ALPHAS, "copy_controls",
                       also_from=("noise_sweep", "comparison")))

if __name__ == "__main__":
  app.run(main)
