import { Text, type TextProps } from '@mantine/core';
import { Fragment } from 'react';

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
      {/* Each set is kept on one line: a phone never splits '6-3' into '6-' and '3'. */}
      Skor ({player1} – {player2}):{' '}
      <b>
        {score.split(' ').map((set, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a set has no identity but its place
          <Fragment key={i}>
            {i > 0 && ' '}
            <span style={{ whiteSpace: 'nowrap' }}>{set}</span>
          </Fragment>
        ))}
      </b>
      {winner && ` · Kazanan: ${winner}`}
    </Text>
  );
}
