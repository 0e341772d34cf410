/** A wc-ajax answer printed as HTML (wc_print_notices, woocommerce_cart_totals) rather than sent as JSON. */
export class HtmlAnswer {
  constructor(readonly html: string) {}
}
