# The two set-up commands: `make demo` and `make test`. Both build .venv from
# scratch when it is missing, so nothing relies on what the machine has.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_DIR ?= /tmp/t2t_dyn_demo
export TF_CPP_MIN_LOG_LEVEL ?= 2

.PHONY: demo test venv clean

venv: $(STAMP)

$(STAMP): setup.py
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

test: $(STAMP)
	$(BIN)/python -m pytest -q tests

demo: $(STAMP)
	$(BIN)/dyn-datagen --t2t_usr_dir=usr_problems --problem=translate_en_cs_sk_demo \
	  --data_dir=$(DEMO_DIR)/data --tmp_dir=$(DEMO_DIR)/tmp

clean:
	rm -rf $(VENV) $(DEMO_DIR)
