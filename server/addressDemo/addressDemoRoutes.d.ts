import type { WpJsonRoute } from '../routes/wpJson.ts';
export declare const ADDRESS_DEMO_NAMESPACE = "wc-islands-demo/v1";
/**
 * The demo 'maps service' behind the demo address provider: GET search?q=&country= and select?id=.
 * Stands in for a real service; the browser test can slow or fail it with request routing.
 */
export declare const addressDemoRoutes: WpJsonRoute[];
