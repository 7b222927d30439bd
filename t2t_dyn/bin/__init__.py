"""Command-line programs (absl flags, Tensor2Tensor conventions).

What they print besides their own output: see console.py.
"""
