import { connectFunctionsEmulator, type Functions, getFunctions, httpsCallable } from 'firebase/functions';
import { env } from '../config/env';
import type { BookCallAnswer, OpenSlotsAnswer } from '../domain/booking/booking';
import type { ManageBookingAnswer, ManageChangeAnswer, StaffSlotsAnswer } from '../domain/booking/manage';
import type { ExportedBooking } from '../domain/booking/booking-export';
import type { ExportedDraft } from '../domain/draft-export';
import type { CalendarFeedAction, CalendarFeedAnswer } from '../domain/booking/calendar-feed';
import type { OpenDraftAnswer, SaveDraftAnswer, SaveDraftInput, StopRemindersAnswer } from '../domain/form-drafts';
import type { AcceptInviteAnswer, PendingInvite } from '../domain/staff-invite';
import type { StaffRole } from '../domain/staff-role';
import type { Locale } from '../forms/core/definition';
import { ensureAppCheck } from './app-check';
import { noteLeadWrite } from './lead-writes';
import { firebaseApp } from './firebase';

/*
 * The staff-only callable functions. Each checks the caller's `staff` claim on the server; the
 * browser sends its ID token with every call and holds no key or secret.
 */

let functions: Functions | undefined;

function staffFunctions(): Functions {
  if (!functions) {
    functions = getFunctions(firebaseApp());
    const emulator = env.emulators.functions;
    if (emulator) connectFunctionsEmulator(functions, emulator.host, emulator.port);
  }
  return functions;
}

async function call<In, Out>(name: string, data: In): Promise<Out> {
  return (await httpsCallable<In, Out>(staffFunctions(), name)(data)).data;
}

/**
 * A callable a visitor reaches with no account of the studio's (booking): App Check first, where the
 * site has it, so the call carries its token; production refuses one without (functions/src/booking/app-check.ts).
 */
async function publicCall<In, Out>(name: string, data: In): Promise<Out> {
  await ensureAppCheck();
  return call<In, Out>(name, data);
}

/** What one more try of a lead's e-mail gave: its delivery state after it, and the reason when not sent. */
export interface ResendResult {
  /** 'skipped' when another try held the delivery (the trigger's own retries, a sweep). */
  outcome?: string;
  state?: string;
  lastError?: string;
}

/** Sends a failed submission's summary again (the function claims the delivery as the trigger does). */
export const resendDelivery = (formId: string, docId: string) =>
  call<{ formId: string; docId: string }, ResendResult>('resendDelivery', { formId, docId });

/** Someone with access to the admin area (the `staff` claim and the `staff/{uid}` document). */
export interface StaffMember {
  uid: string;
  email: string;
  /** Owners grant, remove and change roles; members work the leads (src/domain/staff-role.ts). */
  role: StaffRole;
  /** When access was given, ISO 8601. */
  since?: string;
  /** The last sign-in, ISO 8601. */
  lastSignIn?: string;
  /** Booked calls still to come: what removing them hands on. */
  upcomingCalls?: number;
  /** True when the member turned their morning agenda e-mail off. */
  agendaOff?: boolean;
}

export const listStaff = () => call<Record<string, never>, StaffMember[]>('listStaff', {});
/** Owners only: e-mails `email` a link that gives access, as a member unless told otherwise, once accepted (issue 37). */
export const inviteStaff = (email: string, role: StaffRole = 'member') =>
  call<{ email: string; role: StaffRole }, { email: string; expiresAt: string }>('inviteStaff', { email, role });
/** Owners only: the invitations not yet accepted. */
export const listStaffInvites = () => call<Record<string, never>, PendingInvite[]>('listStaffInvites', {});
/** Owners only: the link of `email` stops working. */
export const cancelStaffInvite = (email: string) => call<{ email: string }, { email: string }>('cancelStaffInvite', { email });
/** The invited colleague, signed in with the invited address. */
export const acceptStaffInvite = (token: string) => call<{ token: string }, AcceptInviteAnswer>('acceptStaffInvite', { token });
/** What removing someone did with their calls still to come (functions/src/booking/hand-over-calls.ts). */
export interface HandedOver {
  handedOver: number;
  unassigned: number;
}
/** Owners only; refused for the last owner. Their calls go to free colleagues, or are flagged. */
export const revokeStaff = (email: string) => call<{ email: string }, { email: string } & HandedOver>('revokeStaff', { email });
/** Owners only; refused when it would demote the last owner. */
export const setStaffRole = (email: string, role: StaffRole) => call<{ email: string; role: StaffRole }, { email: string; role: StaffRole }>('setStaffRole', { email, role });

export interface TestEmail {
  nome: string;
  email: string;
  telefone: string;
  mensagem: string;
}

/** Sends a sample summary to the company e-mail through the function's mailer; resolves with the address. */
export const sendTestEmail = (sample: TestEmail) => call<TestEmail, { to: string }>('sendTestEmail', sample);

/** What a privacy request's deletion did (functions/src/privacy.ts): how many leads and stored submissions went, from which forms. */
export interface ForgetResult {
  leads: number;
  /** Judged ones and ones not judged yet (those have no lead). */
  submissions: number;
  /** `newsletter` for signups. */
  forms: string[];
  /** The studio's address that received the lead e-mails (settings/company.email), or null when none is set. */
  mailbox: string | null;
  /** Calls still to come that were cancelled (each colleague is sent the cancellation for their calendar). */
  calls: number;
  /** "Continuar depois" drafts deleted (issue 40). */
  drafts: number;
}

