"""L1.5 memory providers: the contract, the manager, plugins (discovery, setup) and bundled ones."""
