import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, KitProviders } from '@tightlines/kit';
import { createShellRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createShellRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProviders client={queryClient}>
      <RouterProvider router={router} />
    </KitProviders>
  </StrictMode>,
);
