import { Box, Button, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { type AvailabilityTeam, readAvailability, readAvailabilityTeam, saveAvailability } from '../../../backend/availability';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FailureNotice } from '../../../components/ui/failure-notice';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { type Availability, AVAILABILITY_LIMITS } from '../../../domain/booking/availability';
import type { AvailabilityProblem } from '../../../domain/booking/validate-availability';
import { LabelledSelect } from '../shared/form-picker';
import { LeaveUnsavedDialog } from '../shared/leave-unsaved-dialog';
import { PageHeading, SectionHeading } from '../shared/page-heading';
import { useUnsavedGuard } from '../shared/use-unsaved-guard';
import '../staff-strings';
import { availabilityOf, changesBetween, type Draft, draftOf, draftProblems, NUMBER_FIELDS, type NumberField } from './availability-draft';
import { CalendarFeedSection } from './calendar-feed-section';
import { CallPlaceField } from './call-place-field';
import { DaysOffList } from './days-off-list';
import { Fieldset, Legend, PathField } from './field-parts';
import { WeeklyHours } from './weekly-hours';

const UNITS: Record<NumberField, 'minutes' | 'hours' | 'days'> = { callMinutes: 'minutes', bufferMinutes: 'minutes', noticeHours: 'hours', horizonDays: 'days' };

type Loaded = { team: AvailabilityTeam; uid: string; saved: Availability; draft: Draft };

