import type { LaunchOptions } from '@playwright/test';
/** Debian's Chromium, launched as this machine allows (no sandbox as root, no background networking). */
export declare const chromiumLaunchOptions: LaunchOptions;
/** Playwright turns the back/forward cache off by default; tests of bfcache restores need it on. */
export declare const withBackForwardCache: LaunchOptions;
