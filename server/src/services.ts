import type { DataSource } from 'typeorm';
import { systemClock, type Clock } from './common/clock';
import { type HindiDigits } from './common/hindi-digits';
import { paramWordsIn } from './messages/templates/param-words';
import { BlogService } from './blog/blog.service';
import { BlogDeskService } from './blog/desk/blog-desk.service';
import { BlogImageService } from './blog/desk/blog-image.service';
import { AppointmentDeskService } from './booking/appointment-desk.service';
import { AppointmentLookupService } from './booking/appointment-lookup.service';
import { AvailabilityService } from './booking/availability.service';
import { BookingMessagesOut } from './booking/booking-messages-out';
import { BookingService } from './booking/booking.service';
import { DeskReadService } from './booking/desk-read.service';
import { DoctorLeaveService } from './booking/doctor-leave.service';
import { QueueService } from './booking/queue.service';
import { DEFAULT_SLOT_RULES, type SlotRules } from './booking/slots';
import { ClinicService } from './clinic/clinic.service';
import { ClinicSetupService } from './clinic/setup/clinic-setup.service';
import { DoctorsService } from './clinic/doctors.service';
import { DoctorDeskService } from './clinic/desk/doctor-desk.service';
import {
  DEFAULT_BATCH_EXPIRY_WARNING_DAYS,
  DEFAULT_BOOKING_CAPS,
  DEFAULT_DELIVERY_AREAS,
  DEFAULT_ORDER_CAPS,
  DEFAULT_PHONE_ONLY_LOOKUPS_PER_HOUR,
  DEVELOPMENT_UNSUBSCRIBE_SECRET,
  type BookingCaps,
  type DeliveryArea,
  type OrderCaps,
} from './common/config';
import type { RateLimiter } from './common/rate-limit';
import { ContactService } from './messages/contact.service';
import { FeedbackService } from './messages/feedback.service';
import { NewsletterService } from './messages/newsletter.service';
import { MessageDeskService } from './messages/desk/message-desk.service';
import { InboxService } from './messages/inbox/inbox.service';
import { TestimonialsService } from './messages/inbox/testimonials.service';
import { ClinicClaimsService } from './clinic/clinic-claims.service';
import type { JobQueue } from './messages/outbox/job-queue';
import type { Outbox } from './messages/outbox/outbox';
import { SearchService } from './search/search.service';
import { SeoService } from './seo/seo.service';
import { OrderLookupService } from './shop/order-lookup.service';
import { LookupCodeService } from './shop/lookup-code/lookup-code.service';
import { OrderDeskReadService } from './shop/desk/order-desk-read.service';
import { OrderDeskService } from './shop/desk/order-desk.service';
import { OrderMessagesOut } from './shop/order-messages-out';
import { OrderService } from './shop/order.service';
import { OrderUpdatesService } from './shop/order-updates.service';
import { ShopService } from './shop/shop.service';
import { CatalogueDeskService } from './shop/catalogue/catalogue-desk.service';
import { ProductImageService } from './shop/images/product-image.service';
import { StockDeskService } from './shop/stock/stock-desk.service';
import { PrescriptionDeskService } from './shop/prescriptions/prescription-desk.service';
import { PrescriptionUploadService } from './shop/prescriptions/prescription-upload.service';
import { InvoiceService } from './shop/invoice/invoice.service';
import { DataRightsService } from './privacy/data-rights.service';
import { RetentionService } from './privacy/retention.service';

export interface ServiceDependencies {
  dataSource: DataSource;
  /** Where changes put the messages they should send, in their own transactions. */
  outbox: Outbox;
  /** The site's own address, for the links messages carry (SITE_URL). */
  siteUrl: string;
  /** The message queue itself: the desk's retry of a failed message puts a new job on it. */
  jobs: JobQueue;
  /** One limiter for every door, so GraphQL and REST share each client's allowance. */
  rateLimiter: RateLimiter;
  slotRules?: SlotRules;
  bookingCaps?: BookingCaps;
  orderCaps?: OrderCaps;
  /** The PIN codes the clinic delivers to (DELIVERY_AREAS). */
  deliveryAreas?: DeliveryArea[];
  /** Lookups by phone alone from all clients together, per hour (PHONE_ONLY_LOOKUPS_PER_HOUR). */
  phoneOnlyLookupsPerHour?: number;
  /** Signs newsletter unsubscribe links (UNSUBSCRIBE_SECRET). */
  unsubscribeSecret?: string;
  /** Days ahead a batch's expiry is flagged at the pharmacy desk (BATCH_EXPIRY_WARNING_DAYS). */
  batchExpiryWarningDays?: number;
  /** The digits of Hindi messages (HINDI_DIGITS). */
  hindiDigits?: HindiDigits;
  /** Days the clinic gives itself to answer a data request (DATA_REQUEST_DUE_DAYS). */
  dataRequestDueDays?: number;
  /** Months symptoms and contact messages are kept (PERSONAL_DATA_RETENTION_MONTHS). */
  retentionMonths?: number;
  /** Hosts post images may come from besides /images (IMAGE_HOSTS). */
  imageHosts?: string[];
  /** The clinic's clock: a scheduled post is out once it passes the post's time. */
  clock?: Clock;
}

