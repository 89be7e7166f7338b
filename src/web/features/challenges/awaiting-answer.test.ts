import { describe, expect, it } from 'vitest';
import type { TOffersOverview } from '../../../shared/contract/offers.js';
import { awaitingAnswer } from './awaiting-answer.js';

const offer = (id: string, respondBy: string) => ({ id, respondBy }) as TOffersOverview['received'][number];

describe('awaitingAnswer', () => {
  it('counts the offers still answerable at the read, and not those past their answer time', () => {
    const overview = {
      now: '2026-11-24T20:30:00.000Z',
      received: [offer('a', '2026-11-24T20:29:59.999Z'), offer('b', '2026-11-24T20:30:00.000Z')],
      sent: [offer('c', '2026-11-26T08:00:00.000Z'), offer('d', '2026-11-23T08:00:00.000Z')],
    } as TOffersOverview;
    const waiting = awaitingAnswer(overview);
    expect(waiting.received.map((o) => o.id)).toEqual(['b']);
    expect(waiting.sent.map((o) => o.id)).toEqual(['c']);
    expect(awaitingAnswer(undefined)).toEqual({ received: [], sent: [] });
  });
});
