/**
 * What the product pages add to the catalogue: three variable products a drone shop sells, a
 * six-image gallery, reviews with ratings and upsells. Ids stay below 1000 (ids from 1000 are the
 * benchmark's virtual copies) and apart from products (odd, 17-111) and their attachments (id - 1):
 * variations 601-699, gallery attachments 801-899, variation image attachments 901-999.
 */
import type { SeedProduct } from '../catalogue/products.ts';

export interface SeedAttribute {
  taxonomy: string;
  label: string;
  /** [slug, name] in menu order. */
  terms: ReadonlyArray<readonly [string, string]>;
}

export interface VariationImage { stem: string; attachmentId: number; alt: string }

export interface SeedVariation {
  id: number;
  /** Term slug per attribute taxonomy. */
  terms: Readonly<Record<string, string>>;
  price: number;
  regular?: number;
  stock: number;
  /** File stem of the variation's own image; absent: the parent's. */
  image?: VariationImage;
  weightKg?: number;
  description?: string;
}

export interface SeedVariable {
  product: SeedProduct;
  attributes: readonly SeedAttribute[];
  variations: readonly SeedVariation[];
}

export const SPRAYER_ID = 107;
export const PROPELLERS_ID = 109;
export const BATTERY_ID = 111;

const tank = { taxonomy: 'pa_tank-size', label: 'Tank size', terms: [['20-l', '20 L'], ['30-l', '30 L'], ['40-l', '40 L']] } as const;
const pack = { taxonomy: 'pa_battery-pack', label: 'Battery pack', terms: [['standard', 'Standard (2 × 20000 mAh)'], ['extended', 'Extended (4 × 30000 mAh)']] } as const;

/** Variation images are named like gallery images (`-gN`), which the generated uploads draw for the product. */
const tankImage = (n: number, label: string, id: number): VariationImage =>
  ({ stem: `aw-as40-g${n}`, attachmentId: id, alt: `AgriWing AS-40 with the ${label} tank` });

/** Tank x battery: six combinations, the heaviest (40 L, extended) out of stock. */
const sprayer: SeedVariable = {
  product: {
    id: SPRAYER_ID, slug: 'agriwing-as-40-configurable-spraying-drone', name: 'AgriWing AS-40 Configurable Spraying Drone',
    sku: 'AW-AS40', price: 15990, stock: 15, category: 'agricultural-drones', brand: 'agriwing',
    tags: ['agriculture', 'carbon', 'spraying'], short: 'Choose the tank for your fields and the battery pack for your day: one airframe, three tank sizes.',
    sales: 21, weightKg: 38, dimensions: '240 × 240 × 75 cm', date: '2026-03-28',
  },
  attributes: [tank, pack],
  variations: [
    { id: 601, terms: { 'pa_tank-size': '20-l', 'pa_battery-pack': 'standard' }, price: 15990, stock: 5, weightKg: 32, image: tankImage(6, '20 L', 901), description: 'Light enough for one person to load; ideal for orchards and trial plots.' },
    { id: 603, terms: { 'pa_tank-size': '20-l', 'pa_battery-pack': 'extended' }, price: 18490, stock: 3, weightKg: 34, image: tankImage(6, '20 L', 901) },
    { id: 605, terms: { 'pa_tank-size': '30-l', 'pa_battery-pack': 'standard' }, price: 17990, stock: 4, weightKg: 38, image: tankImage(7, '30 L', 903) },
    { id: 607, terms: { 'pa_tank-size': '30-l', 'pa_battery-pack': 'extended' }, price: 20490, regular: 21490, stock: 2, weightKg: 40, image: tankImage(7, '30 L', 903) },
    { id: 609, terms: { 'pa_tank-size': '40-l', 'pa_battery-pack': 'standard' }, price: 19990, stock: 1, weightKg: 45, image: tankImage(8, '40 L', 905) },
    { id: 611, terms: { 'pa_tank-size': '40-l', 'pa_battery-pack': 'extended' }, price: 22490, stock: 0, weightKg: 47, image: tankImage(8, '40 L', 905), description: 'Back in stock for the summer spraying season.' },
  ],
};

const diameters = [['28-in', '28"'], ['30-in', '30"'], ['32-in', '32"'], ['34-in', '34"'], ['36-in', '36"'], ['38-in', '38"'], ['40-in', '40"']] as const;
const pitches = [['9-2-in', '9.2"'], ['9-6-in', '9.6"'], ['10-0-in', '10.0"'], ['10-4-in', '10.4"'], ['10-8-in', '10.8"']] as const;

/**
 * Diameter x pitch: 34 variations, more than WooCommerce's `woocommerce_ajax_variation_threshold`
 * (30), so the page prints data-product_variations="false" and the form asks get_variation.
 * 40" x 9.2" is not made (no matching variation); two combinations are out of stock.
 */
function propellerVariations(): SeedVariation[] {
  const out: SeedVariation[] = [];
  diameters.forEach(([d], di) => pitches.forEach(([p], pi) => {
    if (d === '40-in' && p === '9-2-in') return;
    const outOfStock = (d === '28-in' && p === '10-8-in') || (d === '38-in' && p === '10-0-in');
    out.push({ id: 621 + 2 * out.length, terms: { 'pa_diameter': d, 'pa_pitch': p }, price: 49 + 6 * di + 2 * pi, stock: outOfStock ? 0 : 8 + ((di * 5 + pi) % 7) * 3, weightKg: 0.4 + di * 0.05 });
  }));
  return out;
}

