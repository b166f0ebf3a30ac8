import { shopTexts } from './strings';

const FEW_LEFT = 10;

/** What a patient reads about stock: plenty, only a few, or none. */
export function stockText(stock: number): string {
  if (stock <= 0) return shopTexts.card.outOfStock;
  if (stock <= FEW_LEFT) return shopTexts.card.fewLeft(stock);
  return shopTexts.card.inStock;
}
