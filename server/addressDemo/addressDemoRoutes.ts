import { DEMO_ADDRESS_COUNTRIES, demoAddresses } from '../catalogue/addresses.ts';
import type { WpJsonRoute } from '../routes/wpJsonTypes.ts';
import { geocodeStreets, geocodedAddress } from './geocodeStreets.ts';
import { searchAddresses } from './searchAddresses.ts';

export const ADDRESS_DEMO_NAMESPACE = 'wc-islands-demo/v1';

/** More than the client shows (5), so the client's own limit is exercised. */
const SEARCH_LIMIT = 8;

/** Whether every number typed appears whole in the label (the house number, not just its first digits). */
function hasTypedNumbers(label: string, q: string): boolean {
  const words = new Set(label.toLowerCase().split(/[\s,]+/));
  return q.toLowerCase().split(/[\s,]+/).filter((t) => /^\d/.test(t)).every((t) => words.has(t));
}

function query(request: { query: unknown }): Record<string, unknown> {
  return typeof request.query === 'object' && request.query !== null ? (request.query as Record<string, unknown>) : {};
}

/**
 * The demo 'maps service' behind the demo address provider: GET search?q=&country= and select?id=.
 * Stands in for a real service; the browser test can slow or fail it with request routing.
 */
export const addressDemoRoutes: WpJsonRoute[] = [
  {
    namespace: ADDRESS_DEMO_NAMESPACE,
    method: 'GET',
    path: `/${ADDRESS_DEMO_NAMESPACE}/address/search`,
    handler: (_services, request, reply) => {
      const { q, country } = query(request);
      if (typeof q !== 'string' || q.trim() === '') {
        return reply.status(400).send({ code: 'missing_query', message: 'A query is required.', data: { status: 400 } });
      }
      const upper = typeof country === 'string' ? country.toUpperCase() : '';
      if (!(DEMO_ADDRESS_COUNTRIES as readonly string[]).includes(upper)) return [];
      // Like a geocoder: known addresses with the typed house number, then that number on each matching
      // street, then known addresses whose number only starts with it (still typing: "18" -> 1849).
      const known = searchAddresses(demoAddresses, q, upper, SEARCH_LIMIT);
      const exact = known.filter((s) => hasTypedNumbers(s.label, q));
      const labels = new Set(known.map((s) => s.label));
      const geocoded = geocodeStreets(q, upper as 'US' | 'GB' | 'DE', SEARCH_LIMIT).filter((s) => !labels.has(s.label));
      return [...exact, ...geocoded, ...known.filter((s) => !exact.includes(s))].slice(0, SEARCH_LIMIT);
    },
  },
  {
    namespace: ADDRESS_DEMO_NAMESPACE,
    method: 'GET',
    path: `/${ADDRESS_DEMO_NAMESPACE}/address/select`,
    handler: (_services, request, reply) => {
      const { id } = query(request);
      const address = typeof id === 'string' && id.startsWith('geo:') ? geocodedAddress(id) : demoAddresses.find((candidate) => candidate.id === id);
      if (!address) return reply.status(404).send({ code: 'no_place', message: 'No such address.', data: { status: 404 } });
      const { country, address_1, address_2, city, postcode, state } = address;
      return { country, address_1, address_2, city, postcode, state };
    },
  },
];
