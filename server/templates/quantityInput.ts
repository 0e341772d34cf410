import { escapeAttr, escapeHtml } from './escape.ts';

export interface QuantityInputOptions {
  id: string;
  name: string;
  value: number;
  min: number;
  max: number | null;
  productName: string;
}

/** templates/global/quantity-input.php. */
export function quantityInput(o: QuantityInputOptions): string {
  const max = o.max === null ? '' : `\n\t\t\t\t\tmax="${o.max}"`;
  return `<div class="quantity">
		<label class="screen-reader-text" for="${escapeAttr(o.id)}">${escapeHtml(o.productName)} quantity</label>
	<input
		type="number"
				id="${escapeAttr(o.id)}"
		class="input-text qty text"
		name="${escapeAttr(o.name)}"
		value="${o.value}"
		aria-label="Product quantity"
				min="${o.min}"${max}
							step="1"
			placeholder=""
			inputmode="numeric"
			autocomplete="off"
			/>
	</div>`;
}
