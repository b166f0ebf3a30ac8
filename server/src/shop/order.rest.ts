import { Router } from 'express';
import { DomainError } from '../common/errors';
import { contextOf, type RequestContext } from '../common/request-context';
import { answersWith, jsonBody, sendSuccess } from '../common/rest';
import { assertValid, queryText } from '../common/validation';
import { OrderLookupArgs, OrdersByPhoneArgs } from './order-lookup.args';
import { placeOrderInputFrom } from './order.input';
import type { OrderService } from './order.service';
import type { OrderView } from './order-view';

/** The spec's "Order as listed": hidden parts are null when looked up by phone alone. */
export function orderJson(order: OrderView) {
  return {
    id: Number(order.id),
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    totalAmount: order.totalAmount,
    itemCount: order.itemCount,
    detailsIncluded: order.detailsIncluded,
    shippingAddress: order.shippingAddress,
    user: order.customer
      ? {
          firstName: order.customer.firstName,
          lastName: order.customer.lastName,
          phone: order.customer.phone,
        }
      : null,
    items:
      order.items?.map((line) => ({
        id: Number(line.id),
        quantity: line.quantity,
        price: line.unitPrice,
        product: {
          id: Number(line.productId),
          name: line.name,
          images: line.image ? [line.image] : [],
        },
      })) ?? null,
  };
}

const NO_ORDERS = 'No orders found for this phone number';

export function ordersRouter({ orders }: { orders: OrderService }): Router {
  const router = Router();

  router.post('/orders', answersWith('ok'), async (req, res) => {
    const key = req.get('Idempotency-Key')?.trim() || undefined;
    const input = await assertValid(placeOrderInputFrom(jsonBody(req), key));
    const order = await orders.placeOrder(contextOf(req), input);
    sendSuccess(res, { order: orderJson(order) }, 201);
  });

  const byPhone = async (ctx: RequestContext, phone: string) => {
    const args = await assertValid(Object.assign(new OrdersByPhoneArgs(), { phone }));
    const found = await orders.ordersByPhone(ctx, args.phone);
    if (found.length === 0) throw new DomainError('NOT_FOUND', NO_ORDERS);
    return found;
  };

  router.get('/orders/by-phone', answersWith('success'), async (req, res) => {
    const found = await byPhone(contextOf(req), queryText(req.query.phone) ?? '');
    sendSuccess(res, { orders: found.map(orderJson) });
  });

  router.get('/orders/lookup', answersWith('success'), async (req, res) => {
    const ctx = contextOf(req);
    const phone = queryText(req.query.phone) ?? '';
    const orderNumber = queryText(req.query.orderNumber)?.trim();
    if (!orderNumber) {
      sendSuccess(res, { orders: (await byPhone(ctx, phone)).map(orderJson) });
      return;
    }
    const args = await assertValid(Object.assign(new OrderLookupArgs(), { phone, orderNumber }));
    const order = await orders.order(ctx, args.orderNumber, args.phone);
    if (!order) {
      throw new DomainError(
        'NOT_FOUND',
        `No order found with number ${orderNumber.toUpperCase()} for this phone`,
      );
    }
    sendSuccess(res, { orders: [orderJson(order)] });
  });

  return router;
}
