/** What wc-ajax=checkout answers (WC_Checkout::process_checkout / send_ajax_failure_response). */
export interface CheckoutAnswer {
  readonly result?: unknown;
  readonly redirect?: unknown;
  readonly messages?: unknown;
  readonly refresh?: unknown;
  readonly reload?: unknown;
}

const asAnswer = (value: unknown): CheckoutAnswer | null => (typeof value === 'object' && value !== null ? (value as CheckoutAnswer) : null);

/**
 * The answer's JSON, or null when unusable. A plugin's notice or a PHP warning printed before the
 * JSON is skipped the way checkout.js' dataFilter does: the text from `{"result` to the last `}`.
 */
export function parseCheckoutAnswer(text: string): CheckoutAnswer | null {
  try {
    return asAnswer(JSON.parse(text));
  } catch {
    const salvaged = /{"result.*}/s.exec(text)?.[0];
    if (salvaged === undefined) return null;
    try {
      return asAnswer(JSON.parse(salvaged));
    } catch {
      return null;
    }
  }
}
