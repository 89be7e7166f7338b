import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  LEAGUE_DEFAULTS,
  LEAGUE_NUMBER_BOUNDS,
  type TLeague,
  type TLeagueRequest,
  ZLeagueRequest,
} from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { leagueEditRefusal, type RunningPlay } from '../../../shared/rules/league-edit.js';
import { staffMessages } from '../../../shared/staff-messages.js';
import { formatDate } from '../../../shared/time.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { zodValidate } from '../../lib/zod-form.js';
import {
  gameFormatOptions,
  leagueGenderOptions,
  pointTypeOptions,
  provinceOptions,
  setCountOptions,
  setDecisionOptions,
} from './labels.js';

/** The form's own values: selects hold strings, number inputs numbers or '' while empty. */
export interface LeagueFormValues {
  name: string;
  city: string;
  startDate: string;
  endDate: string;
  rules: string;
  isActive: boolean;
  setCount: string;
  gameFormat: string;
  setDecisionsFormat: string;
  pointType: string;
  setTieBreakScore: number | string;
  superTieBreak: number | string;
  gender: string | null;
  maxOffers: number | string;
  maxDaysToRespond: number | string;
  maxOffersReceive: number | string;
  maxDaysToPlay: number | string;
  maxDaysToRePlay: number | string;
  overduePolicy: string;
  matchMinutes: number | string;
}

/** A new league's values: the defaults, and the play deadline the general settings give. */
export function emptyLeagueValues(maxDaysToPlay: number): LeagueFormValues {
  const d = LEAGUE_DEFAULTS;
  return {
    name: '',
    city: String(d.city),
    startDate: '',
    endDate: '',
    rules: '',
    isActive: true,
    setCount: String(d.setCount),
    gameFormat: String(d.gameFormat),
    setDecisionsFormat: d.setDecisionsFormat,
    pointType: d.pointType,
    setTieBreakScore: d.setTieBreakScore,
    superTieBreak: d.superTieBreak,
    gender: null,
    maxOffers: d.maxOffers,
    maxDaysToRespond: d.maxDaysToRespond,
    maxOffersReceive: d.maxOffersReceive,
    maxDaysToPlay,
    maxDaysToRePlay: d.maxDaysToRePlay,
    overduePolicy: d.overduePolicy,
    matchMinutes: d.matchMinutes,
  };
}

export function leagueToValues({ running: _running, ...l }: TLeague): LeagueFormValues {
  return {
    ...l,
    city: String(l.city),
    rules: l.rules ?? '',
    setCount: String(l.setCount),
    gameFormat: String(l.gameFormat),
  };
}

const overduePolicyOptions = [
  { value: 'staff', label: 'Lig yöneticileri karar verir' },
  { value: 'walkover', label: 'Zaman önerisine yanıt vermeyen hükmen yenilir' },
];

const tabOf: Record<string, string> = {
  name: 'general',
  city: 'general',
  startDate: 'general',
  endDate: 'general',
  gender: 'general',
  isActive: 'general',
  rules: 'rules',
  setCount: 'rules',
  gameFormat: 'rules',
  setDecisionsFormat: 'rules',
  pointType: 'rules',
  setTieBreakScore: 'rules',
  superTieBreak: 'rules',
};

const tabLabels: Record<string, string> = {
  general: 'Genel Ayarlar',
  rules: 'Kurallar',
  offers: 'Maç Teklif Ayarları',
};

interface Props {
  initialValues: LeagueFormValues;
  submitLabel: string;
  /** The edit form shows the 'Lig Aktif' checkbox. */
  withActive?: boolean;
  pending: boolean;
  /** The save's failure: one naming a field is shown under it, on its tab; another above the button. */
  error?: unknown;
  /** What a failure without a message of its own says. */
  errorFallback: string;
  /** Resolves `true` when saved (the create form then resets to defaults), or to the failure. */
  onSubmit: (body: TLeagueRequest) => Promise<unknown>;
  resetOnSuccess?: boolean;
  /** The edit form: matches and offers under way, which keep the score rules and the start. */
  running?: RunningPlay;
}

