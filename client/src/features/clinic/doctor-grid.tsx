import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** 1 column on phones, 2 on tablets, 3 on desktops. */
export function DoctorGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
