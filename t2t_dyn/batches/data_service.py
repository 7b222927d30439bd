"""Whether a training pipeline can run its task streams on tf.data service
workers (`--data_service`): the dispatcher answers, and every transform has
a TensorFlow graph (a py_function cannot be sent to a worker)."""

import socket
from typing import Mapping, Sequence


class DataServiceError(ValueError):
  """A pipeline that cannot run on tf.data service workers."""


def check_data_service(address: str, python_only: Mapping[str, Sequence[str]],
                       force_python: bool) -> None:
  """Raises DataServiceError, naming what to do instead, when the dispatcher
  at `address` does not answer, `force_python` is set, or some task has
  Python-only parts (`python_only`: {task: its Python-only transforms})."""
  _check_reachable(address)
  if force_python:
    raise DataServiceError("force_python runs every transform in Python, "
                           "which tf.data service workers cannot run")
  refused = {name: found for name, found in python_only.items() if found}
  if refused:
    raise DataServiceError(
        "tf.data service workers run TensorFlow graphs only (a "
        "py_function cannot be sent to them); these tasks have "
        "Python-only transforms: " + "; ".join(
            f"tasks.{name}: {', '.join(found)}"
            for name, found in refused.items()) +
        ". Train these tasks without --data_service (their transforms "
        "then run in this host's worker processes, one per core), or "
        "give the transforms a TensorFlow implementation (Transform."
        "native)")


def _check_reachable(address: str, timeout: float = 10.0) -> None:
  """Raises DataServiceError when the dispatcher at `address`
  (grpc://HOST:PORT) is malformed or does not accept connections."""
  host, _, port = address.removeprefix("grpc://").rpartition(":")
  if not host or not port.isdigit():
    raise DataServiceError(f"--data_service={address}: expected "
                           f"grpc://HOST:PORT of a dyn-data-service dispatcher")
  try:
    socket.create_connection((host, int(port)), timeout=timeout).close()
  except OSError as e:
    raise DataServiceError(
        f"--data_service={address}: no dispatcher answers there ({e}); "
        f"start one with `dyn-data-service dispatcher --port={port}`") from e
