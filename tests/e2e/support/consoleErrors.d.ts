import type { Page } from '@playwright/test';
/** Collects console errors and uncaught page errors from the moment it is called. */
export declare function collectConsoleErrors(page: Page): string[];
