"""Tensor2Tensor's generator_utils that problems call: vocabularies from
text, downloads and unpacking into tmp_dir, Tensor2Tensor's data file
names and TFRecord files of examples (example_files), and its packing of
examples (sequence_packing).

Downloads go to a ".incomplete" file renamed when whole; a local path is
copied the same way (nothing is downloaded when tests run). The TFRecord
files are what Tensor2Tensor's generate_data left in data_dir, for code
that reads them; t2t_dyn's own training reads the shards of the shard
stage.
"""

import gzip
import math
import os
import random
import shutil
import tarfile
import urllib.request
from typing import Iterable, Iterator, Optional, Sequence

from t2t_dyn.setup import text_encoder
from t2t_dyn.data_generators.example_files import (  # pylint: disable=unused-import
    UNSHUFFLED_SUFFIX, combined_data_filenames, dev_data_filenames,
    generate_dataset_and_shuffle, generate_files, generate_files_distributed,
    outputs_exist, read_records, shard_filepath, sharded_name,
    shuffle_dataset, test_data_filenames, tfrecord_iterator,
    tfrecord_iterator_for_problem, to_example, train_data_filenames,
    write_records)
from t2t_dyn.data_generators.sequence_packing import (  # pylint: disable=unused-import
    SequenceDatasetPacker, SequencePacker, SequencePairPacker, pack_dataset,
    pack_examples)
from t2t_dyn.foundation import atomic_file


def download_report_hook(count: int, block_size: int,
                         total_size: int) -> None:
  """urlretrieve's report hook: the percentage done, on one line."""
  print(f"\r{int(count * block_size * 100 / total_size)}% completed",
        end="\r")


def maybe_download(directory: str, filename: str, uri: str) -> str:
  """directory/filename, copied or downloaded from `uri` unless it exists
  (an existing file is not compared with the source). Raises: ValueError
  for a source that is neither a local file nor an http(s) URL; OSError
  naming the path to place a copy at when the download fails."""
  os.makedirs(directory, exist_ok=True)
  path = os.path.join(directory, filename)
  if os.path.exists(path):
    return path
  partial = path + ".incomplete"
  if os.path.isfile(uri):
    shutil.copyfile(uri, partial)
  elif uri.startswith(("http://", "https://")):
    try:
      urllib.request.urlretrieve(uri, partial)
    except OSError as e:  # urllib's URLError and HTTPError are OSErrors.
      if os.path.exists(partial):
        os.remove(partial)
      raise OSError(f"cannot download {uri} ({e}): place a copy of the "
                    f"file at {path}") from e
  else:
    raise ValueError(f"cannot fetch {uri!r} into {path}: it is neither a "
                     f"local file nor an http(s) URL")
  os.replace(partial, path)
  return path


def maybe_download_from_drive(directory: str, filename: str, url: str) -> str:
  """directory/filename, downloaded from a Google Drive `url` unless it
  exists; Drive's "download anyway" token (a download_warning cookie for
  large files) is added to the URL as Tensor2Tensor added it. Raises:
  OSError naming the path to place a copy at when the download fails."""
  import http.cookiejar  # pylint: disable=g-import-not-at-top
  os.makedirs(directory, exist_ok=True)
  path = os.path.join(directory, filename)
  if os.path.exists(path):
    return path
  partial = path + ".incomplete"
  cookies = http.cookiejar.CookieJar()
  opener = urllib.request.build_opener(
      urllib.request.HTTPCookieProcessor(cookies))
  try:
    with opener.open(url) as response:
      response.read()
    token = next((c.value for c in cookies
                  if c.name.startswith("download_warning")), None)
    if token:
      url = f"{url}&confirm={token}"
    with opener.open(url) as response, open(partial, "wb") as f:
      shutil.copyfileobj(response, f)
  except OSError as e:
    if os.path.exists(partial):
      os.remove(partial)
    raise OSError(f"cannot download {url} ({e}): place a copy of the file "
                  f"at {path}") from e
  os.replace(partial, path)
  return path


def gunzip_file(gz_path: str, new_path: str) -> None:
  """Unpacks gz_path into new_path, unless new_path exists."""
  if os.path.exists(new_path):
    return
  with gzip.open(gz_path, "rb") as source, atomic_file.atomic_open(
      new_path, "wb") as target:
    shutil.copyfileobj(source, target)


def get_or_generate_vocab_inner(
    data_dir: Optional[str], vocab_filename: Optional[str], vocab_size: int,
    generator: Iterable[str], max_subtoken_length: Optional[int] = None,
    reserved_tokens: Optional[Sequence[str]] = None
) -> text_encoder.SubwordTextEncoder:
  """The SubwordTextEncoder in data_dir/vocab_filename, else one of about
  `vocab_size` subtokens built from `generator`'s text, saved there (not
  saved when data_dir or vocab_filename is empty)."""
  path = (os.path.join(data_dir, vocab_filename)
          if data_dir and vocab_filename else None)
  if path and os.path.isfile(path):
    return text_encoder.SubwordTextEncoder(path)
  encoder = text_encoder.SubwordTextEncoder.build_from_generator(
      generator, vocab_size, max_subtoken_length=max_subtoken_length,
      reserved_tokens=reserved_tokens)
  if path:
    os.makedirs(data_dir, exist_ok=True)
    temp = path + ".incomplete"
    encoder.store_to_file(temp)
    os.replace(temp, path)
  return encoder


