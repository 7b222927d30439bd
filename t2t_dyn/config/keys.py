"""Every key the data config knows: meta.train's own keys with their
meaning, the keys of meta.shard, a task and an input, the values of the
keys that choose among a few, and the keys that were removed (with why)."""

TASK_TYPES = ("para", "mono")
# "test": sharded only (dyn-decoder --decode_from_task reads it).
SPLITS = ("train", "valid", "test")
INVALID_UTF8_POLICIES = ("error", "replace")
INTERPOLATIONS = ("piecewise", "linear")

# Keys of meta.train that are not transform parameters.
TRAIN_KEYS = {
    "name": "where the transform set-up is saved, under data_dir/<name>/",
    "segmentation_model": "path of the segmentation model",
    "vocab_path": "path of the subword vocabulary (count<TAB>subword)",
    "mixing_weight_schedule": "optimizer steps at which task weights change",
    "mixing_weight_interpolation": "piecewise | linear",
    "mixing_temperature": "temperature T for corpus-size weights (n_i/N)^(1/T)",
    "seed": "global seed of the stochastic transforms and the data order",
    "approx_vocab_size": "size of the vocabulary dyn-datagen builds from the "
                         "data when the config names no segmentation model "
                         "or vocabulary (Tensor2Tensor's name; default 8000)",
    "segmentation_training": "options of the segmentation trainer that "
                             "dyn-datagen runs on the shards",
    "vocab_path_src": "the source side's own vocabulary (separate "
                      "vocabularies and embeddings; default: vocab_path)",
    "vocab_path_tgt": "the target side's own vocabulary",
    "segmentation_model_src": "the source side's own segmentation model "
                              "(default: segmentation_model)",
    "segmentation_model_tgt": "the target side's own segmentation model",
    "reverse": "train every parallel task target -> source (tasks.*.reverse "
               "overrides it per task); the shards are the same",
    "source_factors": "names of the per-word factors that the source "
                      "tokens of tasks with source_factors: true carry "
                      "(word|f1|f2); see t2t_dyn.text.factors",
    "factor_separator": "the separator of word and factors in the input "
                        "files (default U+FFE8, OpenNMT-py's)",
    "stages": "curriculum stages: weights, transform options and an end "
              "condition each (see t2t_dyn.mixing.stages)",
    "adaptive_weights": "task weights raised for tasks whose validation "
                        "loss lags its target (see t2t_dyn.mixing.adaptive_weights)",
    "multiproblem_mixing": "Tensor2Tensor's MultiProblem mixing of the "
                           "training tasks by examples drawn (see "
                           "t2t_dyn.config.multiproblem_specs)",
}
# Keys that meant something once: a config naming one gets this explanation.
REMOVED_KEYS = {
    "seg_cache_words": (
        "removed: the segmentation cache now holds the n-best lists of every "
        "word of the training shards, so no word is left out; delete the "
        "key"),
}
SHARD_DEFAULTS = {
    "pretokenize": False,
    "predetokenize": False,
    "n_shards": 4,
    "invalid_utf8": "error",
}
TASK_KEYS = ("type", "split", "weight", "transforms", "meta", "n_shards",
             "reverse", "source_factors", "score_threshold",
             "score_weighting", "inputs", "share_inputs")
TEXT_INPUT_KEYS = ("src", "tgt", "mono", "size", "scores", "alignment",
                   "weight")
TFDS_INPUT_KEYS = ("tfds", "tfds_data_dir", "tfds_split", "src_key", "tgt_key",
                   "text_key", "size", "weight")
SCORE_WEIGHTINGS = ("exp", "linear")
