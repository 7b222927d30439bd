"""English→Slovak helped by English→Czech, Slovak autoencoding and taboo
segmentation: the recipe of Grönroos et al. (2020) on the bundled demo corpus.

The problems are their data configs: tasks, inputs, transforms and the mixing
schedule live in the YAML files beside this module.
"""

from t2t_dyn.data_generators import problem
from t2t_dyn.utils import registry


@registry.register_problem
class TranslateEnCsSkDemo(problem.Problem):
  """Morfessor segmentation sampled on the fly (seed 000's Ural config)."""
  data_config = "translate_en_cs_sk_demo.yaml"


@registry.register_problem
class TranslateEnCsSkDemoSpm(problem.Problem):
  """The same tasks with SentencePiece subword regularization: only the
  segmentation transform's name and model paths differ."""
  data_config = "translate_en_cs_sk_demo_spm.yaml"


@registry.register_problem
class TranslateEnCsSkStages(problem.Problem):
  """The demo's tasks mixed by curriculum stages: pretraining on en-cs, then
  the low-resource pair and the autoencoders, then no subword sampling."""
  data_config = "translate_en_cs_sk_stages.yaml"


@registry.register_problem
class TranslateEnCsSkAdaptive(problem.Problem):
  """The demo's tasks with en-sk's weight raised while its validation loss
  lags its target (adaptive weights)."""
  data_config = "translate_en_cs_sk_adaptive.yaml"


@registry.register_problem
class TranslateEnCsSkAligned(problem.Problem):
  """The SentencePiece demo's pairs with word alignments dyn-datagen
  computes (eflomal), for guided alignment."""
  data_config = "translate_en_cs_sk_aligned.yaml"
