import { Button, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  ADD_TO_GROUP,
  LOADING_PEOPLE,
  NO_PEOPLE,
  type ClientSchoolClassStatus,
  type FutureSchoolClass,
} from '../../../resources/formation';
import type { BreakEvenRow } from '../../../resources/money/break-even';
import { BelowBreakEvenTag } from '../../components/break-even/BelowBreakEvenTag';
import { availableOptions, chipTextOn, statusCounts, studentCountLabel } from './formationBoard';
import { usePeople, type GroupLookups } from './useFormation';

type Props = {
  group: FutureSchoolClass;
  statuses: ClientSchoolClassStatus[];
  lookups: GroupLookups;
  breakEven?: BreakEvenRow; // the owner's: the mark of a group below break-even
  onRename: (name: string) => void;
  onChange: (field: 'staff' | 'subject' | 'schoolYear', id: number | null) => void;
  onAdd: (entityType: 'CLIENT' | 'STUDENT', id: number) => Promise<unknown>;
};

// Keys and presses inside the header's controls stay there (they are no drag of the column).
const keep = { onKeyDown: (event: KeyboardEvent) => event.stopPropagation(), onPointerDown: (event: PointerEvent) => event.stopPropagation() };

// A column's head (operations.md §2 "Board"): editable name, teacher, subject and class year, the student count
// in Russian plurals, the count per status, and the autocomplete that adds a student or a lead.
export const GroupColumnHeader = ({ group, statuses, lookups, breakEven, onRename, onChange, onAdd }: Props) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  // the server's search waits for a pause in typing (our choice: 300 ms)
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const people = usePeople(search, open || typed !== '');
  const options = availableOptions(people.data ?? [], group).map((option) => ({
    value: option.id,
    label: `${option.name}${option.entityType === 'CLIENT' ? ' (лид)' : ''}${option.schoolYearName ? `, ${option.schoolYearName}` : ''}`,
    option,
  }));
  const picked = options.find((item) => item.value === chosen)?.option;
  const counts = statusCounts(
    group.futureEnrollments,
    statuses.map((status) => status.id),
  );
  const select = (field: 'staff' | 'subject' | 'schoolYear', label: string, value: number | null, lookup: GroupLookups['teachers']) => (
    <Select
      size="small"
      aria-label={`${label} группы «${group.name}»`}
      placeholder={label}
      value={value}
      options={lookup.options}
      loading={lookup.loading}
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      onChange={(next) => onChange(field, (next as number | undefined) ?? null)}
    />
  );

  const add = async () => {
    if (!picked) return;
    setAdding(true);
    try {
      await onAdd(picked.entityType, picked.originalId);
      setChosen(undefined);
      setTyped('');
    } catch {
      // logged by the write (operations.md §8)
    } finally {
      setAdding(false);
    }
  };

  return (
    <div {...keep} style={{ display: 'flex', flexDirection: 'column', gap: 6, fontWeight: 400 }}>
      <Typography.Text strong editable={{ onChange: (name) => name.trim() && name.trim() !== group.name && onRename(name.trim()), tooltip: 'Изменить название', triggerType: ['icon', 'text'] }}>
        {group.name}
      </Typography.Text>
      {select('staff', 'Преподаватель', group.teacherId, lookups.teachers)}
      {select('subject', 'Предмет', group.subjectId, lookups.subjects)}
      {select('schoolYear', 'Класс', group.schoolYearId, lookups.years)}
      <Typography.Text>{studentCountLabel(group.futureEnrollments.length)}</Typography.Text>
      <BelowBreakEvenTag row={breakEven} />
      {counts.length > 0 && (
        <Space size={[4, 4]} wrap aria-label="По статусам">
          {counts.map((count) => (
            <Tag key={count.statusId} color={count.color} style={{ color: chipTextOn(count.color), marginInlineEnd: 0 }}>
              {count.name}: {count.count}
            </Tag>
          ))}
        </Space>
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Select
          size="small"
          aria-label={`Ученик или лид для группы «${group.name}»`}
          placeholder="Ученик или лид"
          showSearch
          allowClear
          filterOption={false}
          virtual={false}
          popupMatchSelectWidth={320}
          value={chosen}
          searchValue={typed}
          onSearch={setTyped}
          onChange={(value) => setChosen(value as string | undefined)}
          onOpenChange={setOpen}
          options={options.map(({ value, label }) => ({ value, label }))}
          notFoundContent={people.loading || typed !== search ? LOADING_PEOPLE : NO_PEOPLE}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button size="small" type="primary" disabled={!picked} loading={adding} onClick={() => void add()}>
          {ADD_TO_GROUP}
        </Button>
      </Space.Compact>
    </div>
  );
};
