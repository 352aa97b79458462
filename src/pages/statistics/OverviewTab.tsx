import { useCan } from '@refinedev/core';
import { Card, Col, Row, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatKopecks, toKopecks } from '../../../resources/money/kopecks';
import { attendanceColour } from '../../../resources/operations/gradebook-colours';
import { DEFAULT_PRESET, presetRange, type DayRange, type StatisticsPreset } from '../../../resources/operations/statistics-range';
import { PAYMENTS_CARD_TITLE, PAYMENTS_UNAVAILABLE, type ClassAttendance, type PaymentsOverview, type SchoolOverview } from '../../../resources/statistics';
import { CardState } from './CardState';
import { PeriodPicker } from './PeriodPicker';
import { TopBars } from './TopBars';
import { useStatistics } from './useStatistics';

const money = (amount: string) => formatKopecks(toKopecks(amount) ?? 0, 0);
// antd's darker shades, filled: white text on them passes axe's contrast check
const tagColour = { red: '#cf1322', orange: '#ad4e00', green: '#237804' } as const;
const AttendanceTag = ({ value }: { value: number | null }) => (value === null ? <>—</> : <Tag color={tagColour[attendanceColour(value)]}>{Math.round(value)} %</Tag>);

function SchoolOverviewCard({ range }: { range: DayRange | null }) {
  const overview = useStatistics<SchoolOverview>('school-overview', range);
  const data = overview.data;
  return (
    <>
      <Col xs={24}>
        <Card title="Обзор центра">
          <CardState loading={overview.loading} error={overview.error} empty={false} onRetry={overview.retry}>
            {data && (
              <Row gutter={[24, 16]}>
                <Col><Statistic title="Учеников сейчас" value={data.currentStudents} /></Col>
                <Col><Statistic title="Новых за период" value={data.newStudents} /></Col>
                <Col><Statistic title="Ушли за период" value={data.leftStudents} /></Col>
                <Col><Statistic title="Занятий" value={data.lessonsCount} /></Col>
                <Col>
                  <Statistic title="Посещаемость" valueRender={() => <AttendanceTag value={data.attendance} />} />
                </Col>
              </Row>
            )}
          </CardState>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Ученики по классам">
          <CardState loading={overview.loading} error={overview.error} empty={!data?.studentsBySchoolYear.length} onRetry={overview.retry}>
            <TopBars items={(data?.studentsBySchoolYear ?? []).map((entry) => ({ name: entry.name, value: entry.count }))} limit={8} label="Ученики по классам" />
          </CardState>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="Занятия по классам">
          <CardState loading={overview.loading} error={overview.error} empty={!data?.lessonsBySchoolYear.length} onRetry={overview.retry}>
            <TopBars items={(data?.lessonsBySchoolYear ?? []).map((entry) => ({ name: entry.name, value: entry.count }))} limit={10} label="Занятия по классам" colour="#13c2c2" />
          </CardState>
        </Card>
      </Col>
    </>
  );
}

function AttendanceCard({ range }: { range: DayRange | null }) {
  const attendance = useStatistics<ClassAttendance[]>('school-class-attendance', range);
  const groups = attendance.data ?? [];
  return (
    <Col xs={24}>
      <Card title="Посещаемость по группам">
        <CardState loading={attendance.loading} error={attendance.error} empty={groups.length === 0} onRetry={attendance.retry}>
          <TopBars
            items={groups.filter((group) => group.attendancePercentage !== null).map((group) => ({ name: group.className, value: group.attendancePercentage! }))}
            limit={10}
            label="Посещаемость, 10 групп"
            colour="#52c41a"
            suffix=" %"
          />
          <Table<ClassAttendance>
            rowKey="classId"
            size="small"
            dataSource={groups}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { key: 'className', title: 'Группа', dataIndex: 'className' },
              { key: 'teacherName', title: 'Преподаватель', dataIndex: 'teacherName' },
              { key: 'subjectName', title: 'Предмет', dataIndex: 'subjectName' },
              { key: 'totalLessons', title: 'Занятий', dataIndex: 'totalLessons', align: 'right' },
              { key: 'present', title: 'Присутствий', render: (_, group) => `${group.presentAttendances} из ${group.theoreticalAttendances}`, align: 'right' },
              { key: 'attendance', title: 'Посещаемость', render: (_, group) => <AttendanceTag value={group.attendancePercentage} />, align: 'right' },
            ]}
          />
        </CardState>
      </Card>
    </Col>
  );
}

function PaymentsCard({ range }: { range: DayRange | null }) {
  const { data: access } = useCan({ action: 'read', params: { subject: 'PaymentStats' } });
  const allowed = access?.can === true;
  const payments = useStatistics<PaymentsOverview>('payments/overview', range, allowed);
  if (!allowed) {
    return (
      <Col xs={24}>
        <Card title={PAYMENTS_CARD_TITLE}>
          <Typography.Text type="secondary">{PAYMENTS_UNAVAILABLE}</Typography.Text>
        </Card>
      </Col>
    );
  }
  const data = payments.data;
  return (
    <Col xs={24}>
      <Card title="Платежи">
        <CardState loading={payments.loading} error={payments.error} empty={data?.paymentsCount === 0} onRetry={payments.retry}>
          {data && (
            <>
              <Row gutter={[24, 16]} style={{ marginBottom: 16 }}>
                <Col><Statistic title="Платежей" value={data.paymentsCount} /></Col>
                <Col><Statistic title="Сумма" value={money(data.totalAmount)} /></Col>
                <Col><Statistic title="Средний" value={money(data.averageAmount)} /></Col>
                <Col><Statistic title="Медиана" value={money(data.medianAmount)} /></Col>
                <Col><Statistic title="Наименьший" value={money(data.minAmount)} /></Col>
                <Col><Statistic title="Наибольший" value={money(data.maxAmount)} /></Col>
              </Row>
              <TopBars
                items={data.paymentsByClass.map((group) => ({ name: group.className, value: Math.round((toKopecks(group.totalAmount) ?? 0) / 100) }))}
                limit={10}
                label="Платежи, 10 групп, ₽"
                colour="#389e0d"
              />
            </>
          )}
        </CardState>
      </Card>
    </Col>
  );
}

// 'Обзор статистики' (operations.md §2): the period (30 days by default) and the cards for it.
export function OverviewTab() {
  const today = dayjs().format('YYYY-MM-DD');
  const [preset, setPreset] = useState<StatisticsPreset>(DEFAULT_PRESET);
  const [range, setRange] = useState<DayRange | null>(() => presetRange('30', today));
  return (
    <>
      <PeriodPicker
        preset={preset}
        range={range}
        today={today}
        onChange={(nextPreset, nextRange) => {
          setPreset(nextPreset);
          setRange(nextRange);
        }}
      />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <SchoolOverviewCard range={range} />
        <AttendanceCard range={range} />
        <PaymentsCard range={range} />
      </Row>
    </>
  );
}
