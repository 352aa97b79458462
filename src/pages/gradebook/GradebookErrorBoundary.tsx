import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { gradebookMessages } from '../../../resources/gradebook';

type State = { failed: boolean; attempt: number };

// operations.md §2: a failure while drawing the gradebook shows this instead of a blank page; 'Повторить'
// draws it afresh.
export class GradebookErrorBoundary extends Component<{ children: (attempt: number) => ReactNode }, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Ошибка в журнале оценок', error);
  }

  render() {
    if (!this.state.failed) return this.props.children(this.state.attempt);
    return (
      <Result
        status="error"
        title={gradebookMessages.boundary}
        extra={
          <Button type="primary" onClick={() => this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }))}>
            Повторить
          </Button>
        }
      />
    );
  }
}
