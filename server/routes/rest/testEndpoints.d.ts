import type { RestEndpoint } from './RestEndpoint.ts';
/**
 * Test switches (never in production): `POST /wc-islands/v1/test/expire-nonces` invalidates every
 * nonce handed out so far, so browser tests can watch the client refresh mid-session.
 */
export declare const testEndpoints: readonly RestEndpoint[];
