import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Button, Flex, Form, Input, InputNumber, Space, Table, Tooltip, Typography, type TableColumnType } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  EXIT_CYCLE_INVALID,
  EXIT_STUDENT_MISSING,
  EXIT_TEXT_MAX,
  exitTexts,
  type SchoolClassInfo,
  type StudentClass,
  type StudentExit,
} from '../../../resources/group-page';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/date';
import { fillMessage } from '../../lib/message';
import { studentPath } from '../groups/card/groupLinks';
import { ScrollRegion } from '../reports/ScrollRegion';
import { useGroupStudents } from './useGroupRead';
import { useStudentExits, type ExitValues } from './useStudentExits';
import { FormSelect } from '../../components/FormSelect';

const NEW_ROW = -1;
type Row = StudentExit;
const reasonFields = [
  { key: 'exitReasonSaidToTeacher', title: 'Причина (со слов преподавателю)' },
  { key: 'exitReasonSaidToAdmin', title: 'Причина (со слов администратору)' },
  { key: 'retentionEffortsMade', title: 'Что сделано для удержания' },
] as const;

const studentOption = (student: StudentClass) => ({
  value: student.studentId,
  label: student.inGroup
    ? student.studentName
    : `${student.studentName} (${student.disenrollmentDate ? `ушел ${formatDate(student.disenrollmentDate)}` : 'не в группе'})`,
});

