import { useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSiteSearch, type SearchHit, type SearchResults } from './api/site-search';
import { useCatalogue, useLocale } from '../../lib/i18n/catalogue';
import { searchCatalogue } from './catalogue';

const GROUPS = ['conditions', 'services', 'doctors', 'products', 'posts'] as const;
const DEBOUNCE_MS = 250;

interface SearchPanelProps {
  /** Called when a result is chosen, e.g. to close the dialog around the panel. */
  onNavigate: () => void;
}

function groupsOf(results: SearchResults) {
  return GROUPS.map((key) => ({ key, hits: results[key] as SearchHit[] })).filter(
    (group) => group.hits.length > 0,
  );
}

/**
 * Site search: the field and grouped results. ArrowDown from the field enters the results,
 * ArrowUp/ArrowDown move between them, Home/End jump, and Escape is the dialog's to handle.
 */
export function SearchPanel({ onNavigate }: SearchPanelProps) {
  const { _ } = useCatalogue(searchCatalogue);
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useSiteSearch(debounced);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const ready = debounced.trim().length >= 2;
  const results = ready ? (data ?? previousData)?.search : undefined;
  const groups = results ? groupsOf(results) : [];
  const count = groups.reduce((sum, group) => sum + group.hits.length, 0);

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const moveFocus = (event: KeyboardEvent) => {
    const all = links();
    if (all.length === 0) return;
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = index + 1 < all.length ? index + 1 : index;
    else if (event.key === 'ArrowUp' && index >= 0) next = index - 1;
    else if (event.key === 'Home' && index >= 0) next = 0;
    else if (event.key === 'End' && index >= 0) next = all.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) input.current?.focus();
    else all[next].focus();
  };

  return (
    <Box onKeyDown={moveFocus}>
      <TextField
        inputRef={input}
        autoFocus
        fullWidth
        type="search"
        label={_('search.field')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        margin="dense"
        slotProps={{ htmlInput: { 'aria-describedby': 'site-search-status', maxLength: 100 } }}
      />
      <Box id="site-search-status" role="status" sx={{ minHeight: 48, py: 1 }}>
        {!ready && <Typography color="text.secondary">{_('search.hint')}</Typography>}
        {ready && loading && !results && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{_('search.searching')}</Typography>
          </Box>
        )}
        {ready && results && !loading && (
          <Typography color="text.secondary">
            {count > 0 ? _('search.found', { count }) : _('search.none', { query: results.query })}
          </Typography>
        )}
      </Box>
      {ready && error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {_('search.retry')}
            </Button>
          }
        >
          {/* The server's and the network's own words are English: other languages say ours. */}
          {locale === 'en' ? errorMessage(error, _('search.failed')) : _('search.failed')}
        </Alert>
      )}
      <Box ref={list}>
        {groups.map((group) => (
          <Box component="section" key={group.key} aria-labelledby={`search-${group.key}`}>
            <Typography
              id={`search-${group.key}`}
              component="h3"
              variant="overline"
              sx={{ display: 'block', mt: 1, color: 'text.secondary', fontWeight: 700 }}
            >
              {_(`search.groups.${group.key}`)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.hits.map((hit) => (
                <li key={`${group.key}-${hit.id}`}>
                  <Box
                    component={RouterLink}
                    to={hit.path}
                    onClick={onNavigate}
                    sx={{
                      display: 'block',
                      minHeight: 48,
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&:hover, &:focus-visible': { bgcolor: 'primary.light' },
                    }}
                  >
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {hit.title}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {hit.summary}
                    </Typography>
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
