import { readFileSync } from 'node:fs';
import { replacesHandles as singleProductHandles } from '../../src/islands/single-product/handles.ts';
import { replacesHandles as variationHandles } from '../../src/islands/variations/handles.ts';

/**
 * Page types with a capture of the same kind of page from a real WooCommerce 11 store
 * (fixtures/real-wc/INDEX.md), and the islands' handles that replace that page's own scripts. The
 * jQuery-era column loads only the libraries on npm; on a product page that leaves out flexslider,
 * zoom, PhotoSwipe and WooCommerce's single-product script, which the capture counts.
 */
const CAPTURES: Readonly<Record<string, { file: string; replacedBy: readonly string[] }>> = {
  product: { file: 'product-drone', replacedBy: [...singleProductHandles, ...variationHandles] },
};

export interface RealPageJs {
  /** Capture name in fixtures/real-wc/ (`NAME.scripts.tsv`). */
  capture: string;
  scripts: number;
  /** gzip -9 bytes of every script on the page. */
  gz: number;
  /** Of which the page's own scripts the islands replace (by WordPress handle). */
  pageScriptsGz: number;
  pageHandles: string[];
}

const readCapture = (file: string): string => readFileSync(new URL(`../../fixtures/real-wc/${file}.scripts.tsv`, import.meta.url), 'utf8');

/** `src, gzip -9 size, raw size, id` per script, header first (fixtures/real-wc/INDEX.md). */
export function parseScriptsTsv(tsv: string): Array<{ id: string; gz: number }> {
  return tsv.trim().split('\n').slice(1).map((line) => line.split('\t'))
    .map(([, gz, , id]) => ({ id: id ?? '', gz: Number(gz) }))
    .filter((row) => Number.isFinite(row.gz));
}

/** What a real WooCommerce page of this type loads; null when there is no capture of it. */
export function realWooCommerceJs(page: string, read: (file: string) => string = readCapture): RealPageJs | null {
  const capture = CAPTURES[page];
  if (capture === undefined) return null;
  const rows = parseScriptsTsv(read(capture.file));
  const own = rows.filter((row) => capture.replacedBy.some((handle) => row.id === `${handle}-js`));
  return {
    capture: capture.file, scripts: rows.length, gz: rows.reduce((sum, row) => sum + row.gz, 0),
    pageScriptsGz: own.reduce((sum, row) => sum + row.gz, 0), pageHandles: own.map((row) => row.id.replace(/-js$/, '')),
  };
}
