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

export const NEWSLETTER_PROPERTIES: readonly WidgetProperty[] = [
  { id: 1, label: 'First name', type: 'str', mandatory: false },
  { id: 2, label: 'I fly agricultural drones', type: 'bool', mandatory: false },
];

/** Mailjet's bool values (s3.5); the demo also refuses names with markup or over 50 characters. */
export function isValidPropertyValue(property: WidgetProperty, value: string): boolean {
  switch (property.type) {
    case 'bool':
      return ['on', '', '1', 'true', 'false', '0'].includes(value);
    case 'int':
    case 'float':
      return value !== '' && Number.isFinite(Number(value));
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'str':
      return value.length <= 50 && !/[<>{}]|:\/\//.test(value);
  }
}
