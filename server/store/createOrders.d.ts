import type { Database } from 'better-sqlite3';
import type { CartView } from './cart.ts';
import type { ShippingRate } from './shipping.ts';
import type { Posted } from './validateCheckout.ts';
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
    create(input: {
        view: CartView;
        posted: Posted;
        shipping: ShippingRate;
        customerId: number | null;
    }): Order;
    byId(id: number): Order | undefined;
}
export declare function createOrders(db: Database): Orders;
