import { Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../../../backend/staff-list';
import { type InboxFilters, UNASSIGNED } from '../../../backend/inbox-plan';
import { TextField } from '../../../components/ui/text-field';
import { isOpenStage, STAGES, type Stage } from '../../../domain/lead';
import { CHANNELS, isChannel } from '../../../domain/lead-source';
import { FieldLabel, FormPicker, LabelledSelect } from '../shared/form-picker';
import type { FormOption } from '../shared/form-titles';
import { InboxOrder, orderHintKey } from './inbox-order';
import { checkboxLook } from './inbox-row-styles';
import { EMPTY_VIEW, type InboxView, withFilters } from './inbox-url';
import type { ViewChange } from './use-inbox-view';

interface InboxFiltersProps {
  /** The view drawn: what the controls show. */
  view: InboxView;
  /** Which navigation drew it (./use-inbox-view.ts): the search box follows each one. */
  landing: string;
  /** Applies a change to the view as it is then (not to `view`, which may be a change behind). */
  onChange: (change: ViewChange) => void;
  forms: FormOption[];
  staff: StaffMember[];
  /** The per-form viewer fixes the form: no form filter then. */
  formFixed?: boolean;
  /** Distinguishes the ids when two sets of filters could share a page. */
  idPrefix?: string;
}

/**
 * The search box (applied on Enter or its button) and the filters (applied as soon as they change).
 * Every change goes to the URL through `onChange`, back to page 1, as a change of the newest view:
 * a control changed before the page has drawn the previous change keeps it (issue 29).
 */
export function InboxFiltersForm({ view, landing, onChange, forms, staff, formFixed, idPrefix = 'inbox' }: InboxFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(view.search);
  /*
   * At each navigation drawn (a search landing, Back, "Limpar filtros"), the box takes the view's
   * search, unless it holds text typed and not sent since (`typed`): a search that lands after the next
   * one was typed must not overwrite it. Each navigation, not each change of the search: on a busy
   * machine Back may land on the search already drawn, React never having drawn the one sent after it,
   * and the box must not keep that abandoned search.
   */
  const [typed, setTyped] = useState(false);
  const [seen, setSeen] = useState({ landing, search: view.search });
  if (landing !== seen.landing || view.search !== seen.search) {
    setSeen({ landing, search: view.search });
    // Text typed back to what the page said is none of the visitor's own either.
    if (!typed || text.trim() === seen.search || text.trim() === view.search) {
      setText(view.search);
      setTyped(false);
    }
  }
  // On a phone the filters fold away under a button (open while any is set), so the list comes sooner.
  const [open, setOpen] = useState(false);
  const { filters } = view;
  const change = (next: Partial<InboxFilters>) => onChange((now) => withFilters(now, next));
  const id = (name: string) => `${idPrefix}-${name}`;
  const narrowed = !!view.search || Object.entries(filters).some(([key, value]) => value && !(formFixed && key === 'form'));
  // Why the received-day range is set aside (overdue, idle, or another order), when it is.
  const hintKey = orderHintKey(filters);
  const hintId = hintKey ? id('order-hint') : undefined;

  const typeIn = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setTyped(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    setTyped(false);
    onChange((now) => withFilters(now, { search }));
  };

  return (
    <Stack gap="4">
      <form role="search" onSubmit={submit}>
        <HStack align="end" gap="2" wrap="wrap">
          <Stack flex="1" minW={{ base: 'full', sm: '240px' }}>
            <TextField id={id('search')} type="search" label={t('admin.leads.searchLabel')} value={text} onChange={typeIn} />
          </Stack>
          <Button type="submit" colorPalette="purple">
            {t('admin.leads.search')}
          </Button>
          {view.search && (
            <Button variant="outline" onClick={() => onChange((now) => withFilters(now, { search: '' }))}>
              {t('admin.leads.clearSearch')}
            </Button>
          )}
        </HStack>
      </form>
      {!narrowed && (
        <Button hideFrom="md" variant="outline" size="sm" alignSelf="start" aria-expanded={open} aria-controls={id('filters')} onClick={() => setOpen(!open)}>
          {open ? t('admin.inbox.hideFilters') : t('admin.inbox.showFilters')}
        </Button>
      )}
      <Grid
        id={id('filters')}
        role="group"
        aria-label={t('admin.inbox.filters')}
        display={{ base: open || narrowed ? 'grid' : 'none', md: 'grid' }}
        templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: formFixed ? 'repeat(4, minmax(0, 1fr))' : 'repeat(5, minmax(0, 1fr))' }}
        gap="3"
        alignItems="end"
      >
        {!formFixed && (
          <FormPicker
            id={id('form')}
            label={t('admin.inbox.form')}
            value={filters.form ?? ''}
            onChange={(form) => change({ form: form || undefined })}
            forms={forms}
            none={t('admin.inbox.allForms')}
          />
        )}
        <LabelledSelect
          id={id('stage')}
          label={t('admin.inbox.stage')}
          value={filters.stage ?? ''}
          // The idle filter is about the open stages: a closed one turns it off.
          onChange={(stage) => change({ stage: (stage || undefined) as Stage | undefined, ...(stage && !isOpenStage(stage as Stage) ? { idle: undefined } : {}) })}
        >
          <option value="">{t('admin.inbox.allStages')}</option>
          {STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {t(`admin.inbox.stages.${stage}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect id={id('channel')} label={t('admin.source.label')} value={filters.channel ?? ''} onChange={(channel) => change({ channel: isChannel(channel) ? channel : undefined })}>
          <option value="">{t('admin.inbox.anySource')}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`admin.source.channels.${channel}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect id={id('assignee')} label={t('admin.inbox.assignee')} value={filters.assignee ?? ''} onChange={(assignee) => change({ assignee: assignee || undefined })}>
          <option value="">{t('admin.inbox.anyone')}</option>
          <option value={UNASSIGNED}>{t('admin.inbox.unassigned')}</option>
          {staff.map((member) => (
            <option key={member.uid} value={member.uid}>
              {member.email}
            </option>
          ))}
          {/* An assignee from the URL who is no longer staff still shows as chosen. */}
          {filters.assignee && filters.assignee !== UNASSIGNED && !staff.some((m) => m.uid === filters.assignee) && (
            <option value={filters.assignee}>{filters.assignee}</option>
          )}
        </LabelledSelect>
        {(['from', 'to'] as const).map((bound) => (
          <DateBound
            key={bound}
            id={id(bound)}
            label={t(`admin.inbox.${bound}`)}
            value={filters[bound]}
            // The range cannot be turned inside out; the overdue and idle filters and the other orders set it aside (the hint says so).
            min={bound === 'to' ? filters.from : undefined}
            max={bound === 'from' ? filters.to : undefined}
            disabledBy={hintId}
            onChange={(value) => change({ [bound]: value })}
          />
        ))}
        <InboxOrder filters={filters} onChange={onChange} id={id} hintId={hintId} />
      </Grid>
      <HStack gap="4" wrap="wrap" justify="space-between" display={{ base: open || narrowed ? 'flex' : 'none', md: 'flex' }} css={checkStyles}>
        <FilterCheck checked={!!filters.overdue} onChange={(checked) => change(checked ? { overdue: true, idle: undefined } : { overdue: undefined })}>
          {t('admin.inbox.overdue')}
        </FilterCheck>
        {filters.campaign && (
          // A campaign comes from a lead's "Origem" link or the URL: said here, and taken off with one press.
          <HStack gap="2">
            <Text fontSize="sm">{t('admin.inbox.campaignFilter', { campaign: filters.campaign })}</Text>
            <Button variant="outline" size="xs" onClick={() => change({ campaign: undefined })}>
              {t('admin.inbox.campaignClear')}
            </Button>
          </HStack>
        )}
        <FilterCheck checked={!!filters.partial} onChange={(checked) => change({ partial: checked || undefined })}>
          {t('admin.inbox.partialOnly')}
        </FilterCheck>
        {narrowed && (
          <Button variant="ghost" size="sm" onClick={() => onChange(() => EMPTY_VIEW)}>
            {t('admin.inbox.clear')}
          </Button>
        )}
      </HStack>
      {hintKey && (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {t(hintKey)}
        </Text>
      )}
    </Stack>
  );
}

interface DateBoundProps {
  id: string;
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  /** The id of the text that says why the date is disabled, when it is. */
  disabledBy?: string;
  onChange: (value: string | undefined) => void;
}

function DateBound({ id, label, value, min, max, disabledBy, onChange }: DateBoundProps) {
  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="date"
        bg="bg"
        value={value ?? ''}
        min={min}
        max={max}
        disabled={!!disabledBy}
        aria-describedby={disabledBy}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </Box>
  );
}

/** The filter boxes' look (FilterCheck), set on the line that holds them. */
const checkStyles = {
  '& label': { display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer', userSelect: 'none' },
  '& input': checkboxLook,
  '& input:focus-visible': { outline: '2px solid', outlineColor: 'purple.500', outlineOffset: '2px' },
} as const;

/**
 * A filter that is on or off: a native checkbox in its label, styled by the line that holds them. It
 * is drawn before the inbox's first rows, where Chakra's Checkbox was a state machine and four styled
 * parts each (issue 39); the keyboard and what a screen reader says are the browser's own.
 */
function FilterCheck({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {children}
    </label>
  );
}
