export interface SeedBrand {
    id: number;
    slug: string;
    name: string;
    description: string;
}
/** Brands as on the captured store (term ids 26-30). */
export declare const seedBrands: readonly SeedBrand[];
