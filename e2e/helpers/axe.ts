import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Scope = { include?: string; exclude?: string };

// axe's serious and critical violations on the page (or within `include`, without `exclude`), each as
// 'rule (impact): help — its first elements', so that a failing expectation says what and where.
export const seriousViolations = async (page: Page, { include, exclude }: Scope = {}) => {
  // axe.run in the page itself: the default finishes each run in a blank page of its own, a new renderer per check,
  // which cost about half of the accessibility walk's time
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
};
