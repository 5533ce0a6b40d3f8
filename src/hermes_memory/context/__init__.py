"""Context text: the <memory-context> fence, sanitize_context and the streaming scrubber."""
