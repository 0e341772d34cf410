export { inertMarkup } from './inertMarkup.ts';
export { withoutInlineHandlers } from './withoutInlineHandlers.ts';
export { readScriptBlock } from './readScriptBlock.ts';
export type { InertMarkupOptions } from './inertMarkup.ts';
