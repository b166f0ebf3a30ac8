import type { Category } from '../../shop/category.entity';

export type CategorySeed = Pick<Category, 'slug' | 'name' | 'sortOrder'>;

export const categories: CategorySeed[] = [
  { slug: 'piles-care', name: 'Piles Care', sortOrder: 1 },
  { slug: 'digestive-health', name: 'Digestive Health', sortOrder: 2 },
  { slug: 'mens-wellness', name: "Men's Wellness", sortOrder: 3 },
  { slug: 'joint-bone-care', name: 'Joint & Bone Care', sortOrder: 4 },
  { slug: 'hygiene-recovery', name: 'Hygiene & Recovery', sortOrder: 5 },
  { slug: 'ayurvedic-remedies', name: 'Ayurvedic Remedies', sortOrder: 6 },
];
