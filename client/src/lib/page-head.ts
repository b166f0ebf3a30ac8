import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '../ssr/renderer-contract';

// What a page says about itself in the document head (title, description) and its HTTP status
// (PageHead). In the browser the hooks below write it to the live document; while the server
// renders a page it collects it here, and the server writes it into the HTML it sends.

/** Where a page's head goes while the server renders it; the last page-level call wins. */
export interface PageHeadRecorder {
  record(part: PageHead): void;
}

/** Provided only by the server renderer (entry-server.tsx). */
export const PageHeadContext = createContext<PageHeadRecorder | undefined>(undefined);

/** The clinic's name, once known, appended to every page title. */
export const SiteNameContext = createContext<string | undefined>(undefined);

/** Sets the page title: "Our Products · <clinic name>". */
export function useDocumentTitle(title: string): void {
  const siteName = useContext(SiteNameContext);
  const head = useContext(PageHeadContext);
  const full = siteName ? `${title} · ${siteName}` : title;
  // The page renders after the frame, so its title (the last one set) wins on the server too.
  head?.record({ title: full });
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** Replaces the meta description (search results, link previews) while this page is shown. */
export function useMetaDescription(description: string | undefined): void {
  const head = useContext(PageHeadContext);
  if (description) head?.record({ description });
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/** Marks the page as "not found" for the server's answer (search engines drop it). */
export function useNotFoundStatus(notFound = true): void {
  const head = useContext(PageHeadContext);
  if (notFound) head?.record({ status: 404 });
}
