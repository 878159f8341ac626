import formMeta from '../../../../schemas/form.meta.schema.json';
import { pageAt, SITE_PAGES } from '../../../config/site-pages';
import { RESUME_MIN_QUESTIONS } from '../../../domain/form-drafts';
import type { FieldSchema } from '../../../forms/core/definition';
import { collectProperties } from '../../../forms/core/schema-fields';
import type { Json } from './form-editor-json';
import { editFile, type EditorFolder, setKey } from './form-editor-ops';

/*
 * The form-level fields of form.json the editor's "Formulário" panel edits: the page's address, the
 * team e-mail's subject, and the Portuguese texts a visitor reads around the questions. Their Spanish
 * and English live in i18n/<lang>.json "texts" and are edited in the translation table, which lists
 * every key of form.json's "texts" (form-editor-ops.ts textRefs).
 */

type Obj = { [key: string]: Json };
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const FORM_FIELDS = ['title', 'route', 'subject', 'submit', 'successTitle', 'successDescription'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** The texts of form.json's "texts" among the fields, and whether the meta-schema requires them. */
const TEXT_FIELDS: Partial<Record<FormField, { required: boolean }>> = {
  title: { required: true },
  submit: { required: false },
  successTitle: { required: true },
  successDescription: { required: false },
};

/** form.json's keys in the meta-schema's order: a key the editor adds lands where a person looks for it. */
const FORM_KEYS = Object.keys(formMeta.properties);
const TEXT_KEYS = Object.keys(formMeta.properties.texts.properties);

/** Where forms:check reports a problem of each field (form.json pointers): its findings show beside it. */
export const FIELD_POINTERS: Record<FormField, string[]> = {
  title: ['/texts/title'],
  route: ['/route'],
  subject: ['/email/subject', '/email'],
  submit: ['/texts/submit'],
  successTitle: ['/texts/successTitle'],
  successDescription: ['/texts/successDescription'],
};

const formOf = (folder: EditorFolder): Obj => {
  const value = folder.docs['form.json']?.value;
  return isObj(value) ? value : {};
};

export function readFormField(folder: EditorFolder, field: FormField): string {
  const form = formOf(folder);
  const value = field === 'route' ? form.route : field === 'subject' ? (isObj(form.email) ? form.email.subject : undefined) : isObj(form.texts) ? form.texts[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * Writes one field into form.json as typed. An empty address takes "route" away (a form without a
 * page of its own lives inside another page); an empty optional text takes its key away (the site's
 * default then shows); a required one stays, empty, so the check names it at its own place.
 */
export function setFormField(folder: EditorFolder, field: FormField, text: string): EditorFolder {
  return editFile(folder, 'form.json', (form) => {
    if (field === 'route') {
      if (text) setKey(form, 'route', text, FORM_KEYS);
      else delete form.route;
      return;
    }
    if (field === 'subject') {
      if (!isObj(form.email)) setKey(form, 'email', {}, FORM_KEYS);
      (form.email as Obj).subject = text;
      return;
    }
    if (!isObj(form.texts)) setKey(form, 'texts', {}, FORM_KEYS);
    const texts = form.texts as Obj;
    if (text || TEXT_FIELDS[field]?.required) setKey(texts, field, text, TEXT_KEYS);
    else delete texts[field];
  });
}

/** Another form of the site, as the site itself reads it (schemas/<id>/form.json). */
export interface OtherForm {
  id: string;
  title: string;
  route?: string;
}

export type FieldProblem =
  | { kind: 'routeFormat' }
  | { kind: 'routePage'; route: string; page: string }
  | { kind: 'routeForm'; route: string; id: string; title: string }
  | { kind: 'empty' };

/** The address rule of forms:check: form.meta.schema.json's own pattern, so the two cannot differ. */
const ROUTE = new RegExp(formMeta.properties.route.pattern);

/**
 * What is wrong with an address, at once while it is typed: its format, then whether a page of the site
 * (src/config/site-pages.ts, the list forms:check compares with) or another form already answers it.
 * Compared as the router matches, without regard to case or a final slash (pageAt).
 */
export function routeProblems(route: string, ownId: string, forms: readonly OtherForm[], pages: readonly string[] = SITE_PAGES): FieldProblem[] {
  if (!route) return [];
  if (!ROUTE.test(route)) return [{ kind: 'routeFormat' }];
  const problems: FieldProblem[] = [];
  const page = pageAt(route, pages);
  if (page) problems.push({ kind: 'routePage', route, page });
  for (const other of forms) {
    if (other.id !== ownId && other.route && pageAt(route, [other.route])) problems.push({ kind: 'routeForm', route, id: other.id, title: other.title });
  }
  return problems;
}

/** What the panel says of each field before any check runs: an address taken, a required text left empty. */
export function fieldProblems(folder: EditorFolder, field: FormField, forms: readonly OtherForm[], pages?: readonly string[]): FieldProblem[] {
  const value = readFormField(folder, field);
  if (field === 'route') return routeProblems(value, folder.id, forms, pages);
  const required = field === 'subject' || TEXT_FIELDS[field]?.required;
  return required && !value.trim() ? [{ kind: 'empty' }] : [];
}

/*
 * form.json's "booking" (issue 30): on or off, and the call's length. The round-robin staff list is
 * edited in the JSON only for now (the panel says so); turning booking off takes the whole key away,
 * that list included, as the guide says ("sem esta chave, o formulário não oferece").
 */

/** The panel's booking controls, as places of their findings. */
export type BookingField = 'booking' | 'callMinutes';

/** The call length's bounds, from the meta-schema (the check's own). */
export const CALL_MINUTES = {
  min: formMeta.properties.booking.properties.callMinutes.minimum,
  max: formMeta.properties.booking.properties.callMinutes.maximum,
};

export interface BookingSetting {
  on: boolean;
  /** The call length as written ('' when absent: each staff member's own). */
  callMinutes: string;
  /** How many staff e-mails the JSON names for the round-robin. */
  staff: number;
}

export function readBooking(folder: EditorFolder): BookingSetting {
  const booking = formOf(folder).booking;
  if (!isObj(booking)) return { on: false, callMinutes: '', staff: 0 };
  const minutes = booking.callMinutes;
  return {
    on: true,
    callMinutes: typeof minutes === 'number' || typeof minutes === 'string' ? String(minutes) : '',
    staff: Array.isArray(booking.staff) ? booking.staff.length : 0,
  };
}

/** Offers a call after the send (an empty "booking": every default), or takes the key away. */
export function setBookingOn(folder: EditorFolder, on: boolean): EditorFolder {
  return editFile(folder, 'form.json', (form) => {
    if (!on) delete form.booking;
    else if (!isObj(form.booking)) setKey(form, 'booking', {}, FORM_KEYS);
  });
}

/**
 * Writes the call length as typed: a number as a number (one out of bounds too, so the check names it
 * at its place), empty takes the key away. Nothing while booking is off.
 */
export function setCallMinutes(folder: EditorFolder, text: string): EditorFolder {
  return editFile(folder, 'form.json', (form) => {
    if (!isObj(form.booking)) return;
    const value = text.trim();
    if (value === '') delete form.booking.callMinutes;
    else form.booking.callMinutes = Number.isFinite(Number(value)) ? Number(value) : value;
  });
}

/** Whether a call length the person typed is one the check takes: a whole number of minutes within bounds ('' is: the default). */
export function callMinutesOk(text: string): boolean {
  if (text.trim() === '') return true;
  const minutes = Number(text);
  return Number.isInteger(minutes) && minutes >= CALL_MINUTES.min && minutes <= CALL_MINUTES.max;
}

/** The field of the panel a finding is about (it is then shown there, not among the form's general ones). */
export function fieldOfFinding(finding: { file: string; pointer: string }, id: string): FormField | BookingField | undefined {
  if (finding.file !== `schemas/${id}/form.json`) return undefined;
  if (finding.pointer === '/booking/callMinutes') return 'callMinutes';
  if (finding.pointer === '/booking' || finding.pointer.startsWith('/booking/')) return 'booking';
  return FORM_FIELDS.find((field) => FIELD_POINTERS[field].includes(finding.pointer));
}

/**
 * "Continuar depois" (form.json's "resume", issue 40) as the form will offer it: the key when written,
 * otherwise on from RESUME_MIN_QUESTIONS questions; never without a page of its own.
 */
export function readResume(folder: EditorFolder): { on: boolean; byDefault: boolean; questions: number; hasPage: boolean } {
  const form = formOf(folder);
  const schema = folder.docs['schema.json']?.value;
  const questions = isObj(schema) ? Object.keys(collectProperties(schema as FieldSchema)).length : 0;
  const hasPage = typeof form.route === 'string' && form.route !== '';
  const byDefault = questions >= RESUME_MIN_QUESTIONS;
  return { on: hasPage && (typeof form.resume === 'boolean' ? form.resume : byDefault), byDefault, questions, hasPage };
}

/** Writes "resume" only where it differs from what the form's length gives (otherwise the key goes). */
export function setResumeOn(folder: EditorFolder, on: boolean): EditorFolder {
  const { byDefault } = readResume(folder);
  return editFile(folder, 'form.json', (form) => {
    if (on === byDefault) delete form.resume;
    else setKey(form, 'resume', on, FORM_KEYS);
  });
}
