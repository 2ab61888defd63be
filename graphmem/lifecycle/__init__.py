"""A memory's life after it is written: how strong it still is, its accesses, archiving."""
