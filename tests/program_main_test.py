"""The wrapper every program's main runs in (bin/common.report_errors):
the execution mode it gives the program."""

import tensorflow as tf

from t2t_dyn.bin import common


@common.report_errors
def _mode_of_main(argv):
  del argv
  return tf.executing_eagerly(), tf.Variable(3.0).numpy()


def test_a_main_called_inside_a_tf1_graph_runs_eagerly():
  """A TF1 script (or Tensor2Tensor's own bin/t2t_trainer_test) calls
  t2t_trainer.main inside a graph: the program still builds and reads its
  Keras model eagerly, as Tensor2Tensor's Estimator built a graph of its
  own, and the caller's graph gets none of its ops."""
  graph = tf.Graph()
  with graph.as_default():
    assert not tf.executing_eagerly()
    assert _mode_of_main(None) == (True, 3.0)
    assert not tf.executing_eagerly()
  assert not graph.get_operations()


def test_an_eager_caller_is_left_as_it_is():
  assert _mode_of_main(None) == (True, 3.0)
  assert tf.executing_eagerly()
