import { unsubscribeTexts as texts } from './unsubscribe-texts';
import type { UnsubscribeState } from './newsletter.service';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Phone first: readable at 360 px, a 48 px button, no script, no horizontal scroll.
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f5f7fa;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid #d9e1ea;border-radius:12px;padding:24px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px;color:#0d4f8b}
p{margin:0 0 16px}
button{min-height:48px;min-width:48px;padding:12px 24px;font:inherit;font-weight:600;color:#fff;background:#0d4f8b;border:0;border-radius:8px;cursor:pointer;width:100%}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
nav{display:flex;flex-wrap:wrap;gap:8px 24px;margin-top:16px}
a{color:#0d4f8b;display:inline-flex;align-items:center;min-height:48px}
`;

export interface UnsubscribePageOptions {
  state: UnsubscribeState;
  /** After the confirm button was pressed. */
  confirmed: boolean;
  /** The page's own path, where the confirm button posts. */
  action: string;
}

/** The unsubscribe page as HTML: the question with one button, the outcome, or the refusal. */
export function unsubscribePage({ state, confirmed, action }: UnsubscribePageOptions): string {
  let title: string;
  let body: string;
  if (state === 'invalid') {
    title = texts.invalidTitle;
    body = `<p>${escapeHtml(texts.invalid)}</p>`;
  } else if (state === 'unsubscribed') {
    title = texts.doneTitle;
    body = `<p>${escapeHtml(confirmed ? texts.done : texts.alreadyDone)}</p>`;
  } else {
    title = texts.title;
    body = `<p>${escapeHtml(texts.ask)}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(texts.confirm)}</button></form>`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</div>
<nav><a href="/">${escapeHtml(texts.home)}</a><a href="/contact">${escapeHtml(texts.contact)}</a></nav>
</main>
</body>
</html>
`;
}
