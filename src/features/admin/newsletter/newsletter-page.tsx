import { Badge, Container, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../shared/lead-view';
import { NEWSLETTER_COLLECTION } from '../../../domain/lead';
import '../staff-strings';
import { TablePager } from '../shared/table-pager';
import { useCollectionPage } from '../inbox';
import { PageHeading } from '../shared/page-heading';
import { StaffTable } from '../shared/staff-table';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * `/admin/newsletter`: the newsletter signups of the home page (spec 000 sections 4 and 9), newest
 * first, live, paged by cursor like the lead tables. A signup is not a form definition (e-mail,
 * WhatsApp, interests), so its columns are fixed here; interests show with their labels. A signup the
 * bot trap caught (`status: 'spam'`, written by the function) says so, as its lead does in the inbox.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const { leads: signups, error, pageNumber, next, previous } = useCollectionPage(NEWSLETTER_COLLECTION);
  const interests = (value: unknown): string =>
    Array.isArray(value) ? value.map((v) => t(`admin.newsletter.interest.${String(v)}`, { defaultValue: String(v) })).join(', ') : '';

  let body;
  if (error) body = <Text role="alert" color="red.600">{t('admin.company.loadError')}</Text>;
  else if (!signups) body = <PageSpinner />;
  else if (signups.length === 0 && pageNumber === 1) body = <Text role="status">{t('admin.newsletter.empty')}</Text>;
  else {
    body = (
      <>
        <StaffTable
          caption={t('admin.newsletter.caption', { page: pageNumber })}
          columns={[t('admin.leads.receivedAt'), t('admin.newsletter.email'), t('admin.newsletter.whatsapp'), t('admin.newsletter.interests')]}
          striped
        >
          {signups.map((signup) => {
            const email = text(signup.data.email);
            return (
              <Table.Row key={signup.id}>
                <Table.Cell whiteSpace="nowrap">
                  {formatDateTime(signup.createdAt)}
                  {signup.data.status === 'spam' && (
                    <Badge colorPalette="orange" display="block" width="fit-content" mt="1">
                      {t('admin.leads.status.spam')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {email && (
                    <Link href={`mailto:${email}`} color="purple.700">
                      {email}
                    </Link>
                  )}
                </Table.Cell>
                <Table.Cell>{text(signup.data.whatsapp)}</Table.Cell>
                <Table.Cell>{interests(signup.data.service_interests)}</Table.Cell>
              </Table.Row>
            );
          })}
        </StaffTable>
        <TablePager pageNumber={pageNumber} previous={previous} next={next} />
      </>
    );
  }

  return (
    <Container maxW="6xl" py="10">
      <Stack gap="6">
        <PageHeading title={t('admin.newsletter.title')} text={t('admin.newsletter.text')} back={{ to: paths.adminLeads, label: t('admin.leads.backToIndex') }} />
        {body}
      </Stack>
    </Container>
  );
}
