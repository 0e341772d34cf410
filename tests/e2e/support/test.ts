import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export type { Locator, Page, Request, Response, Route } from '@playwright/test';

declare global {
  interface Window {
    /** Set by the fixture below through Playwright (CDP), so it exists whatever the page's policy. */
    __wciCspViolation?: (report: string) => void;
  }
}

/**
 * Runs in every frame before the page's own scripts. A blocked inline handler, inline script, eval or
 * foreign source fires `securitypolicyviolation` at the element (or document), and it bubbles here.
 */
function listenForViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
    window.__wciCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where} on ${event.documentURI}`);
  }, true);
}

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeFunction('__wciCspViolation', (report: string) => violations.push(report));
  await context.addInitScript(listenForViolations);
}

/**
 * The demo store sends a strict Content Security Policy (server/http/strictCsp.ts) and every browser
 * test imports `test` from here: a test fails when any page it opened, in its own context or in one it
 * created with `browser.newContext()`, reports a violation, even when the feature under test still
 * worked (a blocked inline handler often fails silently).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      // Contexts a test creates itself (JavaScript off, other viewports) are watched too.
      const original = browser.newContext;
      const patched: Browser['newContext'] = async (options) => {
        const created = await original.call(browser, options);
        await watch(created, violations);
        return created;
      };
      browser.newContext = patched;
      try {
        await use(violations);
      } finally {
        browser.newContext = original;
      }
      expect(violations, 'Content Security Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
