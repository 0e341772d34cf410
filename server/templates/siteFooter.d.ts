import type { PageContext } from './PageContext.ts';
export declare function siteFooter(ctx: PageContext): string;
