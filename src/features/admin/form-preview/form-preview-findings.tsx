import { Box, Button, Code, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../../scripts/lib/problem';
import { toLocale } from '../../../i18n';

interface FormPreviewFindingsProps {
  problems: Problem[] | undefined;
  /** Opens the file at the problem's line and column in its editor. */
  onOpen: (problem: Problem) => void;
}

/**
 * What forms:check says of the folder, as the terminal says it (file:line:column, pointer, one
 * sentence), in the staff member's language where the check has it (English), else Portuguese.
 */
export function FormPreviewFindings({ problems, onOpen }: FormPreviewFindingsProps) {
  const { t, i18n } = useTranslation();
  const lang = toLocale(i18n.language) === 'en' ? 'en' : 'pt';
  return (
    <Stack as="section" aria-labelledby="preview-findings-title" gap="3">
      <Heading as="h2" size="md" id="preview-findings-title">
        {t('admin.preview.findings.title')}
      </Heading>
      <Text role="status" color={problems?.length ? 'red.700' : 'green.700'} fontWeight="medium">
        {problems === undefined
          ? t('admin.preview.findings.waiting')
          : problems.length
            ? t('admin.preview.findings.count', { count: problems.length })
            : t('admin.preview.findings.none')}
      </Text>
      {problems?.length ? (
        <List.Root as="ul" listStyleType="none" gap="2" aria-labelledby="preview-findings-title">
          {problems.map((p, i) => (
            <List.Item key={`${p.file}|${p.pointer}|${i}`} borderWidth="1px" borderColor="red.200" rounded="md" p="3">
              <Stack gap="1">
                <Box>
                  <Button variant="plain" size="sm" p="0" h="auto" colorPalette="purple" textDecoration="underline" onClick={() => onOpen(p)}>
                    <Code>{p.line ? `${p.file}:${p.line}:${p.column ?? 1}` : p.file}</Code>
                  </Button>{' '}
                  <Code colorPalette="gray">{p.pointer || '/'}</Code>
                </Box>
                <Text>{p[lang]}</Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
