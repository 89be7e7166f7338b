import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  TCancelExcuseResponse,
  TEndExcuseResponse,
  TExcuse,
  TMyExcusesResponse,
} from '../../shared/contract/excuses.js';
import { messages } from '../../shared/messages.js';
import {
  endExcuseRefusal,
  excuseActions,
  formatExcusePeriod,
  isExcuseActive,
  isExcuseOver,
} from '../../shared/rules/excuses.js';
import { dayBefore, formatDateLong } from '../../shared/time.js';
import { del, get, patch } from '../lib/api.js';
import { useMutation } from '../lib/mutation.js';
import { notify } from '../lib/notify.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { DialogButtons } from './DialogButtons.js';
import { EmptyState } from './EmptyState.js';
import { ErrorAlert } from './ErrorAlert.js';
import { LazyModal as Modal } from './LazyModal.js';
import { QueryState } from './QueryState.js';

/** Whose excuses: the signed-in player's own, or (for a league's staff) one of its players'. */
export type ExcuseOwner = { kind: 'mine' } | { kind: 'player'; leagueId: string; userId: string };

const pathOf = (owner: ExcuseOwner) =>
  owner.kind === 'mine' ? '/excuses/mine' : `/leagues/${owner.leagueId}/participants/${owner.userId}/excuses`;

export const excusesKey = (owner: ExcuseOwner) =>
  owner.kind === 'mine' ? ['excuses', 'mine'] : ['excuses', owner.leagueId, owner.userId];

export function useExcuses(owner: ExcuseOwner) {
  return useQuery({ queryKey: excusesKey(owner), queryFn: () => get<TMyExcusesResponse>(pathOf(owner)) });
}

type Change = { excuse: TExcuse } & ({ kind: 'end' | 'shorten'; endDate: string } | { kind: 'cancel' });

/** Ends, shortens or cancels an excuse; excuses decide who may be offered, so every query refreshes. */
function useChangeExcuse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Change): Promise<TEndExcuseResponse | TCancelExcuseResponse> =>
      c.kind === 'cancel'
        ? del<TCancelExcuseResponse>(`/excuses/${c.excuse.id}`)
        : patch<TEndExcuseResponse>(`/excuses/${c.excuse.id}`, { endDate: c.endDate }),
    onSuccess: (res) => {
      notify({ color: 'teal', message: res.message });
      return queryClient.invalidateQueries();
    },
  });
}

const status = (e: TExcuse, today: string) =>
  isExcuseOver(e, today)
    ? { label: 'Sona erdi', color: 'gray' }
    : isExcuseActive(e, today)
      ? { label: 'Aktif', color: 'orange' }
      : { label: 'Başlamadı', color: 'blue' };

/**
 * A player's excuses with what may still be done to each: "Bitir" (it no longer counts from today),
 * "Kısalt" (an earlier last day) and "İptal et" (one not started yet), each confirmed first.
 * `showOver` also lists the excuses already over (for staff); the player sees the current and
 * coming ones.
 */