def get_or_generate_vocab(data_dir: str, tmp_dir: str, vocab_filename: str,
                          vocab_size: int, sources, file_byte_budget=1e6,
                          max_subtoken_length: Optional[int] = None
                          ) -> text_encoder.SubwordTextEncoder:
  """A SubwordTextEncoder from a sample of `sources`' lines (see
  generate_lines_for_vocab)."""
  return get_or_generate_vocab_inner(
      data_dir, vocab_filename, vocab_size,
      generate_lines_for_vocab(tmp_dir, sources, file_byte_budget),
      max_subtoken_length)


def get_or_generate_txt_vocab(data_dir: str, vocab_filename: str,
                              vocab_size: int, filepatterns
                              ) -> text_encoder.SubwordTextEncoder:
  """A SubwordTextEncoder from every line of the files matching
  `filepatterns` (a glob or a list of them)."""
  import glob  # pylint: disable=g-import-not-at-top
  if isinstance(filepatterns, str):
    filepatterns = [filepatterns]

  def lines():
    for pattern in filepatterns:
      for path in sorted(glob.glob(pattern)):
        with open(path, encoding="utf-8") as f:
          for line in f:
            yield line.strip()
  return get_or_generate_vocab_inner(data_dir, vocab_filename, vocab_size,
                                     lines())


def get_or_generate_tabbed_vocab(data_dir: str, tmp_dir: str,
                                 source_filename: str, index: int,
                                 vocab_filename: str, vocab_size: int
                                 ) -> text_encoder.SubwordTextEncoder:
  """A SubwordTextEncoder (get_or_generate_vocab_inner) of column `index`
  (0: source, 1: target) of tmp_dir/source_filename's source<TAB>target
  lines; lines without a tab are not read."""
  def column():
    for line in open(os.path.join(tmp_dir, source_filename),
                     encoding="utf-8"):
      line = line.strip()
      if "\t" in line:
        yield line.split("\t", 1)[index].strip()
  return get_or_generate_vocab_inner(data_dir, vocab_filename, vocab_size,
                                     column())


def make_tmp_dir(suffix: str = "", prefix: str = "tmp",
                 dir: Optional[str] = None) -> str:  # pylint: disable=redefined-builtin
  """A new directory (tempfile.mkdtemp's), under `dir` when given."""
  import tempfile  # pylint: disable=g-import-not-at-top
  if dir is not None:
    os.makedirs(dir, exist_ok=True)
  return tempfile.mkdtemp(suffix, prefix, dir)


def random_deinterleave(text: str, separator_symbol: str = "X"):
  """A fill-in-the-blanks pair from text: its words cut into segments at
  random points (Python's `random`), the segments dealt alternately to the
  two strings, each cut marked by separator_symbol; (text, "") for one
  word."""
  words = text.strip().split(" ")
  if len(words) <= 1:
    return text, ""
  cut = [True] + [False] * (len(words) - 1)
  for _ in range(int(math.exp(random.uniform(0, math.log(len(words)))))):
    cut[random.randint(1, len(words) - 1)] = True
  out = ([], [])
  part = random.randint(0, 1)
  for word, starts in zip(words, cut):
    if starts:
      out[part].append(separator_symbol)
      part = 1 - part
    out[part].append(word)
  return " ".join(out[0]), " ".join(out[1])


def generate_lines_for_vocab(tmp_dir: str, sources, file_byte_budget=1e6
                             ) -> Iterator[str]:
  """Lines spread over each file of `sources` ([url or path, [files in it]]
  as in source_data_files), about `file_byte_budget` characters per file:
  Tensor2Tensor's sampling, one line kept then size / budget / 2 skipped.
  Archives are unpacked into tmp_dir and .gz files gunzipped first.
  Raises: ValueError for a tsv or tmx source (override the problem's
  vocab_data_files or generate_text_for_vocab)."""
  for source in sources:
    url = source[0]
    if source[1] and source[1][0] in ("tsv", "tmx"):
      raise ValueError(
          f"vocabulary source {source!r}: generate_lines_for_vocab reads "
          f"line files, not {source[1][0]} corpora; return line files from "
          f"vocab_data_files or override generate_text_for_vocab")
    filename = os.path.basename(url)
    archive = maybe_download(tmp_dir, filename, url)
    for lang_file in source[1]:
      path = os.path.join(tmp_dir, lang_file)
      if not os.path.exists(path):
        mode = "r:gz" if filename.endswith("tgz") else "r"
        with tarfile.open(archive, mode) as tar:
          tar.extractall(tmp_dir, filter="data")
      if lang_file.endswith(".gz"):
        unpacked = os.path.join(tmp_dir, lang_file[:-3])
        gunzip_file(path, unpacked)
        path = unpacked
      yield from _spread_lines(path, file_byte_budget)


def _spread_lines(path: str, budget: float) -> Iterator[str]:
  skip = int(os.path.getsize(path) / budget / 2)
  skipped = 0
  with open(path, encoding="utf-8") as f:
    for line in f:
      if skipped < skip:
        skipped += 1
        continue
      if budget <= 0:
        return
      line = line.strip()
      budget -= len(line)
      skipped = 0
      yield line

