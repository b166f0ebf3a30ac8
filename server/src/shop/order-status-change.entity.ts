import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Order } from './order.entity';
import type { OrderStatus } from './order-status';

/** Who changed an order: the patient placing it, the server's housekeeping, staff or a key. */
export type OrderActorKind = 'patient' | 'system' | 'staff' | 'key';

const STATUSES = `'PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED'`;

/**
 * One step in an order's life, with why and by whom: its placing (from nothing to PENDING), and
 * every change after it, such as the release of an order nobody confirmed. Rows are only added.
 */
@Entity({ name: 'order_status_change' })
@Check('order_status_change_to_known', `to_status IN (${STATUSES})`)
@Check('order_status_change_from_known', `from_status IS NULL OR from_status IN (${STATUSES})`)
@Check('order_status_change_actor_known', `actor_kind IN ('patient','system','staff','key')`)
@Check('order_status_change_reason_present', `length(btrim(reason)) > 0`)
export class OrderStatusChange {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Order, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  order: Relation<Order>;

  @Index('order_status_change_order_id')
  @Column('int')
  orderId: number;

  /** null for the placing of the order. */
  @Column('text', { nullable: true })
  fromStatus: OrderStatus | null;

  @Column('text')
  toStatus: OrderStatus;

  @Column('text')
  reason: string;

  @Column('text')
  actorKind: OrderActorKind;

  /** The staff member's or key's name as it was, or 'patient' / 'system'; patients never see it. */
  @Column('text')
  by: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}
