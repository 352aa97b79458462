import { Skeleton } from 'antd';

const LESSONS = 6;
const STUDENTS = 5;

// operations.md §9: while loading, 6 lessons and 5 students.
export function GradebookSkeleton() {
  return (
    <div aria-busy="true" aria-label="Журнал загружается" data-testid="gradebook-skeleton">
      <table className="gradebook-table">
        <thead>
          <tr>
            <th className="gradebook-sticky">
              <Skeleton.Input active size="small" />
            </th>
            {Array.from({ length: LESSONS }, (_, index) => (
              <th key={index}>
                <Skeleton.Input active size="small" style={{ minWidth: 90, width: 90 }} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: STUDENTS }, (_, row) => (
            <tr key={row}>
              <th className="gradebook-sticky">
                <Skeleton.Input active size="small" />
              </th>
              {Array.from({ length: LESSONS }, (_, column) => (
                <td key={column}>
                  <Skeleton.Button active size="small" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
