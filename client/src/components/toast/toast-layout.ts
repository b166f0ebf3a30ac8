/** The Notifications region's distance from the bottom: above the phone's action bar below md. */
export const BOTTOM_GAP = { xs: 80, md: 16 } as const;
