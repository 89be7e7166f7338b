// Message functions of the staff screens' newer checks (a league edit with play under way, where a
// result leaves the ladder). Kept apart from messages.ts: the web build splits that catalogue per
// message, but every message function some chunk reads lands in the one chunk every screen loads,
// and these are read only by staff screens and the server. Strings stay in messages.ts (inlined).

/** What is under way in a league, in words: '2 sonuçlanmamış maç ve 1 yanıt bekleyen teklif'. */
const runningPlay = (r: { matches: number; offers: number }) =>
  [
    r.matches > 0 ? `${r.matches} sonuçlanmamış maç` : '',
    r.offers > 0 ? `${r.offers} yanıt bekleyen teklif` : '',
  ]
    .filter(Boolean)
    .join(' ve ');

export const staffMessages = {
  /**
   * Where a staff entry or correction leaves the two players on the ladder: before saving
   * (`done` false, 'yükselir') and in the answer once saved (`done` true, 'yükseldi').
   */
  ladderMove: (
    p1: string,
    p2: string,
    move: {
      p1: { from: number; to: number } | null;
      p2: { from: number; to: number } | null;
      between: number;
    },
    done: boolean,
  ) => {
    const one = (name: string, r: { from: number; to: number }) =>
      `${name} ${r.from}. sıradan ${r.to}. sıraya ${
        r.to < r.from ? (done ? 'yükseldi' : 'yükselir') : done ? 'indi' : 'iner'
      }`;
    const parts = [move.p1 && one(p1, move.p1), move.p2 && one(p2, move.p2)].filter(Boolean);
    if (parts.length === 0)
      return done ? 'Sıralamada kimse yer değiştirmedi.' : 'Bu sonuçla sıralamada kimse yer değiştirmez.';
    // Between the two: down one each for a challenger's win, up one each when it is taken back.
    const up = !!move.p1 && move.p1.to > move.p1.from;
    const between =
      move.between > 0
        ? `; aradaki ${move.between} oyuncu birer sıra ${up ? (done ? 'yükseldi' : 'yükselir') : done ? 'indi' : 'iner'}`
        : '';
    return `${done ? 'Sıralama' : 'Bu sonuçla'}: ${parts.join(', ')}${between}.`;
  },
  /** The league form, before saving, when play is under way: what may and may not change. */
  runningPlayNote: (r: { matches: number; offers: number }, since: string) =>
    `Bu ligde ${runningPlay(r)} var. Bunlar sürerken skor kuralları (set sayısı, oyun formatı, karar seti, tie-break skorları) değiştirilemez: bunlar bu kurallarla yapıldı ve girilen skorlar bu kurallarla okunur. Başlangıç tarihi de ${since} tarihinden sonraya alınamaz. Diğer ayarlar hemen geçerli olur.`,
  formatWhileRunning: (r: { matches: number; offers: number }) =>
    `Bu ligde ${runningPlay(r)} var; skor kuralları bunlar sürerken değiştirilemez: bunlar bu kurallarla yapıldı ve girilmiş skorlar yeni kurallarla geçersiz sayılırdı. Maçlar sonuçlandıktan ve teklifler yanıtlandıktan sonra değiştirebilirsiniz.`,
  startAfterRunning: (r: { matches: number; offers: number }, since: string) =>
    `Başlangıç tarihi ${since} tarihinden sonraya alınamaz: ligde o gün başlamış ${runningPlay(r)} var ve bunlar bu sezona aittir.`,
};
