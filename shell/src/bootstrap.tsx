import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptFirstReads, createQueryClient, KitProviders, loadDialog } from '@tightlines/kit';
import { ShellRoutes } from './router.tsx';
import { takeStartedReads } from './first-screen/start-first-screen.ts';
import { hasSignedInHint } from './landing/signed-in-hint.ts';
import { opensOnDialog } from './routing/remote-routes.ts';

const queryClient = createQueryClient();
// The first screen's reads the first script started (./index.ts): the screen finds them under its keys.
adoptFirstReads(queryClient, takeStartedReads());
// An angler's page its link opens with a dialog over it (a spot's detail): the dialogs' code now, beside the
// page's remote, instead of once the page has rendered (a failure is left to the dialog, which asks again).
if (hasSignedInHint(document.cookie) && opensOnDialog(window.location.pathname, window.location.search))
  loadDialog().catch(() => undefined);

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
