"""The shape, padding and label-weights functions of Tensor2Tensor's
layers.common_layers (which re-exports them, their public home), with its
signatures and results. TensorFlow is imported inside the functions (see
common_layers).
"""


# Shapes and dtypes.


def shape_list(x):
  """x's dimensions as a list: ints where static, scalar tensors where not
  (tf.shape(x) itself when the rank is unknown)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  x = tf.convert_to_tensor(x)
  if x.shape.rank is None:
    return tf.shape(x)
  dynamic = tf.shape(x)
  return [dim if dim is not None else dynamic[i]
          for i, dim in enumerate(x.shape.as_list())]


def list_product(els):
  """The product of a non-empty list (ints or tensors)."""
  product = els[0]
  for el in els[1:]:
    product *= el
  return product


def to_float(x):
  """x cast to float32."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.cast(x, tf.float32)


def cast_like(x, y):
  """x cast to y's dtype (x itself when it already has it)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  x, y = tf.convert_to_tensor(x), tf.convert_to_tensor(y)
  return x if x.dtype.base_dtype == y.dtype.base_dtype else tf.cast(
      x, y.dtype)


def reshape_like(a, b):
  """a reshaped to b's shape in every dimension but the last."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.reshape(a, tf.concat([tf.shape(b)[:-1], tf.shape(a)[-1:]], 0))


def flatten4d3d(x):
  """[B, L, W, D] -> [B, L * W, D]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  b, length, width, depth = shape_list(x)
  return tf.reshape(x, [b, length * width, depth])


def approximate_split(x, num_splits, axis=0):
  """x split along `axis` into num_splits parts whose sizes differ by at
  most one (the larger ones last)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  size = shape_list(x)[axis]
  return tf.split(x, [(size + i) // num_splits for i in range(num_splits)],
                  axis=axis)


# Padding and shifting along the length axis.


def pad_to_same_length(x, y, final_length_divisible_by=1, axis=1):
  """x and y padded with zeros at the end of `axis` (1 or 2) to the longer
  length, rounded up to a multiple of final_length_divisible_by."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if axis not in (1, 2):
    raise ValueError(f"pad_to_same_length: axis must be 1 or 2, got {axis}")
  x_length, y_length = shape_list(x)[axis], shape_list(y)[axis]
  if (isinstance(x_length, int) and x_length == y_length and
      final_length_divisible_by == 1):
    return x, y
  length = tf.maximum(x_length, y_length)
  if final_length_divisible_by > 1:
    multiple = final_length_divisible_by
    length = (length + multiple - 1) // multiple * multiple

  def padded(tensor, own_length):
    paddings = [[0, 0]] * len(tensor.shape)
    paddings[axis] = [0, length - own_length]
    result = tf.pad(tensor, paddings)
    static = tensor.shape.as_list()
    static[axis] = None
    result.set_shape(static)
    return result

  return padded(x, x_length), padded(y, y_length)


def pad_with_zeros(logits, labels):
  """logits and labels padded to the same length (axis 1, and axis 2 for
  rank-3 labels: two-dimensional targets)."""
  logits, labels = pad_to_same_length(logits, labels)
  if len(labels.shape) == 3:
    logits, labels = pad_to_same_length(logits, labels, axis=2)
  return logits, labels


def _shift_right(x, pad_value):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if pad_value is None:
    paddings = [[0, 0], [1, 0]] + [[0, 0]] * (len(x.shape) - 2)
    return tf.pad(x, paddings)[:, :-1]
  return tf.concat([pad_value, x], axis=1)[:, :-1]


def shift_right(x, pad_value=None):
  """[B, L, W, D] moved one step right along L: zeros (or pad_value,
  [B, 1, W, D]) first, the last step dropped."""
  return _shift_right(x, pad_value)


def shift_right_3d(x, pad_value=None):
  """shift_right of a [B, L, D] tensor."""
  return _shift_right(x, pad_value)


def shift_right_2d(x, pad_value=None):
  """shift_right of a [B, L] tensor."""
  return _shift_right(x, pad_value)


# Which label positions count (weights_fn of metrics and losses).


def weights_nonzero(labels):
  """1.0 where a label is not PAD (0), else 0.0."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.cast(tf.not_equal(labels, 0), tf.float32)


def weights_all(labels):
  """1.0 at every position."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.ones_like(labels, dtype=tf.float32)


def weights_prepend_inputs_to_targets(labels):
  """1.0 at the nonzero labels after a row's first 0 (the targets part of
  inputs prepended to targets)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  after_zero = tf.cumsum(to_float(tf.equal(labels, 0)), axis=1)
  return to_float(tf.not_equal(after_zero * to_float(labels), 0))


def check_nonnegative(value):
  """value; a negative int raises ValueError, a tensor is asserted."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if isinstance(value, tf.Tensor):
    with tf.control_dependencies(
        [tf.debugging.assert_greater_equal(value, 0)]):
      return tf.identity(value)
  if value < 0:
    raise ValueError(f"task id must be non-negative, got {value}")
  return value


def _after_task_id(labels, taskid):
  """1.0 at the nonzero labels after a row's task id (the targets part of
  a multi-problem example)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  is_id = to_float(tf.equal(labels, taskid))
  after = tf.cumsum(is_id, axis=1) * (1.0 - is_id)
  return to_float(tf.not_equal(after * to_float(labels), 0))


def weights_multi_problem(labels, taskid=-1):
  """1.0 at the nonzero labels after the task id `taskid`."""
  return _after_task_id(labels, check_nonnegative(taskid))


def weights_multi_problem_all(labels, taskid=-1):
  """1.0 at every nonzero label of the rows that have a target part after
  the task id `taskid` (rows of that task), else 0.0."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  targets = _after_task_id(labels, check_nonnegative(taskid))
  of_task = to_float(tf.reduce_sum(targets, axis=1) > 0)
  return weights_nonzero(labels) * tf.expand_dims(of_task, -1)


def weights_multi_problem_input(labels, taskid=-1):
  """1.0 at the labels of `taskid`'s rows up to its task id (the inputs
  part)."""
  return (weights_multi_problem_all(labels, taskid) -
          weights_multi_problem(labels, taskid))
