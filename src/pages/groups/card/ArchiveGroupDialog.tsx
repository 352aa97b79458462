import { useState } from 'react';
import { groupTexts, type GroupRow } from '../../../../resources/groups';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { archiveQuestion } from '../list/groupTexts';

type ArchiveGroupDialogProps = {
  group: GroupRow | null;
  onArchive: (group: GroupRow) => Promise<boolean>;
  onClose: () => void;
};

// core.md §2.5: 'Подтверждение архивации' / 'Вы уверены, что хотите архивировать "{name}"?'
export function ArchiveGroupDialog({ group, onArchive, onClose }: ArchiveGroupDialogProps) {
  const [archiving, setArchiving] = useState(false);
  const confirm = async () => {
    if (!group) return;
    setArchiving(true);
    try {
      if (await onArchive(group)) onClose();
    } finally {
      setArchiving(false);
    }
  };
  return (
    <ConfirmDialog
      open={group !== null}
      title={groupTexts.archiveTitle}
      text={group && archiveQuestion(group.className)}
      confirmText="Архивировать"
      danger
      loading={archiving}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
