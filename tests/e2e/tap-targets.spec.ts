// Tap targets on a phone: at 390 px every visible button and link of the dashboard (its ladder,
// and for a player who moderates their league the staff panel and the league settings link,
// included), the notifications page, Maçlarım's planned match and its score form and a league's
// players dialog is at least 44 × 44 px; so is every one of the signed-out screens, their header
// and footer included, and a select's choices, a radio button's and a segmented switch's choices
// (the score form's 'Normal / Çekilme / Hükmen', the outbox's filter) are 44 px high.

import { apiFor, ownAddress, sendOfferThroughApi } from './support/challenges.js';
import { apiWith, buildWorld, open, pageWith } from './support/quality.js';
import { expect, type Locator, test } from './support/test.js';

const MIN = 44;

type Check = 'targets' | 'fields' | 'checks' | 'choices';

/**
 * The targets found by `elements` that fail `check`, measured inside the page in one go, as
 * Playwright measures one element (its isVisible, mirrored by `shown`, and its boundingBox, the
 * element's getBoundingClientRect in the main frame), rather than by asking the browser about each
 * element in turn: a screen has about fifty targets.
 */
function measure(elements: Locator, check: Check, label: string): Promise<string[]> {
  return elements.evaluateAll(
    (els, { check, label, min }) => {
      /** Playwright's isVisible: rendered, not visibility-hidden, with a non-empty box. */
      const shown = (el: Element): boolean => {
        const style = getComputedStyle(el);
        if (style.display === 'contents')
          return [...el.childNodes].some((child) => {
            if (child.nodeType === Node.ELEMENT_NODE) return shown(child as Element);
            if (child.nodeType !== Node.TEXT_NODE) return false;
            const range = document.createRange();
            range.selectNode(child);
            const r = range.getBoundingClientRect();
            return r.width > 0 && r.height > 0;
          });
        if (!el.checkVisibility() || style.visibility !== 'visible') return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      const labelsFor = (el: Element) => {
        const id = el.getAttribute('id');
        return id ? [...document.querySelectorAll<HTMLElement>(`label[for="${CSS.escape(id)}"]`)] : [];
      };
      const size = (width: number, height: number) => `${Math.round(width)}×${Math.round(height)}`;
      const found: string[] = [];
      for (const el of els) {
        if (check === 'targets') {
          if (!shown(el)) continue;
          const box = el.getBoundingClientRect();
          // Off screen (the skip link before it has the focus) is not a target yet.
          if (box.x + box.width <= 0 || box.y + box.height <= 0 || box.x >= window.innerWidth) continue;
          if (box.width < min - 0.5 || box.height < min - 0.5) {
            const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText.trim().slice(0, 40);
            found.push(`${label}: "${name}" ${size(box.width, box.height)}`);
          }
        } else if (check === 'fields') {
          if (!shown(el)) continue;
          // The field itself, also where it is drawn inside Mantine's box (the password's, with its
          // eye button): a tap on the box's edge outside the field does not reach it.
          const box = el.getBoundingClientRect();
          if (box.height < min - 0.5) {
            const name = el.getAttribute('aria-label') ?? el.getAttribute('id') ?? '';
            found.push(`${label}: "${name}" ${size(box.width, box.height)}`);
          }
        } else if (check === 'checks') {
          if (!shown(el)) continue;
          // The largest of the box, the label around it and the label for it.
          const labels = labelsFor(el);
          let width = 0;
          let height = 0;
          for (const target of [el, el.parentElement?.closest('label'), labels[0]]) {
            if (!target) continue;
            const b = target.getBoundingClientRect();
            if (b.width * b.height > width * height) ({ width, height } = b);
          }
          if (width < min - 0.5 || height < min - 0.5) {
            const text = labels.map((l) => l.innerText);
            const name = el.getAttribute('aria-label') ?? text.join(' ').trim().slice(0, 40);
            found.push(`${label}: checkbox "${name}" ${size(width, height)}`);
          }
        } else {
          // The tallest shown of the radio button, the label around it and the label for it.
          const labels = labelsFor(el);
          let seen = false;
          let width = 0;
          let height = 0;
          for (const target of [el, el.parentElement?.closest('label'), labels[0]]) {
            if (!target || !shown(target)) continue;
            const b = target.getBoundingClientRect();
            seen = true;
            if (b.height > height) ({ width, height } = b);
          }
          if (seen && height < min - 0.5) {
            const name = labels.map((l) => l.innerText).join(' ');
            found.push(`${label}: choice "${name.trim().slice(0, 40)}" ${size(width, height)}`);
          }
        }
      }
      return found;
    },
    { check, label, min: MIN },
  );
}

/** "Label 120×32" for every visible button or link inside `scope` smaller than 44 × 44 px. */
const smallTargets = (scope: Locator, label: string) =>
  measure(scope.locator('a[href], button, [role="button"], [role="link"]'), 'targets', label);

/** "Label 300×36" for every visible text field, select or text area inside `scope` less than 44 px high. */
const lowFields = (scope: Locator, label: string) =>
  measure(
    scope.locator('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea'),
    'fields',
    label,
  );

/** "Label 24×24" for every visible checkbox inside `scope` whose tap target (the box, or the label around or beside it) is under 44 × 44 px. */
const smallChecks = (scope: Locator, label: string) => measure(scope.getByRole('checkbox'), 'checks', label);

/**
 * "Label: choice "Hükmen" 117×33" for every radio button inside `scope` whose tap target (the
 * button, or the label around or for it) is under 44 px high: a radio group's choices and a segmented
 * switch's ('Normal / Çekilme / Hükmen', whose radio buttons are hidden behind their labels).
 */
const lowChoices = (scope: Locator, label: string) => measure(scope.getByRole('radio'), 'choices', label);

test('no text field or checkbox label under 44 px high, no link or button under 44 × 44 px at 390 px: welcome, sign-in, sign-up, profile, administration', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const found: string[] = [];
  const guest = await pageWith(browser, undefined, 390);
  for (const [path, heading] of [
    ['/', "Raket'e hoş geldiniz!"],
    ['/login', 'Giriş Yap'],
    ['/register', 'Kayıt Ol'],
    ['/aydinlatma-metni', 'Aydınlatma Metni'],
  ] as const) {
    await open(guest, path);
    await expect(guest.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    const main = guest.locator('main');
    // The whole page: the header's 'Raket' and the footer's 'Aydınlatma Metni' are tapped too.
    found.push(
      ...(await smallTargets(guest.locator('body'), `guest ${path}`)),
      ...(await lowFields(main, `guest ${path}`)),
      ...(await smallChecks(main, `guest ${path}`)),
    );
  }
  await guest.screenshot({ path: test.info().outputPath('register-390.png'), fullPage: true });
  const player = await pageWith(browser, w.playerState, 390);
  await open(player, '/profile');
  await expect(player.getByRole('heading', { name: 'Profil', level: 1 }).first()).toBeVisible();
  // The notification settings: a checkbox per category and channel.
  await expect(player.getByRole('checkbox', { name: 'Duyurular: E-posta' })).toBeVisible();
  // The information text's link in 'Kişisel verilerim'.
  const privacy = player.getByRole('region', { name: 'Kişisel verilerim' });
  found.push(...(await smallTargets(privacy, 'player /profile privacy')));
  found.push(
    ...(await lowFields(player.locator('main'), 'player /profile')),
    ...(await smallChecks(player.locator('main'), 'player /profile')),
  );
  await player.screenshot({ path: test.info().outputPath('profile-390.png'), fullPage: true });
  // Administration screens with tabs, number fields and page numbers.
  const admin = await pageWith(browser, w.adminState, 390);
  for (const [path, heading] of [
    ['/adm-mail', 'E-posta Gönder'],
    ['/adm-notifications', 'Yönetici Bildirimleri'],
    ['/settings', 'Genel Ayarlar'],
  ] as const) {
    await open(admin, path);
    await expect(admin.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const main = admin.locator('main');
    found.push(
      ...(await smallTargets(main, `admin ${path}`)),
      ...(await lowFields(main, `admin ${path}`)),
      ...(await smallChecks(main, `admin ${path}`)),
    );
  }
  // The outbox's filter: a segmented switch, each choice tapped on its label.
  await open(admin, '/adm-mail?sekme=kuyruk');
  const filter = admin.getByRole('radiogroup', { name: 'Durum' });
  await expect(filter.getByText('Tümü', { exact: true })).toBeVisible();
  found.push(...(await lowChoices(admin.locator('main'), 'admin /adm-mail outbox')));
  // The choices of a select: the admin log's subjects.
  await open(admin, '/adm-notifications');
  await admin.getByRole('combobox', { name: 'Konu' }).click();
  const subjects = admin.getByRole('listbox', { name: 'Konu' });
  await expect(subjects.getByRole('option').first()).toBeVisible();
  for (const option of (await subjects.getByRole('option').all()).slice(0, 4)) {
    const box = await option.boundingBox();
    if (box && box.height < MIN - 0.5)
      found.push(
        `admin /adm-notifications: option "${await option.innerText()}" ${Math.round(box.height)} px high`,
      );
  }
  expect(found).toEqual([]);
});

test('no button or link below 44 × 44 px at 390 px: dashboard, ladder, notifications, players dialog', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const w = await buildWorld(baseURL!);
  const found: string[] = [];
  // The player also moderates their league: the staff panel and 'Ligim''s link to the league
  // settings are on the dashboard too.
  const adminApi = await apiWith(baseURL!, w.adminState);
  const appointed = await adminApi.post(`/api/leagues/${w.leagueId}/moderators`, {
    data: { userId: w.player.id },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);
  await adminApi.dispose();

  const player = await pageWith(browser, w.playerState, 390);
  await open(player, '/dashboard');
  await expect(player.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
  await expect(player.getByRole('link', { name: 'Moderatörü olduğunuz ligleri yönetin' })).toBeVisible();
  found.push(...(await smallTargets(player.locator('body'), 'player /dashboard')));
  await player.screenshot({ path: test.info().outputPath('dashboard-390.png') });
  // The menu drawer and the header's account menu.
  await player.getByRole('button', { name: 'Menüyü aç/kapat' }).click();
  const drawer = player.getByRole('navigation', { name: 'Ana menü' });
  await expect(drawer.getByRole('link', { name: 'Bildirimler' })).toBeVisible();
  found.push(...(await smallTargets(drawer, 'player menu drawer')));
  await player.getByRole('button', { name: 'Menüyü aç/kapat' }).click();
  await expect(drawer.getByRole('link', { name: 'Bildirimler' })).toBeHidden();
  await player.getByRole('banner').getByRole('button', { name: /Pelin/ }).click();
  const account = player.getByRole('menu');
  await expect(account.getByRole('menuitem', { name: 'Çıkış Yap' })).toBeVisible();
  found.push(...(await smallTargets(account, 'player account menu')));
  await player.keyboard.press('Escape');
  // The challenge wizard's steps.
  await open(player, '/match');
  await expect(player.getByRole('button', { name: 'Mevcut Teklifler' })).toBeVisible();
  found.push(...(await smallTargets(player.locator('main'), 'player /match')));
  await open(player, '/notifications');
  await expect(player.getByRole('heading', { name: 'Bildirimler', level: 1 })).toBeVisible();
  found.push(...(await smallTargets(player.locator('body'), 'player /notifications')));
  // The detail of a notification, with its buttons ("Okundu olarak işaretle", delete, close).
  await player.getByText('Hoş geldiniz').first().click();
  const detail = player.getByRole('dialog');
  await expect(detail).toBeVisible();
  found.push(...(await smallTargets(detail, 'player notification detail')));
  await player.keyboard.press('Escape');
  // Maçlarım with a planned match: the opponent's call, WhatsApp and e-mail links.
  const offerId = await sendOfferThroughApi(baseURL!, w.leagueId, w.player, w.top);
  const topApi = await apiFor(baseURL!, w.top);
  expect((await topApi.post(`/api/offers/${offerId}/accept`)).status()).toBe(200);
  await topApi.dispose();
  await open(player, '/maclarim');
  const match = player.getByRole('article', { name: `${w.top.firstName} ${w.top.lastName} ile maç` });
  await expect(match.getByRole('link', { name: w.top.email })).toBeVisible();
  found.push(...(await smallTargets(player.locator('main'), 'player /maclarim')));
  await player.screenshot({ path: test.info().outputPath('maclarim-390.png'), fullPage: true });
  // The score form: its 'Normal / Çekilme / Hükmen' switch and, for a walkover, who did not show.
  await match.getByRole('button', { name: 'Skor Gir' }).click();
  const form = match.getByRole('form', { name: 'Skor formu' });
  await form.getByText('Hükmen', { exact: true }).click();
  await expect(form.getByRole('radio', { name: `${w.top.firstName} ${w.top.lastName}` })).toBeVisible();
  found.push(...(await lowChoices(form, 'player score form')));
  found.push(...(await smallTargets(form, 'player score form')));
  await player.screenshot({ path: test.info().outputPath('score-form-390.png') });

  const admin = await pageWith(browser, w.adminState, 390);
  await open(admin, '/league-settings');
  await admin
    .getByRole('region', { name: w.leagueName })
    .getByRole('button', { name: `Oyuncular: ${w.leagueName}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: `${w.leagueName} — Oyuncular` });
  await expect(dialog.getByRole('button', { name: /Ligden çıkar: Pelin Oyuncu/ })).toBeVisible();
  found.push(...(await smallTargets(dialog, 'admin players dialog')));
  await admin.screenshot({ path: test.info().outputPath('players-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Ligden çıkar: Pelin Oyuncu' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Oyuncuyu ligden çıkar' });
  await expect(confirm).toBeVisible();
  found.push(...(await smallTargets(confirm, 'admin remove confirmation')));

  expect(found).toEqual([]);
});

test('a phone turned sideways (844 × 390, touch) keeps 44 px targets where its width is a desktop’s', async ({
  browser,
  baseURL,
}) => {
  const w = await buildWorld(baseURL!);
  const context = await browser.newContext({
    storageState: w.playerState,
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const player = await context.newPage();
  await open(player, '/profile');
  await expect(player.getByRole('heading', { name: 'Profil', level: 1 }).first()).toBeVisible();
  await expect(player.getByRole('checkbox', { name: 'Duyurular: E-posta' })).toBeVisible();
  const main = player.locator('main');
  const found = [
    ...(await smallTargets(main, 'sideways /profile')),
    ...(await lowFields(main, 'sideways /profile')),
    ...(await smallChecks(main, 'sideways /profile')),
  ];
  await player.screenshot({ path: test.info().outputPath('profile-sideways.png') });
  expect(found).toEqual([]);
  await context.close();
});