/** Deletes every submission and lead of one person (by e-mail or by phone) for good; the function logs it without personal data. */
// Both change leads in the function: the inbox's first pages ask their query for a while (./lead-writes.ts).
export const forgetPerson = (person: { email: string } | { phone: string }) => call<typeof person, ForgetResult>('forgetPerson', person).finally(noteLeadWrite);
/** The person's booked calls, for the privacy export (the browser may read no booking itself). */
export const personBookings = (person: { email: string } | { phone: string }) => call<typeof person, ExportedBooking[]>('personBookings', person);
/** The person's "Continuar depois" drafts, for the privacy page (the browser may list no draft itself). */
export const personDrafts = (person: { email: string } | { phone: string }) => call<typeof person, ExportedDraft[]>('personDrafts', person);

/** What "Não é spam" did (functions/src/rescue-lead.ts): false when the lead had already left spam; the lead e-mail's first try. */
export interface RescueResult {
  rescued: boolean;
  /** Not rescued by this call: the colleague whose press took the lead out of spam, when known. */
  by?: string;
  /** 'sent', or 'queued'/'failed'/'skipped' (the delivery goes on by itself); absent when no e-mail is due (a newsletter signup, a lead e-mailed before). */
  email?: string;
}

/** Takes a lead out of spam for good: its submission accepted (and e-mailed to the studio once), its summary back to novo with its history entry. */
export const rescueSpamLead = (formId: string, docId: string) =>
  call<{ formId: string; docId: string }, RescueResult>('rescueSpamLead', { formId, docId }).finally(noteLeadWrite);

/** The machine-readable reason a callable gave (`details.reason`), if any. */
export function callableReason(error: unknown): string | undefined {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** Turns the caller's own morning agenda e-mail off (`true`) or back on (functions/src/agenda-preference.ts). */
export const setAgendaOff = (off: boolean) => call<{ off: boolean }, { off: boolean }>('setAgendaOff', { off });

/*
 * The visitor's booking right after a briefing (issue 30). Not staff-only: the function takes the
 * submission's id, which only the browser that wrote it knows, as the proof of who is asking. Both
 * calls go signed in with the visitor's anonymous account (the one the briefing was sent with, kept
 * across reloads), which the function counts calls by (functions/src/booking/caller-limit.ts).
 */
const asVisitor = () => import('./visitor-identity').then((m) => m.visitorUid());

/** The next free starts for the call this submission may book (or why none can be offered). */
export const openSlots = async (formId: string, submissionId: string) => {
  await asVisitor();
  return publicCall<{ formId: string; submissionId: string }, OpenSlotsAnswer>('openSlots', { formId, submissionId });
};

/** Books the call at `start` for this submission, in one server transaction; refused with a reason (and fresh slots when taken). */
export const bookCall = async (formId: string, submissionId: string, start: number, zone: string, locale: Locale) => {
  await asVisitor();
  return publicCall<{ formId: string; submissionId: string; start: number; zone: string; locale: Locale }, BookCallAnswer>('bookCall', { formId, submissionId, start, zone, locale });
};

/*
 * A booked call's own page (`/conversa/:token`) and the lead page's buttons (issue 30, part 6): the
 * visitor proves nothing but the token of their e-mail's link; the staff calls check the claim.
 */

/** The call of this token, and the free starts it may move to. */
export const manageBooking = (token: string) => publicCall<{ token: string }, ManageBookingAnswer>('manageBooking', { token });
export const cancelBooking = (token: string) => publicCall<{ token: string }, ManageChangeAnswer>('cancelBooking', { token });
export const rescheduleBooking = (token: string, start: number, zone: string) =>
  publicCall<{ token: string; start: number; zone: string }, ManageChangeAnswer>('rescheduleBooking', { token, start, zone });
/** Staff only: the free starts of the call's own staff member. */
export const staffBookingSlots = (bookingId: string) => call<{ bookingId: string }, StaffSlotsAnswer>('staffBookingSlots', { bookingId });
export const staffCancelBooking = (bookingId: string) => call<{ bookingId: string }, ManageChangeAnswer>('staffCancelBooking', { bookingId });
export const staffRescheduleBooking = (bookingId: string, start: number) =>
  call<{ bookingId: string; start: number }, ManageChangeAnswer>('staffRescheduleBooking', { bookingId, start });
/** The caller's own calendar feed: 'create' makes a new secret (the old address stops working), 'revoke' removes it. */
export const calendarFeedLink = (action: CalendarFeedAction) => call<{ action: CalendarFeedAction }, CalendarFeedAnswer>('calendarFeedLink', { action });

/*
 * "Continuar depois" (issue 40): a briefing's draft stored with an e-mailed link, and opened from it on
 * any device. Signed in with the visitor's anonymous account, which the function counts calls by.
 */
export const saveDraft = async (input: SaveDraftInput) => {
  await asVisitor();
  return publicCall<SaveDraftInput, SaveDraftAnswer>('saveDraft', input);
};
export const openDraft = async (token: string, formId: string) => {
  await asVisitor();
  return publicCall<{ token: string; formId: string }, OpenDraftAnswer>('openDraft', { token, formId });
};
/** The e-mails' one-click "não quero mais lembretes". */
export const stopDraftReminders = async (token: string) => {
  await asVisitor();
  return publicCall<{ token: string }, StopRemindersAnswer>('stopDraftReminders', { token });
};
