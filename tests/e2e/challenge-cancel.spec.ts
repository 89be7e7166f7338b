import { signIn } from './support/accounts.js';
import { apiFor, createLadderThroughApi, pageFor } from './support/challenges.js';
import { expect, test } from './support/test.js';

test('the offerer cancels a pending offer from the wizard; it leaves the opponent’s list', async ({
  browser,
  baseURL,
}) => {
  const { league, players } = await createLadderThroughApi(baseURL!, [
    ['Oğuz', 'Lider'],
    ['Polat', 'Orta'],
    ['Rıza', 'Son'],
  ]);
  const [, opponent, offerer] = players;
  const api = await apiFor(baseURL!, offerer);
  const sent = await api.post('/api/offers', {
    data: { leagueId: league.id, termsAccepted: true, opponentId: opponent.id, source: 'wizard' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();

  const opponentPage = await pageFor(browser);
  await signIn(opponentPage, opponent, '/match_rew');
  await expect(opponentPage.getByRole('list', { name: 'Gelen teklifler' })).toContainText('Rıza Son');

  const page = await pageFor(browser);
  await signIn(page, offerer, '/match');
  await expect(page.getByText('Gönderdiğiniz bekleyen teklifler')).toBeVisible();
  await expect(page.getByText('Polat Orta (2. sıra)')).toBeVisible();
  // Cancelling asks first, naming the opponent; "Vazgeç" keeps the offer.
  await page.getByRole('button', { name: 'Polat Orta oyuncusuna gönderdiğiniz teklifi iptal et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teklifi İptal Et' });
  await expect(dialog).toContainText('Polat Orta');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Polat Orta (2. sıra)')).toBeVisible();
  await page.getByRole('button', { name: 'Polat Orta oyuncusuna gönderdiğiniz teklifi iptal et' }).click();
  await dialog.getByRole('button', { name: 'Teklifi İptal Et' }).click();
  await expect(page.getByText('Teklif başarıyla iptal edildi.')).toBeVisible();
  await expect(page.getByText('Henüz gönderilmiş bir teklifiniz yok.')).toBeVisible();

  await opponentPage.reload();
  await expect(opponentPage.getByText('Yanıt bekleyen maç teklifiniz yok.')).toBeVisible();
});
