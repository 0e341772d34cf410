export { readCookie } from './cookies.ts';
export { removeCookie } from './cookies.ts';
export { writeCookie } from './cookies.ts';
export type { CookieAttributes } from './cookies.ts';
