import { Card, Col, Row } from 'antd';
import { Children, type ReactNode } from 'react';

const LOADING_CARDS = 8;
const column = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

// The responsive grid of group cards; each column keeps its card's key (Children.map carries it over).
export function GroupGrid({ children }: { children: ReactNode }) {
  return <Row gutter={[16, 16]} align="top">{Children.map(children, (child) => <Col {...column}>{child}</Col>)}</Row>;
}

export function GroupGridSkeleton() {
  return (
    <div aria-busy="true" aria-label="Загрузка групп">
      <GroupGrid>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Card key={index} size="small" loading />
        ))}
      </GroupGrid>
    </div>
  );
}
