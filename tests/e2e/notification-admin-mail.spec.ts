import { addPlayersAs, createLeagueAs, createPlayerAs, leagueName } from './support/leagues.js';
import { latestMailTo } from './support/mailbox.js';
import { adminPage, playerPage } from './support/messaging.js';
import { expect, test } from './support/test.js';

test('an admin mails a player who also finds it among their notifications; the reminder check shows its counts', async ({
  browser,
  baseURL,
}) => {
  const lastName = `Posta${Date.now().toString(36)}`;
  const { page: playerView, player } = await playerPage(browser, baseURL!, 'Mektup', lastName);

  const page = await adminPage(browser, baseURL!);
  await page.goto('/adm-mail');
  await expect(page.getByRole('heading', { name: 'E-posta Gönder' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Gönder', exact: true });
  await expect(send).toBeDisabled();
  await page.getByLabel('Konu').fill('Turnuva programı');
  await expect(send).toBeDisabled();
  await page.getByLabel('Mesaj').fill('Program ekte duyurulmuştur.');
  // Subject and message alone are not enough: nothing goes out without a recipient.
  await expect(send).toBeDisabled();
  await page.getByRole('combobox', { name: 'Alıcı' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(player.email) }).click();
  await page.getByLabel('Alıcılara site içi bildirim olarak da gönder').check();
  await expect(send).toBeEnabled();
  // A refusal reads in Turkish and names its field.
  await page.getByLabel('Konu').fill('Turnuva programı '.repeat(12));
  await send.click();
  const refused = page.getByRole('alert').filter({ hasText: 'E-posta gönderimi başarısız oldu.' });
  await expect(refused).toContainText('Konu: Bu alan için en fazla 200 karakter yazabilirsiniz.');
  await expect(refused).not.toContainText('Failed');
  await page.getByLabel('Konu').fill('Turnuva programı');
  await send.click();
  await expect(page.getByText('E-posta başarıyla gönderildi!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'E-posta başarıyla gönderildi!' })).toBeFocused();
  // Beside the new player's verification mail: the newest mail with the message is the admin's.
  expect(await latestMailTo(player.email, 'Program ekte duyurulmu')).toContain('Turnuva');

  // A league mail says how many it reaches and asks before sending to them all.
  const league = await createLeagueAs(page.request, { name: leagueName('Posta') });
  const ids = [
    await createPlayerAs(page.request, { firstName: 'Lig', lastName: `${lastName}A` }),
    await createPlayerAs(page.request, { firstName: 'Lig', lastName: `${lastName}B` }),
  ];
  await addPlayersAs(page.request, league.id, ids);
  await page.reload();
  await page.getByLabel('Konu').fill('Lig duyurusu');
  await page.getByLabel('Mesaj').fill('Herkese duyurulur.');
  await page.getByRole('radio', { name: 'Lig e-postası (tüm katılımcılar)' }).check();
  await expect(send).toBeDisabled();
  await page.getByRole('combobox', { name: 'Lig', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(league.name) }).click();
  await expect(page.getByText('Bu e-posta 2 alıcıya ayrı ayrı gönderilecek.')).toBeVisible();
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'E-postayı gönder' });
  await expect(
    confirm.getByText('“Lig duyurusu” konulu e-posta 2 alıcıya ayrı ayrı gönderilecek.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('E-posta başarıyla gönderildi!')).toBeHidden();
  await send.click();
  await confirm.getByRole('button', { name: '2 Alıcıya Gönder' }).click();
  await expect(page.getByText('2 alıcıya ayrı ayrı gönderildi.')).toBeVisible();
  // The sent form is cleared and 'Gönder' disabled: the focus is on what happened, not lost to the page.
  await expect(page.getByRole('status').filter({ hasText: 'E-posta başarıyla gönderildi!' })).toBeFocused();

  // This server runs no scheduled check (REMINDER_INTERVAL_MINUTES=0), and the screen says so.
  await expect(
    page.getByText('Bu sunucuda kontrol kendiliğinden çalışmaz; yalnızca bu düğmeyle çalışır.'),
  ).toBeVisible();
  await expect(page.getByText('dakikada bir kendiliğinden')).toHaveCount(0);
  const run = page.getByRole('button', { name: 'Hatırlatma Kontrolünü Çalıştır' });
  const result = page.getByRole('status', { name: 'Hatırlatma sonucu' });
  await run.click();
  await expect(result).toBeVisible();
  // The counts of a run, whatever the hour the test runs at: the server's answer is set here.
  const answer = (inWindow: boolean) => ({
    pending: inWindow ? 3 : 0,
    expired: inWindow ? 1 : 0,
    reminders: inWindow ? 2 : 0,
    inWindow,
    busy: false,
  });
  await page.route('**/api/reminders/run', (route) => route.fulfill({ json: answer(true) }));
  await run.click();
  await expect(result.getByText('Bekleyen teklif')).toBeVisible();
  await expect(result.getByText('Süresi dolan')).toBeVisible();
  await expect(result).toContainText('3Bekleyen teklif');
  // Outside the hours nothing was counted: the screen says why and shows no zeros that would read as
  // "no pending offers".
  await page.unroute('**/api/reminders/run');
  await page.route('**/api/reminders/run', (route) => route.fulfill({ json: answer(false) }));
  await run.click();
  await expect(
    result.getByText('Hatırlatmalar yalnızca 08:00–22:59 (İstanbul) arasında gönderilir.'),
  ).toBeVisible();
  await expect(result.getByText('Bekleyen teklif')).toHaveCount(0);
  await page.unroute('**/api/reminders/run');

  await page.getByRole('tab', { name: 'Gönderim Kuyruğu' }).click();
  // The tab says how long its records stay before the housekeeping job removes them.
  await expect(
    page.getByText(
      'Gönderilen e-postalar bu listede 30 gün, gönderilemeyenler 90 gün kalır; sonra kayıtları silinir.',
    ),
  ).toBeVisible();
  // The player's row for this mail (their verification mail is in the queue too), found by their
  // address among everything the other journeys have queued meanwhile.
  await page.getByRole('searchbox', { name: 'Ara' }).fill(player.email);
  await expect(
    page
      .getByRole('table', { name: 'Gönderim kuyruğu' })
      .getByRole('row')
      .filter({ hasText: 'Lig duyurusu' }),
  ).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: 'Gönderim kuyruğu' })
      .getByRole('row')
      .filter({ hasText: 'Turnuva programı' })
      .getByText(player.email),
  ).toBeVisible();

  await playerView.goto('/notifications');
  await playerView.getByRole('button', { name: 'Turnuva programı bildirimini aç' }).click();
  await expect(
    playerView.getByRole('dialog', { name: 'Turnuva programı' }).getByText('Program ekte duyurulmuştur.'),
  ).toBeVisible();
});
