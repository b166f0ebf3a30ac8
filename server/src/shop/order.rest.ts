import { Router, type Request, type Response } from 'express';
import { DomainError } from '../common/errors';
import { contextOf } from '../common/request-context';
import { answersWith, jsonBody, sendSuccess } from '../common/rest';
import { sendUncompressed } from '../common/uncompressed-answers';
import { assertValid, queryText } from '../common/validation';
import { OrderLookupArgs, OrdersByPhoneArgs } from './order-lookup.args';
import { placeOrderInputFrom } from './order.input';
import { ORDER_LOOKUP_MESSAGES, type OrderLookupService } from './order-lookup.service';
import type { OrderService } from './order.service';
import type { OrderView } from './order-view';

/**
 * The spec's "Order as listed": hidden parts (the number too) are null when looked up by phone
 * alone.
 */
export function orderJson(order: OrderView) {
  return {
    id: Number(order.id),
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod,
    deliveryMethod: order.deliveryMethod,
    deliveryFee: order.deliveryFee,
    sameDayDelivery: order.sameDayDelivery,
    pinCode: order.pinCode,
    itemCount: order.itemCount,
    detailsIncluded: order.detailsIncluded,
    shippingAddress: order.shippingAddress,
    cancelReason: order.cancelReason,
    prescriptionStatus: order.prescriptionStatus,
    prescriptionNote: order.prescriptionNote,
    invoiceNumber: order.invoiceNumber,
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
        variantId: line.variantId === null ? null : Number(line.variantId),
        size: line.size,
        product: {
          id: Number(line.productId),
          name: line.name,
          images: line.image ? [line.image] : [],
        },
      })) ?? null,
  };
}

export function ordersRouter({
  orders,
  orderLookup,
}: {
  orders: OrderService;
  orderLookup: OrderLookupService;
}): Router {
  const router = Router();

  /** The PIN codes the clinic delivers to, with the fee and same-day flag each. */
  router.get('/delivery-areas', (_req, res) => {
    res.json({ areas: orders.deliveryAreas });
  });

  router.post('/orders', answersWith('ok'), async (req, res) => {
    const key = req.get('Idempotency-Key')?.trim() || undefined;
    const input = await assertValid(placeOrderInputFrom(jsonBody(req), key));
    const order = await orders.placeOrder(contextOf(req), input);
    sendSuccess(res, { order: orderJson(order) }, 201);
  });

  /** 200 and the same shape whether or not the phone has orders: an empty list says none. */
  const byPhone = async (req: Request, res: Response, phone: string) => {
    const args = await assertValid(Object.assign(new OrdersByPhoneArgs(), { phone }));
    const found = await orderLookup.ordersByPhone(contextOf(req), args.phone);
    // Compressing a long list takes longer than an empty one: the time would tell.
    sendUncompressed(res);
    sendSuccess(res, { orders: found.map(orderJson), message: ORDER_LOOKUP_MESSAGES.phoneOnly });
  };

  router.get('/orders/by-phone', answersWith('success'), async (req, res) => {
    await byPhone(req, res, queryText(req.query.phone) ?? '');
  });

  router.get('/orders/lookup', answersWith('success'), async (req, res) => {
    const phone = queryText(req.query.phone) ?? '';
    const orderNumber = queryText(req.query.orderNumber)?.trim();
    if (!orderNumber) {
      await byPhone(req, res, phone);
      return;
    }
    const args = await assertValid(Object.assign(new OrderLookupArgs(), { phone, orderNumber }));
    const order = await orderLookup.order(contextOf(req), args.orderNumber, args.phone);
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
