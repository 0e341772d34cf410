export interface SeedProduct {
    id: number;
    slug: string;
    name: string;
    sku: string;
    /** Current price in USD. */
    price: number;
    /** Regular price when on sale. */
    regular?: number;
    /** Units in stock; 0 = out of stock. */
    stock: number;
    category: string;
    brand: string;
    tags: readonly string[];
    short: string;
    featured?: boolean;
    sales: number;
    rating?: number;
    ratingCount?: number;
    weightKg?: number;
    dimensions?: string;
    /** ISO date the product was published. */
    date: string;
}
export declare const seedProducts: readonly SeedProduct[];
