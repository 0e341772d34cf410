export interface SeedCategory {
    slug: string;
    name: string;
    parent: string | null;
    termId: number;
}
/** Product categories, with the term ids the real store used (drones 16 … batteries 25). */
export declare const seedCategories: readonly SeedCategory[];
