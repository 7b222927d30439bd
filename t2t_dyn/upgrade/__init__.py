"""dyn-upgrade's parts: porting a Tensor2Tensor usr dir and its scripts.

findings (the report's records), t2t_names (what t2t_dyn provides of a
Tensor2Tensor name), public_names (the table of Tensor2Tensor's public
names the report and the docs read; public_names_source remakes it),
tf_upgrade (TensorFlow's own 1-to-2 upgrader),
python_t2t and python_hparams (a usr dir's Python), hparams_check (which
hparams a model here reads), shell_commands, program_flags, flag_values
and command_check (the t2t-* command lines), python_commands (those in
Python), files (one file), tree (the whole copy).
"""