export function ExcuseList({
  owner,
  showOver = false,
  empty,
}: {
  owner: ExcuseOwner;
  showOver?: boolean;
  /** Shown when there is nothing to list; nothing at all when absent. */
  empty?: string;
}) {
  const query = useExcuses(owner);
  const change = useChangeExcuse();
  const [pending, setPending] = useState<Change | null>(null);
  const [shortening, setShortening] = useState<TExcuse | null>(null);
  const [newEnd, setNewEnd] = useState('');

  const close = () => {
    setPending(null);
    setShortening(null);
    change.reset();
  };
  const run = (c: Change) => change.mutate(c, { onSuccess: close });

  return (
    <QueryState query={query}>
      {(data) => {
        const rows = data.excuses.filter((e) => showOver || !isExcuseOver(e, data.today));
        const shortenLimit = shortening ? excuseActions(shortening, data.today).earliestEnd : '';
        const shortenRefusal = shortening && newEnd ? endExcuseRefusal(shortening, newEnd, data.today) : null;
        return (
          <>
            {rows.length === 0 ? (
              empty && <EmptyState>{empty}</EmptyState>
            ) : (
              <Stack gap="xs" role="list" aria-label="Mazeretler">
                {rows.map((e) => {
                  const can = excuseActions(e, data.today);
                  const s = status(e, data.today);
                  return (
                    <Paper key={e.id} withBorder p="sm" role="listitem">
                      <Stack gap={6}>
                        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                          <Text size="sm">
                            <b>{e.excuseType}</b>: {formatExcusePeriod(e)}
                          </Text>
                          <Badge variant="light" color={s.color} style={{ flexShrink: 0 }}>
                            {s.label}
                          </Badge>
                        </Group>
                        {(can.end || can.shorten || can.cancel) && (
                          <Group gap="xs">
                            {can.end && (
                              <Button
                                size="sm"
                                variant="light"
                                onClick={() =>
                                  setPending({ kind: 'end', excuse: e, endDate: dayBefore(data.today) })
                                }
                              >
                                Bitir
                              </Button>
                            )}
                            {can.shorten && (
                              <Button
                                size="sm"
                                variant="default"
                                onClick={() => {
                                  setNewEnd('');
                                  setShortening(e);
                                }}
                              >
                                Kısalt
                              </Button>
                            )}
                            {can.cancel && (
                              <Button
                                size="sm"
                                variant="light"
                                color="red"
                                onClick={() => setPending({ kind: 'cancel', excuse: e })}
                              >
                                İptal et
                              </Button>
                            )}
                          </Group>
                        )}
                      </Stack>
                    </Paper>
                  );
                })}
              </Stack>
            )}
            <ConfirmDialog
              opened={pending !== null}
              onClose={close}
              title={pending?.kind === 'cancel' ? 'Mazereti iptal et' : 'Mazereti bitir'}
              confirmLabel={pending?.kind === 'cancel' ? 'Evet, iptal et' : 'Evet, bitir'}
              cancelLabel="Vazgeç"
              color={pending?.kind === 'cancel' ? 'red' : undefined}
              loading={change.isPending}
              error={change.error}
              onConfirm={() => pending && run(pending)}
              centered
            >
              {pending && (
                <>
                  <Text size="sm">
                    <b>{pending.excuse.excuseType}</b>: {formatExcusePeriod(pending.excuse)}
                  </Text>
                  <Text>
                    {pending.kind === 'cancel'
                      ? 'Bu mazeret silinecek. Onaylıyor musunuz?'
                      : 'Mazeret bugünden itibaren geçerli olmayacak; teklif gönderilip alınabilecek. Onaylıyor musunuz?'}
                  </Text>
                </>
              )}
            </ConfirmDialog>
            <Modal
              opened={shortening !== null}
              onClose={close}
              title="Mazereti kısalt"
              centered
              closeButtonProps={{ 'aria-label': messages.common.close }}
            >
              {shortening && (
                <form
                  noValidate
                  onSubmit={(ev) => {
                    ev.preventDefault();
                    if (newEnd && !shortenRefusal)
                      run({ kind: 'shorten', excuse: shortening, endDate: newEnd });
                  }}
                >
                  <Stack>
                    <Text size="sm">
                      <b>{shortening.excuseType}</b>: {formatExcusePeriod(shortening)}
                    </Text>
                    <TextInput
                      type="date"
                      label="Yeni bitiş tarihi"
                      description={`Mazeretin son günü; en erken ${formatDateLong(shortenLimit)}.`}
                      min={shortenLimit}
                      max={shortening.endDate ? dayBefore(shortening.endDate) : undefined}
                      required
                      value={newEnd}
                      onChange={(ev) => setNewEnd(ev.currentTarget.value)}
                      error={shortenRefusal}
                    />
                    <ErrorAlert error={change.error} />
                    <DialogButtons
                      confirmLabel="Kısalt"
                      cancelLabel="Vazgeç"
                      onCancel={close}
                      loading={change.isPending}
                      disabled={!newEnd || !!shortenRefusal}
                    />
                  </Stack>
                </form>
              )}
            </Modal>
          </>
        );
      }}
    </QueryState>
  );
}
