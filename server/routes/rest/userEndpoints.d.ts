import type { RestEndpoint } from './RestEndpoint.ts';
/** `/wp/v2/users/me` and `/wp/v2/users/{id}`: what the coming-soon banner dismissal needs (spec s7). */
export declare const userEndpoints: readonly RestEndpoint[];
