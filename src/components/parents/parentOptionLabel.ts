import type { ParentOption } from '../../../resources/parents';
import { displayPhone } from '../../lib/phone';

// An entry of all-parents-info as a choice: the name and, when known, the phone.
export const parentOptionLabel = (parent: ParentOption) =>
  [parent.clientParentName, displayPhone(parent.clientParentPhoneNumber)].filter(Boolean).join(' · ');
