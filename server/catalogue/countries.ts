/** Countries the store sells to (WooCommerce names, i18n/countries.php). */
export const countries: Readonly<Record<string, string>> = {
  US: 'United States (US)',
  CA: 'Canada',
  GB: 'United Kingdom (UK)',
  DE: 'Germany',
  FR: 'France',
  JP: 'Japan',
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

const JP_PREFECTURES = [
  'Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama',
  'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka',
  'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima',
  'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki',
  'Kagoshima', 'Okinawa',
];

/**
 * WC()->countries->get_states() for the store's countries (i18n/states.php): a list means a state
 * select, an empty list means the country has no states (the field is hidden), and a country missing
 * from the map gets a free-text state field (CA, ES and AU here, to exercise that path).
 */
export const countryStates: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: usStates,
  JP: Object.fromEntries(JP_PREFECTURES.map((name, i) => [`JP${String(i + 1).padStart(2, '0')}`, name])),
  GB: {},
  DE: {},
  FR: {},
};
