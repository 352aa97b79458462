import { Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { StudentOption } from '../../../resources/gradebook';
import { gradebookMessages } from '../../../resources/gradebook';
import { errorMessage } from '../../crud/serverErrors';
import { useReport } from '../../crud/useReport';
import { useServerCall } from '../../crud/useServerCall';

// The add-student row of student management: only students not yet in the group (the server's candidates),
// searched by name; 'Добавляю...' while the enrolment is saved.
export function AddStudentRow({ schoolClassId, columns, onAdded }: { schoolClassId: number; columns: number; onAdded: () => Promise<unknown> }) {
  const { call } = useServerCall();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const { query } = useReport<StudentOption[]>(`gradebook/student-candidates/${schoolClassId}`, {
    query: { q: search || undefined },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const add = async (studentId: number) => {
    setAdding(true);
    try {
      await call({
        method: 'post',
        path: 'gradebook/student-class/add',
        values: { studentId, schoolClassId },
        failure: (error) => ({ message: gradebookMessages.updateFailed, description: errorMessage(error) }),
      });
      await Promise.all([onAdded(), query.refetch()]);
    } catch {
      // refused: the failure toast has said why
    } finally {
      setAdding(false);
    }
  };
  return (
    <tr className="gradebook-add-row">
      <th scope="row" className="gradebook-sticky" colSpan={1}>
        {adding ? (
          <Space>
            <Spin size="small" />
            <Typography.Text>{gradebookMessages.adding}</Typography.Text>
          </Space>
        ) : (
          <Select
            showSearch
            allowClear
            size="small"
            placeholder="Добавить ученика"
            aria-label="Добавить ученика"
            filterOption={false}
            onSearch={setSearch}
            loading={query.isFetching}
            notFoundContent={query.isFetching ? <Spin size="small" /> : 'Нет учеников'}
            options={(query.data?.data ?? []).map((option) => ({ value: option.studentId, label: option.studentName }))}
            onSelect={(studentId: number | null) => {
              if (studentId !== null) void add(studentId);
            }}
            style={{ width: '100%', minWidth: 200 }}
            value={null}
          />
        )}
      </th>
      <td colSpan={Math.max(columns - 1, 1)} />
    </tr>
  );
}
