# The two set-up commands: `make demo` and `make test`. Both build .venv from
# scratch when it is missing, so nothing relies on what the machine has.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Tensor2Tensor itself, the reference the compatibility tests compare with:
# installed without its dependencies (its text_encoder, tokenizer, hparam and
# common_hparams modules import on TensorFlow 2.21), for the tests only.
REFERENCE_STAMP := $(VENV)/.tensor2tensor
# matplotlib (scripts/experiment.py's curves.png) in a directory of its own,
# put on the path only by `make experiment` and the experiment's tests: Keras
# imports matplotlib.pyplot at start-up whenever it is importable, 0.6-1.0
# CPU-s in every process that imports TensorFlow (measured; a test run
# starts ~85), and no other process here plots. Pinned to the venv's
# versions, so its copies of numpy and the like are the venv's own.
PLOTTING := $(VENV)/plotting
PLOTTING_STAMP := $(PLOTTING)/.installed
DEMO_DIR ?= /tmp/t2t_dyn_demo
# The demo's tasks mixed by curriculum stages (usr_problems/
# translate_en_cs_sk_stages.yaml); translate_en_cs_sk_demo mixes the same
# tasks by a mixing_weight_schedule.
PROBLEM ?= translate_en_cs_sk_stages
# Dev pair 8 of the demo corpus: long Slovak words show segmentation sampling.
DEMO_LINE ?= 8
# A dev line with title- and upper-case words for the case factor.
FACTOR_LINE ?= 10
# A CPU-sized run (~4 min on 2 cores) that passes through all three stages.
# The full-size recipe is in docs/training_and_decoding.md.
DEMO_STEPS ?= 800
DEMO_HPARAMS ?= batch_size=2048,learning_rate_warmup_steps=400,learning_rate_constant=1.0

.PHONY: demo test test-fast coverage venv clean experiment gpu-check

venv: $(STAMP)

$(STAMP): setup.py
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

$(REFERENCE_STAMP): $(STAMP)
	$(BIN)/pip install --quiet --no-deps tensor2tensor==1.15.7
	touch $(REFERENCE_STAMP)

$(PLOTTING_STAMP): $(STAMP)
	$(BIN)/pip freeze --exclude-editable > $(VENV)/pinned.txt
	$(BIN)/pip install --quiet --disable-pip-version-check \
	  --target=$(PLOTTING) --constraint=$(VENV)/pinned.txt \
	  'matplotlib>=3.8,<4'  # As setup.py's `experiment` extra.
	touch $(PLOTTING_STAMP)

# The suite on TEST_WORKERS processes (pytest-xdist): 7 min 35 s, 7 min
# 29 s and 7 min 52 s on 2 cores in three clean clones on 2026-12-07
# (9-11 min in the machine's slow phase a session before), inside its
# 10-minute budget (tests/README.md: the budget, the markers, the shared run). Three
# workers on two cores: a test spends about a third of its time waiting
# (on tf.data's threads, on the processes it starts), and a third worker
# fills that time (measured: 264 s -> 195 s wall, the same CPU time). Each
# test file goes whole to one worker, so its module fixtures are built
# once; the files with the most slow tests go first (conftest.py), so the
# long ones do not end the run on one worker alone. It ends with the 25
# slowest tests and names any over 30 s without a slow marker.
TEST_WORKERS ?= 3
PYTEST := $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile
test: $(STAMP) $(REFERENCE_STAMP) $(PLOTTING_STAMP)
	$(PYTEST) tests

# The edit-test loop: no training, no subprocess (a test that does either
# fails here unless marked slow), in about 90 s.
test-fast: $(STAMP) $(REFERENCE_STAMP)
	T2T_DYN_FAST_LANE=1 $(PYTEST) -m "not slow" tests

