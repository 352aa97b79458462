import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import type { GroupFilterOption } from '../../../../resources/groups';
import { hasFilters, noFilters, type GroupFilters } from './groupFilters';

type GroupsToolbarProps = {
  filters: GroupFilters;
  onChange: (filters: GroupFilters) => void;
  teachers: GroupFilterOption[];
  classes: GroupFilterOption[];
};

export const RESET_FILTERS = 'Сбросить';

// core.md §2.5: search by group, teacher or class; filters by teacher and by class; a chip that resets all.
export function GroupsToolbar({ filters, onChange, teachers, classes }: GroupsToolbarProps) {
  return (
    <Flex wrap gap={8} align="center">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Поиск по группе, преподавателю или классу"
        aria-label="Поиск групп"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        style={{ width: 400, maxWidth: '100%' }}
      />
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="Преподаватель"
        aria-label="Фильтр по преподавателю"
        options={teachers}
        value={filters.teacherId}
        onChange={(teacherId) => onChange({ ...filters, teacherId })}
        notFoundContent="Нет данных"
        style={{ width: 240 }}
      />
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="Класс"
        aria-label="Фильтр по классу"
        options={classes}
        value={filters.schoolYearId}
        onChange={(schoolYearId) => onChange({ ...filters, schoolYearId })}
        notFoundContent="Нет данных"
        style={{ width: 180 }}
      />
      {hasFilters(filters) && (
        <Button shape="round" size="small" icon={<ClearOutlined />} onClick={() => onChange(noFilters)}>
          {RESET_FILTERS}
        </Button>
      )}
    </Flex>
  );
}
