import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors';
import type { RequestContext } from '../../common/request-context';
import { normaliseOrderNumber } from '../order-number';
import type { OrderLookupService } from '../order-lookup.service';
import { readInvoice, type InvoiceDocument } from './invoice-document';
import { INVOICE_WORDS as W } from './invoice-words';

/** Reading issued invoices: staff by order number, patients through the order lookup's gate. */
export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orderLookup: OrderLookupService,
  ) {}

  /** Staff (pharmacy, admin): any order's invoice by its number. */
  async forStaff(orderNumber: string): Promise<InvoiceDocument> {
    const [order] = (await this.dataSource.query(
      `SELECT id FROM customer_order WHERE order_number = $1`,
      [normaliseOrderNumber(orderNumber)],
    )) as { id: number }[];
    if (!order) throw new DomainError('NOT_FOUND', W.orderNotFound);
    return this.issued(order.id);
  }

  /**
   * A patient's own invoice: the order number and the phone must match, exactly as they must to
   * see the order's details (same limits and guessing guard); a phone alone never opens one.
   */
  async forPatient(
    ctx: RequestContext,
    phone: string,
    orderNumber: string,
  ): Promise<InvoiceDocument> {
    const order = await this.orderLookup.order(ctx, orderNumber, phone);
    if (!order) throw new DomainError('NOT_FOUND', W.orderNotFound);
    return this.issued(Number(order.id));
  }

  private async issued(orderId: number): Promise<InvoiceDocument> {
    const invoice = await readInvoice(this.dataSource.manager, orderId);
    if (!invoice) throw new DomainError('NOT_FOUND', W.notIssued);
    return invoice;
  }
}
