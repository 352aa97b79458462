import { Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { INCOME_RANGE } from '../../../resources/money/reports';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import { IncomeTab, INCOME_TABS } from './IncomeTab';
import { useTabParam } from '../../lib/useTabParam';
import { rangePresets } from './reportRanges';
import { TypeFilterDrawer, type TypeSelection } from './TypeFilterDrawer';
import { usePaymentTypeOptions } from './useTypeOptions';

// /income/charts 'Доходы' (money.md §2 "Income"): four tabs, each a chart and a table; the period and the payment
// types (a drawer, at least one) hold across the tabs; the tab is in the address.
export default function IncomeChartsPage() {
  const [tab, selectTab] = useTabParam(INCOME_TABS);
  const [range, setRange] = useState<DateRange>(INCOME_RANGE);
  const [descriptors, setDescriptors] = useState<TypeSelection>(undefined);
  const paymentTypes = usePaymentTypeOptions();
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Доходы
      </Typography.Title>
      <Flex gap={12} wrap="wrap" align="center">
        <DateRangeFilter value={range} onChange={setRange} presets={rangePresets(INCOME_RANGE)} />
        <TypeFilterDrawer
          sections={[{ title: 'Типы платежей', options: paymentTypes.options, failed: paymentTypes.failed, selected: descriptors, onChange: setDescriptors }]}
        />
      </Flex>
      <Tabs
        activeKey={tab.key}
        onChange={selectTab}
        destroyOnHidden
        items={INCOME_TABS.map((item) => ({
          key: item.key,
          label: item.label,
          children: <IncomeTab tab={item} filters={{ ...range, paymentDescriptorIds: descriptors }} />,
        }))}
      />
    </Flex>
  );
}
