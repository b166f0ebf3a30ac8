/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AppointmentStatus =
  | 'ARRIVED'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'NO_SHOW'
  | 'PENDING';

export type AuditFilter = {
  /** A clinic day, YYYY-MM-DD */
  day?: string | null | undefined;
  /** From 1 */
  page?: number | null | undefined;
  recordId?: string | null | undefined;
  /** e.g. appointment, staff_account */
  recordType?: string | null | undefined;
  staffId?: string | number | null | undefined;
};

/** A category of the shop */
export type CategoryInput = {
  name: string;
  /** Made from the name if left out */
  slug?: string | null | undefined;
  /** Display position, 0 first */
  sortOrder?: number | null | undefined;
};

/** In clinic, by video call or by phone call */
export type ConsultationMode =
  | 'IN_CLINIC'
  | 'PHONE'
  | 'VIDEO';

/** A booking made at the desk for a caller or a walk-in */
export type DeskBookingInput = {
  doctorId: string | number;
  firstName: string;
  lastName?: string | null | undefined;
  /** IN_CLINIC when left out */
  mode?: ConsultationMode | null | undefined;
  /** Exactly 10 digits */
  phone: string;
  /** The start of a free slot */
  startsAt: string;
  /** true: a walk-in on one of today's slots (ARRIVED with a token); else a caller (CONFIRMED) */
  walkIn?: boolean | null | undefined;
};

/** ALL, LOW_STOCK (at or below the warning), NEAR_EXPIRY (a batch in the window), HIDDEN */
export type DeskProductFilter =
  | 'ALL'
  | 'HIDDEN'
  | 'LOW_STOCK'
  | 'NEAR_EXPIRY';

/** Whole days (inclusive), or a time range on one day */
export type DoctorLeaveInput = {
  doctorId: string | number;
  endTime?: string | null | undefined;
  /** YYYY-MM-DD */
  fromDate: string;
  reason?: string | null | undefined;
  /** HH:MM, with endTime, for part of a day */
  startTime?: string | null | undefined;
  /** YYYY-MM-DD, inclusive */
  toDate: string;
};

/** NONE, H or H1 (both prescription-only); X cannot be sold online */
export type DrugSchedule =
  | 'H'
  | 'H1'
  | 'NONE'
  | 'X';

/** A product as the desk edits it. Stock is never set here: a receipt or an adjustment moves it. */
export type ProductInput = {
  categoryId: string | number;
  /** Earlier price in rupees, above the price */
  comparePrice?: number | null | undefined;
  description: string;
  drugSchedule: DrugSchedule;
  /** GST rate in percent: 0, 0.25, 3, 5, 12, 18 or 28 */
  gstRate: number;
  /** 4 to 8 digits */
  hsnCode?: string | null | undefined;
  /** Image paths, main first: uploads or images already on it; left out to keep them */
  images?: Array<string> | null | undefined;
  isFeatured: boolean;
  /** The desk warns at this stock or below */
  lowStockThreshold: number;
  name: string;
  /** Sold only with a prescription (always for H and H1) */
  prescriptionOnly: boolean;
  /** Rupees */
  price: number;
  shortDescription?: string | null | undefined;
  /** Every size in display order; empty for a product without sizes */
  sizes?: Array<ProductSizeInput> | null | undefined;
  /** The web address (small letters, digits, hyphens); made from the name if left out */
  slug?: string | null | undefined;
};

/** A size of a product, in display order */
export type ProductSizeInput = {
  /** An existing size; left out for a new one */
  id?: string | number | null | undefined;
  /** e.g. M or 250 ml */
  label: string;
};

export type QueueEntryStatus =
  | 'CALLED'
  | 'DONE'
  | 'WAITING';

/** What a staff member may do */
export type StaffRole =
  | 'ADMIN'
  | 'DOCTOR'
  | 'PHARMACY'
  | 'RECEPTION';

/** A change of stock found on the shelf: the counted stock, or a change such as -2, with why */
export type StockAdjustmentInput = {
  /** Units to add (positive) or take (negative) */
  change?: number | null | undefined;
  /** The stock as counted; or else change */
  countedStock?: number | null | undefined;
  productId: string | number;
  /** Counted stock, damaged, expired… */
  reason: string;
  /** The size, for a product sold in sizes */
  variantId?: string | number | null | undefined;
};

/** Why a product’s stock changed */
export type StockMovementKind =
  | 'ADJUSTMENT'
  | 'RECEIPT'
  | 'RELEASE'
  | 'SALE';

