import type { PageLocale } from './page-locale';
import { PAGE_WORDS } from './page-words';

/** What the server fills into the built index.html for one rendered page. */
export interface PageParts {
  /** Markup for #root. */
  html: string;
  /** <style> elements for the markup. */
  styles: string;
  /** The Apollo cache the browser starts from. */
  state: unknown;
  title?: string;
  description?: string;
  /** Absolute URL search engines should index this page under. */
  canonicalUrl: string;
  /** The page's language, for <html lang>. */
  lang: string;
  /** The same page in each language (hreflang), x-default included. */
  alternates: readonly { hreflang: string; href: string }[];
  /** What the page's language adds to the head (its font), as markup. */
  headTags: string;
  /** The frame's words in the page's language, for the browser to start with. */
  messages: unknown;
}

const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces the built page's stylesheet links (small: the components' styles come with the page
 * from Emotion) with their contents, so the first paint waits for no second request on a slow
 * connection.
 */
export function inlineStylesheets(indexHtml: string, read: (asset: string) => string): string {
  return indexHtml.replace(STYLESHEET, (_link, asset: string) => `<style>${read(asset)}</style>`);
}

const MODULE_SCRIPT = /<script type="module"(?![^>]*\basync\b)/g;

/**
 * Lets the page's script (a small loader) run as soon as it arrives instead of after the whole
 * page is parsed: from then on a tap or typing is kept for the app (client/src/ssr/early-input.ts),
 * while the loader still fetches the app only once the page has painted.
 */
export function loaderEarly(indexHtml: string): string {
  return indexHtml.replace(MODULE_SCRIPT, '<script type="module" async');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that cannot close its <script> element early (`</script>`, `<!--`). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built index.html, split once, filled per page: title, description, canonical link and
 * styles in the head; the page's markup in #root; its data as JSON (never an inline script,
 * which the Content-Security-Policy forbids).
 */
export class PageTemplate {
  constructor(
    private readonly indexHtml: string,
    private readonly stateElementId: string,
    private readonly messagesElementId = 'page-messages',
    /** Hindi pages say on <html data-digits> when the clinic writes numbers in Devanagari. */
    private readonly hindiDigits: 'latin' | 'devanagari' = 'latin',
  ) {
    if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  }

  /** The page for the browser to render itself (no server markup). */
  get shell(): string {
    return this.indexHtml;
  }

  /** The shell in a page's language (the browser loads that language's words itself). */
  shellIn(lang: string): string {
    return this.withLang(this.indexHtml, lang);
  }

  private withLang(page: string, lang: string): string {
    const digits =
      lang === 'hi' && this.hindiDigits === 'devanagari' ? ' data-digits="devanagari"' : '';
    const words = PAGE_WORDS[lang as PageLocale] ?? PAGE_WORDS.en;
    return page
      .replace(HTML_LANG, () => `<html lang="${escapeHtml(lang)}"${digits}`)
      .replace(NOSCRIPT, () => `<noscript>${escapeHtml(words.noscript)}</noscript>`)
      .replace(DESCRIPTION, (match, start: string, end: string) =>
        // English pages keep index.html's own.
        lang === 'en' ? match : start + escapeHtml(words.description) + end,
      );
  }

  fill(parts: PageParts): string {
    let page = this.withLang(this.indexHtml, parts.lang);
    if (parts.title) page = page.replace(TITLE, () => `<title>${escapeHtml(parts.title!)}</title>`);
    if (parts.description) {
      const content = escapeHtml(parts.description);
      page = page.replace(
        DESCRIPTION,
        (_match, start: string, end: string) => start + content + end,
      );
    }
    const alternates = parts.alternates
      .map(
        ({ hreflang, href }) =>
          `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
      )
      .join('');
    const head =
      `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">` +
      alternates +
      parts.headTags +
      parts.styles +
      '</head>';
    const state =
      `<script type="application/json" id="${this.stateElementId}">` +
      `${scriptSafeJson(parts.state)}</script>` +
      `<script type="application/json" id="${this.messagesElementId}">` +
      `${scriptSafeJson(parts.messages)}</script>`;
    return page
      .replace('</head>', () => head)
      .replace(ROOT, () => `<div id="root">${parts.html}</div>${state}`);
  }
}
