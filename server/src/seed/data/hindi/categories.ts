import type { CategoryHindi } from './content-versions';

/** The shop categories' Hindi names, keyed by slug (../categories.ts). */
export const categoriesHindi: Record<string, CategoryHindi> = {
  'piles-care': { name: 'बवासीर की देखभाल' },
  'digestive-health': { name: 'पाचन स्वास्थ्य' },
  'mens-wellness': { name: 'पुरुषों का स्वास्थ्य' },
  'joint-bone-care': { name: 'जोड़ों और हड्डियों की देखभाल' },
  'hygiene-recovery': { name: 'साफ़-सफ़ाई और रिकवरी' },
  'ayurvedic-remedies': { name: 'आयुर्वेदिक उत्पाद' },
};
