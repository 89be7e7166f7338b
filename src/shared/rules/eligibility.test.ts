import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Challenger,
  candidatesInWindow,
  eligibility,
  MAX_OFFER_WINDOW,
  type OfferLimits,
  type OfferSource,
  offerStillFits,
  offerWindow,
  withinWindow,
} from './eligibility.js';
import { challengerWins, isPermutation, type Rung } from './ladder.js';

const limits: OfferLimits = { maxOffers: 3, maxOffersReceive: 2 };
const me = (rank: number | null, o: Partial<Challenger> = {}): Challenger => ({
  userId: 'me',
  rank,
  excused: false,
  pendingSent: 0,
  pendingTo: new Set(),
  ...o,
});
const opp = (rank: number, o: Partial<{ excused: boolean; pendingReceived: number }> = {}) => ({
  userId: `p${rank}`,
  rank,
  excused: false,
  pendingReceived: 0,
  ...o,
});
const reasonOf = (source: OfferSource, c: Challenger, o: ReturnType<typeof opp>) => {
  const e = eligibility(source, c, o, limits);
  return e.ok ? 'ok' : e.reason;
};

describe('offer windows', () => {
  it('dashboard: 1 to 5 ranks above; wizard: 1 to 3 above up to rank 10, 1 to 5 above after', () => {
    expect(offerWindow('dashboard', 3)).toBe(5);
    expect(offerWindow('dashboard', 20)).toBe(5);
    expect(offerWindow('wizard', 10)).toBe(3);
    expect(offerWindow('wizard', 11)).toBe(5);
    expect(reasonOf('dashboard', me(8), opp(3))).toBe('ok');
    expect(reasonOf('dashboard', me(8), opp(2))).toBe('outOfWindow');
    expect(reasonOf('wizard', me(8), opp(5))).toBe('ok');
    expect(reasonOf('wizard', me(8), opp(4))).toBe('outOfWindow');
    expect(reasonOf('wizard', me(11), opp(6))).toBe('ok');
    expect(reasonOf('wizard', me(11), opp(5))).toBe('outOfWindow');
    expect(reasonOf('wizard', me(6), opp(6))).toBe('outOfWindow');
    expect(reasonOf('wizard', me(6), opp(7))).toBe('outOfWindow');
    expect(reasonOf('wizard', me(null), opp(1))).toBe('noRank');
  });

  it('never offers oneself and lists only the window, best first', () => {
    const ladder = Array.from({ length: 15 }, (_, i) => ({ userId: `p${i + 1}`, rank: i + 1 }));
    expect(candidatesInWindow('wizard', { userId: 'p6', rank: 6 }, ladder).map((p) => p.rank)).toEqual([
      3, 4, 5,
    ]);
    expect(candidatesInWindow('dashboard', { userId: 'p6', rank: 6 }, ladder).map((p) => p.rank)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(candidatesInWindow('wizard', { userId: 'p12', rank: 12 }, ladder).map((p) => p.rank)).toEqual([
      7, 8, 9, 10, 11,
    ]);
    expect(candidatesInWindow('dashboard', { userId: 'p1', rank: 1 }, ladder)).toEqual([]);
    expect(candidatesInWindow('dashboard', { userId: 'x', rank: null }, ladder)).toEqual([]);
  });

  it('refuses excuses, limits and duplicate offers', () => {
    expect(reasonOf('wizard', me(6, { pendingTo: new Set(['p4']) }), opp(4))).toBe('alreadySent');
    expect(reasonOf('wizard', me(6, { matchWith: new Set(['p4']) }), opp(4))).toBe('matchOpen');
    expect(reasonOf('wizard', me(6, { matchWith: new Set(['p5']) }), opp(4))).toBe('ok');
    expect(reasonOf('wizard', me(6, { excused: true }), opp(4))).toBe('challengerExcused');
    expect(reasonOf('wizard', me(6), opp(4, { excused: true }))).toBe('opponentExcused');
    expect(reasonOf('wizard', me(6), opp(4, { pendingReceived: 2 }))).toBe('opponentFull');
    expect(reasonOf('wizard', me(6), opp(4, { pendingReceived: 1 }))).toBe('ok');
    expect(reasonOf('wizard', me(6, { pendingSent: 3 }), opp(4))).toBe('challengerFull');
    expect(reasonOf('wizard', me(6, { pendingSent: 2 }), opp(4))).toBe('ok');
    const beaten = { ...opp(4), rechallengeOpensOn: '2026-12-01' };
    expect(eligibility('wizard', me(6), beaten, limits)).toEqual({ ok: false, reason: 'recentlyBeaten' });
    expect(eligibility('wizard', me(6), { ...beaten, rechallengeOpensOn: null }, limits)).toEqual({
      ok: true,
    });
  });

  it('every eligible pair is within the window, never oneself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OfferSource>('dashboard', 'wizard'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (source, mine, theirs) => {
          const e = eligibility(source, { ...me(mine), userId: `p${mine}` }, opp(theirs), limits);
          if (e.ok) {
            expect(theirs).toBeLessThan(mine);
            expect(mine - theirs).toBeLessThanOrEqual(source === 'dashboard' ? 5 : mine <= 10 ? 3 : 5);
          }
        },
      ),
    );
  });
});

