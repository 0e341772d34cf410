import type { Migration } from '../Migration.ts';
export declare const ordersSchema: Migration;
