import type { Product } from '../../store/Product.ts';
import type { LoopContext } from '../productLoop.ts';
import { productLoop } from '../productLoop.ts';

/** single-product/up-sells.php and related.php: a heading and a product loop. */
export function productSection(ctx: LoopContext, kind: 'up-sells upsells' | 'related', heading: string, products: readonly Product[]): string {
  if (products.length === 0) return '';
  return `
	<section class="${kind} products">
					<h2>${heading}</h2>
				${productLoop(ctx, products)}
	</section>`;
}
