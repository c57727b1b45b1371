import type { Page } from 'playwright-core';
import type { TestApp } from '../../backend/test/support/index.ts';

/** The answers of the app's API this page receives from now on, as text: what a browser was told, to search for what it must not be. */
export function apiAnswers(page: Page, app: TestApp): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(`${app.url}/api/`)) return;
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}
