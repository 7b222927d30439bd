"""meta.train as a typed record: the keys t2t_dyn reads, and the transform
options every task inherits.

The validator (data_config) checks the section and builds a TrainSection
from it; the stages read its fields. `validated` keeps the section as
written (after validation), for records such as the set-up's setup.json.
"""

import dataclasses
from typing import Any, Dict, Mapping, Optional, Tuple

from t2t_dyn.text import factors

# Keys with a per-side form <key>_src / <key>_tgt.
SIDE_KEYS = ("vocab_path", "segmentation_model")
SIDES = ("src", "tgt")


@dataclasses.dataclass(frozen=True)
class TrainSection:
  """meta.train, validated (see keys.TRAIN_KEYS for each key)."""
  validated: Mapping[str, Any]
  # Transform parameters given here: every task's defaults.
  options: Mapping[str, Any]
  name: Optional[str] = None
  segmentation_model: Optional[str] = None
  segmentation_model_src: Optional[str] = None
  segmentation_model_tgt: Optional[str] = None
  vocab_path: Optional[str] = None
  vocab_path_src: Optional[str] = None
  vocab_path_tgt: Optional[str] = None
  mixing_weight_schedule: Tuple[int, ...] = ()
  mixing_weight_interpolation: str = "piecewise"
  mixing_temperature: Optional[float] = None
  seed: int = 1
  approx_vocab_size: Optional[int] = None
  segmentation_training: Mapping[str, Any] = dataclasses.field(
      default_factory=dict)
  reverse: bool = False
  source_factors: Tuple[str, ...] = ()
  factor_separator: str = factors.DEFAULT_INPUT_SEPARATOR

  @classmethod
  def from_validated(cls, validated: Mapping[str, Any],
                     transform_params) -> "TrainSection":
    """The record of a validated section (`transform_params`: the names of
    the registered transforms' parameters)."""
    fields = {f.name for f in dataclasses.fields(cls)} - {"validated",
                                                           "options"}
    known = {k: v for k, v in validated.items() if k in fields}
    for key in ("mixing_weight_schedule", "source_factors"):
      if key in known:
        known[key] = tuple(known[key] or ())
    if known.get("segmentation_training") is None:
      known.pop("segmentation_training", None)
    return cls(validated=dict(validated),
               options={k: v for k, v in validated.items()
                        if k in transform_params},
               **known)

  def model_path(self, key: str, side: Optional[str] = None) -> Optional[str]:
    """meta.train.<key> (a SIDE_KEYS key); for a `side`, <key>_<side> when
    given."""
    if side is not None and getattr(self, f"{key}_{side}"):
      return getattr(self, f"{key}_{side}")
    return getattr(self, key)

  def separate(self, key: str) -> bool:
    """Whether the sides have their own <key> (a SIDE_KEYS key)."""
    return any(getattr(self, f"{key}_{side}") for side in SIDES)

  def as_dict(self) -> Dict[str, Any]:
    """The section as validated."""
    return dict(self.validated)

  def reversed(self, name_suffix: str) -> "TrainSection":
    """The other direction's section: per-side keys swapped, the set-up's
    name suffixed."""
    validated = dict(self.validated)
    changes = {}
    for key in SIDE_KEYS:
      for side, other in (("src", "tgt"), ("tgt", "src")):
        changes[f"{key}_{side}"] = getattr(self, f"{key}_{other}")
        validated.pop(f"{key}_{side}", None)
        if f"{key}_{other}" in self.validated:
          validated[f"{key}_{side}"] = self.validated[f"{key}_{other}"]
    if self.name:
      changes["name"] = validated["name"] = self.name + name_suffix
    return dataclasses.replace(self, validated=validated, **changes)
