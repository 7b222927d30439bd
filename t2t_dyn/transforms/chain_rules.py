"""What a task's transforms must satisfy together, checked when the data
config loads (and again when a chain is built): an order in which every
transform gets what it needs, and transforms that keep what the task
carries (source factors, word alignments)."""

from typing import Any, List, Sequence

from t2t_dyn.transforms.base import Transform


def order_errors(task: Any, transforms: Sequence[Transform]) -> List[str]:
  """The problems of `transforms` (in order) for `task` (a TaskSpec), each
  naming its key path: a segmentation after special tokens, a transform
  that loses factors or alignments the task has, one that needs a pair
  before a monolingual task has one, a training mono task with no target,
  a transform that reads words after a segmentation or needs alignments
  the task lacks, one that would break terminology annotations after the
  transform making them."""
  has_pair = task.is_parallel
  errors = []
  adds_specials = segmented = annotates = None
  for i, transform in enumerate(transforms):
    where = f"tasks.{task.name}.transforms[{i}]: {transform.name!r}"
    if transform.needs_words and segmented:
      errors.append(f"{where} reads words, but {segmented.name!r} before it "
                    f"splits them into subwords; put {transform.name!r} "
                    f"before it")
    if transform.needs_alignment and not task.has_alignment:
      errors.append(f"{where} needs word alignments, but this task's inputs "
                    f"have none (give each input an `alignment` file)")
    if annotates and not transform.keeps_terms:
      errors.append(f"{where} would break the annotations that "
                    f"{annotates.name!r} adds (text.terms); put it before "
                    f"{annotates.name!r}")
    if transform.specials_among_words:
      annotates = transform
    segmented = segmented or (transform if transform.segments else None)
    if transform.segments and adds_specials:
      errors.append(
          f"{where} would split the special tokens that "
          f"{adds_specials.name!r} adds ({' '.join(adds_specials.specials())})"
          f"; put {transform.name!r} before it")
    if (transform.specials() and not transform.specials_among_words and
        adds_specials is None):
      adds_specials = transform
    if task.source_factors and not transform.carries_factors:
      errors.append(f"{where} cannot keep source factors aligned; this task "
                    f"sets source_factors: true")
    if task.has_alignment and not transform.carries_alignment:
      errors.append(f"{where} cannot keep word alignments with the tokens it "
                    f"changes; this task's inputs have alignments")
    if transform.needs_pair and not has_pair:
      errors.append(f"{where} needs a source/target pair, but this "
                    f"monolingual task has none yet; put duplicate_mono (or a "
                    f"taboo segmentation) before it")
    has_pair = has_pair or transform.makes_pair
  if not has_pair and task.split == "train":
    errors.append(
        f"tasks.{task.name}.transforms: a monolingual task needs a transform "
        f"that makes a target side (mono_to_targets for a language "
        f"model, duplicate_mono, bart_noise, morfessor_em_taboo)")
  return errors
