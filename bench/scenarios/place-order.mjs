// placeOrder as checkout sends it: one or two lines over 5,000 of the generated products, whose
// stock (1,000,000 each) no run can use up, and a new idempotency key each time, so every order
// does the full work. The scarce-stock race is an integration test, not a benchmark.
// Order numbers (ORD-<clinic date>-NNNN) allow about 9,000 orders a day: past that within one
// run, orders fail with "No free order number" and show as GraphQL errors, the app's limit.
const MUTATION = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { id orderNumber totalAmount }
}`;

export default {
  name: 'place-order',
  operation: 'placeOrder',
  async prepare({ query }) {
    const rows = await query(
      `SELECT id FROM product WHERE slug LIKE 'bench-product-%' AND id % 20 = 0 ORDER BY id`,
    );
    if (rows.length === 0) throw new Error('place-order needs the generated products');
    return { ids: rows.map((row) => String(row.id)), run: `${process.pid}-${Date.now()}` };
  },
  request({ ids, run }, i) {
    const first = ids[i % ids.length];
    const second = ids[(i * 7 + 3) % ids.length];
    const items =
      first === second
        ? [{ productId: first, quantity: 2 }]
        : [
            { productId: first, quantity: 1 },
            { productId: second, quantity: 2 },
          ];
    return {
      path: '/graphql',
      body: {
        operationName: 'PlaceOrder',
        query: MUTATION,
        variables: {
          input: {
            items,
            customerName: 'Bench Patient',
            customerEmail: 'bench@example.in',
            customerPhone: `7${String(i % 1_000_000_000).padStart(9, '0')}`,
            shippingAddress: '1 Bench Road, Vidisha',
            idempotencyKey: `bench-${run}-${i}`,
          },
        },
      },
    };
  },
};
