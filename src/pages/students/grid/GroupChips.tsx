import { Flex, Tag } from 'antd';
import type { StudentSchoolClass } from '../../../../resources/students';

// Only web addresses become links (ARCHITECTURE §6: links only http(s)).
export const isWebAddress = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url.trim());

// A student's groups: each name links to the group's report spreadsheet when it has one. A Flex, not a Space: one
// element for the lot instead of a wrapper each, in every row of the students table (issue 21).
export function GroupChips({ groups }: { groups: readonly StudentSchoolClass[] }) {
  return (
    <Flex gap={4} wrap align="center">
      {groups.map((group) => (
        <Tag key={group.classId} style={{ marginInlineEnd: 0 }}>
          {isWebAddress(group.sheetUrl) ? (
            <a href={group.sheetUrl.trim()} target="_blank" rel="noopener noreferrer">
              {group.className}
            </a>
          ) : (
            group.className
          )}
        </Tag>
      ))}
    </Flex>
  );
}
