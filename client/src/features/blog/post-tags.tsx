import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { blogTexts } from './strings';

interface PostTagsProps {
  tags: { id: string; name: string }[];
  /** Show at most this many, then "+N". */
  max?: number;
}

export const CARD_TAGS = 2;

export function PostTags({ tags, max = tags.length }: PostTagsProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shown.map((tag) => (
        <Chip key={tag.id} label={tag.name} size="small" color="primary" variant="outlined" />
      ))}
      {hidden > 0 && (
        <Chip
          label={blogTexts.card.moreTags(hidden)}
          aria-label={blogTexts.card.moreTagsLabel(hidden)}
          size="small"
          variant="outlined"
        />
      )}
    </Stack>
  );
}
