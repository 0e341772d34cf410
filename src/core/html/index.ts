export { withoutInlineHandlers } from './withoutInlineHandlers.ts';
