import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { blogCatalogue } from './catalogue';
import { tagLang } from './content-language';

interface PostTagsProps {
  tags: { id: string; name: string }[];
  /** Show at most this many, then "+N". */
  max?: number;
}

export const CARD_TAGS = 2;

export function PostTags({ tags, max = tags.length }: PostTagsProps) {
  const { _ } = useCatalogue(blogCatalogue);
  const locale = useLocale();
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shown.map((tag) => (
        <Chip
          key={tag.id}
          label={tag.name}
          lang={tagLang(locale, tag.name)}
          size="small"
          color="primary"
          variant="outlined"
        />
      ))}
      {hidden > 0 && (
        <Chip
          label={_('blog.card.moreTags', { count: hidden })}
          aria-label={_('blog.card.moreTagsLabel', { count: hidden })}
          size="small"
          variant="outlined"
        />
      )}
    </Stack>
  );
}
