import { describe } from 'vitest';

// One '### Example N — title' of docs/money.md as a test. Every test file of resources/money writes its examples
// with this; worked-examples.test.ts holds the page's examples equal to the `example(N, …)` calls of those files.
export const example = (number: number, title: string, body: () => void) => {
  describe(`docs/money.md Example ${number}: ${title}`, body);
};
