import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe("a player's own words in a notice", () => {
  it('end with a full stop, so the next sentence starts as one', () => {
    expect(
      messages.results.disputeText(
        'Cem Taş',
        'Ada Kaya',
        'Cem Taş',
        '6-3 6-2',
        'Skor 6-3 3-6 10-8 idi',
        null,
      ),
    ).toBe(
      'Cem Taş, Ada Kaya – Cem Taş maçı için girilen sonuca itiraz etti. Skor (Ada Kaya – Cem Taş): 6-3 6-2. Açıklama: Skor 6-3 3-6 10-8 idi. Karar Maç Yönetimi sayfasında verilir.',
    );
    expect(messages.arrange.postponeText('Cem Taş', 2, 'Yağmur bekleniyor!')).toBe(
      'Cem Taş maçınızın son gününü 2 gün ertelemek istiyor. Gerekçe: Yağmur bekleniyor! Onaylamak veya reddetmek için Maçlarım sayfasına bakınız.',
    );
    expect(messages.arrange.cancelAskText('Cem Taş', '  ')).toBe(
      'Cem Taş maçınızı karşılıklı olarak iptal etmek istiyor. Onaylamak veya reddetmek için Maçlarım sayfasına bakınız.',
    );
  });
});
