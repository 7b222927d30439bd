"""A data dir whose files a script moved: Tensor2Tensor's data was the files
in --data_dir (example files and vocabularies), which launcher scripts move
or copy before training (`mv $DATA_DIR/$PROBLEM-* $TMP; mv $DATA_DIR/vocab*
$TMP`). t2t_dyn's shards and set-ups stay in DATA_DIR.t2t_dyn beside the
data dir they were generated into, and dyn-datagen writes
`<problem>-t2t_dyn-work_dir` into the data dir, naming it: moving that file
along is enough; a move that leaves it behind gets an error naming the
.t2t_dyn directory, and moving the .t2t_dyn directory along works."""

import glob
import os
import shutil

import pytest

from t2t_dyn.config import data_config
from t2t_dyn.data_generators import multi_problem
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


def _move_files(source, target, pattern="*"):
  """What the scripts do: `mv $DATA_DIR/* $TRAIN_DATA_DIR`."""
  os.makedirs(target, exist_ok=True)
  for path in glob.glob(os.path.join(source, pattern)):
    shutil.move(path, target)


def test_moved_files_name_the_data_dir_left_behind(tmp_path):
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "train_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  with open(os.path.join(data_dir, "question_topics-train-00000-of-00002"),
            "w") as f:  # A file of Tensor2Tensor's datagen, moved as well.
    f.write("")
  # Everything but dyn-datagen's pointer to the work dir (moving that file
  # along finds the work dir: test_moving_the_problems_files_works).
  _move_files(data_dir, moved, "question_topics-train-*")
  _move_files(data_dir, moved, "vocab*")
  with pytest.raises(transform_setup.SetupError) as error:
    QuestionTopics().transform_setup(moved)  # What dyn-trainer reads first.
  message = str(error.value)
  assert "generate the data first" in message  # The general advice stays.
  assert f"{moved} holds question_topics-train-00000-of-00002" in message
  assert f"no .t2t_dyn directory beside it ({moved}.t2t_dyn)" in message
  assert ("Tensor2Tensor's example files such as "
          "question_topics-train-00000-of-00002") in message
  assert "pass the --data_dir the data was generated into" in message
  assert "the PROBLEM-t2t_dyn-work_dir file" in message


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


def _script_move(data_dir, target, problem_name="question_topics"):
  """context_classifier's datagen.sh: `mv $DATA_DIR/$PROBLEM-* $TMP_DIR;
  mv $DATA_DIR/vocab* $TMP_DIR`."""
  _move_files(data_dir, target, problem_name + "-*")
  _move_files(data_dir, target, "vocab*")


def test_datagen_names_its_work_dir_in_a_file_the_problems_glob_catches(
    tmp_path):
  data_dir = str(tmp_path / "data")
  topics = _generate(data_dir, str(tmp_path / "tmp"))
  pointer = os.path.join(data_dir, "question_topics-t2t_dyn-work_dir")
  assert glob.glob(os.path.join(data_dir, "question_topics-*")) == [pointer]
  assert layout.read_pointers(data_dir) == {
      pointer: layout.sibling_work_dir(data_dir)}
  # Not one of Tensor2Tensor's example files, and no raw-data extension.
  for split in ("train", "eval", "test"):
    assert pointer not in glob.glob(topics.filepattern(data_dir, split))
  assert not glob.glob(os.path.join(data_dir, "*.json"))
  assert not glob.glob(os.path.join(data_dir, "*.txt"))


def test_moving_the_problems_files_works(tmp_path):
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "tmp_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  _script_move(data_dir, moved)
  assert not os.path.exists(layout.sibling_work_dir(moved))
  assert layout.work_dir(moved) == layout.sibling_work_dir(data_dir)
  setup = QuestionTopics().transform_setup(moved)  # dyn-trainer's first read.
  assert setup.chain("train") is not None
  encoders = QuestionTopics().feature_encoders(moved)  # dyn-decoder's.
  ids = encoders["inputs"].encode("where is my parcel")
  assert encoders["inputs"].decode(ids) == "where is my parcel"
  assert layout.moved_data_hint(moved) == ""


