import { List, Stack, Text } from '@mantine/core';
import type { TOffersOverview } from '../../../shared/contract/offers.js';
import { daysInWords } from '../../../shared/rules/deadlines.js';

type League = NonNullable<TOffersOverview['league']>;

export function LeagueRules({ league }: { league: League }) {
  return (
    <Stack gap="xs">
      {league.rules ? (
        <Text style={{ whiteSpace: 'pre-line' }}>{league.rules}</Text>
      ) : (
        <Text c="gray.7">Bu lig için ek kural girilmemiş.</Text>
      )}
      <List size="sm" spacing={4}>
        <List.Item>Aynı anda en fazla {league.maxOffers} bekleyen teklif gönderebilirsiniz.</List.Item>
        <List.Item>
          Bir oyuncu aynı anda en fazla {league.maxOffersReceive} bekleyen teklif alabilir.
        </List.Item>
        <List.Item>Teklifler {league.maxDaysToRespond} gün içinde yanıtlanmalıdır.</List.Item>
        <List.Item>Kabul edilen maç {daysInWords(league.maxDaysToPlay)} içinde oynanmalıdır.</List.Item>
        <List.Item>
          Reddedilen teklifte teklif eden oyuncu hükmen galip sayılır ve rakibinin sırasını alır.
        </List.Item>
      </List>
    </Stack>
  );
}
