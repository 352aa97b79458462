import { Button, DatePicker, Flex, Input, Select, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { API_DATE, DISPLAY_DATE } from '../../lib/date';
import type { ExpenseView } from './expenseListQuery';
import type { ExpenseLookups } from './useExpenseLookups';

type Props = { view: ExpenseView; lookups: ExpenseLookups; onChange: (next: Partial<ExpenseView>) => void };

const paidOptions = [
  { value: 'true', label: 'Оплачено' },
  { value: 'false', label: 'Не оплачено' },
];

// The filters of the expenses table (each one asks the server again, from the first page): search, date range,
// type, payment type, employee, group and paid.
export function ExpenseFilters({ view, lookups, onChange }: Props) {
  const { token } = theme.useToken();
  // antd's placeholder grey is below the contrast axe asks of text a person must read
  const hint = (text: string) => <span style={{ color: token.colorTextSecondary }}>{text}</span>;
  const [search, setSearch] = useState(view.q);
  useEffect(() => setSearch(view.q), [view.q]);
  const filtered = view.q || view.from || view.to || view.types.length || view.paymentTypes.length || view.staff.length || view.groups.length || view.paid !== null;
  const multi = { mode: 'multiple' as const, allowClear: true, maxTagCount: 'responsive' as const, optionFilterProp: 'label', style: { minWidth: 180 } };
  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        allowClear
        placeholder="Поиск"
        aria-label="Поиск"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ q: value })}
        style={{ width: 240 }}
      />
      <DatePicker.RangePicker
        aria-label="Период"
        format={DISPLAY_DATE}
        placeholder={['С даты', 'По дату']}
        allowEmpty={[true, true]}
        value={[view.from ? dayjs(view.from, API_DATE) : null, view.to ? dayjs(view.to, API_DATE) : null]}
        onChange={(range) => onChange({ from: range?.[0]?.format(API_DATE) ?? null, to: range?.[1]?.format(API_DATE) ?? null })}
      />
      <Select {...multi} aria-label="Тип расхода" placeholder={hint('Тип расхода')} options={lookups.typeOptions} value={view.types} onChange={(types: number[]) => onChange({ types })} />
      <Select
        {...multi}
        aria-label="Тип оплаты"
        placeholder={hint('Тип оплаты')}
        options={lookups.paymentTypeOptions}
        value={view.paymentTypes}
        onChange={(paymentTypes: number[]) => onChange({ paymentTypes })}
      />
      <Select {...multi} aria-label="Сотрудник" placeholder={hint('Сотрудник')} options={lookups.staffOptions} value={view.staff} onChange={(staff: number[]) => onChange({ staff })} />
      <Select {...multi} aria-label="Группа" placeholder={hint('Группа')} options={lookups.groupOptions} value={view.groups} onChange={(groups: number[]) => onChange({ groups })} />
      <Select
        allowClear
        aria-label="Оплата"
        placeholder={hint('Оплата')}
        style={{ width: 150 }}
        options={paidOptions}
        value={view.paid === null ? undefined : String(view.paid)}
        onChange={(value?: string) => onChange({ paid: value === undefined ? null : value === 'true' })}
      />
      {filtered ? (
        <Button
          onClick={() => onChange({ q: '', from: null, to: null, types: [], paymentTypes: [], staff: [], groups: [], paid: null })}
        >
          Сбросить фильтры
        </Button>
      ) : null}
    </Flex>
  );
}
