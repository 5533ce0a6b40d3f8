"""L1.5 memory providers: the contract, the manager, discovery and bundled providers."""
