import { and, eq } from 'drizzle-orm';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { isAdminRole, isSuperAdminRole } from '../shared/rules/roles.js';
import type { Db } from './db/client.js';
import { leagueModerators } from './db/schema/index.js';
import { forbidden, unauthenticated } from './errors.js';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to
 * start with a route that does not, and a test lists the route table to prove it.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'admin' }
  | { kind: 'superAdmin' }
  /** An admin, or a moderator of the league the request names. */
  | { kind: 'leagueStaff'; leagueId: (req: FastifyRequest) => string | undefined };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  admin: { kind: 'admin' },
  superAdmin: { kind: 'superAdmin' },
  leagueStaff: (leagueId: (req: FastifyRequest) => string | undefined): Access => ({
    kind: 'leagueStaff',
    leagueId,
  }),
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

/**
 * Where a league-staff route finds the league it is about: `key` of the request's path parameters,
 * query string or body. Whatever the client sent there, only a string names a league; anything
 * else (no body, `null`, a number, a list) names none, and the route is refused as not theirs.
 */
export function leagueIn(part: 'params' | 'query' | 'body', key = part === 'params' ? 'id' : 'leagueId') {
  return (req: FastifyRequest): string | undefined => {
    const value = (req[part] as Record<string, unknown> | null | undefined)?.[key];
    return typeof value === 'string' ? value : undefined;
  };
}

export interface SessionUser {
  id: string;
  email: string;
  role: string;
  sessionId: string;
}

export async function isLeagueModerator(db: Db, userId: string, leagueId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: leagueModerators.userId })
    .from(leagueModerators)
    .where(and(eq(leagueModerators.leagueId, leagueId), eq(leagueModerators.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Throws 401/403 unless `user` satisfies `policy`. */
export async function enforceAccess(db: Db, policy: Access, user: SessionUser | null, req: FastifyRequest) {
  if (policy.kind === 'public') return;
  if (!user) throw unauthenticated();
  switch (policy.kind) {
    case 'signedIn':
      return;
    case 'admin':
      if (!isAdminRole(user.role)) throw forbidden();
      return;
    case 'superAdmin':
      if (!isSuperAdminRole(user.role)) throw forbidden();
      return;
    case 'leagueStaff': {
      if (isAdminRole(user.role)) return;
      const leagueId = policy.leagueId(req);
      if (!leagueId || !(await isLeagueModerator(db, user.id, leagueId))) throw forbidden();
      return;
    }
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/**
 * An onRoute hook: every /api route must say who may call it, or the server refuses to start.
 * The routes it sees are recorded for the authorisation tests.
 */
export function requireAccessPolicy(table: RouteEntry[]) {
  return (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const policy = route.config?.access;
    if (!policy)
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access policy (config.access).`,
      );
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access: policy });
    }
  };
}
