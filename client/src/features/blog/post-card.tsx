import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { formatDateIn } from '../../lib/i18n/formats';
import type { BlogCardPost } from './api/blog-posts';
import { PostImage } from './post-image';
import { CARD_TAGS, PostTags } from './post-tags';
import { blogCatalogue } from './catalogue';
import { fieldLang } from './content-language';

interface PostCardProps {
  post: BlogCardPost;
  /** h2 on the list; h3 under the article's "Related Articles" h2. */
  headingLevel?: 'h2' | 'h3';
}

export function PostCard({ post, headingLevel = 'h2' }: PostCardProps) {
  const { _ } = useCatalogue(blogCatalogue);
  const locale = useLocale();
  const titleLang = fieldLang(post, 'title');
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <PostImage src={post.image} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <PostTags tags={post.tags} max={CARD_TAGS} />
          <Typography variant="h3" component={headingLevel} lang={titleLang}>
            {post.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={fieldLang(post, 'excerpt')}>
            {post.excerpt}
          </Typography>
          {post.publishedAt && (
            <Typography variant="body2" color="text.secondary" component="p">
              <time dateTime={post.publishedAt}>
                {formatDateIn(locale, new Date(post.publishedAt))}
              </time>
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.blogPost(post.slug)}
          variant="outlined"
          aria-label={_('blog.card.readMoreLabel', { title: post.title })}
        >
          {_('blog.card.readMore')}
          <VisuallyHidden>
            : <span lang={titleLang}>{post.title}</span>
          </VisuallyHidden>
        </Button>
      </CardActions>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
      />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
        <Skeleton />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
