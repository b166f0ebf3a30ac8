import type { I18n } from '@lingui/core';

const FEW_LEFT = 10;

/** What a patient reads about stock: plenty, only a few, or none. */
export function stockText(_: I18n['_'], stock: number): string {
  if (stock <= 0) return _('shop.card.outOfStock');
  if (stock <= FEW_LEFT) return _('shop.card.fewLeft', { count: stock });
  return _('shop.card.inStock');
}
