export { lazyImport } from './lazyImport.ts';
