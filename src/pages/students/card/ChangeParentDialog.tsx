import { optionalPhoneRule } from '../../../../resources/field-rules';
import { NAME_EMPTY, nonEmptyNameRule } from '../../../../resources/names';
import { ChangeParentDialog as ParentDialog } from '../../../components/parents/ChangeParentDialog';
import { useChangeParentForm } from './useChangeParentForm';

type ChangeParentDialogProps = { open: boolean; studentId: number; parentId: number | null; onClose: () => void };

const rules = { name: nonEmptyNameRule(NAME_EMPTY), phone: optionalPhoneRule };

// core.md §2.10: 'Изменить родителя' on the student card.
export function ChangeParentDialog({ open, studentId, parentId, onClose }: ChangeParentDialogProps) {
  const change = useChangeParentForm(studentId, open);
  return (
    <ParentDialog
      open={open}
      parents={change.parents}
      loading={change.loading}
      loadFailed={change.loadFailed}
      current={{ parentId, clientParentId: null }}
      rules={rules}
      saving={change.saving}
      onLinkExisting={change.linkExisting}
      onAddNew={change.addNew}
      onClose={onClose}
    />
  );
}
