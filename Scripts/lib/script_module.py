"""Loads one of Scripts/ (a Python script without a .py suffix) as a module, for its tests."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from types import ModuleType


def load(path: str, name: str) -> ModuleType:
    """The script at `path` as the module `name` (registered in sys.modules first: dataclasses
    look their module up while it loads)."""
    loader = importlib.machinery.SourceFileLoader(name, path)
    spec = importlib.util.spec_from_loader(name, loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module
