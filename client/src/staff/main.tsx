import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { theme } from '../app/theme';
import { StaffApp } from './staff-app';

/** The console answers every address below /staff; its sections are relative to it. */
function StaffRoutes() {
  return useRoutes([{ path: '/staff/*', element: <StaffApp /> }]);
}

// The console's own entry (client/staff.html, built by vite.staff.config.ts): a build apart from
// the site's, so no page of the site shares a chunk with it. Rendered in the browser only.
const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <StaffRoutes />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
