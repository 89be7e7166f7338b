import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { reasonChip } from '../../../shared/rules/ladder-reasons.js';
import { movementLabel, movementText } from '../../../shared/rules/movement.js';
import { EmptyState } from '../../components/EmptyState.js';
import { QueryState } from '../../components/QueryState.js';
import { lazyPart } from '../../lib/lazy-screen.js';
import { LADDER_LEAGUE_PARAM, playerPath } from '../../lib/paths.js';
import { Link } from '../../lib/router.js';
import { rememberLadderLeague, useSignedInUser } from '../../lib/session.js';
import { useLadderActions, useMyLeagues, useParticipants } from './api.js';
import { useIsPhone } from './useIsPhone.js';

// Last seasons' ladders sit below the current one and draw nothing for a league with none: their
// code loads after the ladder, off the dashboard's first download.
const SeasonArchive = lazyPart(() => import('../../components/SeasonArchive.js'), 'SeasonArchive');

/**
 * Dashboard: the league's participants sorted by rank (rank, full name); the player's row stands out.
 * The ladder acts: each row the player may challenge has "Meydan Oku" (`onChallenge`, which the
 * dashboard wires to the offer flow), each other row a chip saying why not, from the server's
 * reading of the eligibility rule; rows show their movement over the last week; names link to
 * the player's page.
 */
