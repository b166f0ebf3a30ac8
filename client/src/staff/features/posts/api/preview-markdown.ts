import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

export const previewMarkdownQuery = graphql(`
  query PreviewPostMarkdown($markdown: String!) {
    previewPostMarkdown(markdown: $markdown)
  }
`);

/** How long typing must pause before the server is asked for a new preview. */
export const PREVIEW_DELAY_MS = 600;

/**
 * The server's HTML of `markdown` (what saving stores), asked once typing pauses; the last
 * preview stays while a new one is on its way.
 */
export function useMarkdownPreview(markdown: string) {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markdown]);
  const skip = settled.trim() === '';
  const answer = useQuery(previewMarkdownQuery, {
    variables: { markdown: settled },
    skip,
    fetchPolicy: 'cache-first',
  });
  return {
    html: skip ? '' : (answer.data ?? answer.previousData)?.previewPostMarkdown,
    loading: answer.loading || settled !== markdown,
    error: answer.error,
  };
}
