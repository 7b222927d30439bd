"""A data dir whose files a script moved: Tensor2Tensor's data was the files
in --data_dir (example files and vocabularies), which launcher scripts move
or copy before training; t2t_dyn's shards and set-ups stay in
DATA_DIR.t2t_dyn beside the data dir they were generated into, so the
error names that, and moving the .t2t_dyn directory along works."""

import glob
import os
import shutil

import pytest

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.setup import transform_setup
from t2t_dyn.shards import layout

QUESTIONS = [("where is my parcel", "shipping"),
             ("the screen is broken", "repair"),
             ("I want my money back", "refund"),
             ("how long does delivery take", "shipping")]


class QuestionTopics(text_problems.Text2TextProblem):
  """A question -> topic problem as a launcher script's module registers it."""
  name = "question_topics"

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def is_generate_per_split(self):
    return False

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 2},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    for question, topic in QUESTIONS * 3:
      yield {"inputs": question, "targets": topic}


def _generate(data_dir, tmp_dir):
  topics = QuestionTopics()
  topics.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  topics.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  return topics


def _move_files(source, target):
  """What the scripts do: `mv $DATA_DIR/* $TRAIN_DATA_DIR`."""
  os.makedirs(target)
  for path in glob.glob(os.path.join(source, "*")):
    shutil.move(path, target)


def test_moved_files_name_the_data_dir_left_behind(tmp_path):
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "train_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  with open(os.path.join(data_dir, "question_topics-train-00000-of-00002"),
            "w") as f:  # A file of Tensor2Tensor's datagen, moved as well.
    f.write("")
  _move_files(data_dir, moved)
  with pytest.raises(transform_setup.SetupError) as error:
    QuestionTopics().transform_setup(moved)  # What dyn-trainer reads first.
  message = str(error.value)
  assert "generate the data first" in message  # The general advice stays.
  assert f"{moved} holds question_topics-train-00000-of-00002" in message
  assert f"no .t2t_dyn directory beside it ({moved}.t2t_dyn)" in message
  assert ("Tensor2Tensor's example files such as "
          "question_topics-train-00000-of-00002") in message
  assert "pass the --data_dir the data was generated into" in message


def test_moving_the_t2t_dyn_directory_along_works(tmp_path):
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "train_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  _move_files(data_dir, moved)
  shutil.move(layout.work_dir(data_dir), layout.work_dir(moved))
  setup = QuestionTopics().transform_setup(moved)
  assert setup.chain("train") is not None
  encoders = QuestionTopics().feature_encoders(moved)
  ids = encoders["inputs"].encode("where is my parcel")
  assert encoders["inputs"].decode(ids) == "where is my parcel"


def test_no_hint_for_a_data_dir_never_generated(tmp_path):
  assert layout.moved_data_hint(str(tmp_path / "nowhere")) == ""
  os.makedirs(tmp_path / "empty")
  assert layout.moved_data_hint(str(tmp_path / "empty")) == ""
  # Files but a work dir beside them: the set-up is missing for another
  # reason (another problem, --stage=vocab not run), not a move.
  os.makedirs(tmp_path / "own")
  (tmp_path / "own" / "raw.txt").write_text("x\n")
  os.makedirs(layout.work_dir(str(tmp_path / "own")))
  assert layout.moved_data_hint(str(tmp_path / "own")) == ""
