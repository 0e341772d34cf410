/** Countries the store sells to (WooCommerce names), and the ones with a state dropdown. */
export const countries: Readonly<Record<string, string>> = {
  US: 'United States (US)',
  CA: 'Canada',
  GB: 'United Kingdom (UK)',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  AU: 'Australia',
};

export const usStates: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AA: 'Armed Forces (AA)', AE: 'Armed Forces (AE)', AP: 'Armed Forces (AP)',
};

/** Address labels per country (a slice of wc_address_i18n_params.locale). */
export function addressLabels(country: string): { state: string; postcode: string } {
  switch (country) {
    case 'US': return { state: 'State', postcode: 'ZIP Code' };
    case 'CA': return { state: 'Province', postcode: 'Postal code' };
    case 'GB': return { state: 'County', postcode: 'Postcode' };
    case 'AU': return { state: 'State', postcode: 'Postcode' };
    case 'ES': return { state: 'Province', postcode: 'Postcode' };
    default: return { state: 'State / County', postcode: 'Postcode / ZIP' };
  }
}
