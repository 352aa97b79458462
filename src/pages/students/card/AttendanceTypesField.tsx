import { useEffect, useState } from 'react';
import type { AttendanceTypeLink } from '../../../../resources/clients';
import { ChipList } from '../../../components/ChipList';
import { ReferenceSelect } from '../../../components/ReferenceSelect';

type AttendanceTypesFieldProps = {
  links: readonly AttendanceTypeLink[];
  canEdit: boolean;
  onChange: (attendanceTypeIds: number[]) => Promise<void>;
};

const idsOf = (links: readonly AttendanceTypeLink[]) => links.map((link) => link.attendanceTypeId);

// 'Формат занятий' on the card: every choice is saved at once (core.md §4); a refused one is logged and the
// saved formats come back.
export function AttendanceTypesField({ links, canEdit, onChange }: AttendanceTypesFieldProps) {
  const [chosen, setChosen] = useState<number[]>(() => idsOf(links));
  const [saving, setSaving] = useState(false);
  useEffect(() => setChosen(idsOf(links)), [links]);

  if (!canEdit) {
    return <ChipList chips={links.map((link) => ({ key: link.attendanceLinkId, label: link.attendanceTypeName }))} max={10} />;
  }

  const change = async (next: number[]) => {
    setChosen(next);
    setSaving(true);
    try {
      await onChange(next);
    } catch (error) {
      console.error('Не удалось сохранить формат занятий ученика', error);
      setChosen(idsOf(links));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ReferenceSelect
      aria-label="Формат занятий"
      target="attendance-types"
      mode="multiple"
      value={chosen}
      onChange={(next) => void change(((next ?? []) as (string | number)[]).map(Number))}
      disabled={saving}
      style={{ width: '100%' }}
      placeholder="Выберите формат занятий"
    />
  );
}
