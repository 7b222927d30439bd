"""dyn-decoder --decode_interactive: Tensor2Tensor's interactive protocol,
which scripts driving t2t-decoder through a pipe speak."""

import dataclasses
import sys

from t2t_dyn.bin import decoder_alignments
from t2t_dyn.bin import decoder_dataset

_PROMPT = ("dyn-decoder interactive: {samples} sample(s) a line, up to "
           "{length} tokens past the input\n"
           "  <source line>      translate it\n"
           "  ns=<n>             samples a line (sampling_method=random "
           "draws each anew)\n"
           "  dl=<n>             decode length past the input\n"
           "  it=text            input type (text only here)\n"
           "  q                  quit\n"
           ">")


def run(translator, options) -> None:
  """Tensor2Tensor's interactive protocol: a prompt ending in "\n>" on
  stdout, the commands ns=, dl=, it= and q, and each result as
  "INFO:tensorflow:Inference results INPUT: ..." and "... OUTPUT: ..."
  lines on stderr (what scripts driving t2t-decoder parse); with
  return_alignments an "... ALIGNMENT: i-j ..." line follows each OUTPUT."""
  samples, length = 1, options.extra_length
  while True:
    print(_PROMPT.format(samples=samples, length=length), end="",
          flush=True)
    line = sys.stdin.readline()
    if not line:
      return
    line = line.strip()
    if line == "q":
      return
    command, _, value = line.partition("=")
    if command in ("ns", "dl") and value.strip().isdigit():
      if command == "ns":
        samples = max(int(value), 1)
      else:
        length = int(value)
      continue
    if command == "it":
      if value.strip() != "text":
        print(f"dyn-decoder: input type {value.strip()!r}: only text "
              f"input is supported", file=sys.stderr, flush=True)
      continue
    for sample in range(samples):
      sample_options = dataclasses.replace(options, extra_length=length)
      if options.sampling is not None:
        sample_options = dataclasses.replace(
            sample_options, sampling=dataclasses.replace(
                options.sampling, seed=options.sampling.seed + sample))
      beams = translator.translate_beams([line], sample_options, "stdin")[0]
      best = beams[0] if beams else None
      print(decoder_dataset.result_line("INPUT", line), file=sys.stderr)
      print(decoder_dataset.result_line("OUTPUT", best.text if best else ""),
            file=sys.stderr, flush=True)
      if options.return_alignments:
        print(decoder_dataset.result_line(
            "ALIGNMENT", decoder_alignments.pharaoh(best)),
              file=sys.stderr, flush=True)
