import {
  Alert,
  Box,
  Button,
  CloseButton,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { TResultMatch, TResultRequest } from '../../../shared/contract/results.js';
import { ZResultRequest } from '../../../shared/contract/results.js';
import { judgeResult, MATCH_OUTCOME_LABELS, type Outcome } from '../../../shared/rules/results.js';
import type { SetScore, Side } from '../../../shared/rules/score.js';
import { useFocusOnMount } from '../../lib/focus-on-change.js';
import { emptyScoreRow, isTyped, needsTieBreak, readScoreRows, type ScoreRow } from './score-rows.js';

interface Props {
  match: TResultMatch;
  submitLabel: string;
  pending: boolean;
  /** The server's Turkish message when it refused the result. */
  serverError?: string | null;
  initial?: TResultMatch;
  onSubmit: (body: TResultRequest) => void;
  onCancel?: () => void;
  /** Opened in place of the button that asked for it: the form takes the focus as it appears. */
  focusOnOpen?: boolean;
  /** Said under the winner once the score is complete (staff: where the players end up). */
  aboutWinner?: (winner: Side) => ReactNode;
}

/** A digit-only field sized for a thumb: the phone shows its number pad. */
function GameInput(props: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <TextInput
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 2))}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      size="lg"
      w={76}
      styles={{ input: { textAlign: 'center', fontWeight: 600 } }}
    />
  );
}

/**
 * Score entry following the league's format: one row per set (the next row appears while the match
 * is undecided), a tie-break row when a set went to it, the deciding super tie-break in points;
 * retirement (partial score + who retired) and walkover (who did not show). The same rules as the
 * server judge it as it is typed.
 */
