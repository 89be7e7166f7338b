import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/client.js';
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

// The server knows every top-level domain, every country's two letters among them: an initial
// before two letters ('A.Su', 'M.Ar') is still a name there, as the browser's form takes it.
describe('a name with an initial before two letters', () => {
  it('is saved by the server as the form accepts it; two letters after a word stay refused', async () => {
    const { client } = await signedInUser(t, { withProfile: false });
    for (const [firstName, lastName] of [
      ['A.Su', 'Kaya'],
      ['Mehmet', 'M.Ar'],
      ['Ayşe', 'B.Er'],
      // A capitalised surname after an initial, though among all the endings ('tatar', 'seven').
      ['Hakan', 'H.Tatar'],
      ['M.Seven', 'Kaya'],
    ]) {
      const saved = await client.put('/api/profile', { ...valid, firstName, lastName });
      expect(saved.statusCode, `${firstName} ${lastName}: ${saved.body}`).toBe(200);
      expect(saved.json().profile).toMatchObject({ firstName, lastName });
    }
    for (const [firstName, lastName] of [
      ['ali.er', 'Kaya'],
      ['Ali', 'Giris.Su'],
      ['A.Co', 'Kaya'],
      // Without the initial, or typed as an address, such an ending is refused.
      ['Hakan', 'h.tatar'],
      ['Hakan', 'web.Tatar'],
    ]) {
      const refused = await client.put('/api/profile', { ...valid, firstName, lastName });
      expect(refused.statusCode, `${firstName} ${lastName}`).toBe(400);
      expect(errorOf(refused).fields).toBeDefined();
    }
  });
});
