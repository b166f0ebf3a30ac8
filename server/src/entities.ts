import { ClinicClaims } from './clinic/clinic-claims.entity';
import { MessageOptOut } from './messages/outbox/message-opt-out.entity';
import { OutboxMessage } from './messages/outbox/outbox-message.entity';
import { OrderLookupCode } from './shop/lookup-code/lookup-code.entity';
import { DataRequest } from './privacy/data-request.entity';
import { Appointment } from './booking/appointment.entity';
import { AppointmentStatusChange } from './booking/appointment-status-change.entity';
import { DoctorLeave } from './booking/doctor-leave.entity';
import { QueueDay, QueueEntry } from './booking/queue-entry.entity';
import { BlogPost } from './blog/blog-post.entity';
import { BlogTag } from './blog/blog-tag.entity';
import { BlogSlugRedirect } from './blog/blog-slug-redirect.entity';
import { ClinicProfile } from './clinic/clinic-profile.entity';
import { Doctor } from './clinic/doctor.entity';
import { DemoRecord } from './clinic/setup/demo-record.entity';
import { ContactMessage } from './messages/contact-message.entity';
import { Feedback } from './messages/feedback.entity';
import { NewsletterSignup } from './messages/newsletter-signup.entity';
import { Category } from './shop/category.entity';
import { Order } from './shop/order.entity';
import { OrderItem } from './shop/order-item.entity';
import { OrderPayment } from './shop/desk/order-payment.entity';
import { OrderStatusChange } from './shop/order-status-change.entity';
import { Product } from './shop/product.entity';
import { Invoice, InvoiceCounter, InvoiceLine } from './shop/invoice/invoice.entity';
import { Prescription } from './shop/prescriptions/prescription.entity';
import { ProductVariant } from './shop/product-variant.entity';
import { ProductImage } from './shop/images/product-image.entity';
import { StockMovement } from './shop/stock/stock-movement.entity';
import { AuditEntry } from './staff/audit/audit-entry.entity';
import { StaffAccount } from './staff/accounts/staff-account.entity';
import { IntegrationKey } from './staff/keys/integration-key.entity';
import { StaffSession } from './staff/sessions/staff-session.entity';
import { StaffSignInAttempt } from './staff/sign-in/sign-in-attempt.entity';
import { StaffRecoveryCode } from './staff/totp/recovery-code.entity';

/** Every table the app maps; the data source and the migration check read this one list. */
export const entities = [
  ClinicProfile,
  Doctor,
  Appointment,
  AppointmentStatusChange,
  DoctorLeave,
  QueueDay,
  QueueEntry,
  Category,
  Product,
  ProductVariant,
  ProductImage,
  StockMovement,
  Order,
  OrderItem,
  OrderStatusChange,
  OrderPayment,
  Prescription,
  InvoiceCounter,
  Invoice,
  InvoiceLine,
  BlogTag,
  BlogSlugRedirect,
  BlogPost,
  Feedback,
  ContactMessage,
  NewsletterSignup,
  ClinicClaims,
  OutboxMessage,
  MessageOptOut,
  OrderLookupCode,
  AuditEntry,
  StaffAccount,
  StaffRecoveryCode,
  StaffSession,
  IntegrationKey,
  StaffSignInAttempt,
  DataRequest,
  DemoRecord,
];
