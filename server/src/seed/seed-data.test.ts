import { existsSync } from 'node:fs';
import path from 'node:path';
import { PostStatus } from '../blog/post-status';
import { countWords } from '../blog/reading-time';
import { sanitizePostHtml } from '../blog/sanitize-post-html';
import {
  BLOG_TAGS,
  blogPosts,
  SEARCH_WORD_IN_BODY_ONLY,
  SEARCH_WORD_IN_DRAFT_ONLY,
} from './data/blog-posts';
import { categories } from './data/categories';
import { clinicProfile } from './data/clinic';
import { doctors, SPECIALIZATIONS } from './data/doctors';
import { products } from './data/products';

const publicDir = path.resolve(__dirname, '../../../client/public');
const published = blogPosts.filter((p) => p.status === PostStatus.PUBLISHED);
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^[6-9]\d{9}$/;

const unique = (values: string[]): boolean => new Set(values).size === values.length;

describe('clinic profile', () => {
  it('has three labelled phones, three e-mails, WhatsApp and an emergency line', () => {
    expect(clinicProfile.phones.map((p) => p.label)).toEqual([
      'Reception',
      'Appointments',
      'Pharmacy',
    ]);
    for (const n of [...clinicProfile.phones.map((p) => p.number), clinicProfile.whatsapp]) {
      expect(n).toMatch(PHONE);
    }
    expect(clinicProfile.emergencyPhone).toMatch(PHONE);
    expect(clinicProfile.emails.map((e) => e.address.split('@')[0])).toEqual([
      'info',
      'appointments',
      'orders',
    ]);
  });

  it('opens Mon-Sat 09:00-20:00 and Sun 09:00-14:00 (decisions.md)', () => {
    expect(clinicProfile.hours.map((h) => [h.weekday, h.opens, h.closes])).toEqual([
      [1, '09:00', '20:00'],
      [2, '09:00', '20:00'],
      [3, '09:00', '20:00'],
      [4, '09:00', '20:00'],
      [5, '09:00', '20:00'],
      [6, '09:00', '20:00'],
      [7, '09:00', '14:00'],
    ]);
  });
});

describe('doctors', () => {
  it('cover every specialty, with exactly one unavailable', () => {
    expect(doctors.length).toBeGreaterThanOrEqual(6);
    expect(new Set(doctors.map((d) => d.specialization))).toEqual(
      new Set(Object.values(SPECIALIZATIONS)),
    );
    expect(doctors.filter((d) => !d.isAvailable)).toHaveLength(1);
    expect(unique(doctors.map((d) => d.slug))).toBe(true);
  });

  it.each(doctors.map((d) => [d.slug, d] as const))('%s has a sane profile and plan', (_, d) => {
    expect(d.name).toMatch(/^Dr\. /);
    expect(d.consultationFee).toBeGreaterThanOrEqual(300);
    expect(d.consultationFee).toBeLessThanOrEqual(800);
    expect([30, 60]).toContain(d.slotMinutes);
    expect(d.expertise.length).toBeGreaterThanOrEqual(3);
    expect(d.expertise.length).toBeLessThanOrEqual(6);
    expect(existsSync(path.join(publicDir, d.image!))).toBe(true);
    const weekdays = d.workingPlan.map((day) => day.weekday);
    expect(unique(weekdays.map(String))).toBe(true);
    expect(weekdays.length).toBeLessThan(7);
    for (const day of d.workingPlan) {
      expect(day.weekday).toBeGreaterThanOrEqual(1);
      expect(day.weekday).toBeLessThanOrEqual(7);
      for (const t of [day.start, day.end, ...day.breaks.flatMap((b) => [b.start, b.end])]) {
        expect(t).toMatch(HHMM);
      }
      expect(day.start < day.end).toBe(true);
      for (const b of day.breaks)
        expect(day.start <= b.start && b.start < b.end && b.end <= day.end).toBe(true);
    }
    expect(d.workingPlan.some((day) => day.breaks.length > 0)).toBe(true);
    for (const off of d.daysOff) expect(off).toMatch(/^202[67]-\d{2}-\d{2}$/);
  });

  it('lets some doctors offer the fallback hours 09, 10, 11, 14, 15 and 16', () => {
    const hourly = doctors.filter(
      (d) =>
        d.slotMinutes === 60 &&
        d.workingPlan.some(
          (day) => day.start === '09:00' && day.end === '17:00' && day.breaks[0]?.start === '12:00',
        ),
    );
    expect(hourly.length).toBeGreaterThanOrEqual(2);
  });
});

