import crypto from 'node:crypto';
import { expect } from '@playwright/test';
import { ADMIN, apiAs } from './accounts.js';

/** A unique league name, so journeys running side by side never see each other's leagues. */
export const leagueName = (prefix = 'Lig') => `${prefix} ${crypto.randomBytes(3).toString('hex')}`;

export interface LeagueSeed {
  name?: string;
  gender?: 'male' | 'female';
  isActive?: boolean;
}

/** Creates a league as the Super Admin through the API; returns its id and name. */
export async function createLeagueAsAdmin(baseURL: string, seed: LeagueSeed = {}) {
  const year = new Date().getFullYear();
  const api = await apiAs(baseURL, ADMIN);
  const res = await api.post('/api/leagues', {
    data: {
      name: seed.name ?? leagueName(),
      city: 21,
      startDate: `${year}-01-01`,
      endDate: `${year + 1}-12-31`,
      rules: 'Maçlar 3 set üzerinden oynanır.',
      isActive: seed.isActive ?? true,
      setCount: 3,
      gameFormat: 6,
      setDecisionsFormat: 'Super',
      pointType: 'advantage',
      setTieBreakScore: 7,
      superTieBreak: 10,
      gender: seed.gender ?? 'male',
      maxOffers: 3,
      maxDaysToRespond: 2,
      maxOffersReceive: 2,
      maxDaysToPlay: 5,
      maxDaysToRePlay: 30,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const league = (await res.json()) as { id: string; name: string };
  await api.dispose();
  return league;
}

/** Puts players on a league's ladder, in order, as the Super Admin. */
export async function addPlayersAsAdmin(baseURL: string, leagueId: string, userIds: string[]) {
  const api = await apiAs(baseURL, ADMIN);
  for (const userId of userIds) {
    const res = await api.post(`/api/leagues/${leagueId}/participants`, { data: { userId } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
}
