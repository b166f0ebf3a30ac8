import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** 1 column on phones, 2 on tablets, 3 on wide screens; a list for screen readers. */
export function PostGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
