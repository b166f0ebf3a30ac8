import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { blogCatalogue } from './catalogue';
import { tagLang } from './content-language';

interface TagFilterProps {
  tags: { id: string; name: string }[];
  /** The selected tag's name; '' for All. */
  selected: string;
  onSelect: (tag: string) => void;
}

/** "All" plus one toggle per tag; the selected one is filled and pressed. */
export function TagFilter({ tags, selected, onSelect }: TagFilterProps) {
  const { _ } = useCatalogue(blogCatalogue);
  const locale = useLocale();
  const options = [{ id: 'all', name: '' }, ...tags];
  return (
    <Stack
      role="group"
      aria-label={_('blog.list.tagsLabel')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {options.map((tag) => {
        const active = tag.name.toLowerCase() === selected.toLowerCase();
        return (
          <Chip
            key={tag.id}
            component="button"
            type="button"
            label={tag.name || _('blog.list.allTags')}
            lang={tag.name ? tagLang(locale, tag.name) : undefined}
            color="primary"
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => onSelect(tag.name)}
            clickable
            sx={{ height: 48, borderRadius: 6, px: 1, fontSize: '1rem' }}
          />
        );
      })}
    </Stack>
  );
}
