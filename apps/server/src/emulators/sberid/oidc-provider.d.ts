// oidc-provider ships no type declarations; these cover only what the emulator uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionPrompt {
    name: string;
    reasons: string[];
    details: Record<string, unknown>;
  }
  export interface Interaction {
    uid: string;
    prompt: InteractionPrompt;
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }
  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  export interface KoaContextLike {
    type: string;
    body: unknown;
  }
  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    Grant: {
      new (init: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    AccessToken: {
      find(value: string): Promise<{ accountId: string; clientId: string } | undefined>;
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;
}
