import type { PageContext } from './PageContext.ts';
export declare function siteHeader(ctx: PageContext): string;
