import { Alert, Button, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TCandidate, TOffer } from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { QueryState } from '../../components/QueryState.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { useFocusOnChange } from '../../lib/focus-on-change.js';
import { paths } from '../../lib/paths.js';
import { Link, useNavigate, useSearchParams } from '../../lib/router.js';
import { useOffersOverview, useSendOffer } from './api.js';
import { LeaguePicker } from './LeaguePicker.js';
import { LeagueRules } from './LeagueRules.js';
import classes from './WizardStepper.module.css';
import { ConfirmStep, CurrentOffersStep, ExcuseStep, OpponentStep, SentStep } from './WizardSteps.js';

const m = messages.offers;
const STEP_NAMES = ['Mevcut Teklifler', 'Lig Kuralları', 'Mazeret Kontrolü', 'Rakip Seçimi', 'Onay', 'Sonuç'];

/** /match: the make-offer wizard, steps 0–5 of spec §2. */
export default function MatchWizardPage() {
  // null: the server's default, the most recently joined league.
  const [leagueId, setLeagueId] = useState<string | null>(null);
  const overview = useOffersOverview(leagueId);
  const [opponent, setOpponent] = useState<TCandidate | null>(null);
  const [sent, setSent] = useState<{ offer: TOffer; notice: string | null } | null>(null);
  // The step is in the address (?adim=2): the browser's Back goes to the step before, not off
  // the wizard. A step that needs what is not chosen yet (a reload on "Onay") shows the last one
  // that can be shown.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = Number(params.get('adim') ?? '1') - 1;
  const reachable = sent ? 5 : opponent ? 4 : 3;
  const step = Number.isInteger(asked) ? Math.max(0, Math.min(asked, reachable)) : 0;
  const setStep = (next: number, options?: { replace?: boolean }) =>
    navigate(next === 0 ? paths.match : `${paths.match}?adim=${next + 1}`, options);
  const send = useSendOffer();
  // A new step puts the focus on its heading ("Adım 2 / 6: Lig Kuralları").
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(step);
  const current = (i: number) => (i === step ? ('step' as const) : undefined);

  return (
    <Stack maw={820} mx="auto">
      <Title order={1} fz="h2">
        {messages.titles.match}
      </Title>
      <QueryState query={overview} errorText={messages.dashboard.leagueLoad}>
        {(data) =>
          !data.league && !sent ? (
            <Stack>
              <Alert color="yellow" role="alert">
                {m.noLeague} {m.joinFirst}
              </Alert>
              <Button component={Link} to={paths.leagues} w="fit-content">
                Ligleri Görüntüle
              </Button>
              {data.received.length > 0 && (
                <Button component={Link} to={paths.matchReview} w="fit-content">
                  Teklife Git
                </Button>
              )}
            </Stack>
          ) : (
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
              <LeaguePicker
                mb="md"
                leagues={data.leagues}
                value={leagueId ?? data.league?.id}
                disabled={step >= 4 || overview.isPlaceholderData}
                onChange={(id) => {
                  setLeagueId(id);
                  setOpponent(null);
                }}
              />
              {/* Numbered markers where the labelled steps do not fit, with this heading naming the
                  current step; the labelled steps where they fit (WizardStepper.module.css). */}
              <div className={classes.wizard}>
                <Text
                  component="h2"
                  ref={stepHeading}
                  tabIndex={-1}
                  size="sm"
                  c="gray.7"
                  className={classes.heading}
                >
                  Adım {step + 1} / 6: {STEP_NAMES[step]}
                </Text>
                <Stepper
                  active={step}
                  size="sm"
                  allowNextStepsSelect={false}
                  iconSize={34}
                  wrap={false}
                  classNames={{
                    steps: classes.steps,
                    step: classes.step,
                    separator: classes.separator,
                    stepBody: classes.stepBody,
                  }}
                >
                  <Stepper.Step
                    label="Teklifler"
                    aria-current={current(0)}
                    aria-label="1. adım: Mevcut Teklifler"
                  >
                    <CurrentOffersStep data={data} onNext={() => setStep(1)} />
                  </Stepper.Step>
                  <Stepper.Step
                    label="Kurallar"
                    aria-current={current(1)}
                    aria-label="2. adım: Lig Kuralları"
                  >
                    <Stack>
                      <Title order={2} fz="h4">
                        Lig Kuralları
                      </Title>
                      {data.league && <LeagueRules league={data.league} />}
                      <StepButtons
                        onBack={() => setStep(0)}
                        onNext={() => setStep(2)}
                        next="Kuralları Kabul Ediyorum"
                      />
                    </Stack>
                  </Stepper.Step>
                  <Stepper.Step
                    label="Mazeret"
                    aria-current={current(2)}
                    aria-label="3. adım: Mazeret Kontrolü"
                  >
                    <ExcuseStep data={data} onBack={() => setStep(1)} onNext={() => setStep(3)} />
                  </Stepper.Step>
                  <Stepper.Step label="Rakip" aria-current={current(3)} aria-label="4. adım: Rakip Seçimi">
                    <OpponentStep
                      data={data}
                      onBack={() => setStep(2)}
                      onPick={(c) => {
                        setOpponent(c);
                        send.reset();
                        setStep(4);
                      }}
                    />
                  </Stepper.Step>
                  <Stepper.Step label="Onay" aria-current={current(4)} aria-label="5. adım: Onay">
                    {opponent && (
                      <ConfirmStep
                        data={data}
                        opponent={opponent}
                        sending={send.isPending}
                        error={
                          send.isError
                            ? send.error instanceof ApiError && send.error.status < 500
                              ? errorMessage(send.error)
                              : m.sendError
                            : null
                        }
                        onBack={() => setStep(3)}
                        onSend={() => {
                          if (send.isPending) return;
                          send.mutate(
                            // ConfirmStep calls this only with the terms box ticked.
                            {
                              leagueId: data.league!.id,
                              opponentId: opponent.userId,
                              source: 'wizard',
                              termsAccepted: true,
                            },
                            {
                              onSuccess: (res) => {
                                setSent({ offer: res.offer, notice: res.mailProblem ? res.message : null });
                                // In place of "Onay": Back from the result goes to choosing an opponent.
                                setStep(5, { replace: true });
                              },
                            },
                          );
                        }}
                      />
                    )}
                  </Stepper.Step>
                  <Stepper.Step label="Sonuç" aria-current={current(5)} aria-label="6. adım: Sonuç">
                    {sent && <SentStep offer={sent.offer} notice={sent.notice} />}
                  </Stepper.Step>
                </Stepper>
              </div>
            </Paper>
          )
        }
      </QueryState>
    </Stack>
  );
}

function StepButtons({ onBack, onNext, next }: { onBack: () => void; onNext: () => void; next: string }) {
  return (
    <Stack gap={0}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="default" onClick={onBack}>
          {messages.common.back}
        </Button>
        <Button onClick={onNext}>{next}</Button>
      </div>
    </Stack>
  );
}
