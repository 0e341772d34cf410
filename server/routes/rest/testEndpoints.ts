import { NO_ROUTE } from './restError.ts';
import type { RestEndpoint } from './RestEndpoint.ts';
import { expireRestNonces } from './restNonces.ts';

/**
 * Test switches (never in production): `POST /wc-islands/v1/test/expire-nonces` invalidates every
 * nonce handed out so far, so browser tests can watch the client refresh mid-session.
 */
export const testEndpoints: readonly RestEndpoint[] = [
  {
    path: '/wc-islands/v1/test/expire-nonces',
    methods: {
      POST: ({ services }) => {
        if (process.env['NODE_ENV'] === 'production') return NO_ROUTE();
        expireRestNonces(services);
        return { expired: true };
      },
    },
  },
];
