/**
 * The part of oidc-provider (a JavaScript package without types) the sign-in tests use to run a
 * real OpenID Connect provider on this machine.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantModel {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** The request context oidc-provider hands to configuration functions. */
  export interface OidcContext {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    readonly Grant: GrantModel;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