def test_the_reverse_problem_reads_the_moved_files(tmp_path):
  # `--problem=question_topics_rev` after datagen of question_topics: the
  # same files (Tensor2Tensor's names have no _rev), the forward set-up.
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "tmp_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  _script_move(data_dir, moved)
  reverse = QuestionTopics(was_reversed=True)
  assert reverse.dataset_filename() == "question_topics"
  assert reverse.transform_setup(moved).chain("train") is not None


def test_a_pointer_whose_work_dir_is_gone_names_both(tmp_path):
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "tmp_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  _script_move(data_dir, moved)
  shutil.rmtree(layout.sibling_work_dir(data_dir))  # Another machine.
  with pytest.raises(layout.WorkDirError) as error:
    QuestionTopics().transform_setup(moved)
  message = str(error.value)
  pointer = os.path.join(moved, "question_topics-t2t_dyn-work_dir")
  assert (f"{pointer} names the work dir "
          f"{layout.sibling_work_dir(data_dir)}, which does not exist"
          ) in message
  assert "copied to another machine? copy DATA_DIR.t2t_dyn too" in message
  assert f"re-run dyn-datagen with --data_dir={moved}" in message


def test_datagen_into_a_data_dir_whose_pointer_is_stale_generates_there(
    tmp_path):
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "tmp_data")
  _generate(data_dir, str(tmp_path / "tmp"))
  _script_move(data_dir, moved)
  shutil.rmtree(layout.sibling_work_dir(data_dir))
  logs = []
  topics = QuestionTopics()
  topics.generate_shards(moved, str(tmp_path / "tmp"), log=logs.append)
  topics.generate_vocab(moved, str(tmp_path / "tmp"), log=lambda line: None)
  pointer = os.path.join(moved, "question_topics-t2t_dyn-work_dir")
  assert f"{pointer}: its work dir is gone" in logs[0]
  assert layout.read_pointers(moved) == {
      pointer: layout.sibling_work_dir(moved)}
  assert QuestionTopics().transform_setup(moved).chain("train") is not None


def test_a_deleted_work_dir_beside_its_own_pointer_is_generated_again(
    tmp_path):
  # `rm -rf DATA_DIR.t2t_dyn` to regenerate: the pointer names the data
  # dir's own work dir, which is not a move.
  data_dir = str(tmp_path / "data")
  _generate(data_dir, str(tmp_path / "tmp"))
  shutil.rmtree(layout.sibling_work_dir(data_dir))
  assert layout.work_dir(data_dir) == layout.sibling_work_dir(data_dir)
  with pytest.raises(transform_setup.SetupError, match="generate the data"):
    QuestionTopics().transform_setup(data_dir)
  _generate(data_dir, str(tmp_path / "tmp"))
  assert QuestionTopics().transform_setup(data_dir) is not None


def test_pointers_naming_different_work_dirs_are_listed(tmp_path):
  first, second = str(tmp_path / "first"), str(tmp_path / "second")
  moved = str(tmp_path / "tmp_data")
  _generate(first, str(tmp_path / "tmp"))
  _generate(second, str(tmp_path / "tmp"))
  _move_files(first, moved, "question_topics-*")
  os.rename(os.path.join(second, "question_topics-t2t_dyn-work_dir"),
            os.path.join(moved, "other-t2t_dyn-work_dir"))
  with pytest.raises(layout.WorkDirError) as error:
    layout.work_dir(moved)
  message = str(error.value)
  assert "its work-dir pointers name different work dirs" in message
  assert (f"{moved}/other-t2t_dyn-work_dir -> "
          f"{layout.sibling_work_dir(second)}") in message
  assert (f"{moved}/question_topics-t2t_dyn-work_dir -> "
          f"{layout.sibling_work_dir(first)}") in message