const propellers: SeedVariable = {
  product: {
    id: PROPELLERS_ID, slug: 'folding-carbon-propellers-for-as-series', name: 'Folding Carbon Propellers for AS-Series (CW/CCW pair)',
    sku: 'AW-PRP-AS', price: 49, stock: 300, category: 'propulsion', brand: 'agriwing', tags: ['carbon', 'propeller', 'spraying'],
    short: 'Every diameter and pitch the AS-series motors take, balanced in pairs.', sales: 64, date: '2026-02-20',
  },
  attributes: [
    { taxonomy: 'pa_diameter', label: 'Diameter', terms: diameters },
    { taxonomy: 'pa_pitch', label: 'Pitch', terms: pitches },
  ],
  variations: propellerVariations(),
};

const colourImage = (n: number, label: string, id: number): VariationImage =>
  ({ stem: `vc-b14s22-g${n}`, attachmentId: id, alt: `Smart Flight Battery 14S 22000 mAh in ${label}` });

/** One attribute, same price for every colour (so WooCommerce prints no variation price). */
const battery: SeedVariable = {
  product: {
    id: BATTERY_ID, slug: 'smart-flight-battery-14s-22000-mah', name: 'Smart Flight Battery 14S 22000 mAh',
    sku: 'VC-B14S22', price: 990, stock: 16, category: 'batteries-chargers', brand: 'voltcore', tags: ['battery', 'spraying'],
    short: 'Colour-coded cases so a crew can tell charged packs from spent ones at a glance.', sales: 30, weightKg: 8.1, date: '2026-03-05',
  },
  attributes: [{ taxonomy: 'pa_colour', label: 'Colour', terms: [['graphite', 'Graphite'], ['safety-orange', 'Safety Orange'], ['field-green', 'Field Green']] }],
  variations: [
    { id: 691, terms: { 'pa_colour': 'graphite' }, price: 990, stock: 12, image: colourImage(2, 'Graphite', 931) },
    { id: 693, terms: { 'pa_colour': 'safety-orange' }, price: 990, stock: 4, image: colourImage(3, 'Safety Orange', 933) },
    { id: 695, terms: { 'pa_colour': 'field-green' }, price: 990, stock: 0, image: colourImage(4, 'Field Green', 935) },
  ],
};

export const seedVariables: readonly SeedVariable[] = [sprayer, propellers, battery];

export interface SeedGalleryImage { stem: string; attachmentId: number; alt: string }

/** `_product_image_gallery`: images after the featured one (so the sprayer shows six in all). */
export const seedGalleries: Readonly<Record<number, readonly SeedGalleryImage[]>> = {
  [SPRAYER_ID]: [
    { stem: 'aw-as40-g1', attachmentId: 801, alt: 'AgriWing AS-40 – side view' },
    { stem: 'aw-as40-g2', attachmentId: 803, alt: 'AgriWing AS-40 – spray boom and nozzles' },
    { stem: 'aw-as40-g3', attachmentId: 805, alt: 'AgriWing AS-40 – quick-release tank' },
    { stem: 'aw-as40-g4', attachmentId: 807, alt: 'AgriWing AS-40 – battery bay' },
    { stem: 'aw-as40-g5', attachmentId: 809, alt: 'AgriWing AS-40 – folded for transport' },
  ],
  [BATTERY_ID]: [
    { stem: 'vc-b14s22-g1', attachmentId: 811, alt: 'Smart Flight Battery 14S – charge level display' },
  ],
};

export interface SeedReview { productId: number; author: string; email: string; rating: number; content: string; date: string }

/** Reviews behind the ratings the catalogue already shows (AS-30 4.5 from 2, AS-16 4, M4 MS 5) and the new products'. */
export const seedReviews: readonly SeedReview[] = [
  { productId: 17, author: 'Maria Ortega', email: 'maria@example.com', rating: 4, content: 'Great machine, batteries are the bottleneck — buy at least four.', date: '2026-04-15T10:00:00-05:00' },
  { productId: 17, author: 'Dale Henderson', email: 'dale@example.com', rating: 5, content: 'Sprayed 600 acres of soybeans this season. Terrain following is rock solid over the terraces.', date: '2026-04-17T10:00:00-05:00' },
  { productId: 19, author: 'Priya Raman', email: 'priya@example.com', rating: 4, content: 'Fits in the truck bed folded, as promised. The 16 L tank means more refills than I would like.', date: '2026-04-02T10:00:00-05:00' },
  { productId: 63, author: 'Tom Becker', email: 'tom@example.com', rating: 5, content: 'NDVI maps line up with what the agronomist sees on foot. Worth every cent.', date: '2026-04-20T10:00:00-05:00' },
  { productId: SPRAYER_ID, author: 'Lena Fischer', email: 'lena@example.com', rating: 5, content: 'Took the 30 L with the extended pack: a full morning of spraying on one battery swap.', date: '2026-04-08T10:00:00-05:00' },
  { productId: SPRAYER_ID, author: 'Jorge Salinas', email: 'jorge@example.com', rating: 4, content: 'The 20 L is the right size for our vineyard rows. Setup took an afternoon.', date: '2026-04-12T10:00:00-05:00' },
  { productId: SPRAYER_ID, author: 'Anna Kowalski', email: 'anna@example.com', rating: 3, content: 'Flies well; the 40 L with the extended pack was back-ordered for weeks.', date: '2026-04-19T10:00:00-05:00' },
  { productId: BATTERY_ID, author: 'Sam Whitfield', email: 'sam@example.com', rating: 5, content: 'Orange for charged, graphite for spent. The crew stopped grabbing flat packs.', date: '2026-04-22T10:00:00-05:00' },
];

/** `_upsell_ids`: what the product page suggests instead of (or beside) the product. */
export const seedUpsells: Readonly<Record<number, readonly number[]>> = {
  [SPRAYER_ID]: [53, 57, 103],
  17: [SPRAYER_ID, 53],
  [BATTERY_ID]: [57, 105],
};
