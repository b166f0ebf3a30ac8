import { createContext, useContext, useEffect } from 'react';

/** The clinic's name, once known, appended to every page title. */
export const SiteNameContext = createContext<string | undefined>(undefined);

/** Sets document.title for the current page: "Our Products · <clinic name>". */
export function useDocumentTitle(title: string): void {
  const siteName = useContext(SiteNameContext);
  useEffect(() => {
    document.title = siteName ? `${title} · ${siteName}` : title;
  }, [title, siteName]);
}
