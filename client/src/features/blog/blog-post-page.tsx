import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CardGrid } from '../../components/card-grid';
import { PageContainer } from '../../components/page-container';
import { useToast } from '../../components/toast/toast-context';
import { paths } from '../../config/paths';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatDateIn } from '../../lib/i18n/formats';
import { localePath } from '../../lib/i18n/locales';
import {
  SiteNameContext,
  useDocumentTitle,
  useMetaDescription,
  useNotFoundStatus,
} from '../../lib/page-head';
import { useAdoptedWithoutData } from '../../ssr/use-adopted-without-data';
import { useBlogPost, type BlogPostDetail } from './api/blog-post';
import { ArticleContent } from './article-content';
import { PostCard } from './post-card';
import { PostImage } from './post-image';
import { PostTags } from './post-tags';
import { ShareButton } from './share-button';
import { blogCatalogue } from './catalogue';
import { fieldLang } from './content-language';
import { useContext } from 'react';
import { JsonLd } from '../../components/json-ld';
import { blogPosting } from '../../lib/structured-data';

/** The router loads the blog's words with this page's code. */
export { loadBlogWords } from './catalogue';

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}

/** /blog/:slug: the article, its related articles, a skeleton while loading, or Not Found. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { _ } = useCatalogue(blogCatalogue);
  const { data, loading, error, refetch } = useBlogPost(slug, apiLanguage(useLocale()));
  const toast = useToast();
  const post = data?.blogPost;
  const notFound = isNotFound(error);
  const showNotFound = useAdoptedWithoutData(Boolean(post), loading) || notFound;

  useEffect(() => {
    if (!error) return;
    toast.show(
      notFound
        ? {
            title: _('blog.post.notFoundToastTitle'),
            description: _('blog.post.notFoundToast'),
            variant: 'error',
          }
        : {
            title: _('blog.post.networkToastTitle'),
            description: _('blog.post.networkToast'),
            variant: 'error',
          },
    );
  }, [error, notFound, toast, _]);

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to={paths.blog}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ mb: 2, ml: -1 }}
      >
        {_('blog.post.back')}
      </Button>
      {post ? (
        <Article post={post} />
      ) : showNotFound ? (
        <NotFound />
      ) : loading ? (
        <ArticleSkeleton />
      ) : (
        <LoadFailed onRetry={() => void refetch()} />
      )}
    </PageContainer>
  );
}

function Article({ post }: { post: BlogPostDetail }) {
  const { _ } = useCatalogue(blogCatalogue);
  const locale = useLocale();
  useDocumentTitle(post.title);
  useMetaDescription(post.excerpt);
  const publisher = useContext(SiteNameContext);
  const posting = blogPosting(post, localePath(locale, paths.blogPost(post.slug)), publisher);
  return (
    <>
      {/* A Hindi page's headline and description are the post's Hindi version where it has one. */}
      <JsonLd data={locale === 'en' ? posting : { ...posting, inLanguage: locale }} />
      <Box component="article" sx={{ maxWidth: '68ch', mx: 'auto' }}>
        <Stack spacing={2} component="header" sx={{ mb: 3 }}>
          <PostTags tags={post.tags} />
          <Typography variant="h1" lang={fieldLang(post, 'title')}>
            {post.title}
          </Typography>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', color: 'text.secondary' }}
          >
            {post.publishedAt && (
              <Typography component="p">
                <time dateTime={post.publishedAt}>
                  {_('blog.post.published', {
                    date: formatDateIn(locale, new Date(post.publishedAt)),
                  })}
                </time>
              </Typography>
            )}
            <Typography component="p">
              {_('blog.post.readingTime', { minutes: post.readingMinutes })}
            </Typography>
            {post.reviewer && (
              <Typography component="p" data-testid="medical-review">
                {_('blog.post.reviewedBy', { name: post.reviewer.name })}
              </Typography>
            )}
            <Box sx={{ ml: { sm: 'auto' } }}>
              <ShareButton title={post.title} path={paths.blogPost(post.slug)} />
            </Box>
          </Stack>
          <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <PostImage src={post.image} priority />
          </Box>
        </Stack>
        <ArticleContent html={post.content} lang={fieldLang(post, 'content')} />
      </Box>
      {post.relatedPosts.length > 0 && (
        <Box component="section" aria-labelledby="related-title" sx={{ mt: 6 }}>
          <Typography id="related-title" variant="h2" gutterBottom>
            {_('blog.post.related')}
          </Typography>
          <CardGrid list>
            {post.relatedPosts.map((related) => (
              <li key={related.id}>
                <PostCard post={related} headingLevel="h3" />
              </li>
            ))}
          </CardGrid>
        </Box>
      )}
    </>
  );
}

function ArticleSkeleton() {
  const { _ } = useCatalogue(blogCatalogue);
  useDocumentTitle(_('blog.post.loading'));
  return (
    <Box sx={{ maxWidth: '68ch', mx: 'auto' }} aria-busy="true">
      <Typography role="status" sx={{ position: 'absolute', left: -10000 }}>
        {_('blog.post.loading')}
      </Typography>
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '2.25rem' }} />
      <Skeleton width="50%" />
      <Skeleton
        variant="rectangular"
        sx={{ my: 2, width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      />
      {Array.from({ length: 6 }, (_line, i) => (
        <Skeleton key={i} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Box>
  );
}

function NotFound() {
  const { _ } = useCatalogue(blogCatalogue);
  useDocumentTitle(_('blog.post.notFoundTitle'));
  useNotFoundStatus();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {_('blog.post.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {_('blog.post.notFoundText')}
      </Typography>
      <Button component={RouterLink} to={paths.blog} variant="contained">
        {_('blog.post.back')}
      </Button>
    </Box>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { _ } = useCatalogue(blogCatalogue);
  useDocumentTitle(_('blog.post.errorTitle'));
  return (
    <Box sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {_('blog.post.errorTitle')}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {_('blog.post.retry')}
          </Button>
        }
      >
        {_('blog.post.networkToast')}
      </Alert>
    </Box>
  );
}
