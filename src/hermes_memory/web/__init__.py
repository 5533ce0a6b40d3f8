"""The read-only web inspector (``hermes-memory web``, the ``[web]`` extra).

``app`` builds the Starlette application; each page's data is gathered by its own module
(``overview``, ``memory_view``, ``sessions_view``, ``conversation``, ``library_view``) from the
public library APIs, and ``secrets`` keeps ``.env`` values off every response. Importing this
package needs Starlette and Jinja2; nothing else imports it.
"""

from hermes_memory.web.app import create_app

__all__ = ["create_app"]
