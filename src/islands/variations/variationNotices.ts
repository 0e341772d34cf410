/** The form's one message after `.single_variation` ('no matching variations', 'make a selection'). */
export interface VariationNotices {
  show(className: string, text: string): void;
  remove(): void;
}

export function variationNotices(form: HTMLFormElement, single: HTMLElement | null): VariationNotices {
  const remove = (): void => form.querySelectorAll('.wc-no-matching-variations, .wc-variation-selection-message').forEach((n) => n.remove());
  return {
    remove,
    show(className, text) {
      remove();
      const p = form.ownerDocument.createElement('p');
      p.className = `${className} woocommerce-info`;
      p.setAttribute('role', 'alert');
      p.textContent = text;
      single?.after(p);
    },
  };
}
