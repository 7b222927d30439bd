"""Tensor2Tensor's research models provided here (universal_transformer)."""
