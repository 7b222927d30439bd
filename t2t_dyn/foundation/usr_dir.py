"""--t2t_usr_dir: import a directory of user Problems as a Python package."""

import importlib
import os
import sys


class UsrDirError(ImportError):
  """A user dir that is missing, not a package, or fails to import."""


# Absolute paths imported so far, so worker processes can import them too.
_IMPORTED = []


def imported_dirs():
  """The user dirs imported in this process, in import order."""
  return list(_IMPORTED)


def import_usr_dir(usr_dir: str) -> None:
  """Imports `usr_dir` as a package so its @register_problem classes register.

  Puts the parent directory on sys.path and imports the directory by name.
  Raises: UsrDirError naming the directory; an import failure chains the
  original exception, so its traceback is printed with it.
  """
  if not usr_dir:
    return
  path = os.path.abspath(os.path.expanduser(usr_dir.rstrip("/")))
  if not os.path.isdir(path):
    raise UsrDirError(f"--t2t_usr_dir={usr_dir}: no such directory ({path})")
  if not os.path.isfile(os.path.join(path, "__init__.py")):
    raise UsrDirError(
        f"--t2t_usr_dir={usr_dir}: {path} has no __init__.py; it must be a "
        f"package whose __init__.py imports the modules that register problems")
  parent, name = os.path.split(path)
  loaded = sys.modules.get(name)
  if loaded is not None:
    loaded_from = os.path.dirname(os.path.abspath(getattr(loaded, "__file__", "") or ""))
    if loaded_from == path:
      return  # Already imported: its problems are registered.
    raise UsrDirError(
        f"--t2t_usr_dir={usr_dir}: a different module named {name!r} is "
        f"already imported (from {loaded_from}); rename the directory")
  sys.path.insert(0, parent)
  try:
    importlib.import_module(name)
    _IMPORTED.append(path)
  except Exception as e:
    sys.modules.pop(name, None)
    raise UsrDirError(
        f"--t2t_usr_dir={usr_dir}: importing {path} failed with "
        f"{type(e).__name__}: {e} (traceback above)") from e
  finally:
    if sys.path and sys.path[0] == parent:
      sys.path.pop(0)