def test_a_file_named_as_a_pointer_that_is_not_one_is_named(tmp_path):
  os.makedirs(tmp_path / "data")
  (tmp_path / "data" / "mine-t2t_dyn-work_dir").write_text("not json\n")
  with pytest.raises(layout.WorkDirError,
                     match=r"mine-t2t_dyn-work_dir: not a t2t_dyn work-dir "
                           r"pointer \(JSONDecodeError"):
    layout.work_dir(str(tmp_path / "data"))
  (tmp_path / "data" / "mine-t2t_dyn-work_dir").write_text(
      '{"work_dir": "data.t2t_dyn"}')  # Written by hand, relative.
  os.rename(tmp_path / "data" / "mine-t2t_dyn-work_dir",
            tmp_path / "data" / "hand-t2t_dyn-work_dir")
  with pytest.raises(layout.WorkDirError,
                     match=r"hand-t2t_dyn-work_dir: not a t2t_dyn work-dir "
                           r"pointer \(ValueError: work_dir 'data.t2t_dyn' "
                           r"is not an absolute path\)"):
    layout.work_dir(str(tmp_path / "data"))


def test_a_data_config_problem_moved_by_its_name_finds_its_work_dir(
    tmp_path):
  # `dyn-datagen --problem=dyn_translate --data_config=C`, then the
  # script's `mv $DATA_DIR/dyn_translate-* $TMP`.
  (tmp_path / "pairs.src").write_text("a b c\nb c\nc a b\n")
  (tmp_path / "pairs.tgt").write_text("x y\ny\nz x\n")
  config = {"meta": {"train": {"name": "pairs_setup"}},
            "tasks": {"train": {"inputs": {"x": {"src": "pairs.src",
                                                  "tgt": "pairs.tgt"}}}}}
  translate = problem.DynTranslate()
  translate.set_data_config(data_config.load_data_config(
      config, base_dir=str(tmp_path)))
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "tmp_data")
  translate.generate_shards(data_dir, str(tmp_path / "tmp"),
                            log=lambda line: None)
  translate.generate_vocab(data_dir, str(tmp_path / "tmp"),
                           log=lambda line: None)
  _move_files(data_dir, moved, "dyn_translate-*")
  assert os.listdir(moved) == ["dyn_translate-t2t_dyn-work_dir"]
  assert translate.transform_setup(moved).chain("train") is not None


class TopicQuestions(QuestionTopics):
  name = "topic_questions"


class QuestionsAndTopics(multi_problem.MultiProblem):
  """A MultiProblem of two tasks, as Tensor2Tensor's users wrote one."""
  name = "questions_and_topics"

  def __init__(self, was_reversed=False, was_copy=False):
    super().__init__(was_reversed, was_copy)
    self.task_list.append(QuestionTopics())
    self.task_list.append(TopicQuestions())

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER


def test_a_multiproblems_tasks_files_moved_by_task_name_find_its_work_dir(
    tmp_path):
  # Tensor2Tensor's MultiProblem datagen wrote each task's files under the
  # task's name: a script moves `$DATA_DIR/$TASK-*`.
  multi = QuestionsAndTopics()
  data_dir, moved = str(tmp_path / "data"), str(tmp_path / "tmp_data")
  multi.generate_shards(data_dir, str(tmp_path / "tmp"),
                        log=lambda line: None)
  multi.generate_vocab(data_dir, str(tmp_path / "tmp"), log=lambda line: None)
  assert sorted(layout.read_pointers(data_dir)) == [
      os.path.join(data_dir, f"{name}-t2t_dyn-work_dir") for name in (
          "question_topics", "questions_and_topics", "topic_questions")]
  _move_files(data_dir, moved, "question_topics-*")
  assert layout.work_dir(moved) == layout.sibling_work_dir(data_dir)
  assert QuestionsAndTopics().transform_setup(moved) is not None
