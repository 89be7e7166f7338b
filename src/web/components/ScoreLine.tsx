import { Text, type TextProps } from '@mantine/core';

/**
 * A score as both players read it: whose games come first and who won, so nobody confirms a score
 * read the wrong way round ('Skor (Ada Kaya – Cem Taş): 6-4 3-6 10-8 · Kazanan: Ada Kaya').
 */
export function ScoreLine({
  player1,
  player2,
  score,
  winner,
  ...props
}: TextProps & { player1: string; player2: string; score: string; winner: string | null }) {
  return (
    <Text {...props}>
      Skor ({player1} – {player2}): <b>{score}</b>
      {winner && ` · Kazanan: ${winner}`}
    </Text>
  );
}
