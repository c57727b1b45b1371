import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptFirstReads, createQueryClient, KitProviders } from '@tightlines/kit';
import { ShellRoutes } from './router.tsx';
import { takeStartedReads } from './first-screen/start-first-screen.ts';

const queryClient = createQueryClient();
// The first screen's reads the first script started (./index.ts): the screen finds them under its keys.
adoptFirstReads(queryClient, takeStartedReads());

// The first mount as a transition: React renders it in slices of ~5 ms, yielding to the browser between
// them, instead of one long task that blocks a phone's main thread (Lighthouse's total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <KitProviders client={queryClient}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </KitProviders>
    </StrictMode>,
  ),
);
