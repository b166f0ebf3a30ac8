import { Router, type Response } from 'express';
import { HTTP_STATUS, toDomainError } from '../common/errors';
import type { RestDependencies } from '../common/rest';
import { assertValid, queryText } from '../common/validation';
import { OrderLookupArgs, OrdersByPhoneArgs } from './order-lookup.args';
import { OrderLineInput, PlaceOrderInput } from './order.input';
import { OrderService } from './order.service';
import type { OrderView } from './order-view';

const EMAIL_IN_TEXT = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[A-Za-z]{2,}/;

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

/**
 * The spec's body: items, shippingAddress, customerPhone, customerName, notes. The old client sent
 * the e-mail only inside notes, so it is taken from there when customerEmail is absent.
 */
function orderInput(body: Record<string, unknown>, idempotencyKey: string | undefined) {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const notes = text(body.notes);
  const items = Array.isArray(body.items)
    ? body.items.map((item: Record<string, unknown> | null) =>
        Object.assign(new OrderLineInput(), {
          productId: typeof item?.productId === 'number' ? String(item.productId) : item?.productId,
          quantity: item?.quantity,
        }),
      )
    : body.items;
  return Object.assign(new PlaceOrderInput(), {
    items,
    customerName: body.customerName,
    customerEmail: body.customerEmail ?? body.email ?? notes?.match(EMAIL_IN_TEXT)?.[0] ?? '',
    customerPhone: body.customerPhone,
    shippingAddress: body.shippingAddress,
    notes: body.notes ?? null,
    idempotencyKey: idempotencyKey ?? body.idempotencyKey ?? null,
  });
}

/** Domain errors in the shape these paths promise (`ok`/`success` false plus `error`). */
function sendFailure(res: Response, error: unknown, flag: 'ok' | 'success'): void {
  const domain = toDomainError(error);
  if (!domain) throw error;
  const retryAfter = domain.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  res.status(HTTP_STATUS[domain.code]).json({
    [flag]: false,
    error: domain.message,
    code: domain.code,
    ...(domain.fields ? { fields: domain.fields } : {}),
    ...(domain.details ?? {}),
  });
}

export function ordersRouter({ dataSource, rateLimiter }: RestDependencies): Router {
  const service = new OrderService(dataSource, rateLimiter);
  const router = Router();

  router.post('/orders', async (req, res) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const key = req.get('Idempotency-Key')?.trim() || undefined;
      const input = await assertValid(orderInput(body, key));
      const order = await service.placeOrder(input, req.ip ?? 'unknown');
      res.status(201).json({ ok: true, order: orderJson(order) });
    } catch (error) {
      sendFailure(res, error, 'ok');
    }
  });

  const byPhone = async (phone: unknown, address: string, res: Response) => {
    const args = await assertValid(Object.assign(new OrdersByPhoneArgs(), { phone }));
    const orders = await service.ordersByPhone(args.phone, address);
    if (orders.length === 0) {
      res.status(404).json({ success: false, error: 'No orders found for this phone number' });
      return;
    }
    res.json({ success: true, orders: orders.map(orderJson) });
  };

  router.get('/orders/by-phone', async (req, res) => {
    try {
      await byPhone(queryText(req.query.phone) ?? '', req.ip ?? 'unknown', res);
    } catch (error) {
      sendFailure(res, error, 'success');
    }
  });

  router.get('/orders/lookup', async (req, res) => {
    try {
      const phone = queryText(req.query.phone) ?? '';
      const orderNumber = queryText(req.query.orderNumber)?.trim();
      if (!orderNumber) {
        await byPhone(phone, req.ip ?? 'unknown', res);
        return;
      }
      const args = await assertValid(Object.assign(new OrderLookupArgs(), { phone, orderNumber }));
      const order = await service.order(args.orderNumber, args.phone, req.ip ?? 'unknown');
      if (!order) {
        res.status(404).json({
          success: false,
          error: `No order found with number ${orderNumber.toUpperCase()} for this phone`,
        });
        return;
      }
      res.json({ success: true, orders: [orderJson(order)] });
    } catch (error) {
      sendFailure(res, error, 'success');
    }
  });

  return router;
}
