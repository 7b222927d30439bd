"""Tests for t2t_dyn.config.template."""

import pytest

from t2t_dyn.config import template


def test_fills_variables():
  text = "tasks:\n  {{src}}_{{ lrl }}:\n    meta: {src_lang: {{src}}}\n"
  values = template.parse_assignments(["src:en", "lrl:sk"])
  assert template.fill_template(text, values) == (
      "tasks:\n  en_sk:\n    meta: {src_lang: en}\n")


def test_unfilled_variable_is_an_error_with_line():
  with pytest.raises(template.TemplateError,
                     match=r"t.yaml:2: variable \{\{hrl\}\} has no value"):
    template.fill_template("a: {{src}}\nb: {{hrl}}\n", {"src": "en"}, "t.yaml")


def test_unused_value_is_an_error():
  with pytest.raises(template.TemplateError, match="lrl:sk is given"):
    template.fill_template("a: {{src}}\n", {"src": "en", "lrl": "sk"})


def test_bad_assignment():
  with pytest.raises(template.TemplateError, match="expected key:value"):
    template.parse_assignments(["src=en"])
  with pytest.raises(template.TemplateError, match="given twice"):
    template.parse_assignments(["src:en", "src:cs"])
