import { escapeAttr, escapeHtml } from './escape.ts';

export interface Crumb {
  label: string;
  /** Absolute URL; the last crumb never links. */
  url?: string;
}

/** The store renames the home crumb (spec s1: bilingual breadcrumbs read "Shop / Tienda"). */
export const HOME_CRUMB_LABEL = 'Shop / Tienda';

/** Storefront's breadcrumb: `nav.woocommerce-breadcrumb` with " / " separators in spans. */
export function breadcrumb(siteUrl: string, trail: readonly Crumb[]): string {
  const all: Crumb[] = [{ label: HOME_CRUMB_LABEL, url: siteUrl }, ...trail];
  const parts = all.map((crumb, i) => {
    const last = i === all.length - 1;
    return !last && crumb.url !== undefined
      ? `<a href="${escapeAttr(crumb.url)}">${escapeHtml(crumb.label)}</a>`
      : escapeHtml(crumb.label);
  });
  const nav = `<nav class="woocommerce-breadcrumb" aria-label="breadcrumbs">${parts.join('<span class="breadcrumb-separator"> / </span>')}</nav>`;
  return `<div class="storefront-breadcrumb"><div class="col-full">${nav}</div></div>`;
}
