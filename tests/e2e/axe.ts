import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's findings on the page (or within `include`), one line per rule with the elements it names.
 * Legacy mode scans the page's own frames in the page: without it, axe opens a blank page for each
 * scan to merge the frames' results, which doubled a scan's time (about 1 s of 2 on these
 * machines) and finds nothing more here, where no cross-origin frame loads before a choice.
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
