import { Alert, Box, Button, ButtonGroup, Container, Grid, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type FolderVersions, listFolders, readFolderFiles, type SaveResult, saveFolder } from './form-editor-api';
import { SaveStatus } from './form-editor-save-status';
import { type EditorFinding, questionOfFinding } from './form-editor-findings';
import { addQuestion, type EditorFolder, folderTexts, moveQuestion, questionsOf, readFolder, removeQuestion } from './form-editor-ops';
import { FormEditorQuestionPanel } from './form-editor-question-panel';
import { FormEditorQuestions } from './form-editor-questions';
import { FormEditorRenamesDialog, type PendingEdit } from './form-editor-renames-dialog';
import { FormEditorLocalLeads, FormEditorVersionStatus } from './form-editor-version-status';
import { declareFates, type Fates, folderVersion, lossId, newLosses, questionTargets } from './form-editor-versions';
import { FormEditorPublishButton, FormEditorPublishResult, usePublish } from './form-editor-publish';
import { FOLDER_ID, starterFolder } from './form-editor-template';
import { FormEditorTexts } from './form-editor-texts';
import { FormEditorFormPanel } from './form-editor-form-panel';
import { isExampleFinding } from './form-editor-example';
import { FormEditorExamplePanel } from './form-editor-example-panel';
import { fieldOfFinding, type OtherForm } from './form-editor-form-fields';
import { formEntries } from '../../../forms/browser-registry';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type FolderTexts, FormPreviewPane, useFormPreviewCheck } from '../form-preview';
import './form-editor-strings';
import { FieldLabel, FormPicker } from '../shared/form-picker';
import { PageHeading } from '../shared/page-heading';
import { belowBars, EDITOR_BAR_HEIGHT, SITE_HEADER_HEIGHT } from '../../../components/ui/sticky-offset';
import { RENDERED_ALWAYS } from '../../../components/ui/later-sections';
import { FormEditorArchive, FormEditorDeletedNotice } from './form-editor-archive';
import { FormEditorBar } from './form-editor-bar';

/** The site's forms as the site reads them (each folder's form.json): the addresses a form's page must not take. */
const OTHER_FORMS: OtherForm[] = formEntries.map(({ id, meta }) => ({ id, title: meta.texts.title, route: meta.route }));

/** While a save's generator and check run (a save may have reloaded the page), the page asks again this often. */
const POLL_MS = 1000;

/*
 * The dev server reloads the page when it must (a form folder changed on disk, a dependency it met for
 * the first time): the work not yet saved is kept in this tab's storage and comes back after a reload.
 */
const DRAFT_KEY = 'movaly.form-editor.draft';
interface Draft {
  id: string;
  texts: FolderTexts;
  isNew: boolean;
  selected?: string;
  /** The texts as last opened or saved: a draft equal to them holds no unsaved work (the files on disk win). */
  base?: string;
}
/*
 * What this tab last saved: the dev server keeps only the result of a folder's last save, not what it
 * wrote, so the page keeps the files it sent. After a reload the result is shown only while the files
 * on disk are still those (a hand edit since, or a save from elsewhere, makes it no longer true).
 */
const SAVED_KEY = 'movaly.form-editor.saved';
interface SavedHere {
  id: string;
  texts: string;
}
function readStored<T>(key: string): T | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}
const readDraft = () => readStored<Draft>(DRAFT_KEY);

/**
 * /admin/editor (staff only, dev server only): a form folder built from menus. Each action is a small
 * change to the folder's files (form-editor-ops.ts); the preview and the folder's check follow every
 * change; saving writes the files under schemas/<id>/ through the dev server and shows what the full
 * forms:check said, beside the question each finding concerns. The open form is in the address
 * (`?form=<id>`), so a reload after a save (the site follows schemas/) comes back to it.
 */
