import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { decimalNumber, rupees } from '../../common/money';
import { Order } from '../order.entity';

/**
 * The last invoice number of one financial year. issueInvoice takes the next one with an UPDATE
 * of this row, which holds its lock until the delivery commits: parallel deliveries queue here
 * and a delivery that rolls back gives its number back, so numbers have no gaps.
 */
@Entity({ name: 'invoice_counter' })
@Check('invoice_counter_year_label', `financial_year ~ '^[0-9]{2}-[0-9]{2}$'`)
@Check('invoice_counter_last_number_range', 'last_number BETWEEN 1 AND 999999')
export class InvoiceCounter {
  /** '26-27' for 1 April 2026 to 31 March 2027. */
  @PrimaryColumn('text')
  financialYear: string;

  @Column('int')
  lastNumber: number;
}

/**
 * A GST tax invoice for a delivered order, as it was issued: the clinic's and the customer's
 * details are copied in, so a later change of address or GSTIN never rewrites an issued invoice.
 */
@Entity({ name: 'invoice' })
@Unique('invoice_serial_unique', ['serial'])
@Unique('invoice_year_number_unique', ['financialYear', 'number'])
@Unique('invoice_order_unique', ['orderId'])
@Check('invoice_serial_length', 'length(serial) <= 16')
@Check('invoice_number_positive', 'number > 0')
@Check('invoice_totals_add_up', 'taxable_total + cgst_total + sgst_total + igst_total = total')
export class Invoice {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  order: Relation<Order>;

  @Column('int')
  orderId: number;

  /** 'SC/26-27/000123'. */
  @Column('text')
  serial: string;

  @Column('text')
  financialYear: string;

  @Column('int')
  number: number;

  @Index('invoice_issued_at')
  @Column('timestamptz')
  issuedAt: Date;

  @Column('text')
  sellerName: string;

  @Column('text')
  sellerAddress: string;

  @Column('text')
  sellerGstin: string;

  @Column('text')
  buyerName: string;

  @Column('text')
  buyerAddress: string;

  /** 'Madhya Pradesh (23)'. */
  @Column('text')
  placeOfSupply: string;

  @Column('boolean')
  interState: boolean;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  taxableTotal: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  cgstTotal: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  sgstTotal: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  igstTotal: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  total: number;
}

/** One line of an invoice: a product (or the delivery charge) with its tax worked out. */
@Entity({ name: 'invoice_line' })
@Unique('invoice_line_position_unique', ['invoiceId', 'position'])
@Check('invoice_line_quantity_positive', 'quantity > 0')
@Check('invoice_line_adds_up', 'taxable_value + cgst + sgst + igst = total AND taxable_value >= 0')
export class InvoiceLine {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Invoice, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  invoice: Relation<Invoice>;

  @Column('int')
  invoiceId: number;

  @Column('int')
  position: number;

  @Column('text')
  description: string;

  /** HSN for goods, SAC for the delivery service; null when the product has none yet. */
  @Column('text', { nullable: true })
  hsnCode: string | null;

  @Column('int')
  quantity: number;

  /** Price of one unit, GST included, as sold. */
  @Column('numeric', { precision: 10, scale: 2, transformer: rupees })
  unitPrice: number;

  @Column('numeric', { precision: 4, scale: 2, transformer: decimalNumber })
  gstRate: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  taxableValue: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  cgst: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  sgst: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  igst: number;

  @Column('numeric', { precision: 12, scale: 2, transformer: rupees })
  total: number;
}
