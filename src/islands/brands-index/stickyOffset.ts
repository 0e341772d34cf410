import { BRANDS_INDEX_TOP_GAP_PX, BRANDS_STICKY_WIDER_THAN_PX } from '../../core/constants.ts';

export interface StickyMeasures {
  /** `innerWidth`: the index sticks only when wider than 768 px (spec s9). */
  readonly viewportWidth: number;
  /** The index's bounding-rect top: it sticks once that has scrolled above the viewport. */
  readonly indexTop: number;
  /** `#brands_a_z` scrollHeight. */
  readonly containerHeight: number;
  /** `.brands_index` scrollHeight + 40 (contract s2.6). */
  readonly indexHeight: number;
  /** 32 under the WordPress admin bar, else 0. */
  readonly adminBar: number;
}

/**
 * Storefront brands.js (contract s2.6): the index column's padding-top that keeps its links in view
 * while the list scrolls, capped so it never runs past the container's end. 0 when not sticky.
 */
export function stickyOffset(m: StickyMeasures): number {
  if (m.viewportWidth <= BRANDS_STICKY_WIDER_THAN_PX || m.indexTop >= 0) return 0;
  return Math.max(0, Math.min(Math.abs(m.indexTop) + BRANDS_INDEX_TOP_GAP_PX + m.adminBar, m.containerHeight - m.indexHeight));
}
