/**
 * The demo address provider's dataset: a few hundred realistic-looking addresses in the US, the UK
 * and Germany, generated from a fixed seed so every start (and every test) sees the same ones.
 */
export interface DemoAddress {
    id: string;
    country: 'US' | 'GB' | 'DE';
    address_1: string;
    address_2: string;
    city: string;
    postcode: string;
    state: string;
    /** What the suggestion list shows. */
    label: string;
}
/** Countries the demo provider can search (others are not searchable, so the gating shows). */
export declare const DEMO_ADDRESS_COUNTRIES: readonly ["US", "GB", "DE"];
/** The dataset, built once. */
export declare const demoAddresses: readonly DemoAddress[];
/** Two fixed addresses the browser test types (the rest are random-looking). */
export declare const DEMO_ADDRESS_EXAMPLES: {
    readonly us: DemoAddress;
    readonly gb: DemoAddress;
};
