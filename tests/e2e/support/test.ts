import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export type { Locator, Page, Request, Response, Route } from '@playwright/test';

/** One `securitypolicyviolation` a page reported. */
export interface CspViolation {
  /** 'enforce': the browser blocked it; 'report': a report-only policy would have. */
  readonly disposition: string;
  readonly directive: string;
  /** 'inline', 'eval' or the blocked address. */
  readonly blocked: string;
  /** The script (or page) that caused it, with line and column. */
  readonly source: string;
  readonly page: string;
}

declare global {
  interface Window {
    /** Set by the fixture below through Playwright (CDP), so it exists whatever the page's policy. */
    __wciCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Runs in every frame before the page's own scripts. A blocked inline handler, inline script, eval or
 * foreign source fires `securitypolicyviolation` at the element (or document), and it bubbles here.
 */
function listenForViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__wciCspViolation?.({
      disposition: event.disposition,
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
      page: event.documentURI,
    });
  }, true);
}

async function watch(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeFunction('__wciCspViolation', (violation: CspViolation) => violations.push(violation));
  await context.addInitScript(listenForViolations);
}

const describe = (v: CspViolation): string => `${v.directive} blocked ${v.blocked}${v.source ? ` at ${v.source}` : ''} on ${v.page}`;

/**
 * The demo store sends a strict Content Security Policy (server/http/strictCsp.ts) and every browser
 * test imports `test` from here: a test fails when any page it opened, in its own context or in one it
 * created with `browser.newContext()`, had something blocked, even when the feature under test still
 * worked (a blocked inline handler often fails silently). Report-only violations are listed in
 * `cspViolations` for the tests that add such a policy, and fail nothing by themselves.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: CspViolation[] = [];
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
      const blocked = violations.filter((v) => v.disposition === 'enforce').map(describe);
      expect(blocked, 'Content Security Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
