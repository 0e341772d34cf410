import type { User } from '../../store/createUsers.ts';
import { restError } from './restError.ts';
import type { RestContext, RestEndpoint, RestHandler } from './RestEndpoint.ts';
import { nestedParam, requestParams } from './requestParams.ts';

/** The `woocommerce_meta` keys WooCommerce lets the REST API write (stored as `woocommerce_{key}`). */
const WOOCOMMERCE_META_KEYS = ['coming_soon_banner_dismissed'] as const;

function userJson(ctx: RestContext, user: User) {
  const { siteUrl } = ctx.state;
  const woocommerceMeta = Object.fromEntries(
    WOOCOMMERCE_META_KEYS.map((key) => [key, ctx.services.users.meta(user.id, `woocommerce_${key}`) ?? '']),
  );
  return {
    id: user.id,
    name: user.displayName,
    url: '',
    description: '',
    link: `${siteUrl}/author/${user.login}/`,
    slug: user.login,
    avatar_urls: {},
    meta: [],
    woocommerce_meta: woocommerceMeta,
    _links: { self: [{ href: `${siteUrl}/wp-json/wp/v2/users/${user.id}` }], collection: [{ href: `${siteUrl}/wp-json/wp/v2/users` }] },
  };
}

const me: RestHandler = (ctx) => {
  const { user } = ctx.state;
  if (user === null) return restError('rest_not_logged_in', 'You are not currently logged in.', 401);
  return userJson(ctx, user);
};

/** WP_REST_Users_Controller::update_item, limited to the `woocommerce_meta` field the store writes. */
function update(idOf: (ctx: RestContext) => number | null): RestHandler {
  return (ctx) => {
    const current = ctx.state.user;
    const id = idOf(ctx);
    if (current === null && id === null) return restError('rest_not_logged_in', 'You are not currently logged in.', 401);
    const target = id === null ? undefined : ctx.services.users.byId(id);
    if (target === undefined) return restError('rest_user_invalid_id', 'Invalid user ID.', 404);
    if (current === null || (current.id !== target.id && current.role !== 'administrator')) {
      return restError('rest_cannot_edit', 'Sorry, you are not allowed to edit this user.', current === null ? 401 : 403);
    }
    const params = requestParams(ctx.request);
    for (const key of WOOCOMMERCE_META_KEYS) {
      const value = nestedParam(params, 'woocommerce_meta', key);
      if (typeof value === 'string') ctx.services.users.setMeta(target.id, `woocommerce_${key}`, value);
    }
    return userJson(ctx, target);
  };
}

const ownId = (ctx: RestContext): number | null => ctx.state.user?.id ?? null;
const paramId = (ctx: RestContext): number | null => (/^\d+$/.test(ctx.params['id'] ?? '') ? Number(ctx.params['id']) : null);

/** `/wp/v2/users/me` and `/wp/v2/users/{id}`: what the coming-soon banner dismissal needs (spec s7). */
export const userEndpoints: readonly RestEndpoint[] = [
  { path: '/wp/v2/users/me', methods: { GET: me, POST: update(ownId), PUT: update(ownId), PATCH: update(ownId) } },
  { path: '/wp/v2/users/:id', methods: { POST: update(paramId), PUT: update(paramId), PATCH: update(paramId) } },
];
