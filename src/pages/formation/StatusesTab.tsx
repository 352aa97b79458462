import { CloseOutlined, EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, ColorPicker, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  HEX_COLOR,
  INVALID_COLOR,
  NAME_REQUIRED,
  NEW_STATUS_COLOR,
  STATUS_ADD_FAILED,
  STATUS_ADDED,
  STATUS_UPDATE_FAILED,
  STATUS_UPDATED,
  type ClientSchoolClassStatus,
} from '../../../resources/formation';
import { formationStatuses } from '../../../resources/formation-statuses';
import { ExportButton } from '../../crud/ExportButton';
import { errorMessage } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { chipTextOn } from './formationBoard';
import { useStatuses } from './useFormation';

type Draft = { id: number | 'new'; name: string; color: string };

// The statuses table (operations.md §2 tab 2): name and a hex colour from a colour picker; a row is in view or edit
// mode, a new row is added in edit mode with #01a509 (§9) and is removed when saving it fails (§8).
export const StatusesTab = () => {
  const statuses = useStatuses();
  const { send } = useServerCall();
  const { open } = useNotification();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const rows: (ClientSchoolClassStatus | Draft)[] = [...(statuses.data ?? []), ...(draft?.id === 'new' ? [draft] : [])];

  const save = async () => {
    if (!draft) return;
    const name = draft.name.trim();
    if (!name) return setProblem(NAME_REQUIRED);
    if (!HEX_COLOR.test(draft.color)) return setProblem(INVALID_COLOR);
    setSaving(true);
    const isNew = draft.id === 'new';
    try {
      if (isNew) await send('post', 'client-school-class-statuses', { name, color: draft.color });
      else await send('patch', `client-school-class-statuses/${draft.id}`, { id: draft.id, name, color: draft.color });
      open?.({ type: 'success', message: isNew ? STATUS_ADDED : STATUS_UPDATED });
      setDraft(undefined);
    } catch (error) {
      open?.({ type: 'error', message: `${isNew ? STATUS_ADD_FAILED : STATUS_UPDATE_FAILED}${errorMessage(error) ?? ''}` });
      if (isNew) setDraft(undefined);
    } finally {
      setSaving(false);
      setProblem(undefined);
      await statuses.refetch();
    }
  };

  const editing = (row: ClientSchoolClassStatus | Draft) => draft !== undefined && draft.id === row.id;

  return (
    <>
      <Flex justify="flex-end" gap={8} style={{ marginBottom: 12 }}>
        <ExportButton name={formationStatuses.name} query={{ filters: [], sorters: [] }} fields={['name', 'color']} />
        <Button type="primary" icon={<PlusOutlined />} disabled={draft !== undefined} onClick={() => setDraft({ id: 'new', name: '', color: NEW_STATUS_COLOR })}>
          Добавить статус
        </Button>
      </Flex>
      {statuses.error ? <Alert type="error" showIcon message="Error loading data" style={{ marginBottom: 12 }} /> : null}
      <Table<ClientSchoolClassStatus | Draft>
        rowKey={(row) => String(row.id)}
        size="middle"
        loading={statuses.loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'Нет статусов' }}
        columns={[
          {
            key: 'name',
            title: formationStatuses.fields.name!.label,
            render: (_value, row) =>
              editing(row) ? (
                <Space direction="vertical" size={2} style={{ width: '100%' }}>
                  <Input
                    aria-label="Название статуса"
                    autoFocus
                    value={draft!.name}
                    maxLength={100}
                    status={problem === NAME_REQUIRED ? 'error' : undefined}
                    onChange={(event) => setDraft({ ...draft!, name: event.target.value })}
                    onPressEnter={() => void save()}
                    onKeyDown={(event) => event.key === 'Escape' && setDraft(undefined)}
                  />
                  {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
                </Space>
              ) : (
                row.name
              ),
          },
          {
            key: 'color',
            title: formationStatuses.fields.color!.label,
            width: 240,
            render: (_value, row) =>
              editing(row) ? (
                <ColorPicker
                  aria-label="Цвет статуса"
                  value={draft!.color}
                  format="hex"
                  disabledAlpha
                  showText
                  onChangeComplete={(color) => setDraft((current) => current && { ...current, color: color.toHexString() })}
                />
              ) : (
                <Tag color={row.color} style={{ color: chipTextOn(row.color) }}>
                  {row.color}
                </Tag>
              ),
          },
          {
            key: 'actions',
            title: 'Действия',
            width: 140,
            render: (_value, row) =>
              editing(row) ? (
                <Space>
                  <Button size="small" type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                    Сохранить
                  </Button>
                  <Button size="small" icon={<CloseOutlined />} aria-label="Отменить" onClick={() => setDraft(undefined)} />
                </Space>
              ) : (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Изменить статус «${row.name}»`}
                  disabled={draft !== undefined}
                  onClick={() => setDraft({ id: row.id as number, name: row.name, color: row.color })}
                />
              ),
          },
        ]}
      />
    </>
  );
};
