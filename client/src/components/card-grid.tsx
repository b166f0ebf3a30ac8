import Box, { type BoxProps } from '@mui/material/Box';
import { mergeSx } from '../lib/merge-sx';

// Equal columns (minmax 0: a long word wraps instead of widening its column).
const columns = {
  3: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  4: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

interface CardGridProps extends BoxProps {
  /** Columns on the widest screens; one on phones, two on tablets. */
  widest?: keyof typeof columns;
  /** A list for screen readers (<ul>, each card in an <li>). */
  list?: boolean;
}

/** Cards side by side: doctors, posts, products. */
export function CardGrid({ widest = 3, list, sx, ...props }: CardGridProps) {
  return (
    <Box
      component={list ? 'ul' : 'div'}
      {...props}
      sx={mergeSx(
        {
          display: 'grid',
          gap: 2,
          gridTemplateColumns: columns[widest],
          ...(list && { listStyle: 'none', p: 0, m: 0 }),
        },
        sx,
      )}
    />
  );
}
