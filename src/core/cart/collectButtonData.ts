/**
 * The add-to-cart request body: every data-* attribute of the button, keyed as the browser's dataset
 * names them (underscores kept: `data-product_id` -> `product_id`; hyphens camelCased), as strings.
 * WooCommerce merged jQuery's `.data()` and then let dataset strings win, so strings it is (contract s1.3).
 */
export function collectButtonData(button: HTMLElement): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(button.dataset)) {
    // Our own markers (data-island-mounted, data-island) are not the shopper's request.
    if (value !== undefined && !OWN_ATTRIBUTE.test(key)) data[key] = value;
  }
  return data;
}

const OWN_ATTRIBUTE = /^island(?:$|[A-Z])/;
