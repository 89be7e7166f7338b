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

describe('the notices of a season closing', () => {
  it("name the season as a season, without saying 'sezon' twice", () => {
    expect(messages.seasons.closedText('Bahar Ligi', '2026 Güz', 5, 1)).toBe(
      'Bahar Liginde “2026 Güz” sezonu kapandı. Sezonu 5. sırada bitirdiniz; yeni sezona 1. sıradan başlıyorsunuz.',
    );
    expect(messages.seasons.closedText('Bahar Ligi', '2026 Sezonu', 2, 2)).toBe(
      'Bahar Liginde “2026 Sezonu” kapandı. Sezonu 2. sırada bitirdiniz; yeni sezona 2. sıradan başlıyorsunuz.',
    );
    expect(messages.seasons.offerCancelledText('Ali Şahin', 'received', 'Bahar Ligi', 'Güz')).toBe(
      'Bahar Liginde “Güz” sezonu kapandığı için Ali Şahin oyuncusunun size gönderdiği bekleyen maç teklifi iptal edildi. Ali Şahin yeni sezonda size yeniden teklif gönderebilir.',
    );
    // The one who sent the offer is told they may send it again; the one who received it is not.
    expect(messages.seasons.offerCancelledText('Ali Şahin', 'sent', 'Bahar Ligi', 'Güz')).toBe(
      'Bahar Liginde “Güz” sezonu kapandığı için Ali Şahin oyuncusuna gönderdiğiniz bekleyen maç teklifi iptal edildi. Yeni sezonda yeniden teklif gönderebilirsiniz.',
    );
  });
});
