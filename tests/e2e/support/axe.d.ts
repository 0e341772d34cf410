import { type Page } from '@playwright/test';
/** Runs axe-core (WCAG 2.x A/AA rules) on the page, or on one open widget, and fails on any violation. */
export declare function expectNoAxeViolations(page: Page, include?: string): Promise<void>;
