r"""dyn-data-service: tf.data service servers for preprocessing elsewhere.

  dyn-data-service dispatcher --port=P [--work_dir=DIR]
  dyn-data-service worker --dispatcher=HOST:P [--port=0]

Start one dispatcher and any number of workers (on this or other machines,
with the data dir at the same path), then train with
`dyn-trainer ... --data_service=grpc://HOST:P`: the tasks' streams (shard
reading, native transforms, ids) run on the workers; the mixing and
batching stay in the trainer, so the schedule follows its step. Runs until
killed.

Faults: the trainer puts the chunks back in stream order and computes
itself any chunk a lost worker took with it (chunk_order), so the batches
are those of a run without the service, bit for bit, and resume exactly.
With --work_dir the dispatcher journals its state there and a restarted
dispatcher (same --port and --work_dir) carries on with its jobs.
"""

from absl import app
from absl import flags

from t2t_dyn.bin import common

FLAGS = flags.FLAGS

flags.DEFINE_integer("port", 0, "Port to serve on (0: any free port; "
                     "a dispatcher needs a fixed one).")
flags.DEFINE_string("dispatcher", None, "HOST:PORT of the dispatcher "
                    "(workers).")
flags.DEFINE_string("work_dir", None, "Dispatcher: a directory for its "
                    "journal, making it fault tolerant (restart it with the "
                    "same --port and --work_dir).")
flags.DEFINE_string("worker_address", None, "HOST:%port% under which the "
                    "dispatcher reaches this worker (default: localhost).")


@common.report_errors
def main(argv):
  role = argv[1] if len(argv) == 2 else None
  if role not in ("dispatcher", "worker"):
    raise common.UsageError("usage: dyn-data-service dispatcher --port=P | "
                            "dyn-data-service worker --dispatcher=HOST:P")
  # TensorFlow loads only now, so usage errors answer fast.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  service = tf.data.experimental.service
  if role == "dispatcher":
    if not FLAGS.port:
      raise common.UsageError("a dispatcher needs --port")
    config = {"port": FLAGS.port}
    if FLAGS.work_dir:
      config.update(work_dir=FLAGS.work_dir, fault_tolerant_mode=True)
    server = service.DispatchServer(service.DispatcherConfig(**config))
    print(f"dispatcher serving at {server.target}" +
          (f" (journal in {FLAGS.work_dir})" if FLAGS.work_dir else ""),
          flush=True)
  else:
    if not FLAGS.dispatcher:
      raise common.UsageError("a worker needs --dispatcher=HOST:PORT")
    if FLAGS.work_dir:
      raise common.UsageError("--work_dir is the dispatcher's; workers keep "
                              "no state")
    config = {"dispatcher_address": FLAGS.dispatcher, "port": FLAGS.port}
    if FLAGS.worker_address:
      config["worker_address"] = FLAGS.worker_address
    server = service.WorkerServer(service.WorkerConfig(**config))
    print(f"worker serving for dispatcher {FLAGS.dispatcher}", flush=True)
  server.join()


def console_main():
  app.run(main)


if __name__ == "__main__":
  console_main()
