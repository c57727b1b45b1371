/** The shell's RouterProvider (the share key 'react-router/dom'); see ./react-router.ts. */
export { RouterProvider } from 'react-router-package/dom';
