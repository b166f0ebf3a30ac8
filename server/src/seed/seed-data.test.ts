import { existsSync } from 'node:fs';
import path from 'node:path';
import { PostStatus } from '../blog/post-status';
import { sanitizePostHtml } from '../blog/sanitize-post-html';
import { addDays, isoWeekday } from '../booking/clinic-time';
import { slotsForDate } from '../booking/slots';
import { blogPosts, SEARCH_WORD_IN_BODY_ONLY, SEARCH_WORD_IN_DRAFT_ONLY } from './data/blog-posts';
import { categories } from './data/categories';
import { clinicProfile } from './data/clinic';
import { ConsultationMode } from '../clinic/consultation-mode';
import { CONDITIONS, doctors, SPECIALIZATIONS } from './data/doctors';
import { products } from './data/products';

// The rules demo data must keep, whatever its words: what the site, the database and the other
// tests rely on. Its copy (names, counts, texts) is free to change.

const publicDir = path.resolve(__dirname, '../../../client/public');
const shipped = (file: string) => existsSync(path.join(publicDir, file));
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** What the site dials, shows as +91 … and puts in wa.me links. */
const PHONE = /^[6-9]\d{9}$/;

const unique = (values: unknown[]): boolean => new Set(values).size === values.length;

describe('clinic profile', () => {
  it('has phone numbers the site can dial and link to WhatsApp', () => {
    const { phones, whatsapp, emergencyPhone } = clinicProfile;
    for (const n of [...phones.map((p) => p.number), whatsapp, emergencyPhone]) {
      expect(n).toMatch(PHONE);
    }
  });

  it('lists each weekday at most once, closed all day or opening before it closes', () => {
    const { hours } = clinicProfile;
    expect(unique(hours.map((h) => h.weekday))).toBe(true);
    for (const { weekday, opens, closes } of hours) {
      expect(weekday >= 1 && weekday <= 7).toBe(true);
      if (opens === null || closes === null) {
        expect([opens, closes]).toEqual([null, null]);
      } else {
        expect([opens, closes]).toEqual([expect.stringMatching(HHMM), expect.stringMatching(HHMM)]);
        expect(opens < closes).toBe(true);
      }
    }
  });
});

describe('doctors', () => {
  it('have unique slugs, and a bookable doctor for every specialization the form offers', () => {
    expect(unique(doctors.map((d) => d.slug))).toBe(true);
    const bookable = doctors.filter((d) => d.isAvailable);
    expect(new Set(bookable.map((d) => d.specialization))).toEqual(
      new Set(Object.values(SPECIALIZATIONS)),
    );
  });

  // A fixed clock and the seven dates after it: every weekday once.
  const now = new Date('2026-11-23T03:00:00Z');
  const week = Array.from({ length: 7 }, (_, i) => addDays('2026-11-24', i));

  it.each(doctors.map((d) => [d.slug, d] as const))(
    '%s has a working plan the slot function accepts, and a shipped photo',
    (_, d) => {
      expect(d.image === null || shipped(d.image)).toBe(true);
      for (const off of d.daysOff) expect(off).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(unique(d.workingPlan.map((day) => day.weekday))).toBe(true);
      for (const day of d.workingPlan) {
        const times = [day.start, day.end, ...day.breaks.flatMap((b) => [b.start, b.end])];
        for (const t of times) expect(t).toMatch(HHMM);
        const date = week.find((w) => isoWeekday(w) === day.weekday)!;
        const { slots, closed } = slotsForDate({ ...d, daysOff: [] }, date, [], now);
        // Each worked day offers slots, inside its hours and outside its breaks.
        expect({ weekday: day.weekday, closed, some: slots.length > 0 }).toEqual({
          weekday: day.weekday,
          closed: undefined,
          some: true,
        });
        for (const slot of slots) {
          expect(slot.displayTime >= day.start && slot.displayTime < day.end).toBe(true);
          for (const b of day.breaks) {
            expect(slot.displayTime >= b.start && slot.displayTime < b.end).toBe(false);
          }
        }
      }
    },
  );
});

