#!/usr/bin/env bash
# Regenerates server/db/migrations from the Drizzle schema (allowed while nothing is released).
# The first migration creates the extensions: drizzle-kit never emits CREATE EXTENSION (notes/data.md fact 1).
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf server/db/migrations
npx drizzle-kit generate --custom --name extensions
first=$(ls server/db/migrations/*_extensions.sql)
# drizzle-kit writes its comment line without a newline: appending to it would comment the SQL out (pitfall 4)
printf '%s\n' '-- Extensions every later migration relies on (trigram indexes on names).' 'CREATE EXTENSION IF NOT EXISTS pg_trgm;' > "$first"
npx drizzle-kit generate --name schema
npx drizzle-kit check
echo "Migrations regenerated in server/db/migrations. Delete old DATA_DIR folders (or run npm run seed) before starting."
