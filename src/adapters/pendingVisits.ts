import { ATTRIBUTION_PENDING_VISITS_KEY } from '../core/constants/pendingVisits.ts';

/** A page view captured by the loader (capturePageView): its address, its referrer, and when (ms since the epoch). */
export type PendingVisit = readonly [href: string, referrer: string, time: number];

const isVisit = (value: unknown): value is PendingVisit =>
  Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string' && typeof value[2] === 'number';

/** The captured page views not yet recorded, oldest first, and forgets them (each is recorded once). */
export function takePendingVisits(): PendingVisit[] {
  try {
    const text = sessionStorage.getItem(ATTRIBUTION_PENDING_VISITS_KEY);
    sessionStorage.removeItem(ATTRIBUTION_PENDING_VISITS_KEY);
    const visits: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(visits) ? visits.filter(isVisit) : [];
  } catch {
    return [];
  }
}
