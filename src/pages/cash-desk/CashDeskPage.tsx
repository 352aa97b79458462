import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cashDeskTexts } from '../../../resources/money/cash-desk';
import { dayInTimeZone } from '../../../resources/school-year';
import { formatDate } from '../../lib/date';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { DESCRIPTOR_FILTER_KEY, EXPENSE_PAYMENT_TYPE_FILTER_KEY, isIdList } from './cashDeskInput';
import { usePrintMode } from '../../lib/usePrintMode';
import { CloseDialog } from './CloseDialog';
import { DayStatistics } from './DayStatistics';
import { ExpensesTable } from './ExpensesTable';
import { InitPanel } from './InitPanel';
import { PaymentsTable } from './PaymentsTable';
import { SettingsPanel } from './SettingsPanel';
import { useCashDay } from './useCashDay';
import { useCashDeskWrites } from './useCashDeskWrites';
import { VarianceLog } from './VarianceLog';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// /payments/box-office (money.md §2 "Cash desk", §4, §5, §8): one day of the desk, the day in the URL (?date=).
// Today is the centre's day (Europe/Moscow), as the server counts it; only today's day is written.
export default function CashDeskPage() {
  const today = dayInTimeZone(new Date(), 'Europe/Moscow');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const date = DAY.test(params.get('date') ?? '') ? params.get('date')! : today;
  const [descriptorIds, setDescriptorIds] = useLocalStorageState<number[]>(DESCRIPTOR_FILTER_KEY, [], isIdList);
  const [expensePaymentTypeIds, setExpensePaymentTypeIds] = useLocalStorageState<number[]>(EXPENSE_PAYMENT_TYPE_FILTER_KEY, [], isIdList);
  const day = useCashDay(date, descriptorIds, expensePaymentTypeIds);
  const writes = useCashDeskWrites(day.refetch);
  const [closing, setClosing] = useState(false);
  const [opening, setOpening] = useState(false);
  // print mode: every row, no controls; back after the print event or after 5 s (money.md §4, §9)
  const { printing, startPrinting } = usePrintMode();


  const stats = day.statistics.data;
  const isOpenToday = stats?.dayState === 'open' && !stats.closed;
  const hideCalculated = isOpenToday && (day.counts.data ?? []).length === 0;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Касса ({formatDate(date)})
      </Typography.Title>
      {!printing && (
        <SettingsPanel
          date={date}
          today={today}
          onDate={(next) => setParams(next === today ? {} : { date: next })}
          descriptorIds={descriptorIds}
          expensePaymentTypeIds={expensePaymentTypeIds}
          onDescriptors={setDescriptorIds}
          onExpensePaymentTypes={setExpensePaymentTypeIds}
          canClose={isOpenToday && date === today}
          onClose={() => setClosing(true)}
          onPrint={startPrinting}
          onRefresh={() => void day.refetch()}
        />
      )}
      {day.statistics.error ? (
        <Alert
          type="error"
          showIcon
          message={cashDeskTexts.loadFailed}
          action={
            <Button size="small" onClick={() => void day.refetch()}>
              Повторить
            </Button>
          }
        />
      ) : null}
      {stats && !printing && <DayStateNote state={stats.dayState} closed={stats.closed} date={date} />}
      {stats?.dayState === 'not-opened' && date === today && !printing && (
        <InitPanel
          date={date}
          latest={day.latest.data}
          latestFailed={!!day.latest.error}
          saving={opening}
          onOpen={async (values) => {
            setOpening(true);
            await writes.openDay(date, values);
            setOpening(false);
          }}
        />
      )}
      {stats && <DayStatistics stats={stats} hideCalculated={hideCalculated} />}
      <Card size="small" title="Платежи и сдача">
        <PaymentsTable
          rows={stats?.dayState === 'not-opened' ? [] : (day.payments.data ?? [])}
          loading={day.payments.loading}
          editable={isOpenToday}
          printing={printing}
          onSave={writes.saveChange}
        />
      </Card>
      <Card
        size="small"
        title="Расходы"
        extra={
          printing ? null : (
            // expenses are added on their own screen (money.md §2 "Expenses"); disabled until today's desk is open (§4)
            <Button size="small" disabled={!isOpenToday} onClick={() => navigate('/expenses/table')}>
              Добавить расход
            </Button>
          )
        }
      >
        <ExpensesTable rows={stats?.dayState === 'not-opened' ? [] : (day.expenses.data ?? [])} loading={day.expenses.loading} printing={printing} />
      </Card>
      <Card size="small" title="Журнал пересчетов">
        <VarianceLog rows={day.counts.data ?? []} loading={day.counts.loading} />
      </Card>
      {stats?.dailyChangeId != null && (
        <CloseDialog
          open={closing}
          onCancel={() => setClosing(false)}
          onCount={(amount) => writes.count(stats.dailyChangeId!, amount)}
          onClose={async (values) => {
            const closed = await writes.closeDay(stats.dailyChangeId!, values);
            if (closed) setClosing(false);
            return closed;
          }}
        />
      )}
    </Flex>
  );
}

function DayStateNote({ state, closed, date }: { state: string; closed: boolean; date: string }) {
  if (state === 'archive') return <Alert type="info" showIcon message={`Архив: касса за ${formatDate(date)} доступна только для просмотра`} />;
  if (state === 'future') return <Alert type="info" showIcon message="Этот день еще не наступил" />;
  if (state === 'not-opened' && closed === false && date !== dayInTimeZone(new Date(), 'Europe/Moscow'))
    return <Alert type="info" showIcon message={`Касса за ${formatDate(date)} не открывалась`} />;
  if (state === 'open' && closed) return <Alert type="success" showIcon message="Касса за сегодня закрыта" />;
  return null;
}
