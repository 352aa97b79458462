// oidc-provider 9 ships no type declarations (and @types/oidc-provider is not installed), so this declares
// the part of its documented API that the embedded provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = {
    [key: string]: unknown;
    exp?: number;
    iat?: number;
    jti?: string;
    kind?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    sessionUid?: string;
    loginTs?: number;
    consumed?: unknown;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type Account = { accountId: string; claims: (use: string, scope: string) => Promise<Record<string, unknown>> };

  export type ClientMetadata = {
    client_id: string;
    token_endpoint_auth_method?: string;
    response_types?: string[];
    grant_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    [key: string]: unknown;
  };

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface BaseToken {
    jti: string;
    iat: number;
    exp: number;
    accountId: string;
    clientId: string;
    kind: string;
    sessionUid?: string;
    iiat?: number;
    // seconds the token lives, computed from the ttl configuration
    expiration?: number;
  }

  export interface KoaContextWithOIDC {
    method: string;
    status: number;
    body: unknown;
    type: string;
    secure: boolean;
    get(field: string): string;
    set(field: string, value: string): void;
    redirect(url: string): void;
    response: { get(field: string): string };
    oidc: {
      route?: string;
      client?: Client;
      session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      entities: { RefreshToken?: BaseToken; [name: string]: unknown };
      provider: Provider;
    };
  }

  export type Interaction = {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid?: string };
  };

  export type InteractionResults = {
    login?: { accountId: string; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  };

  export type Configuration = Record<string, unknown>;

  type GrantConstructor = {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (...args: never[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
      statusCode: number;
    }
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
    class SessionNotFound extends OIDCProviderError {}
  }

  export default Provider;
}
