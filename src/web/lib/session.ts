import { useQuery } from '@tanstack/react-query';
import type { TMe } from '../../shared/contract/profile.js';
import { get } from './api.js';
import { carryNotice } from './notify.js';
import { LADDER_LEAGUE_PARAM } from './paths.js';

export const meQueryKey = ['me'] as const;

export const SIGNED_IN_HINT = 'raket:signed-in';
/** The league whose ladder the dashboard showed first at the last visit (its id, nothing else). */
export const LADDER_HINT = 'raket:ladder-league';
const LEAGUE_ID = /^[0-9a-f-]{36}$/;

/**
 * The league whose ladder the dashboard will show first, if it looks like a league id: the one the
 * address names (`?lig=`, from /leagues' 'Sıralamayı Görüntüle'), else the one it showed first last time.
 */
export function expectedLadderLeague(search = ''): string | null {
  try {
    const id = new URLSearchParams(search).get(LADDER_LEAGUE_PARAM) || localStorage.getItem(LADDER_HINT);
    return id && LEAGUE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Kept so the next visit asks for that ladder with the dashboard's first reads (router.tsx). */
export function rememberLadderLeague(leagueId: string) {
  try {
    localStorage.setItem(LADDER_HINT, leagueId);
  } catch {
    // Storage refused (private mode): the ladder's reads wait for the dashboard.
  }
}

/**
 * Whether this browser was signed in when /api/me last answered (a flag in localStorage, nothing
 * about the person). The installed app's start page asks for its reads beside /api/me when it was,
 * instead of after /api/me has answered (web/app/router.tsx, ADR 008); the server still checks
 * every read, so a stale flag costs only answers of 401.
 */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else {
      localStorage.removeItem(SIGNED_IN_HINT);
      localStorage.removeItem(LADDER_HINT);
    }
  } catch {
    // Storage refused (private mode): the reads wait for /api/me.
  }
}

/** The signed-in user, or null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    // Signed out, the server answers 204 (no content), which `get` reads as null.
    queryFn: async () => {
      const me = await get<TMe | null>('/me');
      rememberSignedIn(me !== null);
      return me;
    },
    staleTime: 60_000,
    // Unreachable (offline, the server down): asked again every few seconds until it answers.
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : false),
  });
}

/** The signed-in user where a signed-in screen needs one (the router only renders those when signed in). */
export function useSignedInUser(): TMe {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInUser outside a signed-in route');
  return data;
}

/**
 * Opens `next` afresh as a signed-out visitor once the server has ended the session (signing out,
 * deleting the account), as `useSignOut` (sign-out.ts) explains; `notice` is shown there.
 */
export function leaveSignedIn(next: string, notice?: string) {
  rememberSignedIn(false);
  if (notice) carryNotice(notice);
  window.location.replace(next);
}
