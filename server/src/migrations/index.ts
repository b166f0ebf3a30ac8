import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ProductSearchIndexes1764000000000 } from './1764000000000-product-search-indexes';
import { BlogSearch1764100000000 } from './1764100000000-blog-search';
import { AppointmentPhoneIndex1764200000000 } from './1764200000000-appointment-phone-index';
import { OrderStatusHistory1764200000001 } from './1764200000001-order-status-history';
import { DoctorConditionsAndModes1764300000100 } from './1764300000100-doctor-conditions-and-modes';
import { OrderPaymentMethod1764300000200 } from './1764300000200-order-payment-method';
import { OrderDelivery1764300000201 } from './1764300000201-order-delivery';
import { ProductVariants1764300000202 } from './1764300000202-product-variants';
import { NewsletterUnsubscribedAt1764300000300 } from './1764300000300-newsletter-unsubscribed-at';
import { FeedbackConsentToPublish1764300000301 } from './1764300000301-feedback-consent-to-publish';
import { StaffAudit1764400000000 } from './1764400000000-staff-audit';
import { StaffAccounts1764400000100 } from './1764400000100-staff-accounts';
import { ReceptionDesk1764400000200 } from './1764400000200-reception-desk';
import { PharmacyColumns1764500000000 } from './1764500000000-pharmacy-columns';
import { OrderDesk1764500000100 } from './1764500000100-order-desk';
import { StockLedgerAndProductImages1764500000200 } from './1764500000200-stock-ledger-and-product-images';
import { PrescriptionsAndInvoices1764500000300 } from './1764500000300-prescriptions-and-invoices';
import { Outbox1764600000000 } from './1764600000000-outbox';
import { OrderLookupCode1764600000300 } from './1764600000300-order-lookup-code';
import { TextVersions1764700000500 } from './1764700000500-text-versions';
import { HindiSearch1764700000600 } from './1764700000600-hindi-search';
import { DemoRecords1764800000000 } from './1764800000000-demo-records';
import { PatientLanguage1764700000700 } from './1764700000700-patient-language';
import { DoctorRegistrationNumber1764800100000 } from './1764800100000-doctor-registration-number';
import { BlogDesk1764800200000 } from './1764800200000-blog-desk';
import { InboxAndTestimonials1764800300000 } from './1764800300000-inbox-and-testimonials';
import { DataRequests1764800400000 } from './1764800400000-data-requests';
import { ProductSearchText1764800500000 } from './1764800500000-product-search-text';
import { DeskDayVersion1764800600000 } from './1764800600000-desk-day-version';

/** Applied in order by `npm start` and the test setup; the only way the schema changes. */
export const migrations = [
  InitialSchema1763800000000,
  ProductSearchIndexes1764000000000,
  BlogSearch1764100000000,
  AppointmentPhoneIndex1764200000000,
  OrderStatusHistory1764200000001,
  DoctorConditionsAndModes1764300000100,
  OrderPaymentMethod1764300000200,
  OrderDelivery1764300000201,
  ProductVariants1764300000202,
  NewsletterUnsubscribedAt1764300000300,
  FeedbackConsentToPublish1764300000301,
  StaffAudit1764400000000,
  StaffAccounts1764400000100,
  ReceptionDesk1764400000200,
  PharmacyColumns1764500000000,
  OrderDesk1764500000100,
  StockLedgerAndProductImages1764500000200,
  PrescriptionsAndInvoices1764500000300,
  Outbox1764600000000,
  OrderLookupCode1764600000300,
  TextVersions1764700000500,
  HindiSearch1764700000600,
  PatientLanguage1764700000700,
  DemoRecords1764800000000,
  DoctorRegistrationNumber1764800100000,
  BlogDesk1764800200000,
  InboxAndTestimonials1764800300000,
  DataRequests1764800400000,
  ProductSearchText1764800500000,
  DeskDayVersion1764800600000,
];
