import type { IslandContext, IslandModule, Unmount } from '../../core/scanner/index.ts';

/** The gallery and the tabs: the first two parts of the definition's selector (one source, copied at build time). */
const [GALLERY = '', TABS = ''] = __SINGLE_PRODUCT_SELECTOR__.split(',');

/** Which part an element is, and its code (a chunk each: the gallery brings Embla, the tabs nothing). */
function partFor(element: HTMLElement): Promise<IslandModule> {
  if (element.matches(GALLERY)) return import('./gallery/index.ts');
  if (element.matches(TABS)) return import('./tabs/index.ts');
  if (element.matches('select')) return import('./rating/index.ts');
  return import('./form/index.ts');
}

/** single-product.js without jQuery (docs/reference/product-page.md s1, s2, s4). */
export async function mount(element: HTMLElement, context: IslandContext): Promise<Unmount> {
  const part = await partFor(element);
  return part.mount(element, context);
}
