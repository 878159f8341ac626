import { Badge, Box, Container, Grid, Heading, HStack, Input, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../../scripts/lib/problem';
import { formEntries } from '../../../forms/browser-registry';
import { FormPreviewFailure } from './form-preview-failure';
import { FormPreviewFindings } from './form-preview-findings';
import {
  emptyTexts,
  FOLDER_FILE_NAMES,
  type FolderFileName,
  type FolderTexts,
  readPickedFiles,
  registeredFolderTexts,
} from './form-preview-files';
import { FormPreviewPane } from './form-preview-pane';
import { useFormPreviewCheck } from './use-form-preview-check';
import '../staff-strings';
import { FieldLabel, FormPicker } from '../shared/form-picker';
import { PageHeading } from '../shared/page-heading';
import { belowBars, SITE_HEADER_HEIGHT } from '../../../components/ui/sticky-offset';

const NEW_FOLDER_ID = 'novo_formulario';
/** The registered forms by their Portuguese titles, the ones their files hold. */
const REGISTERED = formEntries.map((entry) => ({ id: entry.id, title: entry.meta.texts.title }));
/** The directory picker: a standard attribute in every current browser, missing from React's types. */
const folderPicker = { webkitdirectory: '', directory: '' } as Record<string, string>;

/**
 * /admin/preview (staff only): a form folder's files in editors, checked as `npm run forms:check`
 * checks them and drawn by the site's own runner while a person edits, in any of the site's
 * languages. Pick a registered form to start from its files, or open a folder from the computer.
 * Nothing is stored anywhere: no Firestore write, no draft of a visitor's overwritten.
 */
export function FormPreviewPage() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const [id, setId] = useState(NEW_FOLDER_ID);
  const [texts, setTexts] = useState<FolderTexts>();
  const [tab, setTab] = useState<FolderFileName>('form.json');
  const editors = useRef<Partial<Record<FolderFileName, HTMLTextAreaElement | null>>>({});
  const { check, failure } = useFormPreviewCheck(id, texts);
  /** Files that could not be loaded or read: said on the page, in the staff member's language. */
  const [filesFailure, setFilesFailure] = useState<{ message: string; detail: string }>();
  const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const pick = async (formId: string) => {
    setPicked(formId);
    setFilesFailure(undefined);
    if (!formId) return;
    try {
      const loaded = await registeredFolderTexts(formId);
      setId(formId);
      setTexts(loaded);
    } catch (error) {
      setFilesFailure({ message: t('admin.preview.failure.files', { id: formId }), detail: detailOf(error) });
    }
  };

  const openFolder = async (event: ChangeEvent<HTMLInputElement>) => {
    setFilesFailure(undefined);
    try {
      const { id: folderId, texts: read } = await readPickedFiles(event.target.files ?? []);
      setPicked('');
      if (folderId) setId(folderId);
      setTexts({ ...emptyTexts(), ...read });
    } catch (error) {
      setFilesFailure({ message: t('admin.preview.failure.folder'), detail: detailOf(error) });
    } finally {
      event.target.value = '';
    }
  };

  const edit = (name: FolderFileName) => (event: ChangeEvent<HTMLTextAreaElement>) => {
    const value = event.target.value;
    setTexts((current) => ({ ...(current ?? emptyTexts()), [name]: value }));
  };

  /** Shows the file of a problem with the caret at its line and column. */
  const open = (problem: Problem) => {
    const name = FOLDER_FILE_NAMES.find((n) => problem.file.endsWith(`/${n}`));
    if (!name) return;
    setTab(name);
    requestAnimationFrame(() => {
      const editor = editors.current[name];
      if (!editor) return;
      const lines = editor.value.split('\n').slice(0, (problem.line ?? 1) - 1);
      const offset = lines.reduce((sum, line) => sum + line.length + 1, 0) + (problem.column ?? 1) - 1;
      editor.focus();
      editor.setSelectionRange(offset, offset);
    });
  };
  const countIn = (name: FolderFileName) => check?.problems.filter((p) => p.file.endsWith(`/${name}`)).length ?? 0;

  return (
    <Container maxW="8xl" py="10">
      <Stack gap="8">
        <PageHeading title={t('admin.preview.title')} text={t('admin.preview.text')} />
        {failure ? <FormPreviewFailure message={t('admin.preview.failure.checker')} detail={failure.detail} /> : null}
        {filesFailure ? <FormPreviewFailure {...filesFailure} /> : null}

        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="end">
          <FormPicker
            id="preview-form"
            label={t('admin.preview.pick')}
            value={picked}
            onChange={(formId) => void pick(formId)}
            forms={REGISTERED}
            none={t('admin.preview.pickNone')}
            showIds
          />
          <Box>
            <FieldLabel htmlFor="preview-folder-id">{t('admin.preview.folderId')}</FieldLabel>
            <Input id="preview-folder-id" value={id} onChange={(e) => setId(e.target.value.trim() || NEW_FOLDER_ID)} bg="bg" fontFamily="mono" />
          </Box>
          <Box>
            <FieldLabel htmlFor="preview-folder">{t('admin.preview.openFolder')}</FieldLabel>
            <Input id="preview-folder" type="file" multiple accept=".json" {...folderPicker} onChange={(e) => void openFolder(e)} p="1.5" />
          </Box>
        </Grid>

        <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
          <Stack gap="6">
            <Stack as="section" aria-labelledby="preview-files-title" gap="3">
              <Heading as="h2" size="md" id="preview-files-title">
                {t('admin.preview.files')}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t('admin.preview.filesHint')}
              </Text>
              <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as FolderFileName)} variant="enclosed" size="sm">
                <Tabs.List flexWrap="wrap">
                  {FOLDER_FILE_NAMES.map((name) => (
                    <Tabs.Trigger key={name} value={name} fontFamily="mono">
                      <HStack gap="1.5">
                        <span>{name}</span>
                        {countIn(name) ? (
                          <Badge colorPalette="red" aria-label={t('admin.preview.problemsIn', { count: countIn(name) })}>
                            {countIn(name)}
                          </Badge>
                        ) : null}
                      </HStack>
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                {FOLDER_FILE_NAMES.map((name) => (
                  <Tabs.Content key={name} value={name}>
                    <Textarea
                      ref={(el) => {
                        editors.current[name] = el;
                      }}
                      aria-label={name}
                      value={texts?.[name] ?? ''}
                      onChange={edit(name)}
                      rows={22}
                      fontFamily="mono"
                      fontSize="sm"
                      spellCheck={false}
                      autoCapitalize="off"
                      autoCorrect="off"
                      bg="bg"
                      placeholder={t('admin.preview.emptyFile')}
                    />
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            </Stack>
            <FormPreviewFindings problems={check?.problems} onOpen={open} />
          </Stack>
          <Box position={{ xl: 'sticky' }} top={{ xl: belowBars([SITE_HEADER_HEIGHT], '1rem') }}>
            <FormPreviewPane def={check?.drawn} formId={id} stale={!!check?.stale} />
          </Box>
        </Grid>
      </Stack>
    </Container>
  );
}
