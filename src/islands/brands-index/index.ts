import { ADMIN_BAR_HEIGHT_PX, BRANDS_INDEX_EXTRA_HEIGHT_PX } from '../../core/constants.ts';
import type { Unmount } from '../../core/scanner/index.ts';
import { stickyOffset } from './stickyOffset.ts';

/**
 * Keeps the A–Z index column in view on screens wider than 768 px (spec s2). Unlike Storefront it
 * also re-measures on resize (crossing the breakpoint, reflowed heights), and updates at most once
 * per frame.
 */
export function mount(index: HTMLElement): Unmount {
  const doc = index.ownerDocument;
  const view = doc.defaultView ?? window;
  const container = index.closest<HTMLElement>('#brands_a_z') ?? index;
  let heights = { container: 0, index: 0 };
  const measure = (): void => {
    // Measured without our padding, which would otherwise feed back into the index's own height.
    const padding = index.style.paddingTop;
    index.style.paddingTop = '0px';
    heights = { container: container.scrollHeight, index: index.scrollHeight + BRANDS_INDEX_EXTRA_HEIGHT_PX };
    index.style.paddingTop = padding;
  };
  const update = (): void => {
    const offset = stickyOffset({
      viewportWidth: view.innerWidth,
      indexTop: index.getBoundingClientRect().top,
      containerHeight: heights.container,
      indexHeight: heights.index,
      adminBar: doc.body.classList.contains('admin-bar') ? ADMIN_BAR_HEIGHT_PX : 0,
    });
    index.style.paddingTop = `${offset}px`;
  };
  let frame = 0;
  const schedule = (remeasure: boolean) => (): void => {
    if (remeasure) measure();
    if (frame) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  const onScroll = schedule(false);
  const onResize = schedule(true);
  measure();
  update();
  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('resize', onResize);
  return () => {
    view.cancelAnimationFrame(frame);
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('resize', onResize);
    index.style.paddingTop = '';
  };
}