/**
 * Every service, built once when the app starts and shared by all requests: they hold no
 * request's state (that comes in each method's RequestContext), only what they are built from.
 */
export function createServices({
  dataSource,
  outbox,
  siteUrl,
  jobs,
  rateLimiter,
  slotRules = DEFAULT_SLOT_RULES,
  bookingCaps = DEFAULT_BOOKING_CAPS,
  orderCaps = DEFAULT_ORDER_CAPS,
  deliveryAreas = DEFAULT_DELIVERY_AREAS,
  phoneOnlyLookupsPerHour = DEFAULT_PHONE_ONLY_LOOKUPS_PER_HOUR,
  unsubscribeSecret = DEVELOPMENT_UNSUBSCRIBE_SECRET,
  batchExpiryWarningDays = DEFAULT_BATCH_EXPIRY_WARNING_DAYS,
  hindiDigits = 'latin',
  dataRequestDueDays,
  retentionMonths,
  clock = systemClock,
  imageHosts = [],
}: ServiceDependencies) {
  const words = paramWordsIn(hindiDigits);
  const lookupCodes = new LookupCodeService(dataSource, rateLimiter, outbox, unsubscribeSecret);
  const orderLookup = new OrderLookupService(
    dataSource,
    rateLimiter,
    { phoneOnlyLookupsPerHour },
    lookupCodes,
  );
  const bookingMessages = new BookingMessagesOut(outbox, siteUrl, words);
  const booking = new BookingService(
    dataSource,
    rateLimiter,
    bookingMessages,
    slotRules,
    bookingCaps,
  );
  const queue = new QueueService(dataSource);
  const orderDeskReads = new OrderDeskReadService(dataSource);
  // Every change of an order that the patient hears of drafts its messages here.
  const orderMessages = new OrderMessagesOut(outbox, siteUrl, words);
  const inbox = new InboxService(dataSource, outbox);
  return {
    clinic: new ClinicService(dataSource),
    // The clinic's own profile and the demo data's removal (console and `staff init`).
    clinicSetup: new ClinicSetupService(dataSource),
    doctors: new DoctorsService(dataSource),
    // The doctors desk: profiles, photos, weekly plans and the bookings a plan strands.
    doctorDesk: new DoctorDeskService(dataSource),
    booking,
    // The reception desk: the same slot rules as the public booking, through booking.slotCheck.
    appointmentDesk: new AppointmentDeskService(
      dataSource,
      booking.slotCheck,
      queue,
      bookingMessages,
    ),
    deskReads: new DeskReadService(dataSource, slotRules),
    doctorLeave: new DoctorLeaveService(dataSource),
    queue,
    availability: new AvailabilityService(dataSource, slotRules),
    shop: new ShopService(dataSource),
    // The pharmacy desk: products and categories, the stock ledger, product photos.
    catalogueDesk: new CatalogueDeskService(dataSource, batchExpiryWarningDays),
    stockDesk: new StockDeskService(dataSource, batchExpiryWarningDays),
    productImages: new ProductImageService(dataSource),
    orders: new OrderService(dataSource, rateLimiter, orderMessages, orderCaps, deliveryAreas),
    orderLookup,
    // One-time codes that prove a phone and unlock its orders in full for 15 minutes.
    lookupCodes,
    // A patient who proved an order stops or restarts its updates (the lookup page's opt-out).
    orderUpdates: new OrderUpdatesService(dataSource, orderLookup),
    // The pharmacy desk: orders' statuses through one state machine, payments, the board.
    orderDesk: new OrderDeskService(dataSource, orderDeskReads, orderMessages),
    orderDeskReads,
    prescriptionUploads: new PrescriptionUploadService(dataSource, rateLimiter),
    prescriptionDesk: new PrescriptionDeskService(dataSource, orderMessages),
    invoices: new InvoiceService(dataSource, orderLookup),
    // A phone's appointments are counted with its orders: one gate, one set of limits.
    appointmentLookup: new AppointmentLookupService(dataSource, orderLookup),
    blog: new BlogService(dataSource, clock),
    // The blog desk: Markdown posts through the one post writer, scheduled by the clock.
    blogDesk: new BlogDeskService(dataSource, imageHosts),
    blogImages: new BlogImageService(dataSource),
    search: new SearchService(dataSource, clock),
    seo: new SeoService(dataSource, clock),
    contact: new ContactService(dataSource, rateLimiter, outbox, siteUrl),
    feedback: new FeedbackService(dataSource, rateLimiter),
    newsletter: new NewsletterService(dataSource, rateLimiter, unsubscribeSecret),
    outbox,
    // The desk's view of the outbox: a booking's or order's messages, failed ones, retries.
    messageDesk: new MessageDeskService(dataSource, jobs),
    // Patients' data rights (DPDP Act 2023): requests proven by the lookup code or in person.
    dataRights: new DataRightsService(dataSource, lookupCodes, dataRequestDueDays),
    // Symptoms and contact messages past their retention, erased by housekeeping.
    retention: new RetentionService(dataSource, retentionMonths),
    // The inbox: contact messages and feedback, replies through the outbox, testimonials.
    inbox,
    testimonials: new TestimonialsService(dataSource, inbox),
    // The hero's claims, the clinic's own figures.
    clinicClaims: new ClinicClaimsService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
