// Rolling upgrades (issue 24 item 5, docs/architecture.md "Rolling upgrades"): while one instance is upgraded, the
// other still runs the previous release's code on the new schema. So a migration only expands (new tables, new
// nullable or defaulted columns, new indexes); what the old code reads or writes is dropped, renamed or tightened
// only in a later release, as a contract step listed with its reason in migrations-contract.json.

// What breaks the previous release's queries, one rule per way: each names the change in words.
const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'DROP TABLE/VIEW/FUNCTION/TYPE', pattern: /\bdrop\s+(table|view|materialized\s+view|function|type|schema|sequence)\b/i },
  { name: 'DROP COLUMN', pattern: /\bdrop\s+column\b/i },
  { name: 'RENAME', pattern: /\brename\b/i },
  { name: 'ALTER COLUMN … TYPE', pattern: /\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i },
  { name: 'SET NOT NULL', pattern: /\bset\s+not\s+null\b/i },
  { name: 'TRUNCATE', pattern: /\btruncate\b/i },
];

// ADD COLUMN … NOT NULL with no DEFAULT: the old code's INSERTs do not name the column and would fail.
const addColumnClauses = (sql: string) => sql.match(/\badd\s+column\b[\s\S]*?(?=,\s*add\s+column\b|;|-->|$)/gi) ?? [];
const requiredWithoutDefault = (clause: string) => /\bnot\s+null\b/i.test(clause) && !/\bdefault\b/i.test(clause);

// SQL comments say anything: only statements count.
const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');

export const breakingChanges = (sql: string): string[] => {
  const statements = withoutComments(sql);
  const found = RULES.filter((rule) => rule.pattern.test(statements)).map((rule) => rule.name);
  if (addColumnClauses(statements).some(requiredWithoutDefault)) found.push('ADD COLUMN … NOT NULL without DEFAULT');
  return found;
};

// drizzle-kit's snapshot of the schema after a migration (meta/NNNN_snapshot.json), as far as the rules read it.
export type SchemaSnapshot = {
  tables: Record<string, { name: string; schema: string; columns: Record<string, { name: string; notNull: boolean; default?: unknown }> }>;
};

export const columnsOf = (snapshot: SchemaSnapshot) =>
  new Set(Object.values(snapshot.tables).flatMap((table) => Object.values(table.columns).map((column) => `${table.name}.${column.name}`)));

// The columns of the previous schema that the next one no longer has: the old code's reads of them would fail.
export const droppedColumns = (previous: SchemaSnapshot, next: SchemaSnapshot) => {
  const kept = columnsOf(next);
  return [...columnsOf(previous)].filter((column) => !kept.has(column));
};
