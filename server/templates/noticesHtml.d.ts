import type { Notice } from '../http/notices.ts';
import type { Product } from '../store/Product.ts';
/** wc_print_notices(): success.php divs, then one error.php list (templates/notices, reference s7.9). */
export declare function noticesHtml(siteUrl: string, notices: readonly Notice[], productById: (id: number) => Product | undefined): string;
