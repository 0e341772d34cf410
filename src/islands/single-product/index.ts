import type { IslandContext, IslandModule, Unmount } from '../../core/scanner/index.ts';

/** Which part an element is, and its code (a chunk each: the gallery brings Embla, the tabs nothing). */
function partFor(element: HTMLElement): Promise<IslandModule> {
  if (element.matches('.woocommerce-product-gallery')) return import('./gallery/index.ts');
  if (element.matches('.woocommerce-tabs')) return import('./tabs/index.ts');
  if (element.matches('select')) return import('./rating/index.ts');
  return import('./form/index.ts');
}

/** single-product.js without jQuery (docs/reference/product-page.md s1, s2, s4). */
export async function mount(element: HTMLElement, context: IslandContext): Promise<Unmount> {
  const part = await partFor(element);
  return part.mount(element, context);
}