export function FormEditorPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get('form') ?? '';
  const [folders, setFolders] = useState<{ id: string; title: string }[]>([]);
  const [folder, setFolder] = useState<EditorFolder>();
  const [saved, setSaved] = useState<string>();
  const [isNew, setIsNew] = useState(false);
  const [selected, setSelected] = useState<string>();
  const [newId, setNewId] = useState('');
  const [failure, setFailure] = useState<string>();
  const [lastSave, setLastSave] = useState<SaveResult | null>(null);
  const [saving, setSaving] = useState(false);
  const [phone, setPhone] = useState(false);
  /** The folder the page holds: the address naming it again (after a save) must not reload it over the edits. */
  const loaded = useRef('');
  /** The open form's versions as the dev server read them (none for a form not saved yet). */
  const [versions, setVersions] = useState<FolderVersions>();
  /** An edit that takes away what the published version stored, waiting for the editor to say what it became. */
  const [pending, setPending] = useState<PendingEdit>();
  const [selectedBefore, setSelectedBefore] = useState<string>();

  const texts = useMemo(() => (folder ? folderTexts(folder) : undefined), [folder]);
  const { check } = useFormPreviewCheck(folder?.id ?? 'novo_formulario', texts);
  const questions = useMemo(() => (folder ? questionsOf(folder) : []), [folder]);
  const names = useMemo(() => questions.map((q) => q.name), [questions]);
  const dirty = !!texts && JSON.stringify(texts) !== saved;

  const open = useCallback(
    async (id: string) => {
      loaded.current = id;
      setFailure(undefined);
      const draft = readDraft();
      try {
        const files = await readFolderFiles(id).catch((error: unknown) => {
          // A new folder whose first save has not written it yet: its draft is all there is.
          if (draft?.id === id && draft.isNew) return undefined;
          throw error;
        });
        // The draft wins only with work that is on no disk: edits since it was last opened or saved.
        const edits = (d: Draft) => (files ? d.base !== undefined && JSON.stringify(d.texts) !== d.base && JSON.stringify(d.texts) !== JSON.stringify(files.texts) : d.isNew);
        const unsaved = draft?.id === id && edits(draft) ? draft : undefined;
        let read: EditorFolder;
        try {
          read = readFolder(id, unsaved?.texts ?? files!.texts);
        } catch (error) {
          setFolder(undefined);
          setFailure(t('admin.editor.unreadable', { detail: error instanceof Error ? error.message : String(error) }));
          return;
        }
        setFolder(read);
        setVersions(files ? { published: files.published, saved: files.saved, changed: files.changed } : undefined);
        setSaved(unsaved ? unsaved.base : files ? JSON.stringify(files.texts) : undefined);
        setIsNew(!files);
        // A save still running is shown whoever started it; a finished one only while it still describes the files.
        const savedHere = readStored<SavedHere>(SAVED_KEY);
        const current = !!files && savedHere?.id === id && savedHere.texts === JSON.stringify(files.texts);
        setLastSave(files?.lastSave && (files.lastSave.state === 'running' || current) ? files.lastSave : null);
        const keep = unsaved?.selected ?? draft?.selected;
        setSelected(draft?.id === id && keep && questionsOf(read).some((q) => q.name === keep) ? keep : undefined);
      } catch (error) {
        setFailure(t('admin.editor.loadFailed', { detail: error instanceof Error ? error.message : String(error) }));
      }
    },
    [t],
  );

  useEffect(() => {
    listFolders().then(setFolders, (error: unknown) => setFailure(t('admin.editor.loadFailed', { detail: String(error) })));
  }, [t]);
  useEffect(() => {
    if (openId && openId !== loaded.current) void open(openId);
    if (openId || loaded.current) return;
    // A new form not saved yet, from before a reload.
    const draft = readDraft();
    if (draft?.isNew) {
      loaded.current = draft.id;
      setFolder(readFolder(draft.id, draft.texts));
      setIsNew(true);
      setSelected(draft.selected);
    }
  }, [openId, open]);

  useEffect(() => {
    if (folder && texts) sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ id: folder.id, texts, isNew, selected, base: saved } satisfies Draft));
  }, [folder, texts, isNew, selected, saved]);

  // A save that was still running when the page reloaded: ask until its check has answered.
  useEffect(() => {
    if (lastSave?.state !== 'running' || saving || !openId) return;
    const timer = setTimeout(() => {
      readFolderFiles(openId).then((files) => setLastSave(files.lastSave), () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [lastSave, saving, openId]);

  const history = versions?.published ?? undefined;
  /*
   * Every edit goes through here. One that takes away a question or an option the published version
   * stored waits for the editor to say what it became (form-editor-versions.ts), then writes the next
   * version and its renames with it; any other edit applies at once.
   */
  const apply = (edit: (current: EditorFolder) => EditorFolder) => {
    // An unpublished form: each edit applies to the newest state (several may come before a render).
    if (!history) return setFolder((current) => (current ? edit(current) : current));
    if (!folder) return;
    const next = edit(folder);
    const losses = newLosses(folder, next, history);
    if (!losses.length) return setFolder(next);
    // A question the edit brought in is what a lost question most likely became (a rename).
    const before = new Set(questionsOf(folder).map((q) => q.name));
    const appeared = questionTargets(next, history).filter((q) => !before.has(q.name));
    const fates: Fates = Object.fromEntries(losses.map((loss) => [lossId(loss), loss.kind === 'question' && appeared.length === 1 ? appeared[0].name : null]));
    setPending({ next, losses, fates });
    // Cancelling keeps the question on screen that was (a rename selects its new name at once).
    setSelectedBefore(selected);
  };
  const confirmPending = () => {
    if (!pending) return;
    setFolder(declareFates(pending.next, history, pending.losses, pending.fates));
    setPending(undefined);
  };

  /*
   * Opening another form or starting a new one replaces the one on screen, and its unsaved edits with
   * it (the draft holds one form): asked first, as any editor does.
   */
  const [leaving, setLeaving] = useState<(() => void) | undefined>();
  const leave = (go: () => void) => (dirty ? setLeaving(() => go) : go());

  const create = () => {
    const read = readFolder(newId, starterFolder(newId));
    loaded.current = newId;
    setFolder(read);
    setSaved(undefined);
    setIsNew(true);
    setVersions(undefined);
    setSelected(undefined);
    setLastSave(null);
    setFailure(undefined);
  };

  const save = async () => {
    if (!folder || !texts) return;
    setSaving(true);
    setFailure(undefined);
    sessionStorage.setItem(SAVED_KEY, JSON.stringify({ id: folder.id, texts: JSON.stringify(texts) } satisfies SavedHere));
    // The address names the form first: if writing the files reloads the page, it opens this form again.
    if (openId !== folder.id) setParams({ form: folder.id }, { replace: true });
    try {
      const result = await saveFolder(folder.id, texts, isNew);
      setLastSave(result);
      setSaved(JSON.stringify(texts));
      setIsNew(false);
      readFolderFiles(folder.id).then((files) => setVersions({ published: files.published, saved: files.saved, changed: files.changed }), () => undefined);
      listFolders().then(setFolders, () => undefined);
    } catch (error) {
      setFailure(t('admin.editor.save.failed', { detail: error instanceof Error ? error.message : String(error) }));
    } finally {
      setSaving(false);
    }
  };

  /** Archived or restored on disk (form-editor-archive.tsx): the folder is read again, with the check's verdict. */
  const afterArchive = async (id: string, check: SaveResult) => {
    const files = await readFolderFiles(id).catch(() => undefined);
    // The verdict describes the files as now on disk, and survives the reload the dev server's writes bring.
    if (files) sessionStorage.setItem(SAVED_KEY, JSON.stringify({ id, texts: JSON.stringify(files.texts) } satisfies SavedHere));
    loaded.current = '';
    await open(id);
    setLastSave(check);
    listFolders().then(setFolders, () => undefined);
  };
  /** A draft deleted: nothing is open any more. */
  const afterDelete = () => {
    sessionStorage.removeItem(DRAFT_KEY);
    sessionStorage.removeItem(SAVED_KEY);
    loaded.current = '';
    setFolder(undefined);
    setVersions(undefined);
    setLastSave(null);
    setParams({}, { replace: true });
    listFolders().then(setFolders, () => undefined);
  };

  const findings: EditorFinding[] = useMemo(() => check?.problems ?? [], [check]);
  /*
   * What the full forms:check said at the last save, while the files are still as saved (after an edit
   * only the live check is current); a finding both checks report is shown once.
   */
  const all = useMemo((): EditorFinding[] => {
    const saved = lastSave?.state === 'done' && !dirty && folder ? lastSave.problems.filter((p) => p.file.startsWith(`schemas/${folder.id}/`) || !p.file.startsWith('schemas/')) : [];
    const seen = new Set<string>();
    return [...findings, ...saved].filter((f) => {
      const key = `${f.file}|${f.pointer}|${f.pt}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [findings, lastSave, dirty, folder]);
  const byQuestion = useMemo(() => {
    const map = new Map<string, EditorFinding[]>();
    for (const f of all) {
      // The example's findings are shown in its panel, where "Gerar exemplo" fixes them.
      if (folder && isExampleFinding(f, folder.id)) continue;
      const name = questionOfFinding(f, names);
      if (name) map.set(name, [...(map.get(name) ?? []), f]);
    }
    return map;
  }, [all, names, folder]);
  // A finding about a question or a field of the form's panel is shown there; the rest here.
  const general = all.filter((f) => !questionOfFinding(f, names) && !(folder && (fieldOfFinding(f, folder.id) || isExampleFinding(f, folder.id))));
  const counts = useMemo(() => new Map([...byQuestion].map(([name, list]) => [name, list.length])), [byQuestion]);
  const current = questions.find((q) => q.name === selected);
  const idProblem = newId && !FOLDER_ID.test(newId) ? t('admin.editor.badId') : folders.some((f) => f.id === newId) ? t('admin.editor.idTaken') : undefined;
  const lang = i18n.language.startsWith('en') ? 'en' : 'pt';
  const route = texts ? (JSON.parse(texts['form.json'] || '{}') as { route?: string }).route : undefined;
  const publish = usePublish({
    id: folder?.id ?? '',
    version: folder ? folderVersion(folder) : 1,
    files: texts,
    blocked: !folder || dirty || isNew || saving,
    // The commit moved what counts as published: the badge reads the versions again.
    onPublished: () => {
      if (folder) readFolderFiles(folder.id).then((files) => setVersions({ published: files.published, saved: files.saved, changed: files.changed }), () => undefined);
    },
    onChecked: setLastSave,
  });

  return (
    // Laid out and painted whole (no content-visibility, which would clip it): the save bar's track runs over the footer (form-editor-bar.tsx).
    <Container maxW="8xl" py="10" {...RENDERED_ALWAYS}>
      <Stack gap="8">
        <PageHeading title={t('admin.editor.title')} text={t('admin.editor.text')} />
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <FormEditorDeletedNotice />

        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="end">
          <FormPicker
            id="editor-open"
            label={t('admin.editor.open')}
            value={isNew ? '' : openId}
            onChange={(id) => id && leave(() => setParams({ form: id }))}
            forms={folders}
            none={t('admin.editor.openNone')}
            showIds
          />
          <Box>
            <FieldLabel htmlFor="editor-new-id">{t('admin.editor.newId')}</FieldLabel>
            <HStack>
              <Input id="editor-new-id" bg="bg" fontFamily="mono" value={newId} onChange={(e) => setNewId(e.target.value.trim())} aria-describedby="editor-new-id-hint" />
              <Button colorPalette="purple" variant="outline" disabled={!newId || !!idProblem} onClick={() => leave(create)}>
                {t('admin.editor.create')}
              </Button>
            </HStack>
            <Text id="editor-new-id-hint" fontSize="xs" color={idProblem ? 'red.700' : 'fg.muted'} mt="1">
              {idProblem ?? t('admin.editor.newIdHint')}
            </Text>
          </Box>
        </Grid>

        {folder ? (
          <FormEditorBar
            bar={
              <>
                <Text fontWeight="semibold" fontFamily="mono">
                  {t('admin.editor.editing', { id: folder.id })}
                  {isNew ? ` (${t('admin.editor.newFolder')})` : ''}
                </Text>
                <HStack gap="3" flexWrap="wrap">
                  <FormEditorVersionStatus history={history} changed={dirty || isNew || !!versions?.changed} />
                  {dirty ? <Text color="orange.700">{t('admin.editor.save.unsaved')}</Text> : null}
                  <Button colorPalette="purple" onClick={() => void save()} loading={saving} loadingText={t('admin.editor.save.saving')}>
                    {t('admin.editor.save.button')}
                  </Button>
                  <FormEditorPublishButton publish={publish} />
                </HStack>
              </>
            }
          >
            <FormEditorLocalLeads folder={folder} published={history} saved={versions?.saved ?? undefined} />
            {/* After an edit the last save's verdict no longer describes what is on screen: "Há mudanças não salvas" does. */}
            <SaveStatus
              result={saving ? { state: 'running', problems: [], at: '' } : dirty && lastSave?.state === 'done' ? null : lastSave}
              id={folder.id}
              route={!isNew && !dirty ? route : undefined}
              onOpen={(id) => leave(() => setParams({ form: id }))}
            />
            <FormEditorPublishResult publish={publish} />
            <FormEditorArchive
              id={folder.id}
              archived={(JSON.parse(texts?.['form.json'] || '{}') as { archived?: boolean }).archived === true}
              published={!!versions?.published}
              blocked={dirty || isNew || saving}
              onArchived={(check) => void afterArchive(folder.id, check)}
              onDeleted={afterDelete}
            />

            <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1.1fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
              <Stack gap="8">
                <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
                  <FormEditorQuestions
                    questions={questions}
                    selected={selected}
                    findings={counts}
                    onSelect={setSelected}
                    onMove={(name, by) => apply((f) => moveQuestion(f, name, by))}
                    onRemove={(name) => {
                      apply((f) => removeQuestion(f, name));
                      if (selected === name) setSelected(undefined);
                    }}
                    onAdd={(kind) => {
                      if (!folder) return;
                      const added = addQuestion(folder, kind, selected);
                      setFolder(added.folder);
                      setSelected(added.name);
                    }}
                  />
                  {current ? (
                    <FormEditorQuestionPanel
                      key={current.name}
                      folder={folder}
                      question={current}
                      questions={questions}
                      findings={byQuestion.get(current.name) ?? []}
                      apply={apply}
                      history={history}
                      onRenamed={setSelected}
                    />
                  ) : (
                    <Text color="fg.muted">{t('admin.editor.panel.none')}</Text>
                  )}
                </Grid>
                <FormEditorFormPanel folder={folder} apply={apply} findings={all} forms={OTHER_FORMS} />
                <FormEditorExamplePanel folder={folder} apply={apply} findings={all} def={check?.drawn} checked={!!check} judged={!!check?.def} />
                <FormEditorTexts folder={folder} apply={apply} />
                <Stack as="section" aria-labelledby="editor-general-title" gap="2">
                  <Heading as="h2" size="md" id="editor-general-title">
                    {t('admin.editor.findings.general')}
                  </Heading>
                  {general.length ? (
                    <List.Root gap="1" color="red.700">
                      {general.map((f, index) => (
                        <List.Item key={`${f.file}|${f.pointer}|${index}`}>
                          <Text as="span" fontFamily="mono" fontSize="sm">
                            {f.file} {f.pointer || '/'}
                          </Text>{' '}
                          {(lang === 'en' && f.en) || f.pt}
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : (
                    <Text color="green.700">{t('admin.editor.findings.none')}</Text>
                  )}
                </Stack>
              </Stack>
              <Stack gap="3" position={{ xl: 'sticky' }} top={{ xl: belowBars([SITE_HEADER_HEIGHT, EDITOR_BAR_HEIGHT], '1rem') }}>
                <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('admin.editor.width.label')}>
                  {[false, true].map((narrow) => (
                    <Button key={String(narrow)} aria-pressed={phone === narrow} variant={phone === narrow ? 'solid' : 'outline'} onClick={() => setPhone(narrow)}>
                      {t(narrow ? 'admin.editor.width.phone' : 'admin.editor.width.full')}
                    </Button>
                  ))}
                </ButtonGroup>
                <Box maxW={phone ? '390px' : 'full'} w="full" data-testid="editor-preview">
                  <FormPreviewPane def={check?.drawn} formId={folder.id} stale={!!check?.stale} />
                </Box>
              </Stack>
            </Grid>
          </FormEditorBar>
        ) : null}
      </Stack>
      <FormEditorRenamesDialog
        pending={pending}
        history={history}
        onChange={(fates) => setPending((p) => (p ? { ...p, fates } : p))}
        onConfirm={confirmPending}
        onCancel={() => {
          setPending(undefined);
          setSelected(selectedBefore);
        }}
      />
      <ConfirmDialog
        open={!!leaving}
        title={t('admin.editor.leave.title')}
        confirmLabel={t('admin.editor.leave.confirm')}
        cancelLabel={t('admin.editor.leave.cancel')}
        danger
        onConfirm={() => {
          const go = leaving;
          setLeaving(undefined);
          go?.();
        }}
        onCancel={() => setLeaving(undefined)}
      >
        {t('admin.editor.leave.text', { id: folder?.id ?? '' })}
      </ConfirmDialog>
    </Container>
  );
}
