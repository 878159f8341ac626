import { Checkbox, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InboxLead } from '../../../backend/inbox';
import type { RowSelection } from './use-row-selection';

/*
 * The inbox's selection column: a box per row, named by its lead ("Selecionar Ana"), and one in the
 * header for every row of the page, half-ticked when some are. Native checkboxes underneath (Chakra's
 * hidden input): Tab reaches each, Space ticks it.
 */

/** The header cell: ticks or unticks every row of this page. */
export function SelectAllHeader({ rows, selection }: { rows: InboxLead[]; selection: RowSelection }) {
  const { t } = useTranslation();
  const ticked = rows.filter((lead) => selection.ids.has(lead.id)).length;
  const checked = ticked === 0 ? false : ticked === rows.length ? true : 'indeterminate';
  return (
    <Table.ColumnHeader w="10" verticalAlign="top">
      <Checkbox.Root
        size="sm"
        colorPalette="purple"
        checked={checked}
        onCheckedChange={(e) =>
          selection.setAll(
            rows.map((lead) => lead.id),
            e.checked === true,
          )
        }
      >
        <Checkbox.HiddenInput aria-label={t('admin.inbox.bulk.selectPage')} />
        <Checkbox.Control />
      </Checkbox.Root>
    </Table.ColumnHeader>
  );
}

/** A row's cell: ticks or unticks this lead. */
export function SelectRowCell({ lead, name, selection }: { lead: InboxLead; name: string; selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <Table.Cell w="10" verticalAlign="top">
      <Checkbox.Root size="sm" colorPalette="purple" checked={selection.ids.has(lead.id)} onCheckedChange={(e) => selection.set(lead.id, e.checked === true)}>
        <Checkbox.HiddenInput aria-label={t('admin.inbox.bulk.selectRow', { name })} />
        <Checkbox.Control />
      </Checkbox.Root>
    </Table.Cell>
  );
}
