-- Extensions every later migration relies on (trigram indexes on names).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
