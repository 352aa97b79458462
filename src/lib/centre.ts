import type { PayoutCentre } from '../../resources/money/payouts';
import { CENTRE_LABEL } from '../../resources/money/payouts';

// money.md §1, §9: the centre is chosen by a subdomain prefix, the first centre the default. One build and one
// server serve both; `zelenograd.<host>` opens centre 2 (the README says how to serve it on one machine).
export type Centre = { type: PayoutCentre; name: string };

const PREFIXES: Record<string, PayoutCentre> = { zelenograd: 'ZELENOGRAD', odintsovo: 'ODINTSOVO' };

// 'zelenograd.localhost:3000' or 'zelenograd.crm.example.ru' → centre 2; anything else → centre 1. Only the first
// label counts, so a host that merely contains the word elsewhere stays centre 1.
export const centreOfHost = (host: string | null | undefined): Centre => {
  const first = (host ?? '').trim().toLowerCase().split('.')[0] ?? '';
  const isSubdomain = (host ?? '').includes('.');
  const type = isSubdomain ? (PREFIXES[first] ?? 'ODINTSOVO') : 'ODINTSOVO';
  return { type, name: CENTRE_LABEL[type] };
};

export const currentCentre = (): Centre => centreOfHost(typeof window === 'undefined' ? '' : window.location.host);