/** League create and edit form: tabs Genel Ayarlar, Kurallar, Maç Teklif Ayarları (spec §2). */
export function LeagueForm({
  initialValues,
  submitLabel,
  withActive,
  pending,
  error,
  errorFallback,
  onSubmit,
  resetOnSuccess,
  running,
}: Props) {
  const [tab, setTab] = useState<string | null>('general');
  const form = useForm<LeagueFormValues>({
    initialValues,
    validate: (values) => {
      const errors = zodValidate(ZLeagueRequest)(values);
      // The rule the server applies: said under the field before the save is sent.
      const refusal = running && leagueEditRefusal(initialValues, values, running);
      if (refusal && !errors[refusal.field]) errors[refusal.field] = refusal.message;
      return errors;
    },
  });
  const underWay = running && running.matches + running.offers > 0 ? running : null;
  const b = LEAGUE_NUMBER_BOUNDS;

  const showTabOf = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    setTab(first ? (tabOf[first] ?? 'offers') : 'general');
  };

  const submit = form.onSubmit(
    async (values) => {
      const saved = await onSubmit({ ...values, rules: values.rules || null } as unknown as TLeagueRequest);
      if (saved !== true) {
        // The server refused a field (a name another league has): under the field, on its tab.
        if (saved instanceof ApiError && saved.fields) {
          form.setErrors(saved.fields);
          showTabOf(saved.fields);
        }
        return;
      }
      if (resetOnSuccess) {
        form.setValues(initialValues);
        form.resetDirty();
        setTab('general');
      }
    },
    (errors) => showTabOf(errors),
  );
  const fields = error instanceof ApiError ? error.fields : undefined;
  // The tabs holding a field to fix: each is marked, and those not shown are named above the button,
  // so a mistake on another tab is not found only after the one in view is fixed and sent again.
  const tabsWithErrors = new Set(Object.keys(form.errors).map((field) => tabOf[field] ?? 'offers'));
  const otherTabsWithErrors = Object.keys(tabLabels).filter((t) => t !== tab && tabsWithErrors.has(t));
  const tabMark = (value: string) =>
    tabsWithErrors.has(value) ? (
      <Badge color="red" size="xs" circle aria-hidden>
        !
      </Badge>
    ) : undefined;

  const num = (field: keyof LeagueFormValues, label: string, [min, max]: readonly [number, number]) => (
    <NumberInput
      label={label}
      required
      min={min}
      max={max}
      // Decimals and negatives stay as typed, so the check names them; they are not dropped unseen.
      inputMode="numeric"
      clampBehavior="none"
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {underWay && (
          <Alert color="yellow" variant="light">
            {staffMessages.runningPlayNote(underWay, formatDate(underWay.since))}
          </Alert>
        )}
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List grow>
            <Tabs.Tab value="general" rightSection={tabMark('general')}>
              {tabLabels.general}
            </Tabs.Tab>
            <Tabs.Tab value="rules" rightSection={tabMark('rules')}>
              {tabLabels.rules}
            </Tabs.Tab>
            <Tabs.Tab value="offers" rightSection={tabMark('offers')}>
              {tabLabels.offers}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="general" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Lig Adı" required {...form.getInputProps('name')} />
              <Select
                label="İl"
                required
                data={provinceOptions}
                allowDeselect={false}
                {...form.getInputProps('city')}
              />
              <TextInput label="Başlangıç Tarihi" type="date" required {...form.getInputProps('startDate')} />
              <TextInput label="Bitiş Tarihi" type="date" required {...form.getInputProps('endDate')} />
              <Select
                label="Cinsiyet"
                placeholder="Seçiniz"
                required
                data={leagueGenderOptions}
                allowDeselect={false}
                {...form.getInputProps('gender')}
              />
            </SimpleGrid>
            {withActive && (
              <Checkbox
                mt="md"
                label="Lig Aktif"
                description={messages.league.activeNote}
                {...form.getInputProps('isActive', { type: 'checkbox' })}
              />
            )}
          </Tabs.Panel>

          <Tabs.Panel value="rules" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Set Sayısı"
                required
                data={setCountOptions}
                allowDeselect={false}
                {...form.getInputProps('setCount')}
              />
              <Select
                label="Oyun Formatı"
                required
                data={gameFormatOptions}
                allowDeselect={false}
                {...form.getInputProps('gameFormat')}
              />
              <Select
                label="Karar Seti"
                required
                data={setDecisionOptions}
                allowDeselect={false}
                {...form.getInputProps('setDecisionsFormat')}
              />
              <Select
                label="Sayı Kuralı"
                required
                data={pointTypeOptions}
                allowDeselect={false}
                {...form.getInputProps('pointType')}
              />
              {num('setTieBreakScore', 'Set Tie-Break Skoru', b.setTieBreakScore)}
              {num('superTieBreak', 'Süper Tie-Break Skoru', b.superTieBreak)}
            </SimpleGrid>
            <Textarea
              mt="md"
              label="Lig Kuralları"
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps('rules')}
            />
          </Tabs.Panel>

          <Tabs.Panel value="offers" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {num('maxOffers', 'Aynı Anda Gönderilebilecek Teklif', b.maxOffers)}
              {num('maxOffersReceive', 'Aynı Anda Alınabilecek Teklif', b.maxOffersReceive)}
              {num('maxDaysToRespond', 'Yanıt Süresi (gün)', b.maxDaysToRespond)}
              {num('maxDaysToPlay', 'Maç Oynama Süresi (gün)', b.maxDaysToPlay)}
              {num('maxDaysToRePlay', 'Tekrar Teklif Bekleme Süresi (gün)', b.maxDaysToRePlay)}
              {num('matchMinutes', 'Maç Süresi (takvimde, dakika)', b.matchMinutes)}
              <Select
                label="Süresinde Oynanmayan Maç"
                required
                data={overduePolicyOptions}
                allowDeselect={false}
                {...form.getInputProps('overduePolicy')}
              />
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>

        {otherTabsWithErrors.length > 0 && (
          <Alert color="red" role="alert">
            {`${messages.league.fixOtherTabs} ${otherTabsWithErrors.map((t) => `“${tabLabels[t]}”`).join(', ')}.`}
          </Alert>
        )}
        {error != null && !fields && (
          <Alert color="red" role="alert">
            {errorMessage(error, errorFallback)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
