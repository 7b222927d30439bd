"""The table of Tensor2Tensor's public names (t2t_dyn.upgrade.public_names):
current with Tensor2Tensor 1.15.7's source and t2t_dyn's modules, the same
in docs/tensor2tensor.md, and what dyn-upgrade's report says of a name."""

import importlib.util
import os

import pytest

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import public_names
from t2t_dyn.upgrade import public_names_source
from t2t_dyn.upgrade import public_names_table
from t2t_dyn.upgrade import t2t_names
from t2t_dyn.upgrade import tree

T2T = os.path.dirname(importlib.util.find_spec("tensor2tensor").origin)
DOCS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), "docs", "tensor2tensor.md")
STALE = (f"public_names_table is stale: run `{public_names.REGENERATE}` "
         f"(it rewrites t2t_dyn/upgrade/public_names_table.py and the table "
         f"in docs/tensor2tensor.md, keeping the written reasons)")


@pytest.mark.slow(reason="imports every t2t_dyn module at a Tensor2Tensor "
                  "path")
def test_the_table_has_every_public_name_as_the_sources_say():
  fresh = public_names_source.fresh_names(T2T, public_names_table.NAMES)
  changed = public_names_source.changes(public_names_table.NAMES, fresh)
  assert not changed, STALE + "; these names changed:\n" + "\n".join(changed)


def test_the_table_has_the_flags_of_tensor2tensors_programs():
  assert public_names_table.PROGRAM_FLAGS == (
      public_names_source.t2t_program_flags(T2T)), STALE
  trainer = public_names.t2t_program_flags("t2t-trainer")
  assert {"decode_hparams", "hparams_set", "use_tpu"} <= trainer
  assert "decode_shards" not in trainer  # t2t-decoder's own.
  assert "decode_shards" in public_names.t2t_program_flags("t2t-decoder")
  assert public_names.t2t_program_flags("t2t-debug") is None


def test_the_docs_show_the_table():
  with open(DOCS, encoding="utf-8") as f:
    docs = f.read()
  shown, marked = public_names_source.docs_with_table(
      docs, public_names.markdown())
  assert marked, f"{DOCS}: no {public_names.DOCS_BEGIN} markers"
  assert shown == docs, STALE


def test_every_name_not_provided_says_why():
  unexplained = [f"{e.module}.{e.name}" for e in public_names.entries()
                 if e.status != public_names.PROVIDED and not e.reason]
  assert not unexplained, (
      "write a reason in MODULE_REASONS of t2t_dyn/upgrade/"
      "public_names_table.py (or under the name's own \"refused: why\"), "
      "then run `" + public_names.REGENERATE + "`:\n" +
      "\n".join(unexplained))
  assert set(public_names_table.MODULE_REASONS) <= set(
      public_names_table.NAMES), "a reason for a module the table lacks"


def test_public_names_are_tensor2tensors_top_level_functions_and_classes(
    tmp_path):
  (tmp_path / "m.py").write_text(
      "import os\nX = 1\ndef f(): pass\ndef _g(): pass\nclass C:\n"
      "  def method(self): pass\nclass _D: pass\nif X:\n  def h(): pass\n",
      encoding="utf-8")
  assert public_names_source.t2t_public_names(str(tmp_path / "m.py")) == [
      "C", "f"]


def _first(status):
  return next(e for e in public_names.entries() if e.status == status and
              not e.module.startswith("tensor2tensor.bin."))


def _port(tmp_path, text):
  """(the ported text, {(kind, name, line): finding})."""
  (tmp_path / "in").mkdir()
  (tmp_path / "in" / "user.py").write_text(text, encoding="utf-8")
  report = tree.upgrade_tree(str(tmp_path / "in"), str(tmp_path / "out"))
  return ((tmp_path / "out" / "user.py").read_text(encoding="utf-8"),
          {(f.kind, f.name, f.line): f for f in report.findings})


def test_the_report_says_of_a_refused_name_what_the_table_says(tmp_path):
  refused = _first(public_names.REFUSED)
  module, _, last = refused.module.rpartition(".")
  text, found = _port(tmp_path, (
      f"from {module} import {last}\n"
      f"from {refused.module} import {refused.name}\n"
      f"from {refused.module} import {refused.name} as unused\n"
      f"value = {refused.name}\n"
      f"other = {last}.{refused.name}\n"))
  path = f"{refused.module}.{refused.name}"
  used = found[(findings.IMPORT, path, 2)]
  assert used.status == findings.REFUSED
  assert refused.reason in used.reason
  assert used.reason.endswith("used at user.py:4")
  # Kept, renamed as every import is: run as it is, it stops there.
  dyn = t2t_names.to_dyn(refused.module)
  assert f"from {dyn} import {refused.name}\n" in text
  unused = found[(findings.IMPORT, path, 3)]
  assert unused.status == findings.REMOVED
  assert refused.reason in unused.reason
  assert f"import {refused.name} as unused" not in text
  name = found[(findings.NAME, path, 5)]
  assert (name.status, name.reason) == (
      findings.REFUSED, f"{dyn} has no {refused.name}: {refused.reason}")


def test_the_report_says_provided_and_no_effect_names_as_the_table(
    tmp_path):
  provided = _first(public_names.PROVIDED)
  no_effect = _first(public_names.NO_EFFECT)
  lines = []
  for index, e in enumerate((provided, no_effect)):
    module, _, last = e.module.rpartition(".")
    lines += [f"from {module} import {last} as m{index}",
              f"x{index} = m{index}.{e.name}"]
  _, found = _port(tmp_path, "\n".join(lines) + "\n")
  assert found[(findings.NAME, f"{provided.module}.{provided.name}", 2)
               ].status == findings.SUPPORTED
  quiet = found[(findings.NAME, f"{no_effect.module}.{no_effect.name}", 4)]
  assert (quiet.status, quiet.reason) == (findings.NO_EFFECT,
                                          no_effect.reason)


def test_the_docs_table_groups_names_by_what_they_are_here():
  table = public_names.markdown([
      public_names.Entry("tensor2tensor.utils.m", "b", "refused", "why"),
      public_names.Entry("tensor2tensor.utils.m", "a", "provided", ""),
      public_names.Entry("tensor2tensor.utils.m", "c", "refused", "why"),
      public_names.Entry("tensor2tensor.utils.m", "d", "no effect", "x|y")])
  assert table.splitlines() == [
      "4 public names in 1 modules: 1 provided, 1 no effect, 2 refused.", "",
      "| module | names | here |", "| --- | --- | --- |",
      "| `utils.m` | `a` | provided |",
      "| `utils.m` | `d` | no effect: x\\|y |",
      "| `utils.m` | `b`, `c` | refused: why |"]


def test_a_name_that_stops_being_provided_takes_its_modules_reason():
  old = {"tensor2tensor.data_generators.problem": {
      "provided": ["Problem", "NoLongerHere"]}}
  assert public_names_source._key(  # pylint: disable=protected-access
      "tensor2tensor.data_generators.problem", "NoLongerHere",
      "provided") == "refused"
  assert public_names_source.changes(old, {
      "tensor2tensor.data_generators.problem": {
          "provided": ["Problem"], "refused": ["NoLongerHere"]}}) == [
              "tensor2tensor.data_generators.problem.NoLongerHere: "
              "provided -> refused"]
  # A module's own NOT_PROVIDED reason wins over the table's.
  translate_ende = "tensor2tensor.data_generators.translate_ende"
  own = public_names_source._key(  # pylint: disable=protected-access
      translate_ende, "TranslateEnde2018Wmt32k", "refused: older words")
  assert own.startswith("refused: it names no corpora")
