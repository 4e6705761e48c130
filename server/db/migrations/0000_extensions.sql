-- Trigram matching for typo-tolerant recipe and food search (pg_trgm ships with PostgreSQL and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
