import { ajaxEndpoint } from '../cart/ajaxEndpoint.ts';
import { jsonAnswer } from '../http/jsonAnswer.ts';
import { lazySchema } from '../http/lazySchema.ts';
import { request } from '../http/request.ts';
import type { AttributeValues, Variation } from './types.ts';

export interface VariationLookupOptions {
  /** `wc_add_to_cart_variation_params.wc_ajax_url` (with %%endpoint%%). */
  readonly wcAjaxUrl: string;
  readonly productId: number;
  /** The form's data-custom_data, passed through as WooCommerce does. */
  readonly customData?: unknown;
  readonly fetch?: typeof fetch;
}

/**
 * What a lookup ended as: the variation, none matching (`false`), no answer (network, HTTP error,
 * broken JSON), or replaced by a newer lookup (ignore it).
 */
export type LookupResult = { kind: 'found'; variation: Variation } | { kind: 'none' } | { kind: 'failed' } | { kind: 'superseded' };

export interface VariationLookup {
  /** Asks wc-ajax=get_variation; a newer call aborts this one, so an older answer never lands last. */
  find(chosen: AttributeValues): Promise<LookupResult>;
  /** Aborts the lookup in flight (the form went away). */
  cancel(): void;
}

const isVariation = (value: unknown): value is Variation =>
  typeof value === 'object' && value !== null && typeof (value as { attributes?: unknown }).attributes === 'object';

/** get_variation answers the variation, or `false` when none matches: any JSON but a variation is 'none'. */
const variationAnswerSchema = lazySchema((z) => z.catch(z.nullable(z.custom<Variation>(isVariation)), null));

/**
 * The variation form's server lookup when the page carries no variation data (more variations than
 * woocommerce_ajax_variation_threshold). A failed request is not "no match": the caller leaves the
 * form to post the chosen attributes, and the server finds the variation itself.
 */
export function createVariationLookup(options: VariationLookupOptions): VariationLookup {
  let current: AbortController | null = null;
  return {
    async find(chosen) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const data: Record<string, unknown> = { ...chosen, product_id: options.productId, custom_data: options.customData };
      const answer = await request(ajaxEndpoint(options.wcAjaxUrl, 'get_variation'), {
        form: data,
        signal: controller.signal,
        read: jsonAnswer(variationAnswerSchema, { lenient: '{"' }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      if (current === controller) current = null;
      if (controller.signal.aborted) return { kind: 'superseded' };
      if (!answer.ok) return { kind: 'failed' };
      return answer.value ? { kind: 'found', variation: answer.value } : { kind: 'none' };
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
