import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { SAME_ORIGIN, signedInUser } from '../support/client.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  firstName: 'Ayşe',
  lastName: 'Kort',
  phone: '0555 123 45 67',
  birthdate: '1991-04-23',
  gender: 'female',
  city: 21,
};

/** A JSON body sent as text, so it can carry escapes JSON.stringify would never write. */
const putRaw = (client: Awaited<ReturnType<typeof signedInUser>>['client'], url: string, json: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: client.cookie!, 'content-type': 'application/json', origin: SAME_ORIGIN },
    payload: json,
  });

describe('text typed by a person', () => {
  it('loses its control characters: a bare CR or a tab in a name becomes a space, others go', async () => {
    const { user, client } = await signedInUser(t, { withProfile: false });
    const res = await client.put('/api/profile', {
      ...profile,
      firstName: 'Ayşe\rBEGIN:VEVENT',
      lastName: 'Ko\u0000rt\u0007\tYıl\u001b',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).toBe('Ayşe BEGIN:VEVENT');
    expect(row.lastName).toBe('Kort Yıl');
    expect(row.name).not.toMatch(/[\r\n]/);
  });

  it('loses the characters that show nothing, and a name of nothing visible is refused', async () => {
    const { user, client } = await signedInUser(t, { withProfile: false });
    for (const [firstName, lastName] of [
      ['\u200B', 'Kort'],
      ['Ayşe', '\u2060\u200C\u00AD'],
      ['\u3164\u200D', 'Kort'],
      ['\uFEFF\u200E\u0301', 'Kort'],
    ]) {
      const res = await client.put('/api/profile', { ...profile, firstName, lastName });
      expect(res.statusCode, JSON.stringify([firstName, lastName])).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([firstName === 'Ayşe' ? 'lastName' : 'firstName']);
    }
    const [untouched] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(untouched.profileCompletedAt).toBeNull();
    // Zero-width characters inside a name: it would look like another player's and not be the same.
    const res = await client.put('/api/profile', {
      ...profile,
      firstName: 'Ay\u200Bşe',
      lastName: 'K\u2060ort\u200F',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect([row.firstName, row.lastName]).toEqual(['Ayşe', 'Kort']);
  });

  it.each([
    ['a lone high surrogate', '"Ay\\ud800e"'],
    ['a lone low surrogate', '"\\udc00Ayşe"'],
  ])('is refused with %s, in Turkish, and nothing is stored', async (_, firstName) => {
    const { user, client } = await signedInUser(t, { withProfile: false });
    const json = JSON.stringify({ ...profile, firstName: 'X' }).replace('"X"', firstName);
    const res = await putRaw(client, '/api/profile', json);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(messages.common.malformedText);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.profileCompletedAt).toBeNull();
  });

  it('is refused with a lone surrogate in any field or key, a paired one (an emoji) is kept', async () => {
    const { client } = await signedInUser(t, { withProfile: false });
    const json = JSON.stringify(profile).replace('"gender"', '"x\\ud83d":1,"gender"');
    expect(errorOf(await putRaw(client, '/api/profile', json)).message).toBe(messages.common.malformedText);
    const ok = await client.put('/api/profile', { ...profile, firstName: 'Ayşe 🎾' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile.firstName).toBe('Ayşe 🎾');
  });
});
