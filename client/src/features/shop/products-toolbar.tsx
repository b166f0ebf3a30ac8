import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { ProductSort } from '../../graphql/__generated__/graphql';
import { useCategories } from './api/categories';
import { SORT_ORDER, type UrlFilters } from './product-filters';
import { apiLanguage } from '../../lib/i18n/api-language';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { shopCatalogue } from './catalogue';
import { englishIf } from './content-lang';

interface ProductsToolbarProps {
  filters: UrlFilters;
  onChange: (next: Partial<UrlFilters>) => void;
}

/** Search form (Search, Clear), category with counts and sort; every change goes to the URL. */
export function ProductsToolbar({ filters, onChange }: ProductsToolbarProps) {
  const { _ } = useCatalogue(shopCatalogue);
  const { data } = useCategories(apiLanguage(useLocale()));
  const [text, setText] = useState(filters.q);
  // Follow the URL when it changes elsewhere (Back button, Clear All Filters). The patient's own
  // search arriving in the URL changes nothing: on a slow phone it lands after they may have
  // typed the next words, which it must not wipe.
  const [shownQ, setShownQ] = useState(filters.q);
  const [sentQ, setSentQ] = useState<string | undefined>(undefined);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    if (filters.q !== sentQ) setText(filters.q);
    setSentQ(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setSentQ(q);
    onChange({ q, page: 1 });
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}
    >
      <Box
        component="form"
        role="search"
        aria-label={_('shop.products.searchLabel')}
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          label={_('shop.products.searchLabel')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 48 }}>
          {_('shop.products.search')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          sx={{ minHeight: 48 }}
          onClick={() => {
            setText('');
            onChange({ q: '', page: 1 });
          }}
        >
          {_('shop.products.clear')}
        </Button>
      </Box>
      <TextField
        select
        label={_('shop.products.category')}
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value, page: 1 })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{_('shop.products.allCategories')}</MenuItem>
        {data?.categories.map((category) => (
          <MenuItem
            key={category.id}
            value={category.slug}
            lang={englishIf(category.inEnglish, 'name')}
          >
            {_('shop.products.categoryOption', { name: category.name, count: category.count })}
          </MenuItem>
        ))}
        {/* A shared link may name a category this list does not have (yet). */}
        {filters.category && !data?.categories.some((c) => c.slug === filters.category) && (
          <MenuItem value={filters.category}>{filters.category}</MenuItem>
        )}
      </TextField>
      <TextField
        select
        label={_('shop.products.sort')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as ProductSort, page: 1 })}
      >
        {SORT_ORDER.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {_(`shop.products.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
