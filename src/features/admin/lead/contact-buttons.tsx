import { Button, HStack, Text } from '@chakra-ui/react';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyChange, type PipelineChange } from '../../../backend/pipeline';
import { toaster } from '../../../components/ui/toaster';
import type { ContactChannel } from '../../../domain/contact-links';
import type { Lead } from '../../../domain/lead';
import { toLocale } from '../../../i18n';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { contactAnswer, contactConfirmText, contactOnTap, leadContactLinks } from './pipeline-contact';
import { writeFailure } from './pipeline-format';
import '../staff-strings';

/** What the buttons need of a lead's summary (`leads/{id}`). */
export type ContactLead = Pick<Lead, 'formId' | 'name' | 'phone' | 'email' | 'stage' | 'locale'> & { id: string };

interface ContactButtonsProps {
  summary: ContactLead;
  /** The form's title, best in the lead's language: the greeting and the subject are written to the lead. */
  formTitle: string;
  size?: 'xs' | 'sm' | 'md';
  /**
   * Plain links whose look the inbox table's root gives them once (inbox-row-styles.ts), instead of
   * a Button each: a page of rows has dozens of them (issue 39). They do the same.
   */
  plainClass?: { wrap: string; link: string };
}

const ICONS = { whatsapp: MessageCircle, phone: Phone, email: Mail } as const;
const ORDER: ContactChannel[] = ['whatsapp', 'phone', 'email'];

/**
 * Contact in one tap: WhatsApp with a greeting naming the briefing, a call, an e-mail whose subject
 * names it. Only the ways the lead's answers allow are shown. Every press is a 'contact' entry in the
 * lead's history, at any stage. On a `novo` lead it also asks whether to mark the lead contacted: yes
 * moves it to `em_contato` in that same entry; "Agora não" keeps it `novo` and records the contact alone.
 */
export function ContactButtons({ summary, formTitle, size = 'sm', plainClass }: ContactButtonsProps) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<ContactChannel | undefined>();
  const [busy, setBusy] = useState(false);
  // The question is answered once: the dialog also reports its own closing (after "Sim, marcar" too),
  // and each answer writes an entry.
  const answered = useRef(true);
  // Written in the lead's language, not the staff member's.
  const leadT = i18n.getFixedT(toLocale(summary.locale));
  const links = leadContactLinks(summary, formTitle, leadT);
  const name = summary.name?.trim() || t('admin.contact.theLead');
  const labels: Record<ContactChannel, string> = {
    whatsapp: t('admin.contact.whatsappLabel', { name }),
    phone: t('admin.contact.callLabel', { name }),
    email: t('admin.contact.emailLabel', { name }),
  };
  const texts: Record<ContactChannel, string> = { whatsapp: t('admin.contact.whatsapp'), phone: t('admin.contact.call'), email: t('admin.contact.email') };
  const channels = ORDER.filter((channel) => links[channel]);

  /** Writes one contact entry; `done` is what the toast says once it is in the history. */
  const record = async (change: PipelineChange, done: string) => {
    try {
      await applyChange(summary.id, change);
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      console.warn('Contact not recorded', error);
      toaster.create({ type: 'error', title: t(`admin.pipeline.errors.${writeFailure(error).key}`) });
    }
  };
  const recorded = (channel: ContactChannel) => t('admin.contact.recorded', { channel: t(`admin.pipeline.channels.${channel}`) });

  const tapped = (channel: ContactChannel) => {
    const next = contactOnTap(summary.stage, channel);
    if (next.ask) {
      answered.current = false;
      setAsking(channel);
    } else {
      void record(next.change, recorded(channel));
    }
  };

  const confirm = async () => {
    if (!asking || answered.current) return;
    answered.current = true;
    setBusy(true);
    try {
      await record(contactAnswer(asking, true), t('admin.contact.marked'));
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  // "Agora não", Escape or a click outside: the lead stays novo, but the contact was made and is kept.
  const notNow = () => {
    if (!asking || answered.current) return;
    answered.current = true;
    const channel = asking;
    setAsking(undefined);
    void record(contactAnswer(channel, false), recorded(channel));
  };

  if (channels.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('admin.contact.none')}
      </Text>
    );
  }
  const palette = (channel: ContactChannel) => (channel === 'whatsapp' ? 'green' : 'purple');
  const link = (channel: ContactChannel, className?: string) => {
    const Icon = ICONS[channel];
    return (
      <a
        key={channel}
        className={className}
        data-palette={className ? palette(channel) : undefined}
        href={links[channel]}
        aria-label={labels[channel]}
        // Only the web chat opens a tab; tel: and mailto: go to the device's own app.
        {...(channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={() => tapped(channel)}
      >
        <Icon aria-hidden="true" />
        {texts[channel]}
      </a>
    );
  };
  return (
    <>
      {plainClass ? (
        <div className={plainClass.wrap}>{channels.map((channel) => link(channel, plainClass.link))}</div>
      ) : (
        <HStack gap="2" wrap="wrap">
          {channels.map((channel) => (
            <Button key={channel} asChild size={size} variant="outline" colorPalette={palette(channel)}>
              {link(channel)}
            </Button>
          ))}
        </HStack>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={t('admin.contact.askTitle')}
        confirmLabel={t('admin.contact.yes')}
        cancelLabel={t('admin.contact.no')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={notNow}
      >
        {contactConfirmText(summary.name, asking ? t(`admin.pipeline.channels.${asking}`) : '', t)}
      </ConfirmDialog>
    </>
  );
}