// 'Движение учеников' (operations.md §2 "Group page", §3 "Student exit", §8 "Student exits"): the group's exits as a
// table edited a row at a time (Ctrl+Enter saves, Escape cancels), added, and deleted after the spec's confirmation.
export function StudentExitsTab({ group }: { group: SchoolClassInfo }) {
  const { exits, loading, error, reload, create, update, remove, writing } = useStudentExits(group.schoolClassId);
  const students = useGroupStudents(group.schoolClassId);
  const canWrite = useCan({ action: 'update', params: { subject: 'Schedule' } }).data?.can === true;
  const [form] = Form.useForm<ExitValues>();
  const [editing, setEditing] = useState<Row | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const isNew = editing?.exitId === NEW_ROW;

  // those who left first: an exit is usually written for them
  const options = [...(students.data ?? [])].sort((left, right) => Number(left.inGroup) - Number(right.inGroup)).map(studentOption);

  const startEdit = (row: Row) => {
    setEditing(row);
    form.setFieldsValue({
      studentId: row.studentId,
      classCycle: row.classCycle,
      exitReasonSaidToTeacher: row.exitReasonSaidToTeacher,
      exitReasonSaidToAdmin: row.exitReasonSaidToAdmin,
      retentionEffortsMade: row.retentionEffortsMade,
    });
  };
  const startCreate = () => {
    form.resetFields();
    setEditing({ exitId: NEW_ROW, classCycle: group.classCycle } as Row);
    form.setFieldsValue({ classCycle: group.classCycle });
  };
  const cancel = () => {
    setEditing(null);
    form.resetFields();
  };
  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const saved = isNew ? await create(values) : await update(editing, values);
    if (saved) cancel();
  };
  const onRowKeyDown = (event: KeyboardEvent, row: Row) => {
    if (editing?.exitId !== row.exitId) return;
    if (event.key === 'Escape') cancel();
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  const editingRow = (row: Row) => editing?.exitId === row.exitId;
  const cell = (row: Row, view: ReactNode, editor: ReactNode) => (editingRow(row) ? editor : view);

  const columns: TableColumnType<Row>[] = [
    {
      key: 'studentName',
      title: 'Ученик',
      width: 240,
      render: (_, row) =>
        cell(
          row,
          <Link to={studentPath(row.studentId)}>{row.studentName}</Link>,
          <Form.Item name="studentId" rules={[{ required: true, message: EXIT_STUDENT_MISSING }]} style={{ margin: 0 }}>
            <FormSelect aria-label="Ученик" showSearch optionFilterProp="label" options={options} loading={students.loading} placeholder="Выберите ученика" notFoundContent="Нет учеников" />
          </Form.Item>,
        ),
    },
    {
      key: 'classCycle',
      title: 'Цикл',
      width: 100,
      render: (_, row) =>
        cell(
          row,
          row.classCycle,
          <Form.Item name="classCycle" rules={[{ required: true, type: 'integer', min: 1, message: EXIT_CYCLE_INVALID }]} style={{ margin: 0 }}>
            <InputNumber aria-label="Цикл" min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>,
        ),
    },
    ...reasonFields.map(
      ({ key, title }): TableColumnType<Row> => ({
        key,
        title,
        width: 260,
        render: (_, row) =>
          cell(
            row,
            <span style={{ whiteSpace: 'pre-wrap' }}>{row[key] ?? ''}</span>,
            <Form.Item name={key} style={{ margin: 0 }}>
              <Input.TextArea aria-label={title} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={EXIT_TEXT_MAX} />
            </Form.Item>,
          ),
      }),
    ),
    { key: 'numberOfStudentsInSchoolClass', title: 'Учеников в группе', width: 110, align: 'right', render: (_, row) => (editingRow(row) && isNew ? '' : row.numberOfStudentsInSchoolClass) },
    { key: 'numberOfStudentsExited', title: 'Ушло в цикле', width: 100, align: 'right', render: (_, row) => (editingRow(row) && isNew ? '' : row.numberOfStudentsExited) },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: 'Действия',
      width: 110,
      fixed: 'right',
      render: (_, row) =>
        editingRow(row) ? (
          <Space size={0}>
            <Tooltip title="Сохранить">
              <Button type="text" aria-label="Сохранить" icon={<CheckOutlined />} loading={writing} onClick={() => void save()} />
            </Tooltip>
            <Tooltip title="Отмена">
              <Button type="text" aria-label="Отмена" icon={<CloseOutlined />} disabled={writing} onClick={cancel} />
            </Tooltip>
          </Space>
        ) : (
          <Space size={0}>
            <Tooltip title="Изменить">
              <Button type="text" aria-label="Изменить" icon={<EditOutlined />} disabled={editing !== null} onClick={() => startEdit(row)} />
            </Tooltip>
            <Tooltip title="Удалить">
              <Button type="text" danger aria-label="Удалить" icon={<DeleteOutlined />} disabled={editing !== null} onClick={() => setToDelete(row)} />
            </Tooltip>
          </Space>
        ),
    });
  }

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        message={fillMessage('Ошибка при загрузке данных: {message}', error.message)}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={reload}>
            Повторить
          </Button>
        }
      />
    );
  }

  const dataSource = isNew && editing ? [editing, ...exits] : exits;
  return (
    <Flex vertical gap={12}>
      {canWrite && (
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={startCreate} disabled={editing !== null}>
            Добавить запись
          </Button>
        </div>
      )}
      <Form form={form} component={false}>
        <ScrollRegion label="Движение учеников">
        <Table<Row>
          rowKey="exitId"
          size="middle"
          loading={loading}
          dataSource={dataSource}
          columns={columns}
          tableLayout="fixed"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: <Typography.Text type="secondary">Записей о движении учеников нет</Typography.Text> }}
          onRow={(row) => ({ onKeyDown: (event) => onRowKeyDown(event, row) })}
        />
        </ScrollRegion>
      </Form>
      <ConfirmDialog
        open={toDelete !== null}
        title={exitTexts.confirmTitle}
        text={toDelete && exitTexts.confirmText(toDelete.studentName)}
        confirmText={exitTexts.confirmOk}
        cancelText={exitTexts.confirmCancel}
        danger
        loading={writing}
        onConfirm={async () => {
          if (toDelete && (await remove(toDelete))) setToDelete(null);
        }}
        onCancel={() => setToDelete(null)}
      />
    </Flex>
  );
}