/** A delivery from a supplier: units, batch number and expiry date */
export type StockReceiptInput = {
  /** As printed on the pack */
  batchNumber: string;
  /** YYYY-MM-DD, after today */
  expiryDate: string;
  /** The supplier or invoice number */
  note?: string | null | undefined;
  productId: string | number;
  quantity: number;
  /** The size, for a product sold in sizes */
  variantId?: string | number | null | undefined;
};

/** A walk-in without a slot: the next token in the doctor’s queue */
export type WalkInInput = {
  doctorId: string | number;
  name: string;
  phone?: string | null | undefined;
};

export type DeskAppointmentCard_AppointmentFragment = { __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } };

export type DeskDoctorsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskDoctorsQuery = { __typename: 'Query', deskDoctors: Array<{ __typename: 'DeskDoctor', id: string, slug: string, name: string, specialization: string }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'StaffMember', id: string, name: string, email: string, role: StaffRole, doctorId: string | null, totpEnabled: boolean } | null };

export type RescheduleAppointmentMutationVariables = Exact<{
  reference: string;
  doctorId: string | number;
  startsAt: string;
}>;


export type RescheduleAppointmentMutation = { __typename: 'Mutation', rescheduleAppointment: { __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } } };

export type SetAppointmentStatusMutationVariables = Exact<{
  reference: string;
  status: AppointmentStatus;
  reason?: string | null | undefined;
}>;


export type SetAppointmentStatusMutation = { __typename: 'Mutation', setAppointmentStatus: { __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } } };

export type BeginTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTotpEnrolmentMutation = { __typename: 'Mutation', beginTotpEnrolment: { __typename: 'TotpEnrolment', otpauthUrl: string, secret: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTotpEnrolmentMutation = { __typename: 'Mutation', confirmTotpEnrolment: { __typename: 'TotpConfirmation', recoveryCodes: Array<string> } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
  code?: string | null | undefined;
}>;


export type SignInMutation = { __typename: 'Mutation', signIn: { __typename: 'StaffMember', id: string, name: string, email: string, role: StaffRole, doctorId: string | null, totpEnabled: boolean } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename: 'Mutation', signOut: boolean };

export type AuditTrailQueryVariables = Exact<{
  filter: AuditFilter;
}>;


export type AuditTrailQuery = { __typename: 'Query', auditTrail: { __typename: 'AuditPage', total: number, entries: Array<{ __typename: 'AuditEntry', id: string, at: string, actorName: string, actorKind: string, address: string, action: string, recordType: string, recordId: string, before: unknown, after: unknown }> } };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { __typename: 'Query', staffMembers: Array<{ __typename: 'StaffMember', id: string, name: string, role: StaffRole }> };

export type BookForPatientMutationVariables = Exact<{
  input: DeskBookingInput;
}>;


export type BookForPatientMutation = { __typename: 'Mutation', bookForPatient: { __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } } };

export type FindAppointmentsQueryVariables = Exact<{
  search: string;
}>;


export type FindAppointmentsQuery = { __typename: 'Query', findAppointments: Array<{ __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } }> };

export type AddDoctorLeaveMutationVariables = Exact<{
  input: DoctorLeaveInput;
}>;


export type AddDoctorLeaveMutation = { __typename: 'Mutation', addDoctorLeave: { __typename: 'DoctorLeaveResult', leave: { __typename: 'DoctorLeave', id: string }, affected: Array<{ __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } }> } };

export type DoctorLeavesQueryVariables = Exact<{
  doctorId: string | number;
}>;


export type DoctorLeavesQuery = { __typename: 'Query', doctorLeaves: Array<{ __typename: 'DoctorLeave', id: string, fromDate: string, toDate: string, startTime: string | null, endTime: string | null, reason: string | null }> };

export type RemoveDoctorLeaveMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveDoctorLeaveMutation = { __typename: 'Mutation', removeDoctorLeave: boolean };

export type MyDayQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type MyDayQuery = { __typename: 'Query', myDay: Array<{ __typename: 'DoctorDayAppointment', symptoms: string | null, appointment: { __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } } }> };

export type DeskCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskCategoriesQuery = { __typename: 'Query', deskCategories: Array<{ __typename: 'DeskCategory', id: string, name: string, slug: string, sortOrder: number, productCount: number }> };

export type DeskProductFields_ProductFragment = { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> };

export type DeskProductQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskProductQuery = { __typename: 'Query', deskProduct: { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> } };

export type DeskProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: DeskProductFilter | null | undefined;
}>;


export type DeskProductsQuery = { __typename: 'Query', deskProducts: Array<{ __typename: 'DeskProduct', id: string, name: string, categoryName: string, price: number, stock: number, lowStock: boolean, nearestExpiry: string | null, hidden: boolean, prescriptionOnly: boolean, images: Array<string> }> };

