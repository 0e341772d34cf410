/**
 * Quantity inputs outside the cart's line-item table (spec s5, contract s3.1): a value below a
 * minimum of 0 or more is raised to that minimum.
 */
export function raiseQuantityMinimums(root: ParentNode): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input.qty')) {
    if (input.closest('.product-quantity')) continue;
    const min = parseFloat(input.getAttribute('min') ?? '');
    if (min >= 0 && parseFloat(input.value) < min) input.value = String(min);
  }
}
