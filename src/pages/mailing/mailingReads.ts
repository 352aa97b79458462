import { useList, useOne, type BaseRecord, type HttpError } from '@refinedev/core';
import type { AnyResource } from '../../../resources/define';
import { groupChats } from '../../../resources/group-chats';
import { groups, type GroupRow } from '../../../resources/groups';
import { mailingTemplates } from '../../../resources/mailing-templates';
import { staff } from '../../../resources/staff';
import { readList } from '../../crud/readList';
import { recipientsPath, type RecipientList } from './audience';
import { announcementDetails } from './mailingResources';
import type { StaffRow } from '../../../resources/staff';
import type { AnnouncementDetail, DeliveryRow, RecipientOption, RegisteredGroupChat, Template } from './mailingTypes';

// The reads of the mailing screens (operations.md §7 "Mailing"), each through the data provider on a declaration
// (a read-only one named by its path where the list is no resource of the app), with the state a screen shows:
// a failure in place, no toast.

type Query = { data?: { data: unknown }; isLoading: boolean; isFetching: boolean; error: HttpError | null; refetch: () => unknown };

const stateOf = <Body>(query: Query) => ({
  data: query.data?.data as Body | undefined,
  loading: query.isLoading,
  fetching: query.isFetching,
  error: query.error ?? undefined,
  retry: () => void query.refetch(),
});

type ListOptions = { enabled?: boolean; refetchInterval?: number | false };

const useWholeList = <Row extends BaseRecord>(declaration: AnyResource, { enabled = true, refetchInterval = false }: ListOptions = {}) =>
  stateOf<Row[]>(
    useList<Row, HttpError>({
      resource: declaration.name,
      meta: { declaration },
      pagination: { mode: 'off' },
      errorNotification: false,
      queryOptions: { enabled, refetchInterval },
    }).query,
  );

// A list whose path says what it is (a mailing's recipients, a choice of groups' students).
const pathList = (path: string) => readList<Record<string, unknown>>(path, 'Report', 'id', path);

// The templates and the registered chats not archived: the same whole lists their tabs read, so a change in a tab
// shows in the forms at once.
const notArchived = <Row extends { isArchived: boolean }>(rows: Row[] | undefined) => rows?.filter((row) => !row.isArchived);

export const useLiveTemplates = () => {
  const read = useWholeList<Template>(mailingTemplates);
  return { ...read, data: notArchived(read.data) };
};

export const useLiveGroupChats = () => {
  const read = useWholeList<RegisteredGroupChat>(groupChats);
  return { ...read, data: notArchived(read.data) };
};

export const useStaffList = () => useWholeList<StaffRow>(staff);

// the active groups (teacher-sheets-info, core.md §7)
export const useActiveGroups = () => useWholeList<GroupRow>(groups);

// Who of the chosen groups' students or parents would get a mailing (announcements-controller/{kind}?classIds=).
export const useGroupRecipients = (kind: 'students' | 'parents', classIds: readonly number[]) =>
  useWholeList<RecipientOption>(pathList(`announcements-controller/${kind}?classIds=${encodeURIComponent(classIds.join(','))}`));

// One recipient list of a mailing: before dispatch who would get it, afterwards the outbox rows.
export const useRecipientList = (announcementId: number, list: RecipientList, dispatched: boolean, options: ListOptions = {}) =>
  useWholeList<DeliveryRow | RecipientOption>(pathList(recipientsPath(announcementId, list, dispatched)), options);


// A mailing's detail (announcements/{id}); read again every refetchInterval while `refetchWhile` says so.
export const useAnnouncement = (
  announcementId: number | undefined,
  { refetchInterval = false, refetchWhile }: { refetchInterval?: number | false; refetchWhile?: (detail: AnnouncementDetail | undefined) => boolean } = {},
) =>
  stateOf<AnnouncementDetail>(
    useOne<AnnouncementDetail, HttpError>({
      resource: announcementDetails.name,
      id: announcementId ?? 0,
      meta: { declaration: announcementDetails },
      errorNotification: false,
      queryOptions: {
        enabled: announcementId !== undefined,
        refetchInterval: refetchWhile ? (state) => (refetchWhile(state.state.data?.data) ? refetchInterval : false) : refetchInterval,
      },
    }).query,
  );
