import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ReferenceId } from '../useReferenceOptions';
import { ColumnChoiceFilter } from './ColumnChoiceFilter';
import type { ColumnFilter } from './columnQuery';
import { ColumnTextFilter } from './ColumnTextFilter';
import type { GridView } from './gridView';

type FilterHandlers = {
  view: GridView;
  onText: (key: string, text: string) => void;
  onChoice: (key: string, ids: ReferenceId[]) => void;
};

const filterIcon = (filtered: boolean, icon: ReactNode) => (
  <span style={filtered ? { color: 'var(--ant-color-primary)' } : undefined}>{icon}</span>
);

// antd's filter props of one column: the text search or the checkbox list of a list's entries.
export const columnFilterProps = (key: string, label: string, filter: ColumnFilter | undefined, handlers: FilterHandlers) => {
  if (!filter) return {};
  if ('text' in filter) {
    const text = handlers.view.filters[key] ?? '';
    return {
      filterDropdown: ({ close }: { close: () => void }) => (
        <ColumnTextFilter
          label={label}
          value={text}
          onApply={(next) => {
            handlers.onText(key, next);
            close();
          }}
        />
      ),
      filteredValue: text ? [text] : null,
      filterIcon: (filtered: boolean) => filterIcon(filtered, <SearchOutlined />),
    };
  }
  const ids = handlers.view.choices[key] ?? [];
  return {
    filterDropdown: ({ close }: { close: () => void }) => (
      <ColumnChoiceFilter
        label={label}
        target={filter.choice.target}
        value={ids}
        onApply={(next) => {
          handlers.onChoice(key, next);
          close();
        }}
      />
    ),
    filteredValue: ids.length > 0 ? ids.map(String) : null,
    filterIcon: (filtered: boolean) => filterIcon(filtered, <FilterOutlined />),
  };
};
