import { escapeAttr } from './escape.ts';

/** `/shop/` + 2 -> `/shop/page/2/`, keeping the query string (paginate_links with add_args). */
export function pageUrl(siteUrl: string, basePath: string, page: number, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete('paged');
  q.delete('add-to-cart');
  const path = page <= 1 ? basePath : `${basePath}page/${page}/`;
  const qs = q.toString();
  return `${siteUrl}${path}${qs === '' ? '' : `?${qs}`}`;
}

/** templates/loop/pagination.php; nothing for a single page. Its arrows point the reading way (is_rtl()). */
export function pagination(siteUrl: string, basePath: string, page: number, pages: number, query: URLSearchParams, rtl = false): string {
  if (pages <= 1) return '';
  const link = (p: number): string => escapeAttr(pageUrl(siteUrl, basePath, p, query));
  const items: string[] = [];
  if (page > 1) items.push(`<li><a class="prev page-numbers" href="${link(page - 1)}">${rtl ? '&rarr;' : '&larr;'}</a></li>`);
  for (let p = 1; p <= pages; p += 1) {
    items.push(p === page
      ? `<li><span aria-label="Page ${p}" aria-current="page" class="page-numbers current">${p}</span></li>`
      : `<li><a aria-label="Page ${p}" class="page-numbers" href="${link(p)}">${p}</a></li>`);
  }
  if (page < pages) items.push(`<li><a class="next page-numbers" href="${link(page + 1)}">${rtl ? '&larr;' : '&rarr;'}</a></li>`);
  return `<nav class="woocommerce-pagination" aria-label="Product Pagination">\n\t<ul class='page-numbers'>\n\t${items.join('\n\t')}\n</ul>\n</nav>\n`;
}
