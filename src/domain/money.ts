import { intlLocaleOf } from '../forms/core/locale-formats';
import { WON_VALUE_MAX } from './lead';

/*
 * Deal values in reais as staff type and read them. Stored as integer cents (no binary fractions in
 * sums); typed the Brazilian way ('1.500,00', '1500', 'R$ 1.500'), with a plain '1500.50' accepted too.
 */

/** Why a typed value was refused (the dialog says it in the staff member's language). */
export type MoneyError = 'badValue' | 'valueTooLarge';

/**
 * The cents of a typed value in reais; null for an empty field (the value is optional); a MoneyError
 * for anything else. Rules: an optional 'R$'; with a comma, it is the decimal mark (at most two
 * digits after it) and dots group thousands by three; without one, dots group thousands by three
 * ('1.500' is one thousand five hundred), or a single dot followed by one or two digits is the
 * decimal mark ('1500.5'). No sign: a deal is never negative.
 */
export function parseReais(typed: string): number | null | MoneyError {
  const text = typed.replace(/^\s*R\$\s*/i, '').replace(/\s/g, '');
  if (!text) return null;
  const grouped = /^\d{1,3}(\.\d{3})+$|^\d+$/;
  let whole: string;
  let fraction = '';
  const comma = text.split(',');
  if (comma.length > 2) return 'badValue';
  if (comma.length === 2) {
    [whole, fraction] = comma;
    if (!/^\d{1,2}$/.test(fraction) || !grouped.test(whole)) return 'badValue';
  } else if (grouped.test(text)) {
    whole = text;
  } else {
    const dot = /^(\d+)\.(\d{1,2})$/.exec(text);
    if (!dot) return 'badValue';
    [, whole, fraction] = dot;
  }
  const cents = Number(whole.replace(/\./g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= WON_VALUE_MAX ? cents : 'valueTooLarge';
}

export const isMoneyError = (value: number | null | MoneyError): value is MoneyError => typeof value === 'string';

/** Cents as reais in the staff member's language ('R$ 1.500,00' in pt, 'R$1,500.00' in en). */
export function formatReais(cents: number, locale: string): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
