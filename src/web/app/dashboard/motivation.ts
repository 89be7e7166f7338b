const lines = [
  'Bugün sıralamada bir basamak yükselmek için harika bir gün!',
  'Her maç yeni bir fırsat. Raketini hazırla!',
  'Disiplin ve azim, kortta kazandırır.',
  'Üst sıralar seni bekliyor. Bir teklif gönder!',
  'İyi bir servis, iyi bir başlangıçtır.',
];

/** A motivational line that changes day by day, not on every render. */
export function motivationFor(date: Date): string {
  const day = Math.floor(date.getTime() / 86_400_000);
  return lines[day % lines.length];
}
