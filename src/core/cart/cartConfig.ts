/** What the cart needs from the platform (read from wc_add_to_cart_params by the adapter; contract s1.1). */
export interface AddToCartConfig {
  /** Endpoint template with `%%endpoint%%`. */
  readonly wcAjaxUrl: string;
  /** Text of the 'View cart' link; default 'View cart' (spec s9 labels). */
  readonly viewCartText: string;
  /** Target of 'View cart' and of the redirect-after-add. */
  readonly cartUrl: string;
  /** On the cart page no 'View cart' link is added (spec s4). */
  readonly isCart: boolean;
  /** 'yes' sends the shopper to the cart after an add; default 'no' (spec s9). */
  readonly redirectAfterAdd: 'yes' | 'no';
}

/** From wc_cart_fragments_params (contract s2.1). */
export interface FragmentsConfig {
  readonly wcAjaxUrl: string;
  readonly fragmentName: string;
  readonly cartHashKey: string;
  /** Abort the refresh after this many ms; default 5000 (spec s9). */
  readonly requestTimeoutMs: number;
}