export type AdjustStockMutationVariables = Exact<{
  input: StockAdjustmentInput;
}>;


export type AdjustStockMutation = { __typename: 'Mutation', adjustStock: { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> } };

export type ReceiveStockMutationVariables = Exact<{
  input: StockReceiptInput;
}>;


export type ReceiveStockMutation = { __typename: 'Mutation', receiveStock: { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> } };

export type NearExpiryBatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type NearExpiryBatchesQuery = { __typename: 'Query', nearExpiryBatches: Array<{ __typename: 'ExpiringBatch', productId: string, productName: string, size: string | null, batchNumber: string, expiryDate: string, received: number, remaining: number, expired: boolean }> };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { __typename: 'Mutation', createCategory: { __typename: 'DeskCategory', id: string, name: string, slug: string, sortOrder: number, productCount: number } };

export type UpdateCategoryMutationVariables = Exact<{
  id: string | number;
  input: CategoryInput;
}>;


export type UpdateCategoryMutation = { __typename: 'Mutation', updateCategory: { __typename: 'DeskCategory', id: string, name: string, slug: string, sortOrder: number, productCount: number } };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { __typename: 'Mutation', createProduct: { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type UpdateProductMutation = { __typename: 'Mutation', updateProduct: { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> } };

export type SetProductHiddenMutationVariables = Exact<{
  id: string | number;
  hidden: boolean;
}>;


export type SetProductHiddenMutation = { __typename: 'Mutation', setProductHidden: { __typename: 'DeskProduct', id: string, slug: string, name: string, description: string, shortDescription: string | null, price: number, comparePrice: number | null, images: Array<string>, categoryId: string, categoryName: string, stock: number, lowStockThreshold: number, lowStock: boolean, nearestExpiry: string | null, isFeatured: boolean, hsnCode: string | null, gstRate: number, prescriptionOnly: boolean, drugSchedule: DrugSchedule, hidden: boolean, sizes: Array<{ __typename: 'DeskProductSize', id: string, label: string, stock: number }> } };

export type StockMovementsQueryVariables = Exact<{
  productId: string | number;
}>;


export type StockMovementsQuery = { __typename: 'Query', stockMovements: Array<{ __typename: 'StockMovementView', id: string, kind: StockMovementKind, quantity: number, size: string | null, reason: string | null, batchNumber: string | null, expiryDate: string | null, orderNumber: string | null, by: string, at: string }> };

export type AddWalkInMutationVariables = Exact<{
  input: WalkInInput;
}>;


export type AddWalkInMutation = { __typename: 'Mutation', addWalkIn: { __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus } };

export type CallNextTokenMutationVariables = Exact<{
  doctorId: string | number;
}>;


export type CallNextTokenMutation = { __typename: 'Mutation', callNextToken: { __typename: 'DeskQueue', date: string, nowSeeing: number | null, doctor: { __typename: 'DeskDoctor', id: string, name: string }, waiting: Array<{ __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus, joinedAt: string }>, done: Array<{ __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus, joinedAt: string }> } };

export type QueuePage_QueueFragment = { __typename: 'DeskQueue', date: string, nowSeeing: number | null, doctor: { __typename: 'DeskDoctor', id: string, name: string }, waiting: Array<{ __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus, joinedAt: string }>, done: Array<{ __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus, joinedAt: string }> };

export type DeskQueueQueryVariables = Exact<{
  doctorId: string | number;
}>;


export type DeskQueueQuery = { __typename: 'Query', deskQueue: { __typename: 'DeskQueue', date: string, nowSeeing: number | null, doctor: { __typename: 'DeskDoctor', id: string, name: string }, waiting: Array<{ __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus, joinedAt: string }>, done: Array<{ __typename: 'QueueEntry', token: number, name: string, status: QueueEntryStatus, joinedAt: string }> } };

export type DeskDayAppointment_AppointmentFragment = { __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null };

export type DeskDayQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type DeskDayQuery = { __typename: 'Query', deskDay: Array<{ __typename: 'DeskDoctorDay', date: string, onLeave: boolean, doctor: { __typename: 'DeskDoctor', id: string, name: string, specialization: string }, counts: { __typename: 'DeskDayCounts', booked: number, confirmed: number, arrived: number, completed: number, noShow: number, cancelled: number, freeSlots: number }, appointments: Array<{ __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null }> }> };

export type DeskWeekQueryVariables = Exact<{
  doctorId: string | number;
  weekOf?: string | null | undefined;
}>;


export type DeskWeekQuery = { __typename: 'Query', deskWeek: Array<{ __typename: 'DeskDoctorDay', date: string, onLeave: boolean, doctor: { __typename: 'DeskDoctor', id: string, name: string }, counts: { __typename: 'DeskDayCounts', booked: number, freeSlots: number }, appointments: Array<{ __typename: 'DeskAppointment', id: string, reference: string, startsAt: string, endsAt: string, mode: ConsultationMode, status: AppointmentStatus, patientName: string, patientPhone: string, token: number | null, cancelReason: string | null, doctor: { __typename: 'DeskDoctor', id: string, name: string } }> }> };

export const DeskAppointmentCard_AppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskAppointmentCard_AppointmentFragment, unknown>;
export const DeskProductFields_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<DeskProductFields_ProductFragment, unknown>;
export const QueuePage_QueueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePage_queue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskQueue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"nowSeeing"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]} as unknown as DocumentNode<QueuePage_QueueFragment, unknown>;
export const DeskDayAppointment_AppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskDayAppointment_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<DeskDayAppointment_AppointmentFragment, unknown>;
export const DeskDoctorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskDoctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskDoctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}}]}}]}}]} as unknown as DocumentNode<DeskDoctorsQuery, DeskDoctorsQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"doctorId"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RescheduleAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startsAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startsAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RescheduleAppointmentMutation, RescheduleAppointmentMutationVariables>;
export const SetAppointmentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAppointmentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAppointmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SetAppointmentStatusMutation, SetAppointmentStatusMutationVariables>;
export const BeginTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<BeginTotpEnrolmentMutation, BeginTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"doctorId"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const AuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"actorKind"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;
export const BookForPatientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookForPatient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeskBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookForPatient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookForPatientMutation, BookForPatientMutationVariables>;
export const FindAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findAppointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FindAppointmentsQuery, FindAppointmentsQueryVariables>;
export const AddDoctorLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDoctorLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DoctorLeaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDoctorLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leave"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddDoctorLeaveMutation, AddDoctorLeaveMutationVariables>;
export const DoctorLeavesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DoctorLeaves"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doctorLeaves"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<DoctorLeavesQuery, DoctorLeavesQueryVariables>;
export const RemoveDoctorLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDoctorLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDoctorLeave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveDoctorLeaveMutation, RemoveDoctorLeaveMutationVariables>;
export const MyDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"symptoms"}},{"kind":"Field","name":{"kind":"Name","value":"appointment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyDayQuery, MyDayQueryVariables>;
export const DeskCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<DeskCategoriesQuery, DeskCategoriesQueryVariables>;
export const DeskProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProductFields_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<DeskProductQuery, DeskProductQueryVariables>;
export const DeskProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]} as unknown as DocumentNode<DeskProductsQuery, DeskProductsQueryVariables>;
export const AdjustStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockAdjustmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProductFields_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<AdjustStockMutation, AdjustStockMutationVariables>;
export const ReceiveStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockReceiptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProductFields_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<ReceiveStockMutation, ReceiveStockMutationVariables>;
export const NearExpiryBatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearExpiryBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearExpiryBatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"received"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]} as unknown as DocumentNode<NearExpiryBatchesQuery, NearExpiryBatchesQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProductFields_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProductFields_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const SetProductHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskProductFields_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskProductFields_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"comparePrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"}},{"kind":"Field","name":{"kind":"Name","value":"nearestExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"hsnCode"}},{"kind":"Field","name":{"kind":"Name","value":"gstRate"}},{"kind":"Field","name":{"kind":"Name","value":"prescriptionOnly"}},{"kind":"Field","name":{"kind":"Name","value":"drugSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]} as unknown as DocumentNode<SetProductHiddenMutation, SetProductHiddenMutationVariables>;
export const StockMovementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockMovements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockMovements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"batchNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<StockMovementsQuery, StockMovementsQueryVariables>;
export const AddWalkInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWalkIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WalkInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWalkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AddWalkInMutation, AddWalkInMutationVariables>;
export const CallNextTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CallNextToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callNextToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePage_queue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePage_queue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskQueue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"nowSeeing"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]} as unknown as DocumentNode<CallNextTokenMutation, CallNextTokenMutationVariables>;
export const DeskQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePage_queue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePage_queue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskQueue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"nowSeeing"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"done"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]} as unknown as DocumentNode<DeskQueueQuery, DeskQueueQueryVariables>;
export const DeskDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"onLeave"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"arrived"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"noShow"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"freeSlots"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskDayAppointment_appointment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskDayAppointment_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<DeskDayQuery, DeskDayQueryVariables>;
export const DeskWeekDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weekOf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deskWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"doctorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doctorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"weekOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weekOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"onLeave"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"freeSlots"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskAppointmentCard_appointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeskAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"doctor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DeskWeekQuery, DeskWeekQueryVariables>;