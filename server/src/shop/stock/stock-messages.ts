// What the pharmacy desk reads when a stock movement is refused.

export const STOCK_MESSAGES = {
  productNotFound: 'This product was not found. It may have been removed; refresh the list.',
  sizeNeeded: 'This product is sold in sizes: please choose the size.',
  noSizes: 'This product is not sold in sizes.',
  sizeUnknown: 'This size was not found on this product. Refresh and try again.',
  oneOfCountOrChange: 'Enter either the counted stock or a change (such as -2), not both.',
  countedStock: 'The counted stock must be a whole number from 0 to 1,000,000.',
  countMatches: 'The count matches the stock already: there is nothing to adjust.',
  change: 'The change must be a whole number other than 0, such as -2 or 5.',
  belowZero: (stock: number) =>
    `Stock cannot go below 0: there ${stock === 1 ? 'is 1' : `are ${stock}`} in stock.`,
  reason: 'Please say why (counted stock, damaged, expired…), in 3 to 200 characters.',
  quantity: 'The quantity received must be a whole number from 1 to 100,000.',
  batchNumber:
    'Please enter the batch number as printed (letters, digits, / - . and spaces, at most 40).',
  expiryDate: 'Please enter the expiry date as printed on the pack.',
  expired: 'This batch has already expired: it cannot be received.',
  noteLength: 'The note can be at most 200 characters.',
  days: 'The number of days must be a whole number from 1 to 730.',
} as const;
