import { createHash } from 'node:crypto';
import { DomainError, type FieldErrors } from '../../common/errors';
import { DrugSchedule, PRESCRIPTION_SCHEDULES } from '../drug-schedule';
import { checkVersions } from '../../common/text-versions';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';

// The pharmacy desk's rules for a product, as plain functions: what may be saved, and how it is
// stored (trimmed, blank as null, a web address made from the name when none is given).

export interface ProductSizeRequest {
  /** An existing size of the product; left out for a new one. */
  id?: string | null;
  label: string;
}

/** The Hindi versions of a product's texts; blank ones show the English. */
export interface ProductTextsRequest {
  name?: string | null;
  shortDescription?: string | null;
  description?: string | null;
}

/** The texts a product has Hindi versions of, with the longest each may be (as the English). */
export const PRODUCT_TEXT_LIMITS = { name: 120, shortDescription: 300, description: 5000 } as const;
export const PRODUCT_TEXTS = Object.keys(PRODUCT_TEXT_LIMITS) as (keyof ProductTextsRequest)[];

export interface ProductRequest {
  name: string;
  slug?: string | null;
  description: string;
  shortDescription?: string | null;
  price: number;
  comparePrice?: number | null;
  categoryId: string;
  lowStockThreshold: number;
  isFeatured: boolean;
  hsnCode?: string | null;
  gstRate: number;
  prescriptionOnly: boolean;
  drugSchedule: DrugSchedule;
  /** Every size, in display order; empty or left out for a product without sizes. */
  sizes?: ProductSizeRequest[] | null;
  /** Image paths, the main one first; left out to keep the product's images as they are. */
  images?: string[] | null;
  /** Left out: no Hindi versions. */
  hindi?: ProductTextsRequest | null;
}

/** What is stored of a request that passed the rules. */
export interface CheckedProduct {
  name: string;
  slug: string;
  description: string;
  shortDescription: string | null;
  price: number;
  comparePrice: number | null;
  categoryId: number;
  lowStockThreshold: number;
  isFeatured: boolean;
  hsnCode: string | null;
  gstRate: number;
  prescriptionOnly: boolean;
  drugSchedule: DrugSchedule;
  sizes: { id: number | null; label: string }[];
  images: string[] | null;
  /** Only the Hindi texts given; `{}` when none. */
  hindi: Record<string, string>;
}

export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;
export const MAX_PRICE = 100_000;
export const MAX_SIZES = 12;
export const MAX_IMAGES = 8;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HSN = /^\d{4,8}$/;
const ID = /^[1-9]\d{0,8}$/;

const length = (text: string) => [...text].length;

/** Rupees with at most two decimals, above 0 (or at least 0) and at most MAX_PRICE. */
export function isRupees(value: unknown, { above = 0 } = {}): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > above &&
    value <= MAX_PRICE &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

/**
 * A web address from a name: "Pain Relief Gel 30 g" -> "pain-relief-gel-30-g". A name without
 * Latin letters or digits (आशा) gets one from its hash instead of none.
 */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || `item-${createHash('sha256').update(name).digest('hex').slice(0, 10)}`;
}

/**
 * The request as it will be stored, or VALIDATION naming every field at fault. H and H1 make a
 * product prescription-only; Schedule X is refused outright.
 */
export function checkProduct(request: ProductRequest): CheckedProduct {
  const fields: FieldErrors = {};
  const name = request.name.trim();
  if (!name) fields.name = M.name;
  else if (length(name) > 120) fields.name = M.nameLength;

  const slug = request.slug?.trim().toLowerCase() || slugFrom(name);
  if (!SLUG.test(slug) || slug.length > 80) fields.slug = M.slug;

  const description = request.description.trim();
  if (!description) fields.description = M.description;
  else if (length(description) > 5000) fields.description = M.descriptionLength;
  const shortDescription = request.shortDescription?.trim() || null;
  if (shortDescription && length(shortDescription) > 300)
    fields.shortDescription = M.shortDescriptionLength;

  if (!isRupees(request.price)) fields.price = M.price;
  const comparePrice = request.comparePrice ?? null;
  if (
    comparePrice !== null &&
    (!isRupees(comparePrice) || (isRupees(request.price) && comparePrice <= request.price))
  ) {
    fields.comparePrice = M.comparePrice;
  }
  if (!ID.test(request.categoryId)) fields.categoryId = M.categoryNotFound;
  const threshold = request.lowStockThreshold;
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100_000)
    fields.lowStockThreshold = M.lowStockThreshold;

  const hsnCode = request.hsnCode?.trim() || null;
  if (hsnCode && !HSN.test(hsnCode)) fields.hsnCode = M.hsnCode;
  if (!(GST_RATES as readonly number[]).includes(request.gstRate)) fields.gstRate = M.gstRate;
  if (request.drugSchedule === DrugSchedule.X) fields.drugSchedule = M.scheduleX;

  const sizes = (request.sizes ?? []).map((size) => ({
    id: size.id ? Number(size.id) : null,
    label: size.label.trim(),
  }));
  if (sizes.length > MAX_SIZES) fields.sizes = M.tooManySizes;
  else if (sizes.some((size) => !size.label || length(size.label) > 20)) fields.sizes = M.sizeLabel;
  else if (new Set(sizes.map((size) => size.label.toLowerCase())).size !== sizes.length)
    fields.sizes = M.sizeTwice;
  else if (sizes.some((size) => size.id !== null && !ID.test(String(size.id))))
    fields.sizes = M.sizeUnknown;

  const images = request.images ?? null;
  if (images && (images.length > MAX_IMAGES || new Set(images).size !== images.length))
    fields.images = M.images;

  const hindi = checkVersions(request.hindi, PRODUCT_TEXT_LIMITS, fields, M.hindi);

  if (Object.keys(fields).length > 0) {
    throw new DomainError('VALIDATION', Object.values(fields)[0], fields);
  }
  return {
    name,
    slug,
    description,
    shortDescription,
    price: request.price,
    comparePrice,
    categoryId: Number(request.categoryId),
    lowStockThreshold: threshold,
    isFeatured: request.isFeatured,
    hsnCode,
    gstRate: request.gstRate,
    prescriptionOnly:
      request.prescriptionOnly || PRESCRIPTION_SCHEDULES.includes(request.drugSchedule),
    drugSchedule: request.drugSchedule,
    sizes,
    images,
    hindi,
  };
}
