import type { LucideIcon } from 'lucide-react';
import { CreditCard, Headset, Landmark, Lock, QrCode, ReceiptText, ShieldCheck, Wallet } from 'lucide-react';

/** Spec 000 sections 2 and 9: card payments up to 12 instalments. */
export const MAX_INSTALLMENTS = 12;

/** Brand names read the same in every language. */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'Amex', 'Elo'] as const;

export const PAYMENT_METHODS: { id: string; icon: LucideIcon; title: string; text: string }[] = [
  { id: 'card', icon: CreditCard, title: 'payments.methods.card.title', text: 'payments.methods.card.text' },
  { id: 'pix', icon: QrCode, title: 'payments.methods.pix.title', text: 'payments.methods.pix.text' },
  { id: 'transfer', icon: Landmark, title: 'payments.methods.transfer.title', text: 'payments.methods.transfer.text' },
  { id: 'wallets', icon: Wallet, title: 'payments.methods.wallets.title', text: 'payments.methods.wallets.text' },
];

/** The three plans; `split` is the share of the price paid at each step, in percent. */
export const PAYMENT_PLANS: { id: string; split: number[]; badge: string; title: string; text: string }[] = [
  {
    id: 'upfront',
    split: [100],
    badge: 'payments.plans.upfront.badge',
    title: 'payments.plans.upfront.title',
    text: 'payments.plans.upfront.text',
  },
  {
    id: 'half',
    split: [50, 50],
    badge: 'payments.plans.half.badge',
    title: 'payments.plans.half.title',
    text: 'payments.plans.half.text',
  },
  {
    id: 'three',
    split: [33, 33, 34],
    badge: 'payments.plans.three.badge',
    title: 'payments.plans.three.title',
    text: 'payments.plans.three.text',
  },
];

export const SECURITY_BADGES: { icon: LucideIcon; label: string }[] = [
  { icon: ShieldCheck, label: 'payments.security.badges.secure' },
  { icon: Lock, label: 'payments.security.badges.data' },
  { icon: ReceiptText, label: 'payments.security.badges.receipt' },
  { icon: Headset, label: 'payments.security.badges.support' },
];
