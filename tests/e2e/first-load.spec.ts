import fs from 'node:fs';
import { playerPage } from './support/messaging.js';
import { e2eWebDir } from './support/paths.js';
import { expect, type Page, test } from './support/test.js';

// The web build the e2e server serves.
const manifestFile = `${e2eWebDir}/.vite/manifest.json`;

/** The built file of each source module or shared chunk whose key or name matches. */
function files(match: RegExp): string[] {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  return Object.entries(manifest)
    .filter(([key, v]) => match.test(key) || match.test(v.name ?? ''))
    .map(([, v]) => `/${v.file}`);
}

/** Script paths the page fetches from now on. */
function scripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.add(new URL(r.url()).pathname);
  });
  return seen;
}

// What only opens on interaction is not downloaded with the first screen (ADR 008): form schemas
// load on the page's first use, the account menu and the service worker once the network is quiet.
const AFTER_USE =
  /^(_zod-(?!form)[^/]*\.js|zod|node_modules\/@mantine\/notifications\/.*|_?Popover.*|src\/web\/app\/(AccountMenu|NavScrollArea)\.tsx|src\/web\/components\/ModalImpl\.tsx)$/;

test('the sign-in page loads neither zod nor the notifications until someone uses it', async ({ page }) => {
  const seen = scripts(page);
  const me: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/me') me.push(r.resourceType());
  });
  // A visitor's page asks who is signed in without a failed request: nobody is an answer (204).
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(m.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
  const late = files(AFTER_USE);
  expect(late.length).toBeGreaterThan(3);
  expect([...seen].filter((s) => late.includes(s))).toEqual([]);
  // Who is signed in is asked once, by index.html's preload, and the app takes that answer.
  expect(me).toHaveLength(1);
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous"');

  // Using the form loads the schema: a missing address gets the shared Turkish message.
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('parola123');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('E-posta adresi zorunludur.')).toBeVisible();
  expect([...seen].some((s) => files(/^_zod-[^f]/).includes(s))).toBe(true);
});

test('the dashboard draws before the account menu loads, which then opens on a tap', async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'İlkYük', 'Oyuncu');
  const seen = scripts(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      reads.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba, İlkYük/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...seen].filter((s) => files(AFTER_USE).includes(s))).toEqual([]);
  // The dashboard's reads start with /api/me, before its code has loaded, and each is made once.
  expect(reads.filter((r, i) => reads.indexOf(r) !== i)).toEqual([]);
  expect(reads).toEqual(
    expect.arrayContaining(['GET /api/me', 'GET /api/offers/overview', 'GET /api/leagues/mine']),
  );

  // Once the network has been quiet for a moment, the menu arrives on the same button.
  const account = page.getByRole('button', { name: 'İlkYük Oyuncu' });
  await expect(account).toHaveAttribute('aria-haspopup', 'menu');
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();
  await page.context().close();
});

test("a browser signed in at its last visit asks for the dashboard's reads beside /api/me, not after it", async ({
  browser,
  baseURL,
}) => {
  const { page } = await playerPage(browser, baseURL!, 'Dönüş', 'Oyuncu', { serviceWorkers: 'block' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Merhaba, Dönüş/ })).toBeVisible();

  // Next visit: /api/me is held until the dashboard's data has been asked for.
  let releaseMe = () => {};
  const meHeld = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  await page.route('**/api/me', async (route) => {
    await meHeld;
    await route.continue();
  });
  const overview = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/offers/overview');
  await page.reload();
  await overview;
  releaseMe();
  await expect(page.getByRole('heading', { name: /Merhaba, Dönüş/ })).toBeVisible();

  await page.context().close();

  // A browser never signed in asks for none of the dashboard's data (the guest page's own reads aside).
  const fresh = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await fresh.newPage();
  const reads: string[] = [];
  visitor.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
  });
  await visitor.goto('/dashboard');
  await expect(visitor.getByRole('status', { name: 'Yükleniyor...' })).toHaveCount(0);
  await visitor.waitForLoadState('networkidle');
  expect(reads).toContain('/api/me');
  expect(reads.filter((r) => /^\/api\/(offers|excuses|results|leagues\/mine|notifications)/.test(r))).toEqual(
    [],
  );
  await fresh.close();
});
