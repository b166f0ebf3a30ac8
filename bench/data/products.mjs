// 100,000 generated products beside the demo ones, for products(search) and placeOrder: names of
// three vocabulary words, descriptions of twelve, a code shared by ~3 products, and a stock no
// benchmark can use up (1,000,000 each).
export const PRODUCTS = 100_000;

export const PRODUCT_WORDS = (
  'relief ointment cream tablet capsule powder syrup gel spray wipes cushion support brace ' +
  'herbal ayurvedic fibre digestive cooling soothing warm pain joint knee back bath sitz ' +
  'vitamin calcium iron zinc probiotic antacid laxative bandage dressing gauze cotton lotion'
).split(' ');

export async function loadProducts(query, count = PRODUCTS) {
  await query(
    `INSERT INTO product (slug, name, description, short_description, price, compare_price,
       images, category_id, stock, is_featured, created_at)
     SELECT 'bench-product-' || g,
            initcap(($2::text[])[1 + g % 37]) || ' ' || ($2::text[])[1 + (g / 37) % 37] || ' '
              || ($2::text[])[1 + (g / 1369) % 37] || ' ' || g,
            (SELECT string_agg(($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int], ' ')
               FROM generate_series(1, 12) AS w WHERE g > 0) || ' code-' || (g % 33333),
            'Generated product ' || g,
            (50 + (g * 7919) % 4950)::numeric,
            CASE WHEN g % 3 = 0 THEN (100 + (g * 7919) % 5000)::numeric END,
            ARRAY['/images/products/placeholder.svg'],
            (SELECT id FROM category ORDER BY id OFFSET (g % 6) LIMIT 1),
            1000000,
            g % 50 = 0,
            now() - make_interval(mins => g)
     FROM generate_series(1, $1::int) AS g`,
    [count, PRODUCT_WORDS],
  );
  await query('ANALYZE product');
  return count;
}
