import sanitizeHtml from 'sanitize-html';

export const DEFAULT_BLOG_IMAGE = '/images/blog/default.svg';

export interface SanitizePostHtmlOptions {
  /**
   * Hosts blog images may come from besides the site's own /images, e.g. `res.cloudinary.com`.
   * An entry starting with `*.` also allows that domain's subdomains. Only https is accepted.
   */
  allowedImageHosts?: string[];
}

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
];

// Their text is dropped with the tag, so a stripped <script> or <svg> leaves no code behind as text.
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

// Raster images only: an SVG data URL can carry script when opened on its own.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;
const DIMENSION = /^\d{1,4}$/;

function hostAllowed(hostname: string, allowed: string[]): boolean {
  const host = hostname.toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('*.')) return host.endsWith(rule.slice(1)) && host.length > rule.length - 1;
    return host === rule;
  });
}

/** The image address kept in the post, or the default blog image when it is not trusted. */
export function safeImageSrc(src: string | undefined, allowedHosts: string[] = []): string {
  const value = (src ?? '').trim();
  // Whitespace, control characters or backslashes inside a URL are evasion tricks, never needed.
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\x00-\x20\\]/.test(value)) return DEFAULT_BLOG_IMAGE;
  if (value.startsWith('/images/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return DEFAULT_BLOG_IMAGE;
    }
    return decoded.split(/[/?#]/).includes('..') ? DEFAULT_BLOG_IMAGE : value;
  }
  if (DATA_IMAGE.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return DEFAULT_BLOG_IMAGE;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return DEFAULT_BLOG_IMAGE;
  return hostAllowed(url.hostname, allowedHosts) ? url.href : DEFAULT_BLOG_IMAGE;
}

/**
 * Cleans a blog post's HTML before it is stored: an allow-list of tags and attributes, no scripts,
 * styles or event handlers, links only to http(s), mailto and tel (or relative), and images only
 * from /images or the configured hosts. The client renders the result as it is.
 */
export function sanitizePostHtml(html: string, options: SanitizePostHtmlOptions = {}): string {
  const allowedHosts = options.allowedImageHosts ?? [];
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    // Links keep no target, so no page opened from a post can reach back through window.opener.
    transformTags: {
      img: (tagName, attribs) => {
        const clean: sanitizeHtml.Attributes = {
          src: safeImageSrc(attribs.src, allowedHosts),
          alt: attribs.alt ?? '',
        };
        if (DIMENSION.test(attribs.width ?? '')) clean.width = attribs.width;
        if (DIMENSION.test(attribs.height ?? '')) clean.height = attribs.height;
        return { tagName, attribs: clean };
      },
    },
  });
}
