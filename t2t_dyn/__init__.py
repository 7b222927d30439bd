"""t2t_dyn: on-the-fly noise and step-scheduled task mixing for NMT data.

Importing the package is cheap: TensorFlow is imported only by the modules
that build tf.data pipelines or models.
"""

__version__ = "0.1.0"
