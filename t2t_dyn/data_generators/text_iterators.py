"""Tensor2Tensor's sample iterators over text files (text_problems
re-exports every name): the dicts each kind of problem's generate_samples
yields, read line by line.

Where Tensor2Tensor stopped silently at the shorter of two files, these
raise, naming both (a sample would be dropped); a line they cannot read
(a label, a number) is an error naming the file and line.
"""

import re
from typing import Dict, Iterator, List, Optional, Sequence

from t2t_dyn.setup import text_encoder


def txt_line_iterator(txt_path: str) -> Iterator[str]:
  """The lines of a UTF-8 text file (a path, or a gs:// or other URI that
  TensorFlow's file system reads), stripped."""
  if "://" in txt_path:
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    f = tf.io.gfile.GFile(txt_path, "r")
  else:
    f = open(txt_path, encoding="utf-8")
  with f:
    for line in f:
      yield line.strip()


def _aligned(*paths: str) -> Iterator[tuple]:
  """The lines of line-aligned files, numbered from 1. Raises: ValueError
  naming the files when their line counts differ."""
  iterators = [txt_line_iterator(p) for p in paths]
  count = 0
  while True:
    lines = [next(it, None) for it in iterators]
    if all(line is None for line in lines):
      return
    if any(line is None for line in lines):
      longer = paths[[line is None for line in lines].index(False)]
      raise ValueError(f"{' and '.join(paths)} differ in length: "
                       f"{longer} has more than {count} lines")
    count += 1
    yield (count,) + tuple(lines)


def text2text_txt_iterator(source_txt_path: str, target_txt_path: str
                           ) -> Iterator[Dict[str, str]]:
  """{"inputs", "targets"} from two line-aligned files."""
  for _, inputs, targets in _aligned(source_txt_path, target_txt_path):
    yield {"inputs": inputs, "targets": targets}


def text2text_txt_iterator_with_index(source_txt_path: str,
                                      target_txt_path: str
                                      ) -> Iterator[Dict[str, object]]:
  """text2text_txt_iterator's samples with "idx": [line number from 0]."""
  for number, inputs, targets in _aligned(source_txt_path, target_txt_path):
    yield {"inputs": inputs, "targets": targets, "idx": [number - 1]}


def text2text_distill_iterator(source_txt_path: str, target_txt_path: str,
                               distill_txt_path: str
                               ) -> Iterator[Dict[str, str]]:
  """{"inputs", "targets", "dist_targets"} from three aligned files."""
  for _, inputs, targets, distilled in _aligned(
      source_txt_path, target_txt_path, distill_txt_path):
    yield {"inputs": inputs, "targets": targets, "dist_targets": distilled}


_EXTRA_LABEL = re.compile(r"(.*)\tExtra_Label: (.*)")


def txt_and_label_iterator(txt_path: str) -> Iterator[List[object]]:
  """[text, int label] of lines "text<TAB>Extra_Label: N". Raises:
  ValueError naming the file and line of any other line."""
  for number, line in enumerate(txt_line_iterator(txt_path), 1):
    match = _EXTRA_LABEL.search(line)
    try:
      yield [match.group(1), int(match.group(2))]
    except (AttributeError, ValueError):
      raise ValueError(
          f"{txt_path}:{number}: expected <word_1 word_2 ... word_n>\\t"
          f"Extra_Label: <int_label>, got {line!r:.80}") from None


def text2text_txt_iterator_with_label(source_txt_path: str,
                                      target_txt_path: str
                                      ) -> Iterator[Dict[str, object]]:
  """{"inputs", "targets", "extra_label": [N]}, the label read from the
  target file's lines (txt_and_label_iterator)."""
  labelled = txt_and_label_iterator(target_txt_path)
  for inputs in txt_line_iterator(source_txt_path):
    targets, label = next(labelled, (None, None))
    if targets is None:
      raise ValueError(f"{source_txt_path} and {target_txt_path} differ in "
                       f"length: {source_txt_path} has more lines")
    yield {"inputs": inputs, "targets": targets, "extra_label": [label]}
  if next(labelled, None) is not None:
    raise ValueError(f"{source_txt_path} and {target_txt_path} differ in "
                     f"length: {target_txt_path} has more lines")


def text2self_txt_iterator(txt_path: str) -> Iterator[Dict[str, str]]:
  """{"targets": line} for language models."""
  for line in txt_line_iterator(txt_path):
    yield {"targets": line}


def text2class_txt_iterator(source_txt_path: str, label_txt_path: str,
                            class_strs: Optional[Sequence[str]] = None
                            ) -> Iterator[Dict[str, object]]:
  """{"inputs": text, "label": int} from aligned files of texts and of
  labels: integers, or with `class_strs` names (the i-th name is class i).
  Raises: ValueError naming the file and line of a label that is neither."""
  ids = {name: i for i, name in enumerate(class_strs)} if class_strs else None
  for number, inputs, label in _aligned(source_txt_path, label_txt_path):
    label = label.strip()
    try:
      yield {"inputs": inputs, "label": ids[label] if ids else int(label)}
    except (KeyError, ValueError):
      expected = (f"one of {list(ids)}" if ids else
                  "an integer (or pass class_strs)")
      raise ValueError(f"{label_txt_path}:{number}: label {label!r} is not "
                       f"{expected}") from None


def text2real_txt_iterator(source_txt_path: str, target_txt_path: str
                           ) -> Iterator[Dict[str, object]]:
  """{"inputs": text, "targets": [floats]} from aligned files of texts and
  of space-separated numbers. Raises: ValueError naming the file and line
  of a target that is not numbers."""
  for number, inputs, targets in _aligned(source_txt_path, target_txt_path):
    try:
      values = [float(x) for x in targets.split(" ")]
    except ValueError:
      raise ValueError(f"{target_txt_path}:{number}: expected numbers "
                       f"separated by spaces, got {targets!r:.80}") from None
    yield {"inputs": inputs, "targets": values}


def text2text_txt_tab_iterator(txt_path: str) -> Iterator[Dict[str, str]]:
  """{"inputs", "targets"} from lines of source<TAB>target (the target keeps
  later tabs). A line without a tab, which Tensor2Tensor skips, gives an
  empty target, so the shard report counts it among the dropped."""
  for line in txt_line_iterator(txt_path):
    inputs, _, targets = line.partition("\t")
    yield {"inputs": inputs.strip(), "targets": targets.strip()}


def text2text_generate_encoded(sample_generator, vocab, targets_vocab=None,
                               has_inputs: bool = True,
                               inputs_prefix: str = "",
                               targets_prefix: str = ""):
  """Samples with inputs and targets encoded (prefix prepended) and EOS
  appended."""
  targets_vocab = targets_vocab or vocab
  for sample in sample_generator:
    if has_inputs:
      sample["inputs"] = vocab.encode(inputs_prefix + sample["inputs"])
      sample["inputs"].append(text_encoder.EOS_ID)
    sample["targets"] = targets_vocab.encode(targets_prefix +
                                             sample["targets"])
    sample["targets"].append(text_encoder.EOS_ID)
    yield sample
