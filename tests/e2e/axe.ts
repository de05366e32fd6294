import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One finding, named so the report says what to fix: the rule, its help text and the first offending elements. */
export interface AxeFinding {
  rule: string;
  help: string;
  nodes: string[];
}

/**
 * Serious or critical axe findings on the page as it is now (decision 0020): WCAG 2.0, 2.1 and 2.2 at levels A and
 * AA, and axe's best practices unless `bestPractice` is false; inside the `include` selectors when given.
 */
export async function axeFindings(page: Page, opts: { include?: string[]; bestPractice?: boolean } = {}): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', ...(opts.bestPractice === false ? [] : ['best-practice'])])
    // Only violations are read: axe then skips gathering the nodes that pass each rule (a share of its work).
    .options({ resultTypes: ['violations'] });
  for (const selector of opts.include ?? []) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`.slice(0, 300)) }));
}
