/** `npm run screenshots` options (docs/contributing.md, "Trying the demo store"). */
export interface ScreenshotOptions {
  /** Shot names to take (`--only shop,cart-one-item`); empty: all. */
  readonly only: readonly string[];
  /** Reuse dist/ (and dist-plugin/ for `--docs`) instead of building (`--skip-build`). */
  readonly skipBuild: boolean;
  /** The documentation's screenshots instead of the survey (`--docs`): docs/images/screenshot-N.png. */
  readonly docs: boolean;
}

export function parseOptions(argv: readonly string[]): ScreenshotOptions {
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
  return { only, skipBuild: argv.includes('--skip-build'), docs: argv.includes('--docs') };
}
