"""Tests of t2t_dyn.text.forms: the marker format and the exact round trip."""

import random

import pytest

from t2t_dyn.config.data_config import ShardMeta
from t2t_dyn.text.forms import (PretokenizeError, detokenize, pretokenize,
                          shard_form)

HAND_CASES = [
    ("Hello, world!", "▁Hello , ▁world !"),
    ('"Quoted" text...', '▁" Quoted " ▁text . . .'),
    ("Pi is 3.14, not 22/7.", "▁Pi ▁is ▁3 . 14 , ▁not ▁22 / 7 ."),
    ("don't", "▁don ' t"),
    ("Příliš žluťoučký kůň úpěl ďábelské ódy.",
     "▁Příliš ▁žluťoučký ▁kůň ▁úpěl ▁ďábelské ▁ódy ."),
    ("Ťažký ľad, vôňa: áno?", "▁Ťažký ▁ľad , ▁vôňa : ▁áno ?"),
    ("„Ahoj“ – řekl.", "▁„ Ahoj “ ▁– ▁řekl ."),
    ("  many   spaces\tand tabs  ", "▁many ▁spaces ▁and ▁tabs"),
    ("$100 + 5€ = 2×", "▁$ 100 ▁+ ▁5 € ▁= ▁2 ×"),
    ("snake_case-name", "▁snake _ case - name"),
    ("e\u0301te\u0301", "▁e\u0301te\u0301"),  # Combining marks stay in words.
    ("日本語です。", "▁日本語です 。"),
    ("😀ok 𝐀𝐁", "▁😀 ok ▁𝐀𝐁"),  # Emoji are symbols; math letters are not.
    ("", ""),
    ("   ", ""),
]


@pytest.mark.parametrize("text,expected", HAND_CASES)
def test_pretokenize_hand_cases(text, expected):
  assert pretokenize(text) == expected
  assert detokenize(expected) == " ".join(text.split())


def test_round_trip_on_random_text():
  # Seeded, so any failure reproduces; draws mostly from characters that
  # matter (punctuation, diacritics, quotes, whitespace) plus any code point.
  rng = random.Random(2581)
  interesting = list("abcxyz019 ,.;:!?'\"()[]-–—„“”«»/\\$€%+=_@#&*\t\n  "
                     "\u00a0áčďéěíňóřšťúůýžäľĺôŕ\u0301\u0308😀𝐀")
  for _ in range(3000):
    length = rng.randint(0, 40)
    chars = []
    for _ in range(length):
      if rng.random() < 0.2:
        code_point = rng.randint(0, 0x10FFFF)
        if 0xD800 <= code_point < 0xE000 or code_point == 0x2581:
          continue
        chars.append(chr(code_point))
      else:
        chars.append(rng.choice(interesting))
    text = "".join(chars)
    tokens = pretokenize(text)
    assert detokenize(tokens) == " ".join(text.split()), repr(text)
    assert "  " not in tokens and tokens == tokens.strip()


def test_whitespace_normalized_like_str_split():
  text = " a\u00a0b\u3000c\x1fd\u2028e "
  assert pretokenize(text) == "▁a ▁b ▁c ▁d ▁e"
  assert detokenize(pretokenize(text)) == "a b c d e"


def test_every_punctuation_or_symbol_char_is_its_own_token():
  assert pretokenize("a!!?b") == "▁a ! ! ? b"
  assert pretokenize("...") == "▁. . ."


def test_text_with_marker_cannot_be_pretokenized():
  with pytest.raises(PretokenizeError, match="U\\+2581"):
    pretokenize("▁already pretokenized")
  assert issubclass(PretokenizeError, ValueError)


def test_detokenize_rejects_spaced_text_without_markers():
  with pytest.raises(PretokenizeError, match="not pretokenized"):
    detokenize("raw text with spaces")


def test_detokenize_single_token_and_standalone_marker():
  assert detokenize("word") == "word"
  assert detokenize("▁word") == "word"
  # pyonmttok's spacer_new style: a standalone marker is a space.
  assert detokenize("▁a ▁ b") == "a b"
  assert detokenize("") == ""



def test_shard_form_follows_meta_shard():
  plain = ShardMeta(False, False, 1, "error")
  pretok = ShardMeta(True, False, 1, "error")
  predetok = ShardMeta(False, True, 1, "error")
  assert shard_form("  Hello,\u00a0world! ", plain) == "Hello, world!"
  assert shard_form("Hello, world!", pretok) == "▁Hello , ▁world !"
  assert shard_form("▁Hello , ▁world !", predetok) == "Hello, world!"
  # A corpus line without markers is not pretokenized text: an error.
  with pytest.raises(PretokenizeError):
    shard_form("Hello, world!", predetok)
  # Text typed for decoding may be raw: it already is the shard form.
  assert shard_form("Hello, world!", predetok, corpus_form=False) == (
      "Hello, world!")
  assert shard_form("▁Hello , ▁world !", predetok, corpus_form=False) == (
      "Hello, world!")
  assert shard_form(" ", predetok) == ""