/**
 * `/admin/disponibilidade`: when the signed-in staff member takes calls booked right after a briefing
 * (issue 30): weekly hours (several ranges a day), call length, buffer, notice, horizon, days off and the
 * place of the call, all in Brasília's time. A team owner may pick a colleague and edit theirs. The draft
 * is judged by the same validator as the booking function (src/domain/booking/validate-availability.ts)
 * before it is saved; a refused or failed save keeps every field as typed.
 */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const session = useOutletContext<{ uid: string } | undefined>();
  const viewer = session?.uid ?? '';
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadFailed, setLoadFailed] = useState(false);
  // Problems are shown from the first save that found some, and then follow every change.
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<'denied' | 'failed'>();
  const [savedNote, setSavedNote] = useState(false);
  const [switchTo, setSwitchTo] = useState<string>();

  const load = useCallback(
    async (uid: string) => {
      setLoadFailed(false);
      setLoaded(undefined);
      try {
        const [team, saved] = await Promise.all([readAvailabilityTeam(viewer), readAvailability(uid)]);
        setLoaded({ team, uid, saved, draft: draftOf(saved) });
        setChecking(false);
        setSaveFailure(undefined);
        setSavedNote(false);
      } catch (cause) {
        console.warn('Availability not read', cause);
        setLoadFailed(true);
      }
    },
    [viewer],
  );
  useEffect(() => {
    if (viewer) void load(viewer);
  }, [viewer, load]);

  const changes = loaded ? changesBetween(loaded.draft, loaded.saved) : 0;
  const blocker = useUnsavedGuard(changes > 0 && !saving);
  const problems = useMemo(() => (loaded && checking ? draftProblems(loaded.draft) : new Map<string, AvailabilityProblem>()), [loaded, checking]);

  const problemText = (problem: AvailabilityProblem): string => {
    const field = problem.path.split('.')[0];
    const number = (NUMBER_FIELDS as readonly string[]).includes(field) ? (field as NumberField) : undefined;
    const key =
      problem.code === 'order'
        ? field === 'daysOff' ? 'orderDate' : 'orderTime'
        : problem.code === 'type' && number ? 'number' : problem.code;
    const limit = number ? AVAILABILITY_LIMITS[number] : undefined;
    return t(`admin.availability.problem.${key}`, {
      min: limit?.min,
      max: limit?.max ?? (field === 'place' ? AVAILABILITY_LIMITS.linkLength : AVAILABILITY_LIMITS.labelLength),
      count: field === 'daysOff' ? AVAILABILITY_LIMITS.daysOff : AVAILABILITY_LIMITS.rangesPerDay,
    });
  };
  const errorOf = (path: string) => {
    const problem = problems.get(path);
    return problem && problemText(problem);
  };

  const edit = (change: (draft: Draft) => Draft) => {
    setSavedNote(false);
    setSaveFailure(undefined);
    setLoaded((current) => current && { ...current, draft: change(current.draft) });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loaded || saving) return;
    setSavedNote(false);
    setSaveFailure(undefined);
    if (draftProblems(loaded.draft).size > 0) {
      setChecking(true);
      // The first field marked, in the page's order, takes the focus once it is drawn.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form[data-availability] [aria-invalid="true"]')?.focus());
      return;
    }
    const value = availabilityOf(loaded.draft);
    setSaving(true);
    try {
      // Saved under the e-mail the team lists them by: the rules compare it with their membership.
      const email = loaded.team.people.find((person) => person.uid === loaded.uid)?.email ?? '';
      await saveAvailability({ uid: loaded.uid, email }, value);
      setLoaded((current) => current && { ...current, saved: value });
      setChecking(false);
      setSavedNote(true);
    } catch (cause) {
      console.warn('Availability not saved', cause);
      setSaveFailure((cause as { code?: unknown })?.code === 'permission-denied' ? 'denied' : 'failed');
    } finally {
      setSaving(false);
    }
  };

  const pick = (uid: string) => {
    if (!loaded || uid === loaded.uid) return;
    if (changes > 0) setSwitchTo(uid);
    else void load(uid);
  };

  const heading = <PageHeading title={t('admin.availability.title')} text={t('admin.availability.text')} size="3xl" back={{ to: paths.admin, label: t('admin.availability.back') }} />;

  if (loadFailed) {
    return (
      <Container maxW="4xl" py="10" px={{ base: '3', md: '6' }}>
        <Stack gap="6">
          {heading}
          <Stack gap="3" align="start">
            <FailureNotice message={t('admin.availability.loadFailed')} detailsLabel={t('admin.availability.details')} />
            <Button variant="outline" onClick={() => void load(loaded?.uid ?? viewer)}>
              {t('admin.availability.retry')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    );
  }

  const { team, draft, uid } = loaded ?? {};
  const subject = team?.people.find((p) => p.uid === uid);
  const problemCount = problems.size;

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        {heading}
        <Text fontWeight="medium" borderWidth="1px" borderColor="purple.200" bg="purple.50" color="purple.900" rounded="md" p="3">
          {t('admin.availability.zone')}
        </Text>
        {!loaded || !draft || !team ? (
          <PageSpinner />
        ) : (
          <form noValidate data-availability="" onSubmit={(e) => void save(e)} aria-labelledby="availability-title">
            <Stack gap="8">
              {team.editsOthers ? (
                <Box maxW="sm">
                  <LabelledSelect id="availability-person" label={t('admin.availability.person')} value={loaded.uid} onChange={pick}>
                    {team.people.map((person) => (
                      <option key={person.uid} value={person.uid}>
                        {person.uid === viewer ? t('admin.availability.you', { email: person.email }) : person.email}
                      </option>
                    ))}
                  </LabelledSelect>
                </Box>
              ) : null}
              <Text id="availability-title" fontWeight="semibold" fontSize="lg">
                {loaded.uid === viewer ? t('admin.availability.yours') : t('admin.availability.theirs', { email: subject?.email ?? loaded.uid })}
              </Text>

              <Stack as="section" aria-labelledby="availability-weekly" gap="4">
                <SectionHeading id="availability-weekly" title={t('admin.availability.weeklyTitle')} text={t('admin.availability.weeklyText')} />
                <WeeklyHours weekly={draft.weekly} onChange={(update) => edit((d) => ({ ...d, weekly: update(d.weekly) }))} errorOf={errorOf} />
              </Stack>

              <Stack as="section" aria-labelledby="availability-calls" gap="4">
                <SectionHeading id="availability-calls" title={t('admin.availability.callsTitle')} text={t('admin.availability.callsText')} />
                <Fieldset>
                  <Legend>{t('admin.availability.callsLegend')}</Legend>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" clear="both">
                    {NUMBER_FIELDS.map((field) => (
                      <PathField
                        key={field}
                        path={field}
                        type="number"
                        inputMode="numeric"
                        min={AVAILABILITY_LIMITS[field].min}
                        max={AVAILABILITY_LIMITS[field].max}
                        step={1}
                        label={t(`admin.availability.field.${field}`)}
                        hint={t(`admin.availability.between.${UNITS[field]}`, AVAILABILITY_LIMITS[field])}
                        value={draft.numbers[field]}
                        onChange={(e) => edit((d) => ({ ...d, numbers: { ...d.numbers, [field]: e.target.value } }))}
                        error={errorOf(field)}
                      />
                    ))}
                  </SimpleGrid>
                </Fieldset>
                <CallPlaceField
                  kind={draft.placeKind}
                  link={draft.link}
                  onKind={(placeKind) => edit((d) => ({ ...d, placeKind }))}
                  onLink={(link) => edit((d) => ({ ...d, link }))}
                  errorOf={errorOf}
                />
              </Stack>

              <Stack as="section" aria-labelledby="availability-days-off" gap="4">
                <SectionHeading id="availability-days-off" title={t('admin.availability.daysOffTitle')} text={t('admin.availability.daysOffText')} />
                <DaysOffList daysOff={draft.daysOff} onChange={(update) => edit((d) => ({ ...d, daysOff: update(d.daysOff) }))} errorOf={errorOf} />
              </Stack>

              <Stack gap="3" align="start">
                {problemCount > 0 && (
                  <Text role="alert" color="red.600" fontWeight="medium">
                    {t('admin.availability.fixFields', { count: problemCount })}
                  </Text>
                )}
                {saveFailure && (
                  <FailureNotice
                    message={t(saveFailure === 'denied' ? 'admin.availability.saveDenied' : 'admin.availability.saveFailed')}
                    detailsLabel={t('admin.availability.details')}
                  />
                )}
                <Box role="status">
                  {savedNote && (
                    <Text color="green.700" fontWeight="medium">
                      {t('admin.availability.saved')}
                    </Text>
                  )}
                </Box>
                <Button type="submit" colorPalette="purple" loading={saving}>
                  {t('admin.availability.save')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
        {/* The calendar feed is one's own: not shown while an owner edits a colleague's hours. */}
        {loaded && loaded.uid === viewer ? <CalendarFeedSection uid={viewer} /> : null}
      </Stack>
      <LeaveUnsavedDialog blocker={blocker} count={changes} />
      <ConfirmDialog
        open={switchTo !== undefined}
        title={t('admin.availability.discardTitle')}
        confirmLabel={t('admin.availability.discard')}
        cancelLabel={t('admin.availability.keepEditing')}
        danger
        onConfirm={() => {
          const next = switchTo;
          setSwitchTo(undefined);
          if (next) void load(next);
        }}
        onCancel={() => setSwitchTo(undefined)}
      >
        {t('admin.availability.discardText', { count: changes })}
      </ConfirmDialog>
    </Container>
  );
}
