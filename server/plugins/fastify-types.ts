import type { Action, AppAbility, Role, Subject } from '../../resources/abilities';
import type { Config } from '../config';
import type { SessionCutoffs } from '../auth/session-cutoffs';
import type { Database, Db } from '../db/types';
import type { ConstraintMessages } from '../errors';

export type ApiUser = {
  id: string; // the token's subject
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  role: Role; // primary role, core.md §6
};

// `body` is the route's zod body schema, where it has one (the body fuzzer reads it)
export type ApiRouteEntry = {
  method: string;
  url: string;
  action?: Action;
  subject?: Subject;
  public?: boolean;
  sampleQuery?: string;
  body?: unknown;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    // what the route needs (ARCHITECTURE §6: default-deny; a route without these answers 403)
    action?: Action;
    subject?: Subject;
    // open to everyone, signed in or not (health, runtime config)
    public?: boolean;
    // a read whose query has required keys says what a valid one looks like ('cycle=1&…'): the harnesses that
    // walk every route (no-role reads, list query keys) ask it so, instead of a hand list of routes
    sampleQuery?: string;
  }
  interface FastifyInstance {
    // every /api route with what it needs, as registered (the route × role matrix test walks it)
    apiRouteList: ApiRouteEntry[];
    config: Config;
    database: Database;
    db: Db;
    constraintMessages: ConstraintMessages;
    // per-user "sessions valid after" (server/auth/session-cutoffs.ts); decorated inside /api by the auth hook
    sessionCutoffs: SessionCutoffs;
  }
  interface FastifyRequest {
    user: ApiUser | null;
    ability: AppAbility | null;
  }
}
