/** What the demo clinic a fresh install serves shows, and a removal of the demo data takes away. */
export const DEMO_CLINIC = 'Shanti Care Clinic';
export const DEMO_DOCTOR = 'Dr. Rajesh Sharma';
export const DEMO_DOCTOR_HI = 'राजेश शर्मा';
export const DEMO_PRODUCT = 'Lactulose Stool Softener Solution 200 ml';
export const DEMO_POST = 'A Piles-Friendly Diet: What to Eat and What to Limit';
