// Accessibility: axe over every screen a guest, a player and an admin reaches, with the dialogs the
// dashboard and /userm open, a result waiting, field errors and a notice → no serious or critical
// violation.

import axe from 'axe-core';
import { ADMIN } from './support/accounts.js';
import { createLadderThroughApi, reportedMatchThroughApi, signedInPhone } from './support/challenges.js';
import {
  ADMIN_SCREENS,
  buildWorld,
  GUEST_SCREENS,
  open,
  pageWith,
  playerScreens,
  signedInState,
} from './support/quality.js';
import { expect, type Page, test } from './support/test.js';

/** "#868e96 on #ffffff = 3.32" for a colour-contrast node, so the report says what to change. */
function contrastOf(data: unknown) {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return d?.fgColor ? `[${d.fgColor} on ${d.bgColor} = ${d.contrastRatio}]` : '';
}

/**
 * axe-core as @axe-core/playwright's legacy mode sets it up (it brings this very axe-core), sent to a
 * document once: that mode sent the whole source twice per run, even to a page that had it already.
 */
const AXE = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

async function violations(page: Page, label: string) {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE);
  // Every rule, as before; only the violations' nodes are worked out in full (the passes' and the
  // rest's are what axe spends its last half on), which is all this check reads.
  const found = (await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) => r.violations),
  )) as axe.Result[];
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${contrastOf(n.any[0]?.data)}`)
          .join(' | ')}`,
    );
}

test('no serious or critical axe violation on any screen', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const w = await buildWorld(baseURL!);
  const visits: [string, Page, string[]][] = [
    ['guest', await pageWith(browser, undefined), GUEST_SCREENS],
    ['player', await pageWith(browser, w.playerState), playerScreens(w)],
    ['admin', await pageWith(browser, w.adminState), ADMIN_SCREENS],
  ];
  const found: string[] = [];
  for (const [who, page, screens] of visits) {
    for (const path of screens) {
      await open(page, path);
      found.push(...(await violations(page, `${who} ${path}`)));
    }
  }
  // Notes there from the start are read in their place, not announced as alerts: the guest home's
  // (its announcements are articles named by their titles) and /rm's.
  const [[, guest], , [, staff]] = visits;
  await open(guest, '/guesthome?sonra=%2Fprofile');
  await expect(guest.getByRole('note', { name: 'Giriş yapmanız gerekiyor' })).toBeVisible();
  await expect(guest.getByRole('article', { name: 'Kort bakımı' }).first()).toBeVisible();
  await expect(guest.getByRole('alert')).toHaveCount(0);
  await open(staff, '/rm');
  await expect(staff.getByRole('note', { name: 'Lig moderatörlüğü' })).toBeVisible();
  await expect(staff.getByRole('alert')).toHaveCount(0);
  // The phone layout too: the navigation collapses into a menu there.
  const phone = await pageWith(browser, w.playerState, 390);
  await open(phone, '/dashboard');
  found.push(...(await violations(phone, 'player /dashboard at 390 px')));
  // The phone's tab bar with its menu open.
  await phone.getByRole('navigation', { name: 'Alt menü' }).getByRole('button', { name: /Menü/ }).click();
  await expect(
    phone.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Profil' }),
  ).toBeInViewport();
  found.push(...(await violations(phone, 'player menu at 390 px')));
  // The staff home (the admin's dashboard), at both widths.
  const [, admin] = visits[2];
  await open(admin, '/dashboard');
  await expect(admin.getByRole('region', { name: 'Sizi bekleyenler' })).toBeVisible();
  found.push(...(await violations(admin, 'admin /dashboard')));
  const adminPhone = await pageWith(browser, w.adminState, 390);
  await open(adminPhone, '/dashboard');
  found.push(...(await violations(adminPhone, 'admin /dashboard at 390 px')));
  // The confirmation before taking a player off a ladder.
  await open(adminPhone, '/league-settings');
  await adminPhone
    .getByRole('region', { name: w.leagueName })
    .getByRole('button', { name: `Oyuncular: ${w.leagueName}` })
    .click();
  await adminPhone.getByRole('button', { name: 'Ligden çıkar: Pelin Oyuncu' }).click();
  const confirm = adminPhone.getByRole('dialog', { name: 'Oyuncuyu ligden çıkar' });
  await expect(confirm).toBeVisible();
  // Its colours as they stay, once it has faded in.
  await expect(confirm).toHaveCSS('opacity', '1');
  found.push(...(await violations(adminPhone, 'admin remove confirmation at 390 px')));
  // A user's edit form and details in /userm, each with its close button named.
  // This journey's player: the first row may be another journey's user, deleted meanwhile.
  await open(admin, '/userm');
  await admin.getByRole('searchbox', { name: 'Ara' }).fill(w.player.email);
  for (const [action, title] of [
    ['düzenle', 'Kullanıcıyı Düzenle'],
    ['görüntüle', 'Kullanıcı Bilgileri'],
  ]) {
    await admin
      .getByRole('button', { name: `${w.player.firstName} ${w.player.lastName} ${action}`, exact: true })
      .click();
    const dialog = admin.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: /^(Pencereyi )?kapat$/i }).first()).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    found.push(...(await violations(admin, `admin /userm ${title}`)));
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(found).toEqual([]);
});