describe('one candidate list for both readings', () => {
  const ladderOf = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `p${i + 1}`, rank: i + 1 }));

  it("the wizard's candidates are the dashboard's narrowed to the wizard's window", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 45 }), (n, mine) => {
        const ladder = ladderOf(n);
        const challenger = { userId: `p${mine}`, rank: mine >= 1 && mine <= n ? mine : null };
        const dashboard = candidatesInWindow('dashboard', challenger, ladder);
        for (const source of ['dashboard', 'wizard'] as const)
          expect(withinWindow(source, challenger.rank, dashboard)).toEqual(
            candidatesInWindow(source, challenger, ladder),
          );
      }),
    );
  });

  it('within the narrower window both readings judge a pair alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.record({
          excused: fc.boolean(),
          opponentExcused: fc.boolean(),
          pendingSent: fc.integer({ min: 0, max: 4 }),
          pendingReceived: fc.integer({ min: 0, max: 3 }),
          alreadySent: fc.boolean(),
          beaten: fc.boolean(),
        }),
        (mine, above, o) => {
          fc.pre(above <= offerWindow('wizard', mine) && mine - above >= 1);
          const challenger = me(mine, {
            userId: `p${mine}`,
            excused: o.excused,
            pendingSent: o.pendingSent,
            pendingTo: new Set(o.alreadySent ? [`p${mine - above}`] : []),
          });
          const opponent = {
            ...opp(mine - above, { excused: o.opponentExcused, pendingReceived: o.pendingReceived }),
            rechallengeOpensOn: o.beaten ? '2026-12-01' : null,
          };
          expect(eligibility('wizard', challenger, opponent, limits)).toEqual(
            eligibility('dashboard', challenger, opponent, limits),
          );
        },
      ),
    );
  });
});

// A model of the server's use cases over pure rules: offers are made only when eligible; answers
// move the ladder. After any sequence, ranks stay 1..n and no limit is exceeded.
type Offer = { id: number; from: string; to: string; status: string };
type Op =
  | { kind: 'offer'; source: OfferSource; a: number; b: number }
  | { kind: 'accept' | 'reject' | 'cancel'; pick: number };

const opArb = (n: number): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('offer' as const),
      source: fc.constantFrom<OfferSource>('dashboard', 'wizard'),
      a: fc.integer({ min: 0, max: n - 1 }),
      b: fc.integer({ min: 0, max: n - 1 }),
    }),
    fc.record({
      kind: fc.constantFrom('accept' as const, 'reject' as const, 'cancel' as const),
      pick: fc.nat(),
    }),
  );

