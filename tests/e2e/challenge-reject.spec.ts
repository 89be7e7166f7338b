import { signIn } from './support/accounts.js';
import { createLadderThroughApi, pageFor } from './support/challenges.js';
import { expect, type Page, test } from './support/test.js';

const names: [string, string][] = [
  ['Ahmet', 'Birinci'],
  ['Burak', 'İkinci'],
  ['Cem', 'Üçüncü'],
  ['Deniz', 'Dördüncü'],
  ['Emre', 'Beşinci'],
  ['Ferhat', 'Altıncı'],
  ['Gökhan', 'Yedinci'],
];

async function expectRank(page: Page, rank: number) {
  await page.goto('/dashboard');
  await expect(page.getByText(new RegExp(`liginde sıralamanız: ${rank}\\.`))).toBeVisible();
  const mine = page.getByRole('table', { name: 'Lig katılımcıları' }).locator('tr[aria-current="true"]');
  await expect(mine.getByRole('cell').first()).toHaveText(String(rank));
}

test('rank 6 offers to rank 3 through the wizard; the rejection moves the ladder', async ({
  browser,
  baseURL,
}) => {
  const { players } = await createLadderThroughApi(baseURL!, names);
  const a = players[5];
  const b = players[2];

  const aPage = await pageFor(browser);
  await signIn(aPage, a, '/match');
  await expect(aPage.getByText('Henüz gönderilmiş bir teklifiniz yok.')).toBeVisible();
  await aPage.getByRole('button', { name: 'Yeni Maç Teklifi Oluştur' }).click();
  await expect(aPage.getByText('Maçlar 3 set üzerinden oynanır.', { exact: false })).toBeVisible();
  await aPage.getByRole('button', { name: 'Kuralları Kabul Ediyorum' }).click();
  await expect(aPage.getByText('Aktif bir mazeretiniz yok; devam edebilirsiniz.')).toBeVisible();
  await aPage.getByRole('button', { name: 'Devam' }).click();
  const list = aPage.getByRole('list', { name: 'Teklif edilebilecek rakipler' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Cem Üçüncü');
  await aPage.getByRole('button', { name: 'Cem Üçüncü: Seç' }).click();
  await expect(aPage.getByText('Rakip: Cem Üçüncü (3. sıra)')).toBeVisible();
  const send = aPage.getByRole('button', { name: 'Teklifi Gönder' });
  // Tapped before the terms are accepted, it sends nothing and says why on the box, which takes the focus.
  const terms = aPage.getByRole('checkbox', { name: 'Şartları kabul ediyorum' });
  const why = 'Teklifi göndermek için şartları kabul ettiğinizi onaylayınız.';
  await send.click();
  await expect(aPage.getByText(why)).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAccessibleDescription(why);
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(aPage.getByText('Teklifiniz gönderildi')).toHaveCount(0);
  await terms.check();
  await expect(aPage.getByText(why)).toHaveCount(0);
  // A double tap sends the offer once and reaches the sent step, with no "already sent" refusal.
  await send.dblclick();
  await expect(aPage.getByText('Teklifiniz gönderildi')).toBeVisible();
  await expect(aPage.getByRole('alert').filter({ hasText: 'Teklif Zaten Gönderildi' })).toHaveCount(0);
  await expect(aPage.getByText('Son yanıt zamanı:')).toBeVisible();

  const bPage = await pageFor(browser);
  await signIn(bPage, b, '/notifications');
  await bPage.getByRole('button', { name: 'Maç Teklifi bildirimini aç' }).click();
  await expect(bPage.getByRole('dialog')).toContainText('Ferhat Altıncı size maç teklifi gönderdi.');
  await bPage.keyboard.press('Escape');

  await bPage.goto('/match_rew');
  const offers = bPage.getByRole('list', { name: 'Gelen teklifler' });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers).toContainText('Ferhat Altıncı');
  await expect(offers).toContainText('Sıralaması: 6');
  await bPage.getByRole('button', { name: 'Ferhat Altıncı oyuncusunun teklifini incele' }).click();
  await expect(bPage.getByText('Geçerlilik süresi: 2 gün')).toBeVisible();
  await expect(bPage.getByText(/Kalan süre: 2 gün/)).toBeVisible();
  await bPage.getByRole('button', { name: 'Reddet' }).click();
  await expect(
    bPage.getByText('Reddederseniz Ferhat Altıncı hükmen galip sayılır', { exact: false }),
  ).toBeVisible();
  await bPage.getByRole('button', { name: 'Reddetmeyi Onayla' }).click();
  await expect(bPage.getByText('Teklif başarıyla reddedildi!')).toBeVisible();

  await expectRank(aPage, 3);
  await expectRank(bPage, 4);
});
