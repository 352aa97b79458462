import type { ReactNode } from 'react';
import { fieldValues } from './fieldValues';
import type { GridField, GridRow } from './gridFields';

export type PaginationMode = 'client' | 'server';

// A column filter: a text searched as field_like, or ticked entries of a list sent as field=id (repeated).
export type ColumnFilter = { text: string } | { choice: { field: string; target: string } };

// What a screen changes in a declared column: its cell outside editing (a link, a coloured status), and the
// API field it sorts or filters by (false: none).
export type ColumnOverride = {
  cell?: (row: GridRow) => ReactNode;
  sort?: string | false;
  filter?: ColumnFilter | false;
};
export type ColumnOverrides = Partial<Record<string, ColumnOverride>>;

// 'kind': a column sorts and filters as its field kind allows; 'declared': only where its override says, as
// where the API has allowlists (docs/api-core.md).
export type QueryColumns = 'kind' | 'declared';

export type ColumnQuery = { sortField?: string; filter?: ColumnFilter };

const byKind = ({ key, field }: GridField, mode: PaginationMode): ColumnQuery => {
  const kind = fieldValues[field.kind];
  const filterable = mode === 'server' ? kind.serverFilter : !!kind.toText;
  return { sortField: kind.compare ? key : undefined, filter: filterable ? { text: key } : undefined };
};

export const columnQuery = (
  gridField: GridField,
  override: ColumnOverride | undefined,
  options: { mode: PaginationMode; queryColumns: QueryColumns },
): ColumnQuery => {
  const defaults: ColumnQuery = options.queryColumns === 'kind' ? byKind(gridField, options.mode) : {};
  const sort = override?.sort;
  const filter = override?.filter;
  return {
    sortField: sort === undefined ? defaults.sortField : sort || undefined,
    filter: filter === undefined ? defaults.filter : filter || undefined,
  };
};
