import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '../../../shared/contract/common.js';
import type {
  TMailLeagueList,
  TMailRecipients,
  TMailUserList,
  TOutboxPage,
  TSendEmailRequest,
  TSendEmailResponse,
} from '../../../shared/contract/mail.js';
import type { TReminderResult, TReminderSchedule } from '../../../shared/contract/reminders.js';
import type { MailStatus } from '../../../shared/domain.js';
import { messages } from '../../../shared/messages.js';
import { ApiError, get, post } from '../../lib/api.js';
import { useMutation } from '../../lib/mutation.js';

/**
 * The spec's "not ok" answer of POST /api/send-email: 'Failed to send email: …'. The screen shows
 * `reason`, the server's Turkish words (naming the field they are about), never that English text.
 */
export class SendEmailFailed extends Error {
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** The form's fields as the server names them in a refusal. */
const FIELD_LABELS: Record<string, string> = { subject: 'Konu', text: 'Mesaj', to: 'Alıcı' };

function reasonOf(error: ApiError): string {
  const [field, text] = Object.entries(error.fields ?? {})[0] ?? [];
  const label = field === undefined ? undefined : FIELD_LABELS[field.split('.')[0]];
  return label && text ? `${label}: ${text}` : error.message;
}

/** POST /api/send-email as the spec describes it: the ok flag is checked, else it throws. */
export async function sendEmail(body: TSendEmailRequest): Promise<TSendEmailResponse> {
  try {
    const res = await post<TSendEmailResponse>('/send-email', body);
    if (!res.ok) throw new SendEmailFailed(messages.mail.callFailed);
    return res;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0)
      throw new SendEmailFailed(`${messages.mail.callFailed}${error.message}`, reasonOf(error));
    throw error;
  }
}

export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
}

export function useMailUsers(q: string) {
  return useQuery({
    queryKey: ['mail', 'users', q],
    queryFn: () => get<TMailUserList>(`/mail/users?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useMailLeagues() {
  return useQuery({ queryKey: ['mail', 'leagues'], queryFn: () => get<TMailLeagueList>('/mail/leagues') });
}

export const fetchLeagueRecipients = (leagueId: string) =>
  get<TMailRecipients>(`/mail/leagues/${leagueId}/recipients`);

export function useReminderSchedule() {
  return useQuery({
    queryKey: ['reminders', 'schedule'],
    queryFn: () => get<TReminderSchedule>('/reminders'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRunReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<TReminderResult>('/reminders/run'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
}

export function useOutbox(status: MailStatus | '', page: number, q: string) {
  return useQuery({
    queryKey: ['mail', 'outbox', status, page, q],
    queryFn: () =>
      get<TOutboxPage>(
        `/mail/outbox?page=${page}${status ? `&status=${status}` : ''}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<TOk>(`/mail/outbox/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
}
