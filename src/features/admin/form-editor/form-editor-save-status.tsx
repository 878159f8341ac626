import { Alert, Box, Button, Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SaveResult } from './form-editor-api';

/**
 * What the last save said of the form being edited: saved, or its own problems counted (the list is
 * beside each question). Other forms' problems, and a site file's, are listed apart, each form one click
 * away: they never block this form's save or publication (issue 38).
 */
export function SaveStatus({ result, id, route, onOpen }: { result: SaveResult | null; id: string; route: string | undefined; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.state === 'running') {
    return (
      <Text role="status" color="fg.muted">
        {t('admin.editor.save.saving')}
      </Text>
    );
  }
  const count = result.problems.length;
  return (
    <Alert.Root status={result.ok ? 'success' : 'error'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {result.ok ? t('admin.editor.save.saved', { id }) : count ? t('admin.editor.save.problems', { id, count }) : t('admin.editor.save.failed', { detail: 'forms:generate / forms:check' })}
        </Alert.Title>
        {result.output ? (
          <Alert.Description fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap">
            {result.output}
          </Alert.Description>
        ) : null}
        {result.ok && route ? (
          <Link href={route} target="_blank" rel="noreferrer" color="purple.700">
            {t('admin.editor.save.open')}
          </Link>
        ) : null}
        {/* Other forms' problems never block this one's save or publication: listed apart, each one click away. */}
        {result.others?.length ? (
          <Box fontSize="sm" mt="1">
            <Text>{t('admin.editor.save.others', { count: result.others.length })}</Text>
            <List.Root ps="5">
              {result.others.map((other) => (
                <List.Item key={other.id}>
                  {other.id.includes('/') ? (
                    t('admin.editor.save.other', other)
                  ) : (
                    <Button variant="plain" size="sm" h="auto" p="0" color="purple.700" textDecoration="underline" onClick={() => onOpen(other.id)}>
                      {t('admin.editor.save.other', other)}
                    </Button>
                  )}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
