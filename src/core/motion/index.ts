export { isShown } from './slide.ts';
export { slide } from './slide.ts';
export type { SlideOptions } from './slide.ts';
export { show } from './show.ts';
