import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { DebtorRow, DebtorWithAmountRow, RecalculationRow } from '../../../resources/debtors';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { LoadError } from '../groups/list/LoadError';
import { DebtorAmountsTab } from './DebtorAmountsTab';
import { DebtorsTab } from './DebtorsTab';
import { RecalculationsTab } from './RecalculationsTab';
import { filterByStudent } from './studentSearch';
import { useDebtorList } from './useDebtorList';

// money.md §9: the debtors tab is kept in the browser
export const DEBTORS_TAB_KEY = 'debtors.activeTab';
const TABS = ['Должники', 'Должники с суммами', 'Перерасчеты'] as const;
const isTabIndex = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TABS.length;

// /payments/debtors (money.md §2 "Debtors (three tabs)"). Each tab reads its list when first shown.
export default function DebtorsPage() {
  const [active, setActive] = useLocalStorageState(DEBTORS_TAB_KEY, 0, isTabIndex);
  const [search, setSearch] = useState('');
  const debtors = useDebtorList<DebtorRow>('debtors-info', active === 0);
  const amounts = useDebtorList<DebtorWithAmountRow>('debtors-with-amount-info', active === 1);
  const recalculations = useDebtorList<RecalculationRow>('recalculations-info', active === 2);

  const debtorRows = useMemo(() => filterByStudent(debtors.rows ?? [], search), [debtors.rows, search]);
  const amountRows = useMemo(() => filterByStudent(amounts.rows ?? [], search), [amounts.rows, search]);
  const recalculationRows = useMemo(() => filterByStudent(recalculations.rows ?? [], search), [recalculations.rows, search]);

  const withError = (list: { error: unknown; refetch: () => unknown }, content: React.ReactNode) =>
    list.error ? <LoadError error={list.error as never} onRetry={() => void list.refetch()} /> : content;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Должники
      </Typography.Title>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Поиск по ученику"
        aria-label="Поиск по ученику"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <Tabs
        activeKey={String(active)}
        onChange={(key) => setActive(Number(key))}
        items={[
          {
            key: '0',
            label: TABS[0],
            children: withError(debtors, <DebtorsTab rows={debtorRows} loading={debtors.loading} onSaved={() => void debtors.refetch()} />),
          },
          { key: '1', label: TABS[1], children: withError(amounts, <DebtorAmountsTab rows={amountRows} loading={amounts.loading} />) },
          {
            key: '2',
            label: TABS[2],
            children: withError(recalculations, <RecalculationsTab rows={recalculationRows} loading={recalculations.loading} />),
          },
        ]}
      />
    </Flex>
  );
}
