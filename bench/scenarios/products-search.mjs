// products(search) as the products page asks for it, over the 100,000 generated products (plus
// the demo ones): common words (tens of thousands of matches, newest 24 returned), rarer words, a
// word beginning, a product code that matches a handful, and a word nobody sells, with each sort.
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
    total totalIsLowerBound page pageSize
    items { id slug name description shortDescription price comparePrice images stock isFeatured
      category { id name } }
  }
}`;

export default {
  name: 'products-search',
  operation: 'products (search)',
  request(_state, i) {
    return {
      path: '/graphql',
      body: {
        operationName: 'Products',
        query: QUERY,
        variables: {
          search: SEARCHES[i % SEARCHES.length],
          sortBy: SORTS[Math.floor(i / SEARCHES.length) % SORTS.length],
          page: 1,
          pageSize: 24,
        },
      },
    };
  },
};
