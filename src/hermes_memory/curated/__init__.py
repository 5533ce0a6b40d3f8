"""L1 curated memory: MEMORY.md and USER.md, their codec, scanning, locks and the store."""
