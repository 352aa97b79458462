import { useSelect } from '@refinedev/core';
import { groups, type GroupRow } from '../../../resources/groups';
import type { AllCyclesReport, CycleGroup, CycleTab, TwoCyclesReport } from '../../../resources/cycle-reports';
import { useReport } from '../../crud/useReport';
import { sortedByLabel } from '../../lib/byLabel';

// The reads of the two screens, through Refine (the token, the error toasts off: the page says it in place).

// The groups to choose from: active ones, in Russian order of their names; searched in the browser.
export const useGroupOptions = () => {
  const { options, query } = useSelect<GroupRow>({
    resource: groups.name,
    meta: { declaration: groups },
    pagination: { mode: 'off' },
    optionValue: (group) => String(group.classId),
    optionLabel: (group) => `${group.className} — ${group.teacher.teacherName}`,
    errorNotification: false,
  });
  return { options: sortedByLabel(options), loading: query.isLoading, failed: query.isError, retry: () => void query.refetch() };
};

// GET payment-details-for-2-cycles-info/{classId} or payment-details-for-all-cycles/{classId}, one page of rows.
export const useGroupCycleReport = (classId: number | null, allCycles: boolean, page: number, pageSize: number) => {
  const path = allCycles ? 'payment-details-for-all-cycles' : 'payment-details-for-2-cycles-info';
  const { query } = useReport<TwoCyclesReport | AllCyclesReport>(`${path}/${classId ?? 0}`, {
    query: { _start: (page - 1) * pageSize, _end: page * pageSize },
    // the next page keeps the columns and the rows until it arrives
    queryOptions: { enabled: classId !== null, placeholderData: (previous) => previous },
  });
  return { report: classId === null ? undefined : query.data?.data, query };
};

// GET payments-by-cycle?cycle=&schoolYearCategory=
export const usePaymentsByCycle = (tab: CycleTab) => {
  const { query } = useReport<CycleGroup[]>('payments-by-cycle', { query: { cycle: tab.cycle, schoolYearCategory: tab.category } });
  return { groups: query.data?.data, query };
};
