/**
 * get_product_search_form(); `index` keeps the field ids unique when the form appears twice on a
 * page. The aria-label is ours: two unlabelled search landmarks fail axe's landmark-unique rule.
 */
export declare function productSearchForm(siteUrl: string, index: number, value?: string): string;