describe('ladder and limits under any sequence of offers and answers', () => {
  it('keeps ranks a permutation and pending counts within the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.record({
              maxOffers: fc.integer({ min: 1, max: 3 }),
              maxOffersReceive: fc.integer({ min: 1, max: 3 }),
            }),
            fc.array(opArb(n), { maxLength: 60 }),
          ),
        ),
        ([n, lim, ops]) => {
          let ladder: Rung[] = Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, rank: i + 1 }));
          const offers: Offer[] = [];
          const pending = () => offers.filter((o) => o.status === 'pending');
          for (const op of ops) {
            if (op.kind === 'offer') {
              const a = ladder.find((r) => r.userId === `u${op.a}`)!;
              const b = ladder.find((r) => r.userId === `u${op.b}`)!;
              const sent = pending().filter((o) => o.from === a.userId);
              const e = eligibility(
                op.source,
                {
                  userId: a.userId,
                  rank: a.rank,
                  excused: false,
                  pendingSent: sent.length,
                  pendingTo: new Set(sent.map((o) => o.to)),
                },
                {
                  userId: b.userId,
                  rank: b.rank,
                  excused: false,
                  pendingReceived: pending().filter((o) => o.to === b.userId).length,
                },
                lim,
              );
              if (e.ok) offers.push({ id: offers.length, from: a.userId, to: b.userId, status: 'pending' });
            } else {
              const open = pending();
              if (open.length === 0) continue;
              const offer = open[op.pick % open.length];
              if (op.kind === 'cancel') offer.status = 'cancelled';
              else {
                offer.status = op.kind === 'accept' ? 'accepted' : 'rejected';
                for (const o of open)
                  if (o !== offer && o.to === offer.to) o.status = 'unavailable_due_to_other_offer';
                if (op.kind === 'reject') ladder = challengerWins(ladder, offer.from, offer.to);
              }
            }
            expect(isPermutation(ladder)).toBe(true);
            expect(ladder).toHaveLength(n);
            for (const r of ladder) {
              expect(pending().filter((o) => o.from === r.userId).length).toBeLessThanOrEqual(lim.maxOffers);
              expect(pending().filter((o) => o.to === r.userId).length).toBeLessThanOrEqual(
                lim.maxOffersReceive,
              );
              const pairs = pending()
                .filter((o) => o.from === r.userId)
                .map((o) => o.to);
              expect(new Set(pairs).size).toBe(pairs.length);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a rejection puts the offerer on the opponent’s rank and the opponent one lower', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 30 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n }), fc.integer({ min: 1, max: n })),
          ),
        ([n, hi, lo]) => {
          fc.pre(hi < lo);
          const ladder: Rung[] = Array.from({ length: n }, (_, i) => ({ userId: `u${i + 1}`, rank: i + 1 }));
          const after = challengerWins(ladder, `u${lo}`, `u${hi}`);
          const rank = (id: string) => after.find((r) => r.userId === id)!.rank;
          expect(rank(`u${lo}`)).toBe(hi);
          expect(rank(`u${hi}`)).toBe(hi + 1);
          for (let k = hi + 1; k < lo; k++) expect(rank(`u${k}`)).toBe(k + 1);
          for (let k = 1; k < hi; k++) expect(rank(`u${k}`)).toBe(k);
          for (let k = lo + 1; k <= n; k++) expect(rank(`u${k}`)).toBe(k);
        },
      ),
    );
  });
});

describe('MAX_OFFER_WINDOW', () => {
  it('bounds both readings of the window, so the dashboard may read only that many ranks above', () => {
    for (const source of ['dashboard', 'wizard'] as const)
      for (let rank = 1; rank <= 200; rank++)
        expect(offerWindow(source, rank)).toBeLessThanOrEqual(MAX_OFFER_WINDOW);
    expect(Math.max(offerWindow('dashboard', 50), offerWindow('wizard', 50))).toBe(MAX_OFFER_WINDOW);
  });
});

describe('pending offers the ladder has overtaken', () => {
  it('an offer fits while the challenger is 1 to 5 ranks below the opponent', () => {
    expect(offerStillFits(6, 5)).toBe(true);
    expect(offerStillFits(7, 2)).toBe(true);
    expect(offerStillFits(8, 2)).toBe(false);
    expect(offerStillFits(5, 5)).toBe(false);
    expect(offerStillFits(2, 6)).toBe(false);
    expect(offerStillFits(null, 2)).toBe(false);
  });
  it('every offer either reading allows fits when made', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OfferSource>('dashboard', 'wizard'),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        (source, mine, theirs) => {
          const e = eligibility(source, me(mine), opp(theirs), limits);
          if (e.ok) expect(offerStillFits(mine, theirs)).toBe(true);
        },
      ),
    );
  });
  it('closing overtaken offers after every rank move leaves only offers that fit', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 14 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 20 }),
              fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 10 }),
            ),
          ),
        ([n, offerPairs, wins]) => {
          let ladder: Rung[] = Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, rank: i + 1 }));
          const rank = (id: string) => ladder.find((r) => r.userId === id)!.rank;
          const offers = offerPairs
            .map(([a, b]) => ({ from: `u${a}`, to: `u${b}`, open: true }))
            .filter((o) => offerStillFits(rank(o.from), rank(o.to)));
          for (const [a, b] of wins) {
            if (a === b) continue;
            ladder = challengerWins(ladder, `u${a}`, `u${b}`);
            for (const o of offers) if (o.open && !offerStillFits(rank(o.from), rank(o.to))) o.open = false;
            for (const o of offers.filter((x) => x.open)) {
              expect(rank(o.from) - rank(o.to)).toBeGreaterThanOrEqual(1);
              expect(rank(o.from) - rank(o.to)).toBeLessThanOrEqual(MAX_OFFER_WINDOW);
            }
          }
        },
      ),
    );
  });
});
