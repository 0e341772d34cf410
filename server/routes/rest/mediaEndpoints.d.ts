import type { RestEndpoint } from './RestEndpoint.ts';
/** Media routes for the upload recovery path (spec s7 "Media upload"). */
export declare const mediaEndpoints: readonly RestEndpoint[];
