import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Flex, Input, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  CLASS_FILTERS_KEY,
  DONT_SAVE_FILTERS,
  FILTER_PLACEHOLDER,
  FILTER_PREFERENCE_KEY,
  FORMATION_COLUMN_WIDTH,
  FORMATION_TITLE,
  STUDENT_FILTER_DEBOUNCE_MS,
} from '../../../resources/formation';
import { Board } from '../../components/board/Board';
import type { BoardColumns, CardMove } from '../../components/board/boardMoves';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import {
  arrangementOf,
  columnId,
  filterGroups,
  hasFilter,
  idOfKey,
  isClassFilters,
  orderColumns,
  sortByOptions,
  sortGroups,
  type ClassFilters,
  type SortBy,
} from './formationBoard';
import { useCanReadBreakEven, useGroupsBreakEven } from '../../components/break-even/useBreakEven';
import { GroupColumnHeader } from './GroupColumnHeader';
import { GroupFormModal, type GroupFormValues } from './GroupFormModal';
import { PersonCard } from './PersonCard';
import { useBoard, useGroupLookups, useStatuses, withDefaults } from './useFormation';
import { useFormationWrites } from './useFormationWrites';

const COLUMN_ORDER_KEY = 'formationColumnOrder';
const CARD_ORDER_KEY = 'formationCardOrder';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isInteger(item));
const isCardOrder = (value: unknown): value is Record<string, number[]> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isIdList);

// The filters live in classFilters unless 'Не сохранять фильтры' (filterPreference) is on: then only in the page.
const useClassFilters = () => {
  const [dontSave, setDontSave] = useLocalStorageState<boolean>(FILTER_PREFERENCE_KEY, false, isBoolean);
  const [stored, setStored] = useLocalStorageState<ClassFilters>(CLASS_FILTERS_KEY, {}, isClassFilters);
  const [inPage, setInPage] = useState<ClassFilters>(() => (dontSave ? {} : stored));
  const filters = dontSave ? inPage : stored;
  const setFilters = (next: ClassFilters) => (dontSave ? setInPage(next) : setStored(next));
  const changePreference = (on: boolean) => {
    if (on) {
      setInPage(stored);
      setStored({});
    } else setStored(inPage);
    setDontSave(on);
  };
  return { filters, setFilters, dontSave, changePreference };
};

