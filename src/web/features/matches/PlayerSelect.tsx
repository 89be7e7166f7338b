import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { messages } from '../../../shared/messages.js';
import { usePlayerOptions } from './api.js';

interface Props {
  label: string;
  leagueId: string | undefined;
  /** Admins without a league search every user; a league lists its ladder. */
  enabled: boolean;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** A searchable player picker whose options come from the server (a league's ladder, or a search). */
export function PlayerSelect({ label, leagueId, enabled, value, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const picked = useRef<{ value: string; label: string } | null>(null);
  const typed = picked.current && search === picked.current.label ? '' : search;
  const [q] = useDebouncedValue(typed.trim(), 250);
  const options = usePlayerOptions(leagueId, q, enabled);
  const data = (options.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (picked.current && value === picked.current.value && !data.some((d) => d.value === value)) {
    data.unshift(picked.current);
  }
  return (
    <Select
      label={label}
      placeholder={leagueId ? 'Oyuncu seçiniz' : 'Aramak için yazınız'}
      searchable
      required
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        picked.current = option ?? null;
        onChange(id ?? '');
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        options.isFetching
          ? 'Yükleniyor...'
          : options.isError
            ? messages.common.searchFailed
            : 'Oyuncu bulunamadı'
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
