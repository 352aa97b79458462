import { Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import type { DebtCommentRow, DebtorRow } from '../../../resources/debtors';

type DebtCommentCellProps = {
  row: DebtorRow;
  save: (row: DebtorRow, text: string) => Promise<DebtCommentRow | undefined>;
  onSaved: () => void;
};

// money.md §9: the comment's date as dd-MM-yyyy HH:mm
export const commentDate = (timestamp: string) => dayjs(timestamp).format('DD-MM-YYYY HH:mm');

// The editable admin comment of a debtor row: Ctrl+Enter (⌘+Enter on a Mac) saves it (money.md §2).
export function DebtCommentCell({ row, save, onSaved }: DebtCommentCellProps) {
  const [text, setText] = useState(row.adminDebtCommentContent ?? '');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Pick<DebtCommentRow, 'adminName' | 'timestamp'> | null>(null);
  const author = saved ?? (row.adminDebtCommentTimestamp ? { adminName: row.adminDebtCommentAdminName ?? '', timestamp: row.adminDebtCommentTimestamp } : null);

  const onKeyDown = async (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const result = await save(row, text);
      if (result) {
        setText(result.content);
        setSaved(result);
        onSaved();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ minWidth: 220 }}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={2000}
        disabled={saving}
        placeholder="Комментарий (Ctrl+Enter — сохранить)"
        aria-label={`Комментарий: ${row.studentName}, ${row.className}, цикл ${row.classCycle}`}
      />
      {author && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {author.adminName}, {commentDate(author.timestamp)}
        </Typography.Text>
      )}
    </div>
  );
}
