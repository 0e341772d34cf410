import type { Brand } from '../store/Product.ts';
import { escapeAttr, escapeHtml } from './escape.ts';
import { paths } from './urls.ts';
import { uploadUrl } from './uploads.ts';

/**
 * [product_brand_thumbnails] + [product_brand_list] on the Brands page (brands.html). Letter headings
 * are h2 here (the plugin prints h3 under the page's h1), so the outline skips no level.
 */
export function brandsPage(siteUrl: string, brands: readonly Brand[]): string {
  const thumbs = brands.map((b, i) => {
    const position = i === 0 ? 'first' : i === brands.length - 1 ? 'last' : '';
    return `\n\n\t<li class="${position}">\n\t\t<a href="${escapeAttr(siteUrl + paths.brand(b.slug))}" title="${escapeAttr(b.name)}">\n\t\t\t<img decoding="async" src="${escapeAttr(uploadUrl(siteUrl, `brand-${b.slug}`, { w: 400, h: 400 }))}" alt="${escapeAttr(b.name)}" class="brand-thumbnail" width="400" height="400" />\t\t</a>\n\t</li>`;
  }).join('');
  const byLetter = new Map<string, Brand[]>();
  for (const b of brands) {
    const letter = b.name.charAt(0).toLowerCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), b]);
  }
  const index = [...byLetter.keys()].map((l) => `<li><a href="#brands-${l}">${l}</a></li>`).join('');
  const sections = [...byLetter.entries()].map(([l, list]) => `
			<h2 id="brands-${l}">${l}</h2>

			<ul class="brands">
				${list.map((b) => `<li><a href="${escapeAttr(siteUrl + paths.brand(b.slug))}">${escapeHtml(b.name)}</a></li>`).join('')}			</ul>

							<a class="top" href="#brands_a_z">&uarr; Top</a>
			`).join('');
  return `<article id="post-182" class="post-182 page type-page status-publish hentry">
			<header class="entry-header">
			<h1 class="entry-title">Brands</h1>		</header><!-- .entry-header -->
				<div class="entry-content">
			<ul class="brand-thumbnails columns-5">${thumbs}\n\n</ul>

<div id="brands_a_z">

	<ul class="brands_index">
		${index}	</ul>
${sections}
</div>

					</div><!-- .entry-content -->
		</article><!-- #post-## -->`;
}
