/** `/shop/` + 2 -> `/shop/page/2/`, keeping the query string (paginate_links with add_args). */
export declare function pageUrl(siteUrl: string, basePath: string, page: number, query: URLSearchParams): string;
/** templates/loop/pagination.php; nothing for a single page. */
export declare function pagination(siteUrl: string, basePath: string, page: number, pages: number, query: URLSearchParams): string;
