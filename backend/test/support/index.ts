/** What integration and browser tests use: a real app on its own database, and signed-in clients. */
export { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
export { signIn, signInAsDemoAngler, type AnglerClient, type SignInOptions } from './sign-in.ts';
export { HttpClient, type JsonResponse, type StoredCookie } from './http-client.ts';
export { createTestDatabase, type TestDatabase } from './database.ts';
export { eventually, sameSessionOn } from './two-processes.ts';
export { makeOperator } from './operators.ts';
export { pastTheFirstDay } from './clocks.ts';