describe('shop', () => {
  it('has at least 24 products in at least 5 categories', () => {
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(24);
    const used = new Set(products.map((p) => p.categorySlug));
    expect(used).toEqual(new Set(categories.map((c) => c.slug)));
    expect(unique(products.map((p) => p.slug))).toBe(true);
  });

  it('has 4+ featured products and exactly one out of stock', () => {
    expect(products.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1);
    for (const p of products.filter((p) => p.stock !== 0)) {
      expect(p.stock).toBeGreaterThanOrEqual(5);
      expect(p.stock).toBeLessThanOrEqual(200);
    }
  });

  it('prices products in rupees, compare prices above the price', () => {
    for (const p of products) {
      expect(p.price).toBeGreaterThan(0);
      if (p.comparePrice !== null) expect(p.comparePrice).toBeGreaterThan(p.price);
    }
    expect(products.filter((p) => p.comparePrice !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('gives each product a distinct, past creation time so "Newest First" is stable', () => {
    const times = products.map((p) => new Date(p.createdAt).getTime());
    expect(times.every((t) => Number.isFinite(t) && t < Date.parse('2026-11-22T00:00:00Z'))).toBe(
      true,
    );
    expect(new Set(times).size).toBe(products.length);
  });

  it('ships every product image', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThan(0);
      for (const image of p.images) expect(existsSync(path.join(publicDir, image))).toBe(true);
    }
  });
});

describe('blog', () => {
  it('has at least 8 published posts and one draft', () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(blogPosts.filter((p) => p.status === PostStatus.DRAFT)).toHaveLength(1);
    expect(unique(blogPosts.map((p) => p.slug))).toBe(true);
  });

  it.each(published.map((p) => [p.slug, p] as const))('%s is a full article', (_, p) => {
    const words = countWords(p.content);
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(600);
    expect(p.tags.length).toBeGreaterThanOrEqual(3);
    expect(p.tags.length).toBeLessThanOrEqual(4);
    for (const tag of p.tags) expect(BLOG_TAGS).toContain(tag);
    expect(p.publishedAt!.startsWith('2026-')).toBe(true);
    expect(existsSync(path.join(publicDir, p.image))).toBe(true);
    expect(p.content).not.toMatch(/\bcur(e|es|ed|ing)\b/i);
    // The seed HTML is already clean: sanitising it changes nothing but surrounding whitespace.
    expect(sanitizePostHtml(p.content.trim())).toBe(p.content.trim());
  });

  it('spreads publication dates, all distinct', () => {
    expect(unique(published.map((p) => p.publishedAt!.slice(0, 7)))).toBe(true);
  });

  it('puts the body-only search word in exactly one post body and nowhere else', () => {
    const word = new RegExp(`\\b${SEARCH_WORD_IN_BODY_ONLY}\\b`, 'i');
    const bodies = blogPosts.filter((p) => word.test(p.content));
    expect(bodies.map((p) => p.slug)).toEqual(['piles-friendly-diet']);
    for (const p of blogPosts) expect(word.test(`${p.title} ${p.excerpt} ${p.tags}`)).toBe(false);
    expect(word.test(JSON.stringify([products, categories, doctors, clinicProfile]))).toBe(false);
  });

  it('keeps the draft-only search word out of every published post', () => {
    const word = new RegExp(SEARCH_WORD_IN_DRAFT_ONLY, 'i');
    const found = blogPosts.filter((p) => word.test(`${p.title} ${p.excerpt} ${p.content}`));
    expect(found.map((p) => p.status)).toEqual([PostStatus.DRAFT]);
  });
});

describe('shipped images', () => {
  it.each([
    'images/logo.svg',
    'images/logo.png',
    'favicon.svg',
    'images/doctors/default.svg',
    'images/products/placeholder.svg',
    'images/blog/default.svg',
    'images/conditions/piles.svg',
    'images/conditions/fistula.svg',
    'images/conditions/hydrocele.svg',
    'images/conditions/sexual-problems.svg',
    'images/conditions/joint-pain.svg',
    'images/services/online-consultation.svg',
    'images/services/medicine-delivery.svg',
  ])('%s exists', (file) => {
    expect(existsSync(path.join(publicDir, file))).toBe(true);
  });
});
