import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptFirstReads, createQueryClient, KitProviders } from '@tightlines/kit';
import { ShellRoutes } from './router.tsx';
import { takeStartedReads } from './first-screen/start-first-screen.ts';

const queryClient = createQueryClient();
// The first screen's reads the first script started (./index.ts): the screen finds them under its keys.
adoptFirstReads(queryClient, takeStartedReads());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProviders client={queryClient}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </KitProviders>
  </StrictMode>,
);
