import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core (WCAG 2.x A/AA rules) on the page, or on one open widget, and fails on any violation. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** What axe-core (WCAG 2.x A/AA rules and best practices) finds on the page, or in one region: rule, impact and the nodes' selectors. */
export async function axeViolations(page: Page, include?: string): Promise<Array<{ id: string; impact: string | null; help: string; nodes: string[] }>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(context ? { include: [context] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, include ?? null);
}
