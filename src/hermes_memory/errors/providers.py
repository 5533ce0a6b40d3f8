"""External memory providers' errors, with the bundled holographic fact store's."""

from __future__ import annotations

from hermes_memory.errors.base import HermesMemoryError


class ProviderError(HermesMemoryError):
    """Base of the memory-provider errors."""


class ProviderNotFoundError(ProviderError):
    """No bundled, user or installed provider has this name."""


class ProviderLoadError(ProviderError):
    """The provider was found but could not be imported or instantiated."""


class ProviderConfigError(ProviderError):
    """A provider setting is invalid or cannot be saved."""


class ProviderDependencyError(ProviderError):
    """A provider's pip dependencies could not be installed (setup wrote nothing)."""


class FactStoreError(ProviderError):
    """Base of the errors of the bundled holographic provider's fact store."""


class FactNotFoundError(FactStoreError, KeyError):
    """No fact has this id (a ``KeyError`` too, as Hermes raises: its message reads the same)."""


class InvalidFactError(FactStoreError, ValueError):
    """Fact content is blank, or an argument has the wrong shape (also a ``ValueError``)."""


class HRRUnavailableError(FactStoreError, RuntimeError):
    """An HRR operation was called without numpy installed; callers take their fallbacks."""
