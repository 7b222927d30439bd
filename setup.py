"""t2t_dyn: on-the-fly noise and scheduled task mixing for NMT training data."""
import setuptools

setuptools.setup(
    name="t2t_dyn",
    version="0.1.0",
    description=("Tensor2Tensor-style data layer for NMT with on-the-fly "
                 "subword sampling, noise and step-scheduled task mixing."),
    long_description=open("README.md", encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    packages=setuptools.find_packages(include=["t2t_dyn", "t2t_dyn.*"]),
    python_requires=">=3.10,<3.14",
    install_requires=[
        "tensorflow>=2.21,<2.22",
        "tensorflow-datasets>=4.9.9,<5",
        "sentencepiece>=0.2,<0.3",
        "morfessor>=2.0.6,<2.1",
        "pyyaml>=6,<7",
        # absl is TensorFlow's own flag library; we use it directly for the
        # Tensor2Tensor-style --flag=value command lines.
        "absl-py>=2,<3",
        "sacrebleu>=2.4,<3",
        # TensorFlow 2.21 no longer installs TensorBoard, whose summary ops
        # dyn-trainer's training and validation logs need.
        "tensorboard>=2.20,<3",
        # langid_filter: langid.py (Lui & Baldwin 2012), the maintained
        # fork; its model ships inside the package (nothing downloaded at
        # run time), it needs only numpy, and identifies ~30k lines/s.
        "py3langid>=0.4,<0.5",
        # TensorFlow's own numeric-types package (it asks for >=0.5.1),
        # held below 0.7: 0.7.0 registers its NumPy ufunc loops in a
        # quadratic search (perf: PyUFunc_AddLoop, PyObject_RichCompare)
        # and its import takes 0.8 CPU-s against 0.6.0's 0.2, in every
        # process that imports TensorFlow (each dyn-* program's start).
        "ml_dtypes>=0.5.1,<0.7",
        # terminology's lemma mode (Bergmanis & Pinnis 2021): simplemma,
        # the field's standard light lemmatizer: pure Python, MIT, its
        # dictionaries inside the package (nothing downloaded at run
        # time), 50+ languages including lv, lt, et, fi, sk.
        "simplemma>=2.0,<2.1",
    ],
    extras_require={
        # CTranslate2: the field's standard fast inference engine for
        # Transformer NMT (OpenNMT, Eole, many production systems); the
        # dyn-exporter's CTranslate2 export and dyn-decoder
        # --engine=ctranslate2 need it, training never does.
        "ctranslate2": ["ctranslate2>=4.5,<5"],
        # TensorFlow Text: SentencePiece as TensorFlow ops (the same
        # library inside), so a SavedModel of a SentencePiece task segments
        # in its graph; TensorFlow Serving has its ops built in.
        "export": ["tensorflow-text>=2.21,<2.22"],
        # eflomal (Östling & Tiedemann 2016): the field's standard
        # maintained successor of fast_align, pip-installable (an sdist
        # that compiles its C sampler with gcc, ~15 s); dyn-datagen's
        # computed word alignments (`alignment: eflomal`) need it.
        "align": ["eflomal>=2.0,<2.1"],
        # matplotlib: the field's standard plotting library;
        # scripts/experiment.py draws its curves.png (dev metric against
        # updates for every run) with it. Training never needs it.
        "experiment": ["matplotlib>=3.8,<4"],
        # pytest-xdist: `make test` runs the suite on 2 worker processes;
        # pytest-cov: `make coverage` measures what the suite covers.
        # matplotlib is not among them: `make test` puts it in a directory
        # of its own, on the path of the experiment's tests only (Makefile:
        # PLOTTING says why).
        "test": ["pytest>=8,<10", "pytest-xdist>=3.5,<4",
                 "pytest-cov>=6,<8",
                 "ctranslate2>=4.5,<5",
                 "tensorflow-text>=2.21,<2.22", "eflomal>=2.0,<2.1"],
    },
    entry_points={
        "console_scripts": [
            "dyn-datagen=t2t_dyn.bin.dyn_datagen:console_main",
            "dyn-debug=t2t_dyn.bin.dyn_debug:console_main",
            "dyn-trainer=t2t_dyn.bin.dyn_trainer:console_main",
            "dyn-decoder=t2t_dyn.bin.dyn_decoder:console_main",
            "dyn-data-service=t2t_dyn.bin.dyn_data_service:console_main",
            "dyn-upgrade=t2t_dyn.bin.dyn_upgrade:console_main",
            "dyn-bleu=t2t_dyn.bin.dyn_bleu:console_main",
            "dyn-translate-all=t2t_dyn.bin.dyn_translate_all:console_main",
            "dyn-exporter=t2t_dyn.bin.dyn_exporter:console_main",
            "dyn-avg-all=t2t_dyn.bin.dyn_avg_all:console_main",
        ],
    },
)
