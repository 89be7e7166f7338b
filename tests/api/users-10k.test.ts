import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTextOf } from '../../src/server/domain/text-search.js';
import { foldTurkish } from '../../src/shared/text.js';
import { insertUsersInBulk } from '../support/admin-factories.js';
import { type Client, signedInUser } from '../support/client.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const N = 10_000;
const FIRST_NAMES = [
  'Ahmet',
  'Ayşe',
  'Burak',
  'Çiğdem',
  'Deniz',
  'Emre',
  'İlker',
  'Irmak',
  'Oğuz',
  'Şule',
  'Ümit',
  'Zeynep',
];
const GENDERS = ['male', 'female', 'other'] as const;

interface Seeded {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: (typeof GENDERS)[number];
}

let t: TestApp;
let admin: Client;
let adminEmail: string;
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t, {
    role: 'Admin',
    firstName: 'Yönetici',
    lastName: 'Admin',
    gender: 'other',
  });
  admin = a.client;
  adminEmail = a.user.email;
  for (let i = 0; i < N; i++) {
    const n = String(i).padStart(5, '0');
    seeded.push({
      id: crypto.randomUUID(),
      email: `kullanici-${n}@raket.test`,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: `Soyad${String((i * 7919) % N).padStart(5, '0')}`,
      gender: GENDERS[i % 3],
    });
  }
  // One INSERT of 10 000 rows.
  await insertUsersInBulk(t.db, seeded);
}, 120_000);
afterAll(() => t.close());

async function page(query: string) {
  const res = await admin.get(`/api/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; email: string; firstName: string; lastName: string; gender: string }[];
    page: number;
    pageSize: number;
    total: number;
    totalPages: number;
  };
}

describe('user management with 10 000 users', () => {
  it('pages by 8 in e-mail order, both ways, to the last page', async () => {
    const all = [...seeded.map((u) => u.email), adminEmail].sort();
    const first = await page('sort=email&dir=asc&page=1');
    expect(first.total).toBe(N + 1);
    expect(first.pageSize).toBe(8);
    expect(first.totalPages).toBe(Math.ceil((N + 1) / 8));
    expect(first.items.map((u) => u.email)).toEqual(all.slice(0, 8));
    for (const p of [2, 617, 1250]) {
      const got = await page(`sort=email&dir=asc&page=${p}`);
      expect(got.items.map((u) => u.email)).toEqual(all.slice((p - 1) * 8, p * 8));
    }
    const last = await page(`sort=email&dir=asc&page=${first.totalPages}`);
    expect(last.items.map((u) => u.email)).toEqual(all.slice((first.totalPages - 1) * 8));
    expect(last.items.length).toBe((N + 1) % 8 || 8);
    const beyond = await page(`sort=email&page=${first.totalPages + 1}`);
    expect(beyond.items).toEqual([]);
    const desc = await page('sort=email&dir=desc&page=3');
    expect(desc.items.map((u) => u.email)).toEqual([...all].reverse().slice(16, 24));
  });

  it('sorts by last name, first name and gender', async () => {
    const lastNames = [...seeded.map((u) => u.lastName), 'Admin'].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : 1,
    );
    const byLast = await page('sort=lastName&dir=asc&page=4');
    expect(byLast.items.map((u) => u.lastName)).toEqual(lastNames.slice(24, 32));
    const byLastDesc = await page('sort=lastName&dir=desc&page=1');
    expect(byLastDesc.items.map((u) => u.lastName)).toEqual([...lastNames].reverse().slice(0, 8));
    const byFirst = await page('sort=firstName&dir=asc&page=1');
    expect(byFirst.items.every((u) => u.firstName === 'Ahmet')).toBe(true);
    const byGender = await page('sort=gender&dir=asc&page=1');
    expect(byGender.items.every((u) => u.gender === 'female')).toBe(true);
    const byGenderDesc = await page('sort=gender&dir=desc&page=1');
    expect(byGenderDesc.items.every((u) => u.gender === 'other')).toBe(true);
  });

  it('searches with Turkish case folding and pages the hits', async () => {
    const expectHits = (q: string) =>
      seeded.filter((u) => searchTextOf(u.firstName, u.lastName, u.email).includes(foldTurkish(q)));
    for (const q of ['İLKER', 'ırmak', 'ŞULE', 'çiğdem', 'ümi']) {
      const hits = expectHits(q);
      expect(hits.length).toBeGreaterThan(800);
      const got = await page(`q=${encodeURIComponent(q)}&sort=email&page=2`);
      expect(got.total).toBe(hits.length);
      expect(got.items.map((u) => u.email)).toEqual(
        hits
          .map((u) => u.email)
          .sort()
          .slice(8, 16),
      );
    }
    // Typed without Turkish letters, a query also finds the names written with them.
    const plain = (text: string) => text.replace(/[çğıöşü]/g, (c) => 'cgiosu'['çğıöşü'.indexOf(c)]);
    const sule = seeded.filter((u) => plain(searchTextOf(u.firstName, u.lastName, u.email)).includes('sule'));
    expect(sule.length).toBeGreaterThan(800);
    expect((await page('q=sule')).total).toBe(sule.length);
    // 'ilker' (dotted i) is not 'ılker' (dotless ı): Turkish folding keeps them apart.
    expect((await page(`q=${encodeURIComponent('ılker')}`)).total).toBe(0);
    const one = await page('q=KULLANICI-04321');
    expect(one.items.map((u) => u.email)).toEqual(['kullanici-04321@raket.test']);
    const women = await page(`q=${encodeURIComponent('KADIN')}`);
    expect(women.total).toBe(seeded.filter((u) => u.gender === 'female').length);
  });
});
