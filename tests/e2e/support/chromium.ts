import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, launched as this machine allows (no sandbox as root, no background networking). */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

/** Playwright turns the back/forward cache off by default; tests of bfcache restores need it on. */
export const withBackForwardCache: LaunchOptions = {
  ...chromiumLaunchOptions,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
};
