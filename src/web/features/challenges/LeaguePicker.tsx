import { NativeSelect } from '@mantine/core';
import type { TOfferLeague } from '../../../shared/contract/offers.js';
import { LEAGUE_STATUS_LABELS } from '../../../shared/labels.js';

/**
 * The league an offer is made in, for a player ranked in several active leagues (the most recently
 * joined comes first and is the default). A league before its start date reads 'Başlamadı'.
 * Shows nothing for a player in one league.
 */
export function LeaguePicker({
  leagues,
  value,
  onChange,
  disabled,
  mb,
}: {
  leagues: TOfferLeague[];
  value: string | undefined;
  onChange: (leagueId: string) => void;
  disabled?: boolean;
  mb?: string;
}) {
  if (leagues.length < 2) return null;
  return (
    <NativeSelect
      label="Lig"
      description="Teklifin yapılacağı ligi seçiniz."
      size="lg"
      mb={mb}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={leagues.map((l) => ({
        value: l.id,
        label: l.status === 'notStarted' ? `${l.name} – ${LEAGUE_STATUS_LABELS.notStarted}` : l.name,
      }))}
    />
  );
}
