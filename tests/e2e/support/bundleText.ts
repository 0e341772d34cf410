import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { CATALOGUE, type BundleStringKey } from '../../../src/core/i18n/index.ts';
import { parsePo } from '../../../scripts/i18n/parsePo.ts';
import { translationsOf } from '../../../scripts/i18n/poEntries.ts';

declare global {
  interface Window {
    /** Every text and name written into the page once its parser finished, in order. */
    __wciWritten?: string[];
  }
}

/**
 * Runs before the page's scripts and starts listening when the parser is done (readyState
 * 'interactive', before module scripts run): from then on, every text node added or changed and
 * every aria-label, placeholder, title or value attribute set is what a script wrote, not the
 * server's HTML. Kept even when it is removed later (a live region's message is cleared). Markup
 * the server answers as HTML and the bundle only puts in place (the checkout's order review, the
 * mini-cart's fragment, a select's options from WooCommerce's globals) is WooCommerce's text, left
 * out; a name the bundle sets on an element there is still the bundle's.
 */
function recordWrittenText(): void {
  const written: string[] = [];
  window.__wciWritten = written;
  const NAMES = ['aria-label', 'placeholder', 'title', 'aria-roledescription', 'alt'];
  const SERVER_HTML = '.woocommerce-checkout-review-order, .widget_shopping_cart_content, select';
  const serverHtml = (node: Node): boolean => (node instanceof Element ? node : node.parentElement)?.closest(SERVER_HTML) != null;
  const keep = (text: string | null | undefined): void => {
    const trimmed = text?.replace(/\s+/g, ' ').trim();
    if (trimmed) written.push(trimmed);
  };
  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) return keep(node.textContent);
    if (!(node instanceof Element) || node.closest('script, style')) return;
    for (const name of NAMES) keep(node.getAttribute(name));
    for (const child of node.childNodes) visit(child);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach((node) => { if (!serverHtml(node)) visit(node); });
      else if (record.type === 'characterData') { if (!serverHtml(record.target)) keep(record.target.textContent); }
      else if (record.attributeName) keep((record.target as Element).getAttribute(record.attributeName));
    }
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: NAMES });
  });
}

export async function recordBundleText(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordWrittenText);
}

/** What the page's scripts wrote so far (a new page starts a new list). */
export const writtenText = (page: Page): Promise<string[]> => page.evaluate(() => [...new Set(window.__wciWritten ?? [])]);

/** The bundle's strings in a locale, from the same .po file the plugin's .mo is compiled from. */
export function catalogueIn(locale: string): Record<BundleStringKey, string> {
  const po = readFileSync(new URL(`../../../plugin/languages/wc-islands-${locale}.po`, import.meta.url), 'utf8');
  const translations = translationsOf(CATALOGUE, parsePo(po));
  return Object.fromEntries(Object.entries(CATALOGUE).map(([key, entry]) => [key, translations[key] ?? entry.text])) as Record<BundleStringKey, string>;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a text showing a catalogue template: a placeholder opening the template is a name (an
 * image's), the others numbers; so 'District of Columbia' is not '{0} of {1}'.
 */
const templatePattern = (template: string): RegExp => new RegExp(`^${template.trim().split(/(\{\d\})/).map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : i === 1 && template.startsWith(part) ? '.+' : '\\d+')).join('')}$`);

/**
 * The texts that show one of the bundle's English strings: equal to it (single words: 'Close' is also
 * a word of longer sentences of the store's), containing it (phrases, such as a label and
 * ' (Required)'), or filling its template. Every string of the catalogue is looked for, whatever the
 * .po says, so one left untranslated is found; `sameInLanguage` lists the keys whose translation
 * is the English word itself.
 */
export function englishLeftIn(texts: readonly string[], sameInLanguage: readonly BundleStringKey[] = []): string[] {
  const english = (Object.keys(CATALOGUE) as BundleStringKey[]).filter((key) => !sameInLanguage.includes(key)).map((key) => CATALOGUE[key].text);
  return texts.filter((text) => english.some((en) => {
    if (/\{\d\}/.test(en)) return templatePattern(en).test(text);
    const phrase = en.trim();
    return text === phrase || (/[\s()]/.test(phrase) && text.includes(phrase));
  }));
}
