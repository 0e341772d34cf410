import { paidDemoGateway } from './demoGateways.ts';
import type { Database } from 'better-sqlite3';
import { randomHex } from '../util/hash.ts';
import type { CartView } from './cart.ts';
import type { AddressSection } from './checkoutFields.ts';
import { checkoutFields } from './checkoutFields.ts';
import type { CartTotals } from './cartTotals.ts';
import type { Posted } from './posted.ts';
import { countryOf, shipsElsewhere } from './validateCheckout.ts';

export interface OrderLine {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  totalCents: number;
}

export interface Order {
  id: number;
  orderKey: string;
  status: string;
  createdAt: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  items: OrderLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  paymentMethod: string;
}

export interface Orders {
  create(input: { view: CartView; posted: Posted; totals: CartTotals; customerId: number | null }): Order;
  byId(id: number): Order | undefined;
}

function address(posted: Posted, section: AddressSection): Record<string, string> {
  const from = section === 'shipping' && !shipsElsewhere(posted) ? 'billing' : section;
  const out: Record<string, string> = {};
  for (const field of checkoutFields(section, countryOf(posted, from))) out[field.key] = (posted[`${from}_${field.key}`] ?? '').trim();
  return out;
}

interface OrderRow {
  id: number; order_key: string; status: string; created_at: string; billing_json: string; shipping_json: string;
  items_json: string; subtotal_cents: number; shipping_cents: number; total_cents: number; payment_method: string;
}

export function createOrders(db: Database): Orders {
  return {
    create({ view, posted, totals, customerId }) {
      const items: OrderLine[] = view.lines.map((l) => ({
        productId: l.product.id, name: l.product.name, sku: l.product.sku, quantity: l.item.quantity, totalCents: l.lineTotalCents,
      }));
      const key = `wc_order_${randomHex(13)}`;
      const payment = posted['payment_method'] === 'cod' ? 'cod' : paidDemoGateway(posted) ?? 'cheque';
      const info = db.prepare(`INSERT INTO orders (order_key, status, customer_id, created_at, billing_json, shipping_json,
        items_json, subtotal_cents, shipping_cents, total_cents, payment_method, customer_note, posted_json)
        VALUES (?, 'on-hold', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        key, customerId, new Date().toISOString(), JSON.stringify(address(posted, 'billing')),
        JSON.stringify(address(posted, 'shipping')), JSON.stringify(items), view.subtotalCents, totals.chosen.cents,
        totals.totalCents, payment, posted['order_comments'] ?? '', JSON.stringify(posted),
      );
      const order = this.byId(Number(info.lastInsertRowid));
      if (order === undefined) throw new Error('order insert failed');
      return order;
    },
    byId(id) {
      const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
      if (row === undefined) return undefined;
      return {
        id: row.id, orderKey: row.order_key, status: row.status, createdAt: row.created_at,
        billing: JSON.parse(row.billing_json) as Record<string, string>,
        shipping: JSON.parse(row.shipping_json) as Record<string, string>,
        items: JSON.parse(row.items_json) as OrderLine[],
        subtotalCents: row.subtotal_cents, shippingCents: row.shipping_cents, totalCents: row.total_cents,
        paymentMethod: row.payment_method,
      };
    },
  };
}
