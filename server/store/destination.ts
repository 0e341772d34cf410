import { countries } from '../catalogue/countries.ts';
import type { Destination } from './cart.ts';
import { formatPostcode } from './postcodes.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads `{prefix}country|state|postcode|city` (calc_shipping_, s_, or the wc-ajax short names). */
export function readDestination(fields: Readonly<Record<string, unknown>>, prefix: string): Destination {
  const country = text(fields[`${prefix}country`]);
  const known = country in countries ? country : '';
  return {
    country: known,
    state: text(fields[`${prefix}state`]).toUpperCase(),
    postcode: formatPostcode(known, text(fields[`${prefix}postcode`])),
    city: text(fields[`${prefix}city`]),
  };
}
