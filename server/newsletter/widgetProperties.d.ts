/**
 * The Mailjet contact properties the demo widget (`wp_mailjet_subscribe_widget-3`) asks for, keyed
 * by Mailjet's numeric property id as the widget posts them: `properties[{id}]`
 * (carousel-theme-newsletter-contract s3.3). Must match server/templates/newsletterForm.ts.
 */
export interface WidgetProperty {
    id: number;
    label: string;
    type: 'str' | 'bool' | 'int' | 'float' | 'datetime';
    mandatory: boolean;
}
export declare const NEWSLETTER_PROPERTIES: readonly WidgetProperty[];
/** Mailjet's bool values (s3.5); the demo also refuses names with markup or over 50 characters. */
export declare function isValidPropertyValue(property: WidgetProperty, value: string): boolean;
