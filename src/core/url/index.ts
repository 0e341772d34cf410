export { safeNavigationUrl } from './safeNavigationUrl.ts';
