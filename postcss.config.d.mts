import type { AcceptedPlugin } from 'postcss';

declare const config: { plugins: AcceptedPlugin[] };
export default config;
