import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's findings on the page (or within `include`), one line per rule with the elements it names.
 * Legacy mode runs axe inside the page: without it, axe opens a blank page for each scan to merge
 * the frames' results, about 1 s of a 2 s scan on these machines. What legacy mode cannot scan,
 * cross-origin frames, are here only the assistant's and the map's after a choice: another
 * company's pages, which the tests stand in for.
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
