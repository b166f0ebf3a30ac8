import type { ReactNode } from 'react';
import Container from '@mui/material/Container';

/** Standard page width and spacing inside <main>. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
