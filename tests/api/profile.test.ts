import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, users } from '../../src/server/db/schema/index.js';
import { messages } from '../../src/shared/messages.js';
import { istanbulToday } from '../../src/shared/time.js';
import { signedInUser } from '../support/client.js';
import { addParticipants, createLeague } from '../support/factories.js';
import { createTestApp, errorOf, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  firstName: 'İlker',
  lastName: 'Işık',
  phone: '0555 123 45 67',
  birthdate: '1991-04-23',
  gender: 'male',
  city: 21,
};

describe('profile', () => {
  it('creates, then updates, logging each for the admins', async () => {
    const { user, client } = await signedInUser(t, { withProfile: false });
    const created = await client.put('/api/profile', valid);
    expect(created.statusCode).toBe(200);
    expect(created.json().profile).toMatchObject({ firstName: 'İlker', lastName: 'Işık', city: 21 });
    expect(created.json().role).toBe('Oyuncu');
    const updated = await client.put('/api/profile', { ...valid, phone: '05559998877' });
    expect(updated.json().profile.phone).toBe('05559998877');
    const logs = await t.db.select().from(adminLogs).orderBy(adminLogs.createdAt);
    const mine = logs.filter((l) => (l.eventDetails as { userId?: string }).userId === user.id);
    expect(mine.map((l) => [l.eventType, l.status])).toEqual([
      ['ProfileCreation', 'unread'],
      ['ProfileUpdate', 'unread'],
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.searchText).toContain('ilker ışık');
  });

  it.each([
    [{ ...valid, firstName: '  ' }, 'Ad zorunludur.'],
    [{ ...valid, lastName: undefined }, 'Soyad zorunludur.'],
    [{ ...valid, phone: 'abc' }, 'Geçerli bir telefon numarası giriniz.'],
    [{ ...valid, phone: '(((((((' }, 'Geçerli bir telefon numarası giriniz.'],
    [{ ...valid, birthdate: '2999-01-01' }, messages.profile.birthdateInvalid],
    [{ ...valid, birthdate: istanbulToday() }, messages.profile.birthdateInvalid],
    [{ ...valid, birthdate: '1990-02-30' }, 'Geçerli bir tarih giriniz.'],
    [{ ...valid, gender: 'robot' }, 'Cinsiyet seçiniz.'],
    [{ ...valid, city: 6 }, 'İl seçiniz.'],
    [{ ...valid, firstName: 'x'.repeat(500) }, 'Bu alan için en fazla 50 karakter yazabilirsiniz.'],
    [{ ...valid, role: 'Super Admin', firstName: '' }, 'Ad zorunludur.'],
    [{ ...valid, firstName: 'https://evil.example' }, messages.profile.firstNameWebAddress],
    [{ ...valid, firstName: 'İlker www.x.com' }, messages.profile.firstNameWebAddress],
    [{ ...valid, lastName: 'Işık evil.com.tr' }, messages.profile.lastNameWebAddress],
  ])('refuses %j with a Turkish message and changes nothing', async (body, message) => {
    const { user, client } = await signedInUser(t, { withProfile: false });
    const logsBefore = (await t.db.select({ n: count() }).from(adminLogs))[0].n;
    const res = await client.put('/api/profile', body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.profileCompletedAt).toBeNull();
    expect((await t.db.select({ n: count() }).from(adminLogs))[0].n).toBe(logsBefore);
  });

  it('names the field holding a web address, and keeps names with initials and dots', async () => {
    const { client } = await signedInUser(t, { withProfile: false });
    const refused = await client.put('/api/profile', { ...valid, firstName: 'x.com', lastName: 'WWW.Evil' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({
      firstName: 'Ad bir web ya da e-posta adresi içeremez; yalnızca adı yazınız.',
      lastName: 'Soyad bir web ya da e-posta adresi içeremez; yalnızca soyadı yazınız.',
    });
    for (const [firstName, lastName] of [
      ['M.', 'Ali R.'],
      ['M.Ali', 'Öz'],
      ['Abd.Kadir', 'J.R.R. Işık'],
      // Typed in small letters, a dot before a word that is no web ending is still a name.
      ['abd.kadir', 'dr.yılmaz'],
    ]) {
      const saved = await client.put('/api/profile', { ...valid, firstName, lastName });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profile).toMatchObject({ firstName, lastName });
    }
    // The server knows every top-level domain, beyond the short list the browser's form carries.
    for (const [firstName, lastName] of [
      ['evil.sbs', 'Kaya'],
      ['Ahmet', 'ahmet.berlin'],
    ]) {
      const dotted = await client.put('/api/profile', { ...valid, firstName, lastName });
      expect(dotted.statusCode, `${firstName} ${lastName}`).toBe(400);
    }
  });

  it('refuses a gender that would not fit a league the player is on, and saves one that does', async () => {
    const { user, client } = await signedInUser(t, { gender: 'male' });
    const league = await createLeague(t.db, { gender: 'male' });
    await addParticipants(t.db, league.id, [user.id]);
    const refused = await client.put('/api/profile', { ...valid, gender: 'female' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(messages.profile.genderOnLadder(league.name));
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].gender).toBe('male');
    expect(
      (await client.put('/api/profile', { ...valid, gender: 'male', phone: '05550001122' })).statusCode,
    ).toBe(200);
  });

  it('ignores a role sent with the profile', async () => {
    const { client } = await signedInUser(t, { withProfile: false });
    const res = await client.put('/api/profile', { ...valid, role: 'Super Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('Oyuncu');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: valid });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Bu işlem için giriş yapmalısınız.');
  });
});
