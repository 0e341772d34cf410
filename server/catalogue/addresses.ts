/**
 * The demo address provider's dataset: a few hundred realistic-looking addresses in the US, the UK
 * and Germany, generated from a fixed seed so every start (and every test) sees the same ones.
 */

export interface DemoAddress {
  id: string;
  country: 'US' | 'GB' | 'DE';
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  state: string;
  /** What the suggestion list shows. */
  label: string;
}

/** Countries the demo provider can search (others are not searchable, so the gating shows). */
export const DEMO_ADDRESS_COUNTRIES = ['US', 'GB', 'DE'] as const;

const PER_COUNTRY = 120;

/** mulberry32: a tiny deterministic generator. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const digits = (next: () => number, count: number): string => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');

export const US_STREETS = ['Main Street', 'Oak Avenue', 'Maple Drive', 'Cedar Lane', 'Pine Street', 'Elm Street', 'Washington Avenue', 'Lake Shore Drive', 'Sunset Boulevard', 'Highland Avenue', 'Meadow Lane', 'Harvest Road', 'Prairie View Road', 'Airfield Way', 'Mill Creek Road'];
export const US_CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Des Moines', 'IA', '503'], ['Fresno', 'CA', '937'], ['Lincoln', 'NE', '685'], ['Springfield', 'IL', '627'],
  ['Boise', 'ID', '837'], ['Fargo', 'ND', '581'], ['Salinas', 'CA', '939'], ['Wichita', 'KS', '672'],
  ['Lubbock', 'TX', '794'], ['Madison', 'WI', '537'], ['Austin', 'TX', '787'], ['Portland', 'OR', '972'],
];
export const GB_STREETS = ['High Street', 'Station Road', 'Church Lane', 'Mill Lane', 'Victoria Road', 'Manor Road', 'Park Avenue', 'Orchard Close', 'Kings Road', 'Queens Drive', 'Green Lane', 'Farm Lane', 'The Crescent', 'Barley Close'];
export const GB_TOWNS: ReadonlyArray<readonly [string, string]> = [
  ['Norwich', 'NR'], ['Cambridge', 'CB'], ['Lincoln', 'LN'], ['Ipswich', 'IP'], ['Peterborough', 'PE'],
  ['York', 'YO'], ['Hereford', 'HR'], ['Exeter', 'EX'], ['Shrewsbury', 'SY'], ['London', 'SW'],
];
export const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Dorfstraße', 'Schulstraße', 'Gartenstraße', 'Lindenweg', 'Feldweg', 'Bergstraße', 'Kirchplatz', 'Wiesenweg', 'Mühlenweg', 'Am Flugfeld', 'Birkenallee', 'Ackerstraße'];
export const DE_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Berlin', '10'], ['München', '80'], ['Hamburg', '20'], ['Köln', '50'], ['Hannover', '30'],
  ['Münster', '48'], ['Freiburg im Breisgau', '79'], ['Magdeburg', '39'], ['Erfurt', '99'], ['Rostock', '18'],
];
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

function usAddress(next: () => number, index: number): DemoAddress {
  const [city, state, zip] = pick(next, US_CITIES);
  const address_1 = `${100 + Math.floor(next() * 9800)} ${pick(next, US_STREETS)}`;
  const address_2 = next() < 0.2 ? `Suite ${100 + Math.floor(next() * 400)}` : '';
  const postcode = `${zip}${digits(next, 2)}`;
  return { id: `us-${index}`, country: 'US', address_1, address_2, city, postcode, state, label: `${address_1}, ${city}, ${state} ${postcode}` };
}

function gbAddress(next: () => number, index: number): DemoAddress {
  const [city, area] = pick(next, GB_TOWNS);
  const address_1 = `${1 + Math.floor(next() * 180)} ${pick(next, GB_STREETS)}`;
  const address_2 = next() < 0.2 ? `Flat ${1 + Math.floor(next() * 12)}` : '';
  const postcode = `${area}${1 + Math.floor(next() * 20)} ${digits(next, 1)}${pick(next, [...LETTERS])}${pick(next, [...LETTERS])}`;
  return { id: `gb-${index}`, country: 'GB', address_1, address_2, city, postcode, state: '', label: `${address_1}, ${city} ${postcode}` };
}

function deAddress(next: () => number, index: number): DemoAddress {
  const [city, plz] = pick(next, DE_CITIES);
  const address_1 = `${pick(next, DE_STREETS)} ${1 + Math.floor(next() * 120)}`;
  const address_2 = next() < 0.2 ? `${1 + Math.floor(next() * 4)}. OG` : '';
  const postcode = `${plz}${digits(next, 3)}`;
  return { id: `de-${index}`, country: 'DE', address_1, address_2, city, postcode, state: '', label: `${address_1}, ${postcode} ${city}` };
}

function generate(): readonly DemoAddress[] {
  const next = random(20250611);
  const out: DemoAddress[] = [];
  const seen = new Set<string>();
  for (const make of [usAddress, gbAddress, deAddress]) {
    for (let index = 0, made = 0; made < PER_COUNTRY; index += 1) {
      const address = make(next, index);
      // Two identical labels would be two indistinguishable suggestions.
      if (seen.has(address.label)) continue;
      seen.add(address.label);
      out.push(address);
      made += 1;
    }
  }
  return out;
}

/** The dataset, built once. */
export const demoAddresses: readonly DemoAddress[] = generate();

/** Two fixed addresses the browser test types (the rest are random-looking). */
export const DEMO_ADDRESS_EXAMPLES = { us: demoAddresses[0]!, gb: demoAddresses[PER_COUNTRY]! } as const;
