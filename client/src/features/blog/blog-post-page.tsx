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
import { formatDate } from '../../lib/dates';
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
import { blogTexts } from './strings';
import { useContext } from 'react';
import { JsonLd } from '../../components/json-ld';
import { blogPosting } from '../../lib/structured-data';

const texts = blogTexts.post;

function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')
  );
}

/** /blog/:slug: the article, its related articles, a skeleton while loading, or Not Found. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useBlogPost(slug);
  const toast = useToast();
  const post = data?.blogPost;
  const notFound = isNotFound(error);
  const showNotFound = useAdoptedWithoutData(Boolean(post), loading) || notFound;

  useEffect(() => {
    if (!error) return;
    toast.show(
      notFound
        ? { title: texts.notFoundToastTitle, description: texts.notFoundToast, variant: 'error' }
        : { title: texts.networkToastTitle, description: texts.networkToast, variant: 'error' },
    );
  }, [error, notFound, toast]);

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to={paths.blog}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ mb: 2, ml: -1 }}
      >
        {texts.back}
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
  useDocumentTitle(post.title);
  useMetaDescription(post.excerpt);
  const publisher = useContext(SiteNameContext);
  return (
    <>
      <JsonLd data={blogPosting(post, paths.blogPost(post.slug), publisher)} />
      <Box component="article" sx={{ maxWidth: '68ch', mx: 'auto' }}>
        <Stack spacing={2} component="header" sx={{ mb: 3 }}>
          <PostTags tags={post.tags} />
          <Typography variant="h1">{post.title}</Typography>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', color: 'text.secondary' }}
          >
            {post.publishedAt && (
              <Typography component="p">
                <time dateTime={post.publishedAt}>
                  {texts.published(formatDate(new Date(post.publishedAt)))}
                </time>
              </Typography>
            )}
            <Typography component="p">{texts.readingTime(post.readingMinutes)}</Typography>
            <Box sx={{ ml: { sm: 'auto' } }}>
              <ShareButton title={post.title} path={paths.blogPost(post.slug)} />
            </Box>
          </Stack>
          <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <PostImage src={post.image} priority />
          </Box>
        </Stack>
        <ArticleContent html={post.content} />
      </Box>
      {post.relatedPosts.length > 0 && (
        <Box component="section" aria-labelledby="related-title" sx={{ mt: 6 }}>
          <Typography id="related-title" variant="h2" gutterBottom>
            {texts.related}
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
  useDocumentTitle(texts.loading);
  return (
    <Box sx={{ maxWidth: '68ch', mx: 'auto' }} aria-busy="true">
      <Typography role="status" sx={{ position: 'absolute', left: -10000 }}>
        {texts.loading}
      </Typography>
      <Skeleton width="30%" />
      <Skeleton variant="text" sx={{ fontSize: '2.25rem' }} />
      <Skeleton width="50%" />
      <Skeleton
        variant="rectangular"
        sx={{ my: 2, width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Box>
  );
}

function NotFound() {
  useDocumentTitle(texts.notFoundTitle);
  useNotFoundStatus();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {texts.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.notFoundText}
      </Typography>
      <Button component={RouterLink} to={paths.blog} variant="contained">
        {texts.back}
      </Button>
    </Box>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(texts.errorTitle);
  return (
    <Box sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        {texts.errorTitle}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {texts.retry}
          </Button>
        }
      >
        {texts.networkToast}
      </Alert>
    </Box>
  );
}
