import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { commentRule } from '../../../../resources/field-rules';
import { FieldError } from '../../../components/editable-grid/FieldError';

type CommentsPanelProps = {
  comment: string | null;
  onSave: (comment: string | null) => Promise<boolean>;
};

// core.md §2.8: the application's additional comment beside the card, edited in place.
export function CommentsPanel({ comment, onSave }: CommentsPanelProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const startEdit = () => {
    setError(undefined);
    setDraft(comment ?? '');
  };

  const save = async () => {
    const parsed = commentRule.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    const saved = await onSave(parsed.data);
    setSaving(false);
    if (saved) setDraft(null);
  };

  const editButton = draft === null && (
    <Button type="text" icon={<EditOutlined />} aria-label="Изменить комментарий" onClick={startEdit} />
  );

  return (
    <Card title="Комментарии" extra={editButton} style={{ width: '30em', maxWidth: '100%' }}>
      {draft === null ? (
        comment ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{comment}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">Нет комментария</Typography.Text>
        )
      ) : (
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label="Комментарий"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
            status={error ? 'error' : undefined}
            autoFocus
          />
          <FieldError message={error} />
          <Flex gap={8}>
            <Button type="primary" loading={saving} onClick={save}>
              Сохранить
            </Button>
            <Button disabled={saving} onClick={() => setDraft(null)}>
              Отмена
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
