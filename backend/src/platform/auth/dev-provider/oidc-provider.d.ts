// oidc-provider ships no type declarations; this names the little of it the development provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export type Configuration = Record<string, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export type KoaContextWithOIDC = any;
  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    on(event: string, listener: (...args: any[]) => void): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}
