import { request } from '@playwright/test';
import { ADMIN } from './accounts.js';
import { verifyByMail } from './mailbox.js';

/** The first account of a fresh portal is its Super Admin: register it before any journey runs. */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const api = await request.newContext({
    baseURL: `http://localhost:${port}`,
    extraHTTPHeaders: { origin: `http://localhost:${port}` },
  });
  const res = await api.post('/api/auth/register', {
    data: { email: ADMIN.email, password: ADMIN.password, privacyNoticeVersion: 1 },
  });
  if (res.status() !== 201)
    throw new Error(`could not register the admin: ${res.status()} ${await res.text()}`);
  await verifyByMail(`http://localhost:${port}`, ADMIN.email);
  await api.post('/api/auth/login', { data: ADMIN });
  const profile = await api.put('/api/profile', {
    data: {
      firstName: 'Ayşe',
      lastName: 'Yönetici',
      phone: '05550000000',
      birthdate: '1985-01-01',
      gender: 'female',
      city: 21,
    },
  });
  if (!profile.ok()) throw new Error(`could not save the admin profile: ${await profile.text()}`);
  await api.dispose();
}