export function ScoreForm({
  match,
  submitLabel,
  pending,
  serverError,
  initial,
  onSubmit,
  onCancel,
  focusOnOpen,
  aboutWinner,
}: Props) {
  const self = useFocusOnMount<HTMLFormElement>(focusOnOpen);
  const f = match.format;
  const g = f.gameFormat;
  const [outcome, setOutcome] = useState<Outcome>((initial?.outcome as Outcome) ?? 'normal');
  const [loser, setLoser] = useState<Side | null>(() =>
    initial && initial.outcome !== 'normal' && initial.winnerId
      ? initial.winnerId === initial.player1.id
        ? 'p2'
        : 'p1'
      : null,
  );
  const [rows, setRows] = useState<ScoreRow[]>(() =>
    Array.from({ length: f.setCount }, (_, i) => {
      const s = initial?.sets[i];
      return s
        ? {
            p1: String(s.p1),
            p2: String(s.p2),
            tb1: String(s.tieBreak?.p1 ?? ''),
            tb2: String(s.tieBreak?.p2 ?? ''),
          }
        : emptyScoreRow;
    }),
  );
  const [tried, setTried] = useState(false);

  const superAt = f.setDecisionsFormat === 'Super' ? f.setCount - 1 : -1;
  // Sets typed so far, in order; every row holding a value stays in view.
  const { sets: filled, incomplete, visible, decidedAfter } = readScoreRows(f, outcome, rows);

  const body: TResultRequest = {
    outcome,
    sets: outcome === 'walkover' ? [] : filled,
    loser: outcome === 'normal' ? null : loser,
  };
  const shape = ZResultRequest.safeParse(body);
  const verdict = judgeResult(f, { outcome, sets: body.sets as SetScore[], loser: body.loser ?? null });
  const problem =
    incomplete !== null
      ? `${incomplete + 1}. set: iki oyuncunun oyun sayısını da giriniz.`
      : !shape.success
        ? (shape.error.issues[0]?.message ?? '')
        : !verdict.ok
          ? verdict.message
          : null;
  const winnerName = verdict.ok ? (verdict.winner === 'p1' ? match.player1.name : match.player2.name) : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!problem) onSubmit(body);
  };
  const setRow = (i: number, patch: Partial<ScoreRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Box
      ref={self}
      tabIndex={-1}
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Skor formu"
      // Its focus ring stands clear of the fields and buttons at its edges.
      style={{ outlineOffset: 6, borderRadius: 4 }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          size="md"
          // Narrow side padding: the three choices fit whole in a 320 px wide screen ('Hükmen'
          // was cut); each is centred in its third, so a wider screen looks the same.
          styles={{ label: { paddingInline: 4 } }}
          value={outcome}
          onChange={(v) => setOutcome(v as Outcome)}
          data={(Object.keys(MATCH_OUTCOME_LABELS) as Outcome[]).map((value) => ({
            value,
            label: MATCH_OUTCOME_LABELS[value],
          }))}
          aria-label="Sonuç türü"
        />
        {outcome !== 'normal' && (
          <Radio.Group
            label={outcome === 'retired' ? 'Maçtan çekilen oyuncu' : 'Maça gelmeyen oyuncu'}
            value={loser ?? ''}
            onChange={(v) => setLoser(v as Side)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="p1" label={match.player1.name} size="md" />
              <Radio value="p2" label={match.player2.name} size="md" />
            </Stack>
          </Radio.Group>
        )}
        {visible > 0 && (
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap" align="end">
              <Text w={88} fz="sm" c="dimmed">
                Set
              </Text>
              {[match.player1, match.player2].map(({ id, name }) => (
                <Text
                  key={id}
                  w={76}
                  fz="xs"
                  fw={600}
                  ta="center"
                  lineClamp={3}
                  style={{ overflowWrap: 'break-word' }}
                >
                  {name}
                </Text>
              ))}
            </Group>
            {rows.slice(0, visible).map((r, i) => {
              const label = i === superAt ? `${i + 1}. set (süper tie-break)` : `${i + 1}. set`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a set's place is its identity
                <Stack key={i} gap={4}>
                  <Group gap="sm" wrap="nowrap">
                    <Text w={88} fz="sm" fw={500}>
                      {label}
                    </Text>
                    <GameInput
                      label={`${label}: ${match.player1.name}`}
                      value={r.p1}
                      onChange={(v) => setRow(i, { p1: v })}
                    />
                    <GameInput
                      label={`${label}: ${match.player2.name}`}
                      value={r.p2}
                      onChange={(v) => setRow(i, { p2: v })}
                    />
                    {decidedAfter !== null && i >= decidedAfter && isTyped(r) && (
                      // A set typed after the match was already decided: one tap empties its row.
                      <CloseButton
                        size="lg"
                        aria-label={`${i + 1}. seti temizle`}
                        title={`${i + 1}. seti temizle`}
                        onClick={() => setRow(i, emptyScoreRow)}
                      />
                    )}
                  </Group>
                  {needsTieBreak(f, outcome, r, i) && (
                    <Group gap="sm" wrap="nowrap">
                      <Text w={88} fz="xs" c="dimmed">
                        Tie-break ({f.setTieBreakScore})
                      </Text>
                      <GameInput
                        label={`${i + 1}. set tie-break: ${match.player1.name}`}
                        value={r.tb1}
                        onChange={(v) => setRow(i, { tb1: v })}
                      />
                      <GameInput
                        label={`${i + 1}. set tie-break: ${match.player2.name}`}
                        value={r.tb2}
                        onChange={(v) => setRow(i, { tb2: v })}
                      />
                    </Group>
                  )}
                </Stack>
              );
            })}
            <Text fz="xs" c="dimmed">
              {f.setCount} set üzerinden, setler {g} oyuna
              {superAt >= 0 ? `, son set ${f.superTieBreak} sayılık süper tie-break` : ''}.
            </Text>
          </Stack>
        )}
        {verdict.ok && !problem ? (
          <Alert color="teal" variant="light" aria-live="polite">
            Kazanan: {winnerName} — {verdict.text}
            {aboutWinner && <Text fz="sm">{aboutWinner(verdict.winner)}</Text>}
          </Alert>
        ) : (
          tried &&
          problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )
        )}
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Stack gap="xs">
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="subtle" color="gray" onClick={onCancel}>
              Vazgeç
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
