import type * as Z from 'zod/mini';
import { jsonAnswer } from '../http/jsonAnswer.ts';
import { lazySchema } from '../http/lazySchema.ts';
import type { HttpResult } from '../http/types.ts';

/**
 * What wc-ajax=checkout (WC_Checkout::process_checkout / send_ajax_failure_response) and
 * wc-ajax=update_order_review answer. Keys we do not read are kept: the answer is handed on to
 * plugins (`checkout_place_order_success`, `updated_checkout`).
 */
const checkoutAnswerSchema = lazySchema((z) => z.looseObject({
  result: z.optional(z.string()),
  redirect: z.optional(z.string()),
  messages: z.optional(z.string()),
  refresh: z.optional(z.boolean()),
  reload: z.optional(z.boolean()),
  // Selector -> markup; PHP's json_encode writes an empty map as `[]`.
  fragments: z.optional(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
}));

export type CheckoutAnswer = Z.infer<Awaited<ReturnType<typeof checkoutAnswerSchema>>>;

/**
 * A `request` reader of a checkout answer, made per request. A plugin's notice or a PHP warning printed
 * before the JSON is skipped the way checkout.js' dataFilter does: the text from `{"result` to the last `}`.
 */
export const checkoutAnswerReader = (): ((text: string) => Promise<HttpResult<CheckoutAnswer>>) => jsonAnswer(checkoutAnswerSchema, { lenient: '{"result' });