test('no serious or critical axe violation with a result waiting, field errors and a notice on screen', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Aslı', 'Üst'],
    ['Berk', 'Orta'],
    ['Cem', 'Alt'],
  ]);
  const [, opponent, challenger] = players;
  await reportedMatchThroughApi(baseURL!, league.id, challenger, opponent, {
    outcome: 'normal',
    sets: [
      { p1: 6, p2: 3 },
      { p1: 6, p2: 2 },
    ],
  });
  const found: string[] = [];

  // The opponent's screens with a result waiting for them ('Onay bekliyor').
  const page = await signedInPhone(browser, opponent, '/maclarim');
  await expect(page.getByText('Onay bekliyor').first()).toBeVisible();
  found.push(...(await violations(page, 'opponent /maclarim')));
  await open(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'Yapılacaklar' })).toBeVisible();
  found.push(...(await violations(page, 'opponent /dashboard')));
  // A notice after saving a setting, with its close button.
  await open(page, '/profile');
  await page.getByRole('checkbox', { name: 'Duyurular: E-posta' }).click();
  await expect(page.getByText('Bildirim ayarlarınız kaydedildi.')).toBeVisible();
  found.push(...(await violations(page, 'opponent /profile with a notice')));

  // Staff see the same state in /macm.
  const admin = await pageWith(browser, await signedInState(baseURL!, ADMIN));
  await open(admin, '/macm');
  // This league's matches: the table of every league's may have this match off its first page.
  await admin.getByRole('combobox', { name: 'Lig', exact: true }).click();
  await admin.getByRole('option', { name: league.name }).click();
  await expect(
    admin
      .getByRole('table', { name: 'Maçlar' })
      .getByRole('row')
      .filter({ hasText: 'Cem Alt' })
      .filter({ hasText: league.name }),
  ).toContainText('Onay bekliyor');
  found.push(...(await violations(admin, 'admin /macm')));

  // Field errors: the sign-in form sent empty.
  const guest = await pageWith(browser, undefined, 390);
  await open(guest, '/login');
  await guest.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(guest.getByText(/zorunlu|giriniz/i).first()).toBeVisible();
  found.push(...(await violations(guest, 'guest /login with errors')));
  expect(found).toEqual([]);
});

// WCAG 2.4.7: a focused field is as clear as a focused button, not only a border turning green.
test('a focused text field, a password field among them, shows a 2 px focus ring', async ({ page }) => {
  await page.goto('/login');
  const rings: string[] = [];
  for (const field of [
    page.getByRole('textbox', { name: 'E-posta' }),
    page.getByRole('textbox', { name: 'Şifre' }),
  ]) {
    await field.focus();
    rings.push(
      await field.evaluate((el) => {
        const box = el.closest('.mantine-Input-input') as HTMLElement;
        const style = getComputedStyle(box);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      }),
    );
  }
  expect(rings).toEqual(['solid 2px', 'solid 2px']);
});
