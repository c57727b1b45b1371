import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, KitProviders } from '@tightlines/kit';
import { ShellRoutes } from './router.tsx';
import { warmRemote } from './remotes/warm-remote.ts';

warmRemote(window.location.pathname, document.cookie);
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProviders client={queryClient}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </KitProviders>
  </StrictMode>,
);
