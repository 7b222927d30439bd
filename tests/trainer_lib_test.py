"""utils.trainer_lib: Tensor2Tensor's TF1 Estimator machinery is refused
at use, naming what trains and decodes here; its hparams functions stay
(t2t_usr_dir_test.py and problem_test.py test those)."""

import pytest

from t2t_dyn.foundation import not_provided
from t2t_dyn.utils import trainer_lib


@pytest.mark.parametrize("name", [
    "create_run_config", "create_experiment_fn", "create_experiment",
    "create_estimator", "create_hooks", "T2TExperiment", "HookContext",
    "is_cloud_async_distributed"])
def test_the_estimator_machinery_names_dyn_trainer(name):
  with pytest.raises(not_provided.NotProvidedError,
                     match=f"trainer_lib\\.{name} is not provided by "
                           f"t2t_dyn: .*dyn-trainer.*t2t_trainer\\.main.*"
                           f"Trainer"):
    getattr(trainer_lib, name)


@pytest.mark.parametrize("name", [
    "next_checkpoint", "next_undecoded_checkpoint", "restore_checkpoint",
    "create_session_config"])
def test_sessions_and_checkpoint_polling_name_the_decoder(name):
  with pytest.raises(ImportError, match="dyn-decoder restores"):
    getattr(trainer_lib, name)


def test_the_import_of_a_refused_name_says_why():
  with pytest.raises(ImportError, match="Estimator and Experiment"):
    from t2t_dyn.utils.trainer_lib import create_experiment_fn  # pylint: disable=g-import-not-at-top,unused-import
  assert callable(trainer_lib.create_hparams)
  assert callable(trainer_lib.set_random_seed)


def test_create_hparams_adds_the_problem_and_its_hparams():
  # Tensor2Tensor's add_problem_hparams: the Problem and its get_hparams
  # as attributes a T2TModel reads, not hparams values.
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.data_generators import algorithmic  # noqa: F401
  from t2t_dyn.data_generators import problem as problem_lib  # pylint: disable=g-import-not-at-top
  hparams = trainer_lib.create_hparams(
      "transformer_tiny", "hidden_size=16", data_dir="/nonexistent",
      problem_name="algorithmic_identity_binary40")
  assert isinstance(hparams.problem, problem_lib.Problem)
  assert hparams.problem.name == "algorithmic_identity_binary40"
  assert hparams.problem_hparams is hparams.problem.get_hparams()
  assert hparams.problem_hparams.vocab_size == {"inputs": 4, "targets": 4}
  assert hparams.data_dir == "/nonexistent" and hparams.hidden_size == 16
  assert "problem" not in hparams.values()
  reversed_hparams = trainer_lib.create_hparams(
      "transformer_tiny", problem_name="algorithmic_identity_binary40_rev")
  assert reversed_hparams.problem.was_reversed
  assert reversed_hparams.problem_hparams.was_reversed