// /clients/future-enrollment (operations.md §2 "Group-formation area", board): planned groups as draggable
// columns of people, filtered, sorted, edited in place.
export default function FormationBoardPage() {
  const { modal } = App.useApp();
  const statuses = useStatuses();
  const board = useBoard();
  const lookups = useGroupLookups();
  const { filters, setFilters, dontSave, changePreference } = useClassFilters();
  const [nameText, setNameText] = useState(filters.studentName ?? '');
  const [columnOrder, setColumnOrder] = useLocalStorageState<number[]>(COLUMN_ORDER_KEY, [], isIdList);
  const [cardOrder, setCardOrder] = useLocalStorageState<Record<string, number[]>>(CARD_ORDER_KEY, {}, isCardOrder);
  const [creating, setCreating] = useState(false);
  const refetch = async () => {
    await board.refetch();
  };
  const writes = useFormationWrites(refetch);

  // §2: the name filter waits 500 ms after the last key
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ((filters.studentName ?? '') !== nameText) setFilters({ ...filters, studentName: nameText });
    }, STUDENT_FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [nameText]);

  const statusList = useMemo(() => statuses.data ?? [], [statuses.data]);
  const groups = useMemo(() => {
    const kept = filterGroups(board.data ?? [], filters);
    return filters.sortBy ? sortGroups(kept, filters.sortBy) : orderColumns(kept, columnOrder);
  }, [board.data, filters, columnOrder]);
  const byCard = useMemo(() => new Map((board.data ?? []).flatMap((group) => group.futureEnrollments.map((person) => [person.futureEnrollmentId, person]))), [board.data]);
  const arrangement = useMemo(() => arrangementOf(groups, cardOrder), [groups, cardOrder]);
  const showing = hasFilter(filters);
  // issue 23: the owner sees which planned groups are below break-even
  const canReadBreakEven = useCanReadBreakEven();
  const breakEvens = useGroupsBreakEven(
    groups.map((group) => group.id),
    canReadBreakEven && showing,
    byCard.size,
  );

  const keepCardOrder = (columns: BoardColumns) =>
    setCardOrder((previous) => ({ ...previous, ...Object.fromEntries(Object.entries(columns).map(([column, cards]) => [String(idOfKey(column)), cards.map(idOfKey)])) }));

  const onMove = async (move: CardMove) => {
    const moved = await writes.move(idOfKey(move.cardId), idOfKey(move.to));
    // the new place keeps the spot it was dropped on
    const target = String(idOfKey(move.to));
    const cards = (arrangement[move.to] ?? []).map(idOfKey);
    cards.splice(Math.min(move.toIndex, cards.length), 0, moved.futureEnrollmentId);
    setCardOrder((previous) => ({ ...previous, [target]: cards }));
  };

  const confirmRemove = (enrollmentId: number, name: string) =>
    modal.confirm({
      title: 'Убрать из группы?',
      content: `${name} будет удален(а) из этой группы.`,
      okText: 'Удалить',
      okButtonProps: { danger: true },
      cancelText: 'Отмена',
      onOk: () => writes.removePerson(enrollmentId).catch(() => undefined),
    });

  const saveNew = async (values: GroupFormValues) => {
    const made = await writes.createGroup(withDefaults(values, lookups));
    if (made) {
      setCreating(false);
      // a new group shows once a filter is set: its own subject is one
      if (!showing && made.subjectId !== null) setFilters({ ...filters, subjectId: made.subjectId });
    }
  };

  const loading = board.loading || statuses.loading;
  const error = board.error ?? statuses.error;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {FORMATION_TITLE}
        </Typography.Title>
        <Space wrap>
          <Link to="/clients/future-enrollment-tabs">Таблица групп и статусы</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Новая группа
          </Button>
        </Space>
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} role="search" aria-label="Фильтры групп">
        <Select
          aria-label="Предмет"
          placeholder="Предмет"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 180 }}
          options={lookups.subjects.options}
          value={filters.subjectId ?? undefined}
          onChange={(value) => setFilters({ ...filters, subjectId: (value as number | undefined) ?? null })}
        />
        <Select
          aria-label="Преподаватель"
          placeholder="Преподаватель"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          options={lookups.teachers.options}
          value={filters.teacherId ?? undefined}
          onChange={(value) => setFilters({ ...filters, teacherId: (value as number | undefined) ?? null })}
        />
        <Select
          aria-label="Класс"
          placeholder="Класс"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 150 }}
          options={lookups.years.options}
          value={filters.schoolYearId ?? undefined}
          onChange={(value) => setFilters({ ...filters, schoolYearId: (value as number | undefined) ?? null })}
        />
        <Input.Search aria-label="Имя ученика" placeholder="Имя ученика" allowClear style={{ width: 200 }} value={nameText} onChange={(event) => setNameText(event.target.value)} />
        <Select
          aria-label="Сортировка"
          placeholder="Сортировать по"
          allowClear
          style={{ width: 190 }}
          options={sortByOptions}
          value={filters.sortBy ?? undefined}
          onChange={(value) => setFilters({ ...filters, sortBy: (value as SortBy | undefined) ?? null })}
        />
        <Space>
          <Switch id="formation-dont-save" checked={dontSave} onChange={changePreference} />
          <label htmlFor="formation-dont-save">{DONT_SAVE_FILTERS}</label>
        </Space>
      </Flex>
      {error ? (
        <Alert type="error" showIcon message="Error loading data" description={(error as { message?: string }).message} action={<Button onClick={() => void refetch()}>Повторить</Button>} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !showing ? (
        <Empty description={FILTER_PLACEHOLDER} />
      ) : groups.length === 0 ? (
        <Empty description="Нет групп по этому фильтру" />
      ) : (
        <Board
          columns={groups.map((group) => ({
            id: columnId(group.id),
            label: group.name,
            title: (
              <GroupColumnHeader
                group={group}
                statuses={statusList}
                lookups={lookups}
                breakEven={breakEvens.get(group.id)}
                onRename={(name) => void writes.updateGroup(group.id, { name })}
                onChange={(field, id) => void writes.updateGroup(group.id, { [field]: withDefaults({ name: group.name, [field]: id }, lookups)[field] })}
                onAdd={(entityType, id) => writes.addPerson(group.id, entityType, id)}
              />
            ),
          }))}
          arrangement={arrangement}
          columnWidth={FORMATION_COLUMN_WIDTH}
          cardsHoldControls
          cardLabel={(key) => byCard.get(idOfKey(key))?.personName ?? ''}
          renderCard={(key) => {
            const person = byCard.get(idOfKey(key));
            return person ? (
              <PersonCard
                person={person}
                statuses={statusList}
                onStatus={(statusId) => void writes.setStatus(person.futureEnrollmentId, statusId).catch(() => undefined)}
                onRemove={() => confirmRemove(person.futureEnrollmentId, person.personName)}
              />
            ) : null;
          }}
          onMove={onMove}
          onReorder={keepCardOrder}
          onColumnsReorder={(ids) => {
            const shown = ids.map(idOfKey);
            const hidden = columnOrder.filter((id) => !shown.includes(id));
            setColumnOrder([...shown, ...hidden]);
            if (filters.sortBy) setFilters({ ...filters, sortBy: null });
          }}
          empty={<Typography.Text type="secondary">Пока никого</Typography.Text>}
        />
      )}
      <GroupFormModal open={creating} lookups={lookups} saving={writes.saving} onSave={(values) => void saveNew(values)} onCancel={() => setCreating(false)} />
    </>
  );
}
