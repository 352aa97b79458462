import { Link } from 'react-router';
import type { PaymentDescriptorLink } from '../../../../resources/payment-history';
import { ChipList } from '../../../components/ChipList';

// The student's name as a link to the card (core.md §2.10).
export function StudentLink({ studentId, studentName }: { studentId: number; studentName: string }) {
  return <Link to={`/students/${studentId}`}>{studentName}</Link>;
}

// The payment types of a payment, as chips.
export function PaymentTypes({ types }: { types: readonly PaymentDescriptorLink[] }) {
  return <ChipList chips={types.map((type) => ({ key: type.paymentDescriptorId, label: type.paymentDescriptorName }))} />;
}
