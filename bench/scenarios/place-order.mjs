// placeOrder as checkout sends it: two lines each, spread over 200 products with plenty of
// stock so every order succeeds (the scarce-stock race is an integration test, not a benchmark).
const PRODUCTS = 200;

const MUTATION = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { id orderNumber totalAmount }
}`;

export default {
  name: 'place-order',
  requests: 1000,
  concurrency: 10,
  async prepare({ query }) {
    const rows = await query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       SELECT 'bench-order-product-' || g, 'Bench order product ' || g, 'For the order benchmark',
              (100 + g)::numeric, ARRAY['/images/products/placeholder.svg'],
              (SELECT min(id) FROM category), 1000000
       FROM generate_series(1, $1::int) AS g
       RETURNING id`,
      [PRODUCTS],
    );
    return { ids: rows.map((row) => String(row.id)) };
  },
  request({ ids }, i) {
    const n = Math.abs(i);
    const first = ids[n % ids.length];
    const second = ids[(n * 7 + 3) % ids.length];
    const items =
      first === second
        ? [{ productId: first, quantity: 2 }]
        : [
            { productId: first, quantity: 1 },
            { productId: second, quantity: 2 },
          ];
    return {
      method: 'POST',
      path: '/graphql',
      body: {
        query: MUTATION,
        variables: {
          input: {
            items,
            customerName: 'Bench Patient',
            customerEmail: 'bench@example.in',
            customerPhone: `9${String(100000000 + (n % 899999999)).slice(0, 9)}`,
            shippingAddress: '1 Bench Road, Vidisha',
            idempotencyKey: `bench-${i < 0 ? 'warm' : 'run'}-${n}-${process.pid}`,
          },
        },
      },
    };
  },
};
