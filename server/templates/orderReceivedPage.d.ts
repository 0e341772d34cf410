import type { Order } from '../store/createOrders.ts';
/** templates/checkout/thankyou.php + order/order-details.php, trimmed. */
export declare function orderReceivedPage(order: Order): string;