export function ParticipantsCard({ onChallenge }: { onChallenge?: (target: LadderChallenge) => void } = {}) {
  const leagues = useMyLeagues();
  const me = useSignedInUser();
  const phone = useIsPhone();
  // /leagues names the league whose ladder it opens (`ladderPath`); else the first one shows.
  const [picked, setPicked] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get(LADDER_LEAGUE_PARAM),
  );
  // /leagues links here as /dashboard#ladder: a screen drawn by the router does not scroll to it by
  // itself, and the cards above the ladder may still be arriving; it stays in view while they settle,
  // until the reader scrolls or taps themselves.
  const ready = leagues.isSuccess;
  useEffect(() => {
    if (!ready || window.location.hash !== '#ladder') return;
    const ladder = document.getElementById('ladder');
    if (!ladder) return;
    ladder.scrollIntoView();
    const follow = new ResizeObserver(() => ladder.scrollIntoView());
    follow.observe(document.body);
    const release = () => follow.disconnect();
    const settled = setTimeout(release, 3_000);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.addEventListener(type, release, { once: true, passive: true });
    return () => {
      clearTimeout(settled);
      release();
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        window.removeEventListener(type, release);
    };
  }, [ready]);
  // The ladder shown first, remembered so the next visit asks for it with the dashboard's reads.
  const firstLeague = leagues.data?.[0]?.id;
  useEffect(() => {
    if (firstLeague) rememberLadderLeague(firstLeague);
  }, [firstLeague]);
  if (leagues.isSuccess && leagues.data.length === 0) return null;
  const leagueId = leagues.data?.some((l) => l.id === picked) ? (picked as string) : firstLeague;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="participants-title" id="ladder">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4" id="participants-title">
          Lig Sıralaması
        </Title>
        {leagues.data && leagues.data.length > 1 && (
          // On a phone the leagues stack, a full row each, 44 px high, a long name wrapping: side by
          // side they ran past the card's edge.
          <SegmentedControl
            size={phone ? 'sm' : 'xs'}
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            w={phone ? '100%' : undefined}
            styles={phone ? { label: PHONE_LEAGUE_CHOICE } : undefined}
            value={leagueId ?? ''}
            onChange={setPicked}
            data={leagues.data.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
      </Group>
      <QueryState query={leagues} errorText={messages.dashboard.leagueLoad}>
        {() => <Ladder leagueId={leagueId} onChallenge={onChallenge} />}
      </QueryState>
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <Suspense fallback={null}>
          <SeasonArchive leagueId={leagueId} meId={me.id} short={phone} />
        </Suspense>
      </div>
    </Card>
  );
}

// 44 px high, the name in the middle: every segmented choice is on a phone (app/touch-targets).
const PHONE_LEAGUE_CHOICE = {
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

/** A player the ladder's "Meydan Oku" picked (the dashboard opens the offer flow for them). */
export interface LadderChallenge {
  leagueId: string;
  userId: string;
  name: string;
  rank: number;
}

/**
 * Puts the focus on the ladder's row of `userId` (a player just challenged from it), at once: its
 * "Meydan Oku" turns into a chip once the ladder has been read again, so the row, which stays, holds
 * the focus. False when the row is not shown.
 * The row is kept in view, in the ladder's box and on the page, while what the offer changes settles
 * (the to-do strip that now lists it pushes the ladder down): a keyboard user sees where they are.
 * That stops once the focus leaves the row, the reader scrolls or taps, or after a few seconds.
 */
export function focusLadderRow(userId: string): boolean {
  const row = document.querySelector<HTMLElement>(`#ladder tr[data-user="${CSS.escape(userId)}"]`);
  if (!row) return false;
  row.setAttribute('tabindex', '-1');
  row.focus({ preventScroll: true });
  keepInView(row);
  return true;
}

const KEEP_IN_VIEW_MS = 3_000;

/**
 * Scrolls `el` into view now and whenever the page's layout changes or something other than the
 * reader scrolls it away (the closing dialog's scroll lock letting go), until released (above).
 */
function keepInView(el: HTMLElement) {
  const show = () => {
    if (document.activeElement !== el) return release();
    // `nearest`: a row already in view does not move; the page stops short of the fixed header and
    // the phone's tab bar (scroll-padding, AppLayout.module.css).
    el.scrollIntoView({ block: 'nearest' });
  };
  const follow = new ResizeObserver(show);
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const release = () => {
    follow.disconnect();
    clearTimeout(settled);
    el.removeEventListener('blur', release);
    window.removeEventListener('scroll', show, true);
    for (const type of events) window.removeEventListener(type, release, true);
  };
  const settled = setTimeout(release, KEEP_IN_VIEW_MS);
  el.addEventListener('blur', release);
  window.addEventListener('scroll', show, { capture: true, passive: true });
  for (const type of events) window.addEventListener(type, release, { capture: true, passive: true });
  follow.observe(document.body);
  show();
}

/**
 * A phone's ladder row: the name, then the action (Meydan Oku or the chip saying why not), which
 * moves under the name when the name's longest word and the action do not fit side by side. The
 * name's width to start from is its longest word (`min-content`), at most the row's; it then grows
 * into the room the action leaves. A word wider than the row (a 50-letter name) breaks where it must.
 */
const PHONE_NAME_AND_ACTION = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 'var(--mantine-spacing-xs)',
} as const;
const PHONE_NAME = {
  flex: '1 1 auto',
  width: 'min-content',
  maxWidth: '100%',
  minWidth: 0,
  overflowWrap: 'break-word',
} as const;
const PHONE_ACTION = { flex: '0 0 112px', marginLeft: 'auto', paddingBottom: 2 } as const;

/** On a phone a long ladder scrolls inside its card, with the player's own row brought into view. */
const PHONE_LADDER_MAX = '60vh';
/** The ladder's sticky header on a phone: a line of text and its cell's padding, with room to spare. */
const PHONE_LADDER_HEADER = 'calc(var(--mantine-line-height) * 1em + 2 * var(--mantine-spacing-xs))';

function Ladder({
  leagueId,
  onChallenge,
}: {
  leagueId: string | undefined;
  onChallenge?: (target: LadderChallenge) => void;
}) {
  const me = useSignedInUser();
  const query = useParticipants(leagueId);
  const actions = useLadderActions(leagueId);
  const phone = useIsPhone();
  const box = useRef<HTMLDivElement>(null);
  const states = actions.data && actions.data.leagueId === leagueId ? actions.data.rows : [];
  const byUser = new Map(states.map((r) => [r.userId, r]));
  const rows = query.data;
  // Keep my row in view: the box scrolls (never the page) so that my row sits in its middle.
  useEffect(() => {
    const el = box.current;
    if (!phone || !el || !rows?.length) return;
    const mine = el.querySelector<HTMLElement>('tr[aria-current="true"]');
    if (mine) el.scrollTop = Math.max(0, mine.offsetTop - el.clientHeight / 2 + mine.offsetHeight / 2);
  }, [phone, rows]);
  return (
    <QueryState query={query} errorText={messages.dashboard.participantsLoad}>
      {(rows) =>
        rows.length === 0 ? (
          <EmptyState>{messages.dashboard.noPlayers}</EmptyState>
        ) : (
          <>
            <div
              ref={box}
              style={
                phone
                  ? {
                      maxHeight: PHONE_LADDER_MAX,
                      overflowY: 'auto',
                      position: 'relative',
                      // A control reached by keyboard stops below the header that stays put.
                      scrollPaddingTop: PHONE_LADDER_HEADER,
                    }
                  : undefined
              }
            >
              <Table
                striped
                highlightOnHover
                aria-label="Lig katılımcıları"
                stickyHeader={phone}
                // On a phone the name's cell is what the rank leaves, whatever the names in it.
                layout={phone ? 'fixed' : undefined}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>Sıra</Table.Th>
                    <Table.Th>Ad Soyad</Table.Th>
                    {!phone && (
                      <Table.Th w={160}>
                        <VisuallyHidden>Meydan okuma</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((p) => {
                    const mine = p.userId === me.id;
                    const name = `${p.firstName} ${p.lastName}`;
                    const state = byUser.get(p.userId);
                    const move = state ? state.move : 0;
                    const chip = state ? reasonChip(state.reason, state.opensOn) : null;
                    const who = (
                      <>
                        <Anchor
                          component={Link}
                          to={playerPath(p.userId)}
                          c="inherit"
                          style={{
                            display: 'inline-flex',
                            alignItems: 'center',
                            minHeight: 44,
                            maxWidth: '100%',
                          }}
                        >
                          <span style={{ minWidth: 0 }}>{name}</span>
                        </Anchor>
                        {mine && (
                          <Text span size="xs" c="teal.9" ml={6}>
                            (siz)
                          </Text>
                        )}
                        {movementText(move) && (
                          <>
                            <Text
                              span
                              size="xs"
                              fw={700}
                              ml={6}
                              c={move > 0 ? 'teal.9' : 'red.9'}
                              aria-hidden
                            >
                              {movementText(move)}
                            </Text>
                            <VisuallyHidden>{movementLabel(move)}</VisuallyHidden>
                          </>
                        )}
                      </>
                    );
                    const action = mine ? null : state && state.reason === null && onChallenge && leagueId ? (
                      <Button
                        size="xs"
                        mih={44}
                        fullWidth
                        aria-label={`Meydan Oku: ${name}`}
                        onClick={() => onChallenge({ leagueId, userId: p.userId, name, rank: p.rank })}
                      >
                        Meydan Oku
                      </Button>
                    ) : chip ? (
                      <Badge
                        variant="light"
                        color={state?.reason === 'outOfWindow' ? 'gray' : 'orange'}
                        title={chip.title}
                        // The chip wraps rather than cut its words ('tekrar için 24 Ara 2026'):
                        // Mantine's label keeps to one line with an ellipsis otherwise.
                        styles={{
                          root: { height: 'auto', whiteSpace: 'normal', textTransform: 'none' },
                          label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
                        }}
                      >
                        {chip.text}
                      </Badge>
                    ) : null;
                    return (
                      <Table.Tr
                        key={p.userId}
                        data-user={p.userId}
                        bg={mine ? 'teal.0' : undefined}
                        aria-current={mine ? 'true' : undefined}
                        aria-label={`${p.rank}. ${name}`}
                        style={{
                          // A row scrolled into view (focusLadderRow) shows its focus ring whole.
                          scrollMarginBlock: 'var(--mantine-spacing-xs)',
                          ...(mine ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-teal-7)' } : undefined),
                        }}
                      >
                        <Table.Td fw={mine ? 700 : undefined}>{p.rank}</Table.Td>
                        {phone ? (
                          // The name and its action share the cell: the action beside the name while
                          // the name's longest word fits there, else under it, so the name has the
                          // row's width and wraps between its words ('Çağlayanoğullarıoğlu' whole).
                          <Table.Td fw={mine ? 700 : undefined}>
                            <div style={PHONE_NAME_AND_ACTION}>
                              <div style={PHONE_NAME}>{who}</div>
                              {action && <div style={PHONE_ACTION}>{action}</div>}
                            </div>
                          </Table.Td>
                        ) : (
                          <>
                            {/* The own row has nothing to act on: its name takes the action's cell too. */}
                            <Table.Td
                              fw={mine ? 700 : undefined}
                              colSpan={mine ? 2 : undefined}
                              style={{ wordBreak: 'break-word' }}
                            >
                              {who}
                            </Table.Td>
                            {!mine && <Table.Td>{action}</Table.Td>}
                          </>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
            <ChipLegend
              chips={rows.map((p) => byUser.get(p.userId)).map((r) => r && reasonChip(r.reason, r.opensOn))}
            />
          </>
        )
      }
    </QueryState>
  );
}

/**
 * What each chip of the ladder means, in words under it, once per kind of chip shown: the chip's
 * `title` is a tooltip, which a phone never shows.
 */
function ChipLegend({ chips }: { chips: ({ text: string; title: string } | null | undefined)[] }) {
  const shown = new Map<string, string>();
  for (const c of chips) if (c) shown.set(c.text, c.title);
  if (shown.size === 0) return null;
  return (
    <Stack gap={2} mt="xs" aria-label="Etiketlerin anlamı" role="note">
      {[...shown].map(([text, title]) => (
        <Text key={text} size="xs" c="gray.7">
          <Text span fw={600} inherit>
            {text}
          </Text>
          : {title}
        </Text>
      ))}
    </Stack>
  );
}
