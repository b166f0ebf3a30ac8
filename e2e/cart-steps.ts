import { expect, type Page } from '@playwright/test';

/** A demo product the checkout journeys buy. */
export const OINTMENT = 'Haemorrhoid Relief Ointment 30 g';

/** Finds a product by words on /products and puts one in an empty cart. */
export async function addToCart(page: Page, words: string, productName: string) {
  await page.goto(`/products?q=${encodeURIComponent(words)}`);
  const card = page.getByRole('article', { name: productName });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item');
}
