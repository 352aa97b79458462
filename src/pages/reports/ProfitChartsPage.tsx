import { Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { PROFIT_RANGE } from '../../../resources/money/reports';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import { ProfitTab, PROFIT_TABS } from './ProfitTab';
import { useTabParam } from '../../lib/useTabParam';
import { rangePresets } from './reportRanges';
import { TypeFilterDrawer, type TypeSelection } from './TypeFilterDrawer';
import { useExpenseTypeOptions, usePaymentTypeOptions } from './useTypeOptions';

// /profit/charts 'Прибыль' (money.md §2 "Profit"): four tabs; the period, the payment types and the expense types
// hold across the tabs; the tab is in the address.
export default function ProfitChartsPage() {
  const [tab, selectTab] = useTabParam(PROFIT_TABS);
  const [range, setRange] = useState<DateRange>(PROFIT_RANGE);
  const [descriptors, setDescriptors] = useState<TypeSelection>(undefined);
  const [expenseTypes, setExpenseTypes] = useState<TypeSelection>(undefined);
  const paymentTypes = usePaymentTypeOptions();
  const expenseTypeOptions = useExpenseTypeOptions();
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Прибыль
      </Typography.Title>
      <Flex gap={12} wrap="wrap" align="center">
        <DateRangeFilter value={range} onChange={setRange} presets={rangePresets(PROFIT_RANGE)} />
        <TypeFilterDrawer
          sections={[
            { title: 'Типы платежей', options: paymentTypes.options, failed: paymentTypes.failed, selected: descriptors, onChange: setDescriptors },
            { title: 'Типы расходов', options: expenseTypeOptions.options, failed: expenseTypeOptions.failed, selected: expenseTypes, onChange: setExpenseTypes },
          ]}
        />
      </Flex>
      <Tabs
        activeKey={tab.key}
        onChange={selectTab}
        destroyOnHidden
        items={PROFIT_TABS.map((item) => ({
          key: item.key,
          label: item.label,
          children: <ProfitTab tab={item} filters={{ ...range, paymentDescriptorIds: descriptors, expenseTypeIds: expenseTypes }} />,
        }))}
      />
    </Flex>
  );
}
