import { Typography } from 'antd';
import type { AnyResource } from '../../resources/define';
import { EditableGrid } from '../components/editable-grid/EditableGrid';
import { pagingOf } from './paging';

// The list page of a declaration with nothing custom (issue 7): its title and its grid, paged, sorted,
// filtered and edited as the declaration says.
export function ResourceListPage({ declaration }: { declaration: AnyResource }) {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {declaration.page?.title ?? declaration.label.many}
      </Typography.Title>
      <EditableGrid
        declaration={declaration}
        pagination={pagingOf(declaration)}
        pageSize={declaration.page?.pageSize}
        pageSizeOptions={declaration.page?.pageSizeOptions}
        loadFailed={declaration.page?.loadFailed}
      />
    </>
  );
}
