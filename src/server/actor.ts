/**
 * The person behind a request, as every service sees them: built once per request by the request
 * context (`req.actor`) and passed to services as `(tx, actor, input)`. Services never read the
 * Fastify request, so tests, seeds and scripts can call them with an actor of their own.
 */
import type { AccessClaims } from '../domain/auth';
import type { Locale, Translate } from '../domain/i18n';
import type { Executor } from './db/client';
import { translate } from './i18n';
import type { TenantRef } from './modules/tenants';
import { type Visibility, visibilityOf } from './modules/users';

export interface Actor {
  readonly claims: AccessClaims;
  readonly tenant: TenantRef;
  readonly locale: Locale;
  /** Texts in the request's language. */
  readonly t: Translate;
  /** The request's moment: every rule of one request reads the same instant and business day. */
  readonly now: Date;
  /**
   * Whose data this person sees. Computed on first use with the caller's transaction (a recursive
   * query for supervised roles) and kept for the rest of the request, however many queries ask.
   */
  visibility(db: Executor): Promise<Visibility>;
}

export interface ActorInput {
  claims: AccessClaims;
  tenant: TenantRef;
  locale: Locale;
  now?: Date;
}

export function createActor({ claims, tenant, locale, now = new Date() }: ActorInput): Actor {
  let visible: Promise<Visibility> | undefined;
  return {
    claims,
    tenant,
    locale,
    now,
    t: (key, vars) => translate(locale, key, vars),
    visibility(db) {
      visible ??= visibilityOf(db, claims);
      return visible;
    },
  };
}
