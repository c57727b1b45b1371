// The feed remote's test harness serves our answers over real HTTP and renders inside the app's providers.
export { alice, renderApp, serve, type Answers } from '../../feed/test/app.tsx';
