import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { ProductSort } from '../../graphql/__generated__/graphql';
import { useCategories } from './api/categories';
import { SORT_ORDER, type UrlFilters } from './product-filters';
import { shopTexts } from './strings';

interface ProductsToolbarProps {
  filters: UrlFilters;
  onChange: (next: Partial<UrlFilters>) => void;
}

/** Search form (Search, Clear), category with counts and sort; every change goes to the URL. */
export function ProductsToolbar({ filters, onChange }: ProductsToolbarProps) {
  const texts = shopTexts.products;
  const { data } = useCategories();
  const [text, setText] = useState(filters.q);
  // Follow the URL when it changes elsewhere (Back button, Clear All Filters).
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim(), page: 1 });
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}
    >
      <Box
        component="form"
        role="search"
        aria-label={texts.searchLabel}
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          label={texts.searchLabel}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: '1 1 12rem' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ minHeight: 48 }}>
          {texts.search}
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
          {texts.clear}
        </Button>
      </Box>
      <TextField
        select
        label={texts.category}
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value, page: 1 })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{texts.allCategories}</MenuItem>
        {data?.categories.map((category) => (
          <MenuItem key={category.id} value={category.slug}>
            {texts.categoryOption(category.name, category.count)}
          </MenuItem>
        ))}
        {/* A shared link may name a category this list does not have (yet). */}
        {filters.category && !data?.categories.some((c) => c.slug === filters.category) && (
          <MenuItem value={filters.category}>{filters.category}</MenuItem>
        )}
      </TextField>
      <TextField
        select
        label={texts.sort}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as ProductSort, page: 1 })}
      >
        {SORT_ORDER.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {texts.sorts[sort]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