describe('shop', () => {
  it('has unique slugs, and every product in a category that exists', () => {
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(categories.map((c) => c.slug))).toBe(true);
    const known = new Set(categories.map((c) => c.slug));
    expect(products.filter((p) => !known.has(p.categorySlug))).toEqual([]);
  });

  it('holds the database rules: price and stock never below zero, stock whole', () => {
    for (const p of products) {
      expect([p.slug, p.price >= 0, Number.isInteger(p.stock) && p.stock >= 0]).toEqual([
        p.slug,
        true,
        true,
      ]);
      // A struck-through price lower than the price would mislead.
      if (p.comparePrice !== null) expect(p.comparePrice).toBeGreaterThan(p.price);
    }
  });

  it('gives a product in sizes the sum of their stock, each size named once', () => {
    const sized = products.filter((p) => p.sizes?.length);
    expect(sized.map((p) => p.slug)).toContain('scrotal-support-brief');
    for (const p of sized) {
      expect([p.slug, p.sizes!.reduce((sum, size) => sum + size.stock, 0)]).toEqual([
        p.slug,
        p.stock,
      ]);
      expect(unique(p.sizes!.map((size) => size.label))).toBe(true);
    }
  });

  it('gives each product a distinct creation time, so "Newest First" has one order', () => {
    const times = products.map((p) => new Date(p.createdAt).getTime());
    expect(times.every(Number.isFinite)).toBe(true);
    expect(unique(times)).toBe(true);
  });

  it('ships every product image', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThan(0);
      for (const image of p.images) expect([image, shipped(image)]).toEqual([image, true]);
    }
  });
});

describe('blog', () => {
  it('has unique slugs', () => {
    expect(unique(blogPosts.map((p) => p.slug))).toBe(true);
  });

  it.each(blogPosts.map((p) => [p.slug, p] as const))(
    '%s survives the sanitiser unchanged, has a shipped image and claims no cure',
    (_, p) => {
      // Seed posts go in as the sanitiser leaves them (but for surrounding whitespace).
      expect(sanitizePostHtml(p.content.trim())).toBe(p.content.trim());
      expect(shipped(p.image)).toBe(true);
      // The Drugs and Magic Remedies Act forbids advertising a cure for piles or sexual problems.
      expect(`${p.title} ${p.excerpt} ${p.content}`).not.toMatch(/\bcur(e|es|ed|ing)\b/i);
    },
  );

  // blog-search.integration.test.ts proves search reads post bodies and skips drafts with these.
  it('puts the body-only search word in exactly one post body and nowhere else', () => {
    const word = new RegExp(`\\b${SEARCH_WORD_IN_BODY_ONLY}\\b`, 'i');
    const bodies = blogPosts.filter((p) => word.test(p.content));
    expect(bodies.map((p) => p.status)).toEqual([PostStatus.PUBLISHED]);
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
    expect(shipped(file)).toBe(true);
  });
});

describe('doctors by condition and mode', () => {
  const taking = doctors.filter((doctor) => doctor.isAvailable);

  it('has a doctor taking bookings for every condition page', () => {
    for (const condition of Object.values(CONDITIONS)) {
      expect(taking.some((doctor) => doctor.conditions.includes(condition))).toBe(true);
    }
  });

  it('offers each doctor in the clinic or online, never no way at all', () => {
    for (const doctor of doctors) {
      expect(doctor.consultationModes.length).toBeGreaterThan(0);
      expect(unique(doctor.consultationModes)).toBe(true);
    }
  });

  // The site says "online consultations 7 days a week": the data must make it true.
  it('has a doctor consulting online (video or phone) on every day of the week', () => {
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      const online = taking.filter(
        (doctor) =>
          doctor.consultationModes.some((mode) => mode !== ConsultationMode.IN_CLINIC) &&
          doctor.workingPlan.some((day) => day.weekday === weekday),
      );
      expect({ weekday, online: online.length > 0 }).toEqual({ weekday, online: true });
    }
  });
});
