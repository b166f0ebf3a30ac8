/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, never run, so the
 * Content-Security-Policy allows it; `<` is escaped so text cannot close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
