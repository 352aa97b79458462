import type { ClientRow } from '../../../../resources/clients';
import { clientParentWithLinkSchema } from '../../../../resources/parents';
import { ChangeParentDialog as ParentDialog } from '../../../components/parents/ChangeParentDialog';
import { useChangeParent } from './useChangeParent';

const rules = { name: clientParentWithLinkSchema.shape.clientParentName, phone: clientParentWithLinkSchema.shape.clientParentPhoneNumber };

// core.md §2.8, §4: the application's parent is one of the known parents, or a new client parent.
export function ChangeParentDialog({ open, client, onClose }: { open: boolean; client: ClientRow; onClose: () => void }) {
  const change = useChangeParent(client.clientId, open);
  return (
    <ParentDialog
      open={open}
      parents={change.parents}
      loading={change.loading}
      current={client}
      rules={rules}
      saving={change.writing}
      onLinkExisting={change.linkExisting}
      onAddNew={change.addNew}
      onClose={onClose}
    />
  );
}
