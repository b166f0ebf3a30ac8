import type { EntityManager } from 'typeorm';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { Language } from '../common/language';
import { clinicPhoneWords } from '../messages/templates/clinic-phone';
import type { MessageTemplate } from '../messages/outbox/message-templates';
import type { MessageDraft, Outbox } from '../messages/outbox/outbox';
import { PARAM_WORDS, type ParamWords } from '../messages/templates/param-words';

/** What an order's patient hears after it was placed, by the change that tells of it. */
export type OrderUpdate =
  'prescription_rejected' | 'order_shipped' | 'order_delivered' | 'order_cancelled';

/** Where the patient reads their order: the lookup page asks for the phone and order number. */
export const ORDER_LOOKUP_PATH = '/orders';
/** The pharmacy desk's page of one order (the console asks staff to sign in). */
const DESK_ORDER_PATH = '/staff/orders/';

interface OrderRow {
  order_number: string;
  total_amount: string;
  customer_phone: string;
  customer_email: string | null;
  /** The language the patient ordered in: every message about the order is in it. */
  language: Language;
}

/**
 * The messages of an order's life, drafted from the order row inside the caller's transaction
 * and queued through the outbox there: the change and its messages commit or roll back together.
 * Params carry only the order number, total, clinic phone and links (TEMPLATE_PARAMS): never a
 * product name (it can name a condition) nor a staff-written reason (the patient reads that in
 * lookup). The links hold nothing personal: the lookup page asks for the phone itself.
 */
export class OrderMessagesOut {
  constructor(
    private readonly outbox: Outbox,
    private readonly siteUrl: string,
    /** Dates and sums in each language (Hindi in the clinic's digits, HINDI_DIGITS). */
    private readonly words: Record<Language, ParamWords> = PARAM_WORDS,
  ) {}

  /** The patient's `order_placed` and the clinic's alert of a new order. */
  async placed(manager: EntityManager, orderId: number, now: Date): Promise<void> {
    const order = await this.order(manager, orderId);
    const rupees = Number(order.total_amount);
    const profile = await manager.findOneBy(ClinicProfile, { id: 1 });
    const alerts = await this.outbox.clinicAlerts(
      manager,
      'order',
      {
        orderId,
        params: {
          orderNumber: order.order_number,
          // The clinic reads its alerts in English, whatever the patient's language.
          total: this.words[Language.EN].money(rupees),
          link: `${this.siteUrl}${DESK_ORDER_PATH}${encodeURIComponent(order.order_number)}`,
        },
      },
      profile,
    );
    await this.outbox.queue(
      manager,
      [
        this.toPatient(order, orderId, 'order_placed', {
          orderNumber: order.order_number,
          total: this.words[order.language].money(rupees),
          clinicPhone: await this.clinicPhone(manager, profile),
          link: this.lookupLink(),
        }),
        ...alerts,
      ],
      now,
    );
  }

  /** The patient's message of a status change the desk or housekeeping made. */
  async updated(
    manager: EntityManager,
    orderId: number,
    update: OrderUpdate,
    now: Date,
  ): Promise<void> {
    const order = await this.order(manager, orderId);
    const draft = this.toPatient(order, orderId, update, {
      orderNumber: order.order_number,
      clinicPhone: await this.clinicPhone(manager),
      link: this.lookupLink(),
    });
    await this.outbox.queue(manager, [draft], now);
  }

  private lookupLink(): string {
    return `${this.siteUrl}${ORDER_LOOKUP_PATH}`;
  }

  private toPatient(
    order: OrderRow,
    orderId: number,
    template: MessageTemplate,
    params: Record<string, string>,
  ): MessageDraft {
    return {
      template,
      phone: order.customer_phone,
      // The last way to reach them when WhatsApp and SMS fail; most leave it empty.
      email: order.customer_email?.trim() || null,
      orderId,
      params,
      locale: order.language,
    };
  }

  private async order(manager: EntityManager, orderId: number): Promise<OrderRow> {
    const [row] = (await manager.query(
      `SELECT order_number, total_amount, customer_phone, customer_email, language
       FROM customer_order WHERE id = $1`,
      [orderId],
    )) as OrderRow[];
    if (!row) throw new Error(`Order ${orderId} vanished inside its own transaction`);
    return row;
  }

  /** The clinic profile's main number (its first), as patients dial it. */
  private async clinicPhone(
    manager: EntityManager,
    /** The clinic profile when already read in this change. */
    known?: ClinicProfile | null,
  ): Promise<string> {
    const profile = known !== undefined ? known : await manager.findOneBy(ClinicProfile, { id: 1 });
    return clinicPhoneWords(profile);
  }
}
