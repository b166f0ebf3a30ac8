/**
 * Where a sale is supplied, for GST: the state of the delivery address, or the clinic's own state
 * for a pickup at the counter. The state of a delivery comes from its PIN code: India Post's
 * zones follow state lines closely enough that the first two or three digits name the state
 * (45-48 Madhya Pradesh, 110 Delhi, 403 Goa ...). A few border post offices share a prefix with a
 * neighbouring state; the clinic only delivers to the PIN codes of DELIVERY_AREAS, which it knows.
 */

/** GST state codes (the first two digits of a GSTIN) and their names. */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Three-digit prefixes that differ from their two-digit zone. */
const BY_THREE: Record<string, string> = {
  '160': '04',
  '194': '38',
  '246': '05',
  '248': '05',
  '249': '05',
  '262': '05',
  '263': '05',
  '403': '30',
  '605': '34',
  '737': '11',
  '744': '35',
  '790': '12',
  '791': '12',
  '792': '12',
  '793': '17',
  '794': '17',
  '795': '14',
  '796': '15',
  '797': '13',
  '798': '13',
  '799': '16',
};

/** Two-digit postal zones, by state code. */
const BY_TWO: [string, string[]][] = [
  ['07', ['11']],
  ['06', ['12', '13']],
  ['03', ['14', '15', '16']],
  ['02', ['17']],
  ['01', ['18', '19']],
  ['09', ['20', '21', '22', '23', '24', '25', '26', '27', '28']],
  ['08', ['30', '31', '32', '33', '34']],
  ['24', ['36', '37', '38', '39']],
  ['27', ['40', '41', '42', '43', '44']],
  ['23', ['45', '46', '47', '48']],
  ['22', ['49']],
  ['36', ['50']],
  ['37', ['51', '52', '53']],
  ['29', ['56', '57', '58', '59']],
  ['33', ['60', '61', '62', '63', '64']],
  ['32', ['67', '68', '69']],
  ['19', ['70', '71', '72', '73', '74']],
  ['21', ['75', '76', '77']],
  ['18', ['78']],
  ['10', ['80', '84', '85']],
  ['20', ['81', '82', '83']],
];

const TWO = new Map(BY_TWO.flatMap(([state, zones]) => zones.map((zone) => [zone, state])));

/** The GST state code of a six-digit PIN code, or null for a prefix India Post does not use. */
export function stateOfPin(pin: string): string | null {
  if (!/^[1-9][0-9]{5}$/.test(pin)) return null;
  return BY_THREE[pin.slice(0, 3)] ?? TWO.get(pin.slice(0, 2)) ?? null;
}

export interface PlaceOfSupply {
  stateCode: string;
  /** 'Madhya Pradesh (23)', as printed on the invoice. */
  label: string;
  /** IGST instead of CGST + SGST. */
  interState: boolean;
}

/**
 * The place of supply of an order: its delivery PIN's state, or the clinic's state when it is
 * picked up (no PIN) or the PIN's prefix is unknown.
 */
export function placeOfSupply(clinicStateCode: string, deliveryPin: string | null): PlaceOfSupply {
  const stateCode = (deliveryPin && stateOfPin(deliveryPin)) || clinicStateCode;
  return {
    stateCode,
    label: `${GST_STATES[stateCode] ?? 'State'} (${stateCode})`,
    interState: stateCode !== clinicStateCode,
  };
}

/** GSTIN: state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
