import crypto from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { leagueBody } from '../../support/league-body.js';
import { sameOrigin } from './origin.js';

/** A unique league name, so journeys running side by side never see each other's leagues. */
export const leagueName = (prefix = 'Lig') => `${prefix} ${crypto.randomBytes(3).toString('hex')}`;

export interface LeagueSeed {
  name?: string;
  gender?: 'male' | 'female';
  isActive?: boolean;
  startDate?: string;
}

/**
 * Creates a league through the API as `admin` (pass the signed-in admin page's `page.request`:
 * sign-ins are rate-limited, so journeys reuse the browser's session); returns its id and name.
 */
export async function createLeagueAs(admin: APIRequestContext, seed: LeagueSeed = {}) {
  const res = await admin.post('/api/leagues', {
    headers: sameOrigin(),
    data: leagueBody({
      name: seed.name ?? leagueName(),
      isActive: seed.isActive ?? true,
      gender: seed.gender ?? 'male',
      ...(seed.startDate ? { startDate: seed.startDate } : {}),
    }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** Puts players on a league's ladder, in order, as `admin`. */
export async function addPlayersAs(admin: APIRequestContext, leagueId: string, userIds: string[]) {
  for (const userId of userIds) {
    const res = await admin.post(`/api/leagues/${leagueId}/participants`, {
      headers: sameOrigin(),
      data: { userId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/**
 * A player with a complete profile who never signs in, created by `admin` through user management
 * (no sign-in needed, so journeys stay under the sign-in rate limit). Returns the new user's id.
 */
export async function createPlayerAs(
  admin: APIRequestContext,
  profile: { firstName: string; lastName: string; gender?: 'male' | 'female' | 'other' },
) {
  const res = await admin.post('/api/users', {
    headers: sameOrigin(),
    data: {
      email: `oyuncu-${crypto.randomBytes(4).toString('hex')}@raket.test`,
      phone: '05551112233',
      birthdate: '1990-01-01',
      city: 21,
      gender: profile.gender ?? 'male',
      firstName: profile.firstName,
      lastName: profile.lastName,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** Pages through /leagues until `name` is listed; returns its accordion control. */
export async function findJoinableLeague(page: Page, name: string) {
  const control = page.getByRole('button', { name: new RegExp(`^${name}`) });
  const list = page.getByRole('region', { name: 'Katılabileceğiniz ligler' });
  for (;;) {
    await expect(list).toHaveAttribute('aria-busy', 'false');
    if ((await control.count()) > 0) return control;
    // No further page means the league is not listed at all: the click then times out and fails.
    await page.getByRole('button', { name: 'Sonraki sayfa' }).click({ timeout: 5_000 });
  }
}
