import type { RestEndpoint } from './RestEndpoint.ts';
export declare const productsEndpoint: RestEndpoint;