# Line and branch coverage of t2t_dyn/ over the whole suite (pytest-cov,
# a test-only dependency), in htmlcov/ and coverage.json.
coverage: $(STAMP) $(REFERENCE_STAMP) $(PLOTTING_STAMP)
	$(PYTEST) --cov=t2t_dyn --cov-branch --cov-report=term:skip-covered \
	  --cov-report=html --cov-report=json tests

demo: $(STAMP)
	@echo "== 1. dyn-datagen: shard the demo corpus, set up transforms and vocabulary"
	$(BIN)/dyn-datagen --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --tmp_dir=$(DEMO_DIR)/tmp
	@mkdir -p $(DEMO_DIR)/debug
	@sed -n '$(DEMO_LINE)p' data/demo/dev.en-sk.en > $(DEMO_DIR)/debug/pair.en
	@sed -n '$(DEMO_LINE)p' data/demo/dev.en-sk.sk > $(DEMO_DIR)/debug/pair.sk
	@echo "== 2. What training sees: one pair, 5 draws through task en_sk (subword sampling)"
	$(BIN)/dyn-debug --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --transforms_from_task=en_sk \
	  --src=$(DEMO_DIR)/debug/pair.en --tgt=$(DEMO_DIR)/debug/pair.sk \
	  --src_output=$(DEMO_DIR)/debug/en_sk.src --tgt_output=$(DEMO_DIR)/debug/en_sk.tgt --samples=5
	@paste -d '\n' $(DEMO_DIR)/debug/en_sk.src $(DEMO_DIR)/debug/en_sk.tgt /dev/null
	@echo "== 3. The Slovak side as denoising-autoencoder data (task mono_sk: reorder, drop, sampling)"
	$(BIN)/dyn-debug --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --transforms_from_task=mono_sk \
	  --mono=$(DEMO_DIR)/debug/pair.sk \
	  --src_output=$(DEMO_DIR)/debug/mono.src --tgt_output=$(DEMO_DIR)/debug/mono.tgt --samples=5
	@paste -d '\n' $(DEMO_DIR)/debug/mono.src $(DEMO_DIR)/debug/mono.tgt /dev/null
	@echo "== 3b. The reverse model's view of the pair (--reverse: same shards, languages swapped)"
	$(BIN)/dyn-datagen --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --tmp_dir=$(DEMO_DIR)/tmp --reverse --stage=vocab
	$(BIN)/dyn-debug --t2t_usr_dir=usr_problems --problem=$(PROBLEM) --reverse \
	  --data_dir=$(DEMO_DIR)/data --transforms_from_task=en_sk --mode=infer \
	  --src=$(DEMO_DIR)/debug/pair.en --tgt=$(DEMO_DIR)/debug/pair.sk \
	  --src_output=$(DEMO_DIR)/debug/sk_en.src --tgt_output=$(DEMO_DIR)/debug/sk_en.tgt
	@paste -d '\n' $(DEMO_DIR)/debug/sk_en.src $(DEMO_DIR)/debug/sk_en.tgt /dev/null
	@echo "== 3c. Source factors: English lower-cased with a case factor per word (problem translate_en_sk_case_factor)"
	$(BIN)/dyn-datagen --t2t_usr_dir=usr_problems --problem=translate_en_sk_case_factor \
	  --data_dir=$(DEMO_DIR)/data_case --tmp_dir=$(DEMO_DIR)/tmp
	@sed -n '$(FACTOR_LINE)p' data/demo/dev.en-sk.en | $(BIN)/python -c "import sys; \
	  from usr_problems.translate_en_sk_case_factor import case_factored; \
	  print(case_factored(sys.stdin.read()))" > $(DEMO_DIR)/debug/case.en
	@sed -n '$(FACTOR_LINE)p' data/demo/dev.en-sk.sk > $(DEMO_DIR)/debug/case.sk
	@cat $(DEMO_DIR)/debug/case.en
	$(BIN)/dyn-debug --t2t_usr_dir=usr_problems --problem=translate_en_sk_case_factor \
	  --data_dir=$(DEMO_DIR)/data_case --transforms_from_task=en_sk \
	  --src=$(DEMO_DIR)/debug/case.en --tgt=$(DEMO_DIR)/debug/case.sk \
	  --src_output=$(DEMO_DIR)/debug/case.src --tgt_output=$(DEMO_DIR)/debug/case.tgt --samples=3
	@cat $(DEMO_DIR)/debug/case.src
	@echo "== 4. The input pipeline: 300 mixed, bucketed batches and their statistics"
	$(BIN)/dyn-debug --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --stats=300
	@echo "== 4b. The planned task mix: the stages and their weights over the training's updates"
	$(BIN)/dyn-debug --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --schedule=$(DEMO_STEPS) \
	  --hparams_set=transformer_tiny --hparams=$(DEMO_HPARAMS)
	@echo "== 5. dyn-trainer: a tiny Transformer on the on-the-fly stream"
	@# A fresh run each time: the demo shows training, not a resume of an
	@# earlier demo's (possibly older code's) checkpoints.
	@rm -rf $(DEMO_DIR)/model
	$(BIN)/dyn-trainer --t2t_usr_dir=usr_problems --problem=$(PROBLEM) \
	  --data_dir=$(DEMO_DIR)/data --output_dir=$(DEMO_DIR)/model \
	  --model=transformer --hparams_set=transformer_tiny \
	  --hparams=$(DEMO_HPARAMS) --train_steps=$(DEMO_STEPS) \
	  --local_eval_frequency=200 --save_every=400 --log_step_count_steps=50
	@echo "== 6. dyn-decoder: translate the en-sk test set through feature_encoders"
	$(BIN)/dyn-decoder --output_dir=$(DEMO_DIR)/model --transforms_from_task=en_sk \
	  --decode_from_file=data/demo/test.en-sk.en \
	  --decode_to_file=$(DEMO_DIR)/test.en-sk.hyp \
	  --decode_reference=data/demo/test.en-sk.sk
	@paste -d '\n' data/demo/test.en-sk.en $(DEMO_DIR)/test.en-sk.hyp /dev/null | head -12
	@echo "== 7. dyn-decoder --score_target_file: the model's log-probability of reference pairs"
	@head -4 data/demo/test.en-sk.en > $(DEMO_DIR)/debug/score.en
	@head -4 data/demo/test.en-sk.sk > $(DEMO_DIR)/debug/score.sk
	$(BIN)/dyn-decoder --output_dir=$(DEMO_DIR)/model --transforms_from_task=en_sk \
	  --decode_from_file=$(DEMO_DIR)/debug/score.en \
	  --score_target_file=$(DEMO_DIR)/debug/score.sk \
	  --decode_to_file=$(DEMO_DIR)/debug/score.tsv --force_decode
	@cut -f1-3 $(DEMO_DIR)/debug/score.tsv

# docs/evidence.md: static against sampling + denoising, three seeds,
# each to its best checkpoint within 3000 updates, beam at the alpha its dev
# set picks, paired bootstrap (about 65 minutes on 2 CPU cores).
EXPERIMENT_DIR ?= /tmp/t2t_dyn_experiment
experiment: $(STAMP) $(PLOTTING_STAMP)
	PYTHONPATH=$(PLOTTING) $(BIN)/python scripts/experiment.py --work_dir=$(EXPERIMENT_DIR) \
	    --configs=static,denoising --seeds=1,2,3 --train_steps=3000 \
	    --local_eval_frequency=300 --early_stopping_steps=900 \
	    --eval_decode_lines=200 --alpha_sweep=0.2,0.6,1.0,1.4

# The trainer on a GPU with mixed precision (says so and exits 0 without one).
gpu-check: $(STAMP)
	$(BIN)/python scripts/gpu_check.py

clean:
	rm -rf $(VENV) $(DEMO_DIR) htmlcov coverage.json .coverage
