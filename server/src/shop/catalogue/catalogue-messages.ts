// What the pharmacy desk reads when a product or category is refused, one sentence per rule.

export const CATALOGUE_MESSAGES = {
  productNotFound: 'This product was not found. It may have been removed; refresh the list.',
  categoryNotFound: 'Please choose a category.',
  categoryUnknown: 'This category was not found. Refresh the list.',
  name: 'Please enter the product’s name.',
  nameLength: 'The name can be at most 120 characters.',
  slug: 'The web address may use small letters, digits and single hyphens (e.g. pain-relief-gel-30g), at most 80 characters.',
  slugTaken: 'Another product already uses this web address. Please choose another.',
  description: 'Please enter a description.',
  descriptionLength: 'The description can be at most 5,000 characters.',
  shortDescriptionLength: 'The short description can be at most 300 characters.',
  price:
    'Please enter a price in rupees above ₹0 and at most ₹1,00,000, with at most two decimals.',
  comparePrice:
    'The earlier price must be higher than the price, at most ₹1,00,000, with at most two decimals.',
  lowStockThreshold: 'The low-stock warning must be a whole number from 0 to 1,00,000.',
  hsnCode: 'An HSN code has 4 to 8 digits.',
  gstRate: 'Please choose a GST rate: 0, 0.25, 3, 5, 12, 18 or 28 percent.',
  scheduleX: 'Schedule X medicines cannot be sold online.',
  sizeLabel: 'Each size needs a label of at most 20 characters (e.g. M or 250 ml).',
  sizeTwice: 'Two sizes have the same label.',
  tooManySizes: 'A product can have at most 12 sizes.',
  sizeUnknown: 'A size was not found on this product. Refresh and try again.',
  sizesNeedEmptyShelf:
    'This product holds stock without sizes. Adjust its stock to 0 before selling it in sizes.',
  sizeInUse: (label: string) =>
    `Size ${label} holds stock or has been ordered, so it cannot be removed. Adjust its stock to 0 first; a size that was ordered stays.`,
  images: 'Each image must be one uploaded to this product or already on it (at most 8).',
  categoryName: 'Please enter the category’s name (at most 60 characters).',
  categoryNameTaken: 'Another category already has this name.',
  categorySlugTaken: 'Another category already uses this web address.',
  sortOrder: 'The position must be a whole number from 0 to 1,000.',
  search: 'Search with at most 100 characters.',
  hindi: 'A Hindi text can be at most as long as its English field allows.',
} as const;
