import type { Deliberate } from './diffRuns.ts';

/**
 * Differences between wc-islands and WooCommerce's own scripts that are deliberate, each with why. Anything the
 * harness finds that is not here fails its subject. Keep each entry as narrow as its reason.
 */
export const DELIBERATE: readonly Deliberate[] = [];
