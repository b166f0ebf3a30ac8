import type { ClinicHindi } from './content-versions';

/** The clinic profile's Hindi texts (../clinic.ts); the postal code stays with the English. */
export const clinicHindi: ClinicHindi = {
  name: 'शांति केयर क्लिनिक',
  tagline: 'बवासीर, भगंदर, हाइड्रोसील, यौन स्वास्थ्य और जोड़ों के दर्द की सौम्य और गोपनीय देखभाल',
  streetAddress: '14, गुलमोहर मार्ग, शीतल टॉकीज़ के पास, सिविल लाइंस',
  locality: 'विदिशा',
  region: 'मध्य प्रदेश',
};
