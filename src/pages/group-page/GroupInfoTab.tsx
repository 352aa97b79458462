import { Alert, Card, Descriptions, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useCan } from '@refinedev/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { BreakEvenCard } from '../../components/break-even/BreakEvenCard';
import { SheetRefreshButton } from '../error-tables/SheetRefreshButton';
import { classLabel, type SchoolClassInfo } from '../../../resources/group-page';
import { fillMessage } from '../../lib/message';
import { groupPagePath, safeSheetUrl, studentPath } from '../groups/card/groupLinks';
import { studentCountText } from '../groups/list/groupTexts';
import { useGroupStudents } from './useGroupRead';

// 'Основная информация' (operations.md §2 "Group page"): the group, teacher, subject, class, lessons per cycle,
// format, current cycle and report link, and its students, each with links to their other groups.
export function GroupInfoTab({ group }: { group: SchoolClassInfo }) {
  const canRefreshSheet = useCan({ action: 'update', params: { subject: 'TeacherSheet' } }).data?.can === true;
  // a first refresh creates the group's sheet: its link shows without reloading the page
  const [refreshedUrl, setRefreshedUrl] = useState<string>();
  const sheetUrl = safeSheetUrl(refreshedUrl ?? group.sheetUrl);
  return (
    <Flex gap={16} wrap align="start">
      <Card title="Группа" style={{ flex: '1 1 26em', maxWidth: '40em' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Группа">{group.className}</Descriptions.Item>
          <Descriptions.Item label="Преподаватель">{group.teacherName}</Descriptions.Item>
          <Descriptions.Item label="Предмет">{group.subjectName}</Descriptions.Item>
          <Descriptions.Item label="Класс">{classLabel(group.schoolYearDescription)}</Descriptions.Item>
          <Descriptions.Item label="Уроков в цикле">{group.numberOfLessonsPerCycle}</Descriptions.Item>
          <Descriptions.Item label="Формат">{group.subjectPricingName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Текущий цикл">{group.classCycle}</Descriptions.Item>
          <Descriptions.Item label="Отчет">
            <Space wrap>
              {sheetUrl ? (
                <Typography.Link href={sheetUrl} target="_blank" rel="noopener noreferrer">
                  Открыть отчет группы
                </Typography.Link>
              ) : (
                'Нет ссылки на отчет'
              )}
              {canRefreshSheet && <SheetRefreshButton classId={group.schoolClassId} onRefreshed={(answer) => setRefreshedUrl(answer.sheetUrl)} />}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Composition schoolClassId={group.schoolClassId} />
      <BreakEvenCard schoolClassId={group.schoolClassId} />
    </Flex>
  );
}

function Composition({ schoolClassId }: { schoolClassId: number }) {
  const { data, loading, error } = useGroupStudents(schoolClassId);
  const members = (data ?? []).filter((student) => student.inGroup);
  const title = data ? `Состав группы: ${studentCountText(members.length)}` : 'Состав группы';
  const body = () => {
    if (loading) return <Skeleton active paragraph={{ rows: 5 }} />;
    if (error) return <Alert type="error" showIcon message={fillMessage('Ошибка при загрузке данных: {message}', error.message)} />;
    if (members.length === 0) return <Empty description="Нет учеников в группе" />;
    return (
      <List
        size="small"
        dataSource={members}
        renderItem={(student) => (
          <List.Item>
            <Space direction="vertical" size={2}>
              <Link to={studentPath(student.studentId)}>{student.studentName}</Link>
              {student.enrolledClasses.length > 0 && (
                <Space size={[4, 4]} wrap>
                  <Typography.Text type="secondary">Другие группы:</Typography.Text>
                  {student.enrolledClasses.map((other) => (
                    <Tag key={other.schoolClassId}>
                      <Link to={groupPagePath(other.schoolClassId)}>{other.schoolClassName}</Link>
                    </Tag>
                  ))}
                </Space>
              )}
            </Space>
          </List.Item>
        )}
      />
    );
  };
  return (
    <Card title={title} style={{ flex: '1 1 26em', maxWidth: '44em' }}>
      {body()}
    </Card>
  );
}
