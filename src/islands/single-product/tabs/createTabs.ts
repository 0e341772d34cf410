import { pickInitialTab } from './pickInitialTab.ts';

interface Tab {
  key: string;
  link: HTMLAnchorElement;
  item: HTMLElement;
  panel: HTMLElement;
}

function readTabs(wrapper: HTMLElement): Tab[] {
  const list = wrapper.querySelector('.wc-tabs, ul.tabs');
  const tabs: Tab[] = [];
  for (const link of list?.querySelectorAll<HTMLAnchorElement>('li > a[href*="#"]') ?? []) {
    const id = link.getAttribute('href')?.split('#')[1] ?? '';
    const panel = id === '' ? null : wrapper.ownerDocument.getElementById(id);
    const item = link.closest('li');
    if (panel && item) tabs.push({ key: id.replace(/^tab-/, ''), link, item, panel });
  }
  return tabs;
}

/**
 * WooCommerce's tabs as an APG tab list (automatic activation): one panel shown, arrows / Home / End
 * move between tabs, the selected tab alone is in the Tab order. WooCommerce's `active` class stays
 * on the list item for themes. Links to #reviews / #tab-reviews (the rating's review count, a
 * comment permalink) open the reviews tab before the browser scrolls to it.
 */
export function createTabs(wrapper: HTMLElement, location: { hash: string; href: string }): () => void {
  const tabs = readTabs(wrapper);
  if (tabs.length === 0) return () => undefined;
  const doc = wrapper.ownerDocument;

  const select = (tab: Tab, focus: boolean): void => {
    for (const t of tabs) {
      const on = t === tab;
      t.item.classList.toggle('active', on);
      t.link.setAttribute('aria-selected', String(on));
      t.link.tabIndex = on ? 0 : -1;
      t.panel.style.display = on ? '' : 'none';
    }
    if (focus) tab.link.focus();
  };
  const byKey = (key: string | undefined): Tab | undefined => tabs.find((t) => t.key === key);

  for (const tab of tabs) {
    if (!tab.panel.hasAttribute('tabindex')) tab.panel.tabIndex = 0;
  }
  select(byKey(pickInitialTab(tabs.map((t) => t.key), location.hash, location.href)) ?? tabs[0]!, false);

  const onClick = (event: MouseEvent): void => {
    const tab = tabs.find((t) => event.target instanceof Node && t.link.contains(event.target));
    if (!tab) return;
    event.preventDefault();
    select(tab, false);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = tabs.findIndex((t) => t.link === event.target);
    if (index === -1) return;
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!, true);
  };
  // The review count link and comment permalinks anywhere on the page.
  const onDocumentClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    const hash = link?.hash ?? '';
    if (link && !wrapper.querySelector('.wc-tabs, ul.tabs')?.contains(link) && (hash === '#reviews' || hash === '#tab-reviews' || link.matches('a.woocommerce-review-link'))) {
      const reviews = byKey('reviews');
      if (reviews) select(reviews, false);
    }
  };
  const onHashChange = (): void => {
    const tab = byKey(pickInitialTab(tabs.map((t) => t.key), doc.location.hash, doc.location.href));
    if (tab && doc.location.hash !== '') select(tab, false);
  };
  wrapper.addEventListener('click', onClick);
  wrapper.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onDocumentClick);
  doc.defaultView?.addEventListener('hashchange', onHashChange);
  return () => {
    wrapper.removeEventListener('click', onClick);
    wrapper.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onDocumentClick);
    doc.defaultView?.removeEventListener('hashchange', onHashChange);
  };
}
