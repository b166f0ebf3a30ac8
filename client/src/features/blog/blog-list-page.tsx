import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { CardGrid } from '../../components/card-grid';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/toast-context';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { useMetaDescription } from '../../lib/page-head';
import { useBlogPosts } from './api/blog-posts';
import { useBlogTags } from './api/blog-tags';
import { NewsletterBox } from './newsletter-box';
import { PostCard, PostCardSkeleton } from './post-card';
import { blogCatalogue } from './catalogue';
import { TagFilter } from './tag-filter';

/** The router loads the blog's words with this page's code. */
export { loadBlogWords } from './catalogue';

const SKELETONS = 6;

/** /blog: search and topic live in the URL (?search=&tag=), so a filtered list can be shared. */
export function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const tag = params.get('tag')?.trim() ?? '';
  const [draft, setDraft] = useState(search);
  const toast = useToast();
  const { _ } = useCatalogue(blogCatalogue);
  useMetaDescription(_('blog.list.description'));

  // In the page's language: a Hindi page's search (बवासीर, bawaseer) shows the Hindi versions.
  const posts = useBlogPosts(search, tag, apiLanguage(useLocale()));
  const tags = useBlogTags();
  const list = posts.data?.blogPosts;

  // The box follows the URL when it changes from outside (back button, Clear Filters).
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }

  useEffect(() => {
    if (posts.error) {
      toast.show({
        title: _('blog.list.errorTitle'),
        description: _('blog.list.errorDescription'),
        variant: 'error',
      });
    }
  }, [posts.error, toast, _]);

  const update = (next: { search?: string; tag?: string }) => {
    const values = { search, tag, ...next };
    const query = new URLSearchParams();
    if (values.search) query.set('search', values.search);
    if (values.tag) query.set('tag', values.tag);
    setParams(query);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };

  // Only after a failure: a working list has nothing to refresh for a patient.
  const retry = () => {
    void posts.refetch();
    void tags.refetch();
  };

  return (
    <PageContainer>
      <PageHeader title={_('blog.list.title')} intro={_('blog.list.intro')} />

      <Stack spacing={2} sx={{ mb: 3 }}>
        <Stack
          component="form"
          role="search"
          onSubmit={submit}
          direction="row"
          spacing={1}
          sx={{ maxWidth: 640 }}
        >
          <TextField
            type="search"
            name="search"
            label={_('blog.list.searchLabel')}
            placeholder={_('blog.list.searchPlaceholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: 100, enterKeyHint: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
            {_('blog.list.searchButton')}
          </Button>
        </Stack>
        <TagFilter
          tags={tags.data?.blogTags ?? []}
          selected={tag}
          onSelect={(name) => update({ tag: name })}
        />
      </Stack>

      {search && list && (
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {_('blog.list.resultsFor', { search })}
        </Typography>
      )}

      {!list && posts.loading && (
        <>
          <Typography role="status" sx={visuallyHidden}>
            {_('blog.list.loading')}
          </Typography>
          <CardGrid list>
            {Array.from({ length: SKELETONS }, (_skeleton, i) => (
              <li key={i}>
                <PostCardSkeleton />
              </li>
            ))}
          </CardGrid>
        </>
      )}

      {!list && posts.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={retry}>
              {_('blog.list.retry')}
            </Button>
          }
        >
          {_('blog.list.errorDescription')}
        </Alert>
      )}

      {list && list.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h2" component="p" gutterBottom>
            {_('blog.list.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {_('blog.list.emptyHint')}
          </Typography>
          <Button variant="outlined" onClick={() => update({ search: '', tag: '' })}>
            {_('blog.list.clearFilters')}
          </Button>
        </Box>
      )}

      {list && list.length > 0 && (
        <CardGrid list>
          {list.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </CardGrid>
      )}

      <NewsletterBox />
    </PageContainer>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
