// products(search) as the products page asks for it, over 100,000 generated products (plus the
// seed): common words (tens of thousands of matches, newest 24 returned), rarer words, a word
// beginning, a product code that matches a handful, and a word nobody sells, with each sort.
const PRODUCTS = 100_000;

const WORDS = (
  'relief ointment cream tablet capsule powder syrup gel spray wipes cushion support brace ' +
  'herbal ayurvedic fibre digestive cooling soothing warm pain joint knee back bath sitz ' +
  'vitamin calcium iron zinc probiotic antacid laxative bandage dressing gauze cotton lotion'
).split(' ');

const SEARCHES = [
  'relief', // in about a third of the products
  'knee brace', // two words in a row, fewer matches
  'ayur', // a word beginning
  'code-4242', // ~3 products
  'sitz',
  'zzzz-no-match',
];
const SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'NAME'];

const QUERY = `query Products($search: String, $category: String, $sortBy: ProductSort, $page: Int, $pageSize: Int) {
  products(search: $search, category: $category, sortBy: $sortBy, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { id slug name description shortDescription price comparePrice images stock isFeatured
      category { id name } }
  }
}`;

export default {
  name: 'products-search',
  requests: 1000,
  concurrency: 10,
  async prepare({ query }) {
    // Names of three vocabulary words, descriptions of twelve, a code shared by ~3 products.
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
              g % 200,
              g % 50 = 0,
              now() - make_interval(mins => g)
       FROM generate_series(1, $1::int) AS g`,
      [PRODUCTS, WORDS],
    );
    await query('ANALYZE product');
    return {};
  },
  request(_state, i) {
    const n = Math.abs(i);
    return {
      method: 'POST',
      path: '/graphql',
      body: {
        query: QUERY,
        variables: {
          search: SEARCHES[n % SEARCHES.length],
          sortBy: SORTS[Math.floor(n / SEARCHES.length) % SORTS.length],
          page: 1,
          pageSize: 24,
        },
      },
    };
  },
};
