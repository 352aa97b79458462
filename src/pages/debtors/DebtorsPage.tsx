import { Flex, Tabs, Typography } from 'antd';
import { useTabOverBareUrl } from '../../crud/useTabOverBareUrl';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { DebtorAmountsTab } from './DebtorAmountsTab';
import { DebtorsTab } from './DebtorsTab';
import { RecalculationsTab } from './RecalculationsTab';

// money.md §9: the debtors tab is kept in the browser
export const DEBTORS_TAB_KEY = 'debtors.activeTab';
const TABS = ['Должники', 'Должники с суммами', 'Перерасчеты'] as const;
const isTabIndex = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < TABS.length;

// /payments/debtors (money.md §2 "Debtors (three tabs)"). Only the open tab is mounted: it reads its list and
// keeps its page, sort and search in the URL; another tab starts from a bare address.
export default function DebtorsPage() {
  const [active, setActive] = useLocalStorageState(DEBTORS_TAB_KEY, 0, isTabIndex);
  const open = useTabOverBareUrl(active, setActive);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Должники
      </Typography.Title>
      <Tabs
        activeKey={String(active)}
        onChange={(key) => open(Number(key))}
        destroyOnHidden
        items={[
          { key: '0', label: TABS[0], children: <DebtorsTab /> },
          { key: '1', label: TABS[1], children: <DebtorAmountsTab /> },
          { key: '2', label: TABS[2], children: <RecalculationsTab /> },
        ]}
      />
    </Flex>
  );
}
