export { CATALOGUE, type BundleStringKey, type BundleStrings, type CatalogueEntry } from './catalogue.ts';
export { translateCatalogue } from './translateCatalogue.ts';
export { fillTemplate } from './fillTemplate.ts';
