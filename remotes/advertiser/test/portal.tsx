import '../../kit/test/dom.ts';
import type { ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { createQueryClient, KitProviders } from '@tightlines/kit';
import { startApiServer, type ApiServer } from '../../kit/test/api-server.ts';
import { PortalBaseProvider } from '../src/portal-path.tsx';
import { LoginPage } from '../src/login/LoginPage.tsx';
import { RegisterPage } from '../src/register/RegisterPage.tsx';
import { DashboardPage } from '../src/dashboard/DashboardPage.tsx';

/**
 * The portal's forms read themselves with `new FormData(form)`, which only jsdom's FormData
 * understands. Call inside a `describe` to lend it for that suite; Node's is put back after,
 * so backend suites in the same run never see jsdom's.
 */
export function withDomFormData() {
  const scope = globalThis as Record<string, unknown>;
  let saved: unknown;
  let savedReader: unknown;
  before(() => {
    saved = scope.FormData;
    savedReader = scope.FileReader;
    scope.FormData = (scope.window as Record<string, unknown>).FormData;
    // The ad's picture is read as a data URL; jsdom's reader reads jsdom's File.
    scope.FileReader = (scope.window as Record<string, unknown>).FileReader;
  });
  after(() => {
    scope.FormData = saved;
    scope.FileReader = savedReader;
  });
}

export interface Answer {
  status: number;
  json: unknown;
}

/** The backend's answers for one test, keyed "METHOD /path"; anything else answers 404 as an unbuilt call does. */
export function serve(answers: Record<string, Answer | ((body: string, url: string) => Answer)>): Promise<ApiServer> {
  return startApiServer((req, res: ServerResponse, body) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    const found = answers[key];
    const answer =
      typeof found === 'function'
        ? found(body, req.url ?? '')
        : (found ?? { status: 404, json: { message: `No such API call: ${key}`, code: 'not_found' } });
    if (answer.json === undefined) {
      res.writeHead(answer.status);
      res.end();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  });
}

/** The portal's pages as the shell mounts them under /advertiser (without its stylesheet, which Node cannot load). */
export function renderPortal(path: string) {
  const portal = (
    <PortalBaseProvider>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path=":advertiserId/dashboard" element={<DashboardPage />} />
      </Routes>
    </PortalBaseProvider>
  );
  const router = createMemoryRouter([{ path: '/advertiser/*', element: portal }], { initialEntries: [path] });
  const client = createQueryClient({ gcTime: Infinity });
  return {
    router,
    ...render(
      <KitProviders client={client}>
        <RouterProvider router={router} />
      </KitProviders>,
    ),
  };
}
