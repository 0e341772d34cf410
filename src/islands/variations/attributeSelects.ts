import { attributeOptions } from '../../core/variations/index.ts';
import type { ChosenAttributes, Variation } from '../../core/variations/index.ts';

/** The attribute name a select posts (data-attribute_name, else its name). */
export const attributeName = (select: HTMLSelectElement): string => select.dataset['attribute_name'] ?? select.name;

/** getChosenAttributes(). */
export function chosenAttributes(selects: readonly HTMLSelectElement[]): ChosenAttributes {
  const data: Record<string, string> = {};
  let chosenCount = 0;
  for (const select of selects) {
    data[attributeName(select)] = select.value;
    if (select.value !== '') chosenCount += 1;
  }
  return { count: selects.length, chosenCount, data };
}

/** The server's options of each select, kept before the first rebuild (WooCommerce's data-attribute_html). */
export function snapshotOptions(select: HTMLSelectElement): HTMLOptionElement[] {
  return [...select.options].map((option) => {
    const copy = option.cloneNode(true) as HTMLOptionElement;
    copy.disabled = false;
    copy.removeAttribute('selected');
    copy.classList.remove('attached', 'enabled');
    return copy;
  });
}

/**
 * onUpdateAttributes for one select: options no fitting variation uses are removed, inactive ones
 * disabled; a choice that stopped fitting goes back to the placeholder. Returns true when the
 * select's value was cleared that way (the caller then handles it as a change).
 */
export function rebuildSelect(select: HTMLSelectElement, reference: readonly HTMLOptionElement[], variations: readonly Variation[], chosen: Record<string, string>): boolean {
  const name = attributeName(select);
  const [placeholder, ...values] = reference;
  const options = attributeOptions(variations, chosen, name, values.map((o) => o.value));
  const selected = select.value;
  const keepPlaceholder = !(options.attached.size > 0 && selected !== '' && options.selectionValid && select.dataset['show_option_none'] === 'no');
  const next: HTMLOptionElement[] = keepPlaceholder && placeholder ? [placeholder.cloneNode(true) as HTMLOptionElement] : [];
  for (const option of values) {
    if (!options.attached.has(option.value)) continue;
    const copy = option.cloneNode(true) as HTMLOptionElement;
    copy.classList.add('attached');
    if (options.enabled.has(option.value)) copy.classList.add('enabled');
    else copy.disabled = true;
    next.push(copy);
  }
  select.replaceChildren(...next);
  select.value = selected !== '' && options.selectionValid ? selected : '';
  return selected !== '' && !options.selectionValid;
}
