import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InboxLead } from '../../../backend/inbox';
import type { RowSelection } from './use-row-selection';

/*
 * The inbox's selection column: a box per row, named by its lead ("Selecionar Ana"), and one in the
 * header for every row of the page, half-ticked when some are. Native checkboxes, drawn in the
 * studio's purple by the table's styles (`className`, inbox-row-styles.ts): Tab reaches each, Space
 * ticks it. A Chakra Checkbox per row was a state machine each, a good part of a page's first render
 * (issue 39).
 */

/** The header cell: ticks or unticks every row of this page. */
export function SelectAllHeader({ rows, selection, className }: { rows: InboxLead[]; selection: RowSelection; className?: string }) {
  const { t } = useTranslation();
  const ticked = rows.filter((lead) => selection.ids.has(lead.id)).length;
  return (
    <Table.ColumnHeader w="10" verticalAlign="top">
      <input
        type="checkbox"
        className={className}
        aria-label={t('admin.inbox.bulk.selectPage')}
        checked={ticked > 0 && ticked === rows.length}
        // Half-ticked is a property, not an attribute: set on every render.
        ref={(box) => {
          if (box) box.indeterminate = ticked > 0 && ticked < rows.length;
        }}
        onChange={(e) =>
          selection.setAll(
            rows.map((lead) => lead.id),
            e.currentTarget.checked,
          )
        }
      />
    </Table.ColumnHeader>
  );
}

/** A row's cell: ticks or unticks this lead (`onCheck`, the selection's `set`). */
export function SelectRowCell({
  lead,
  name,
  checked,
  onCheck,
  classes,
}: {
  lead: InboxLead;
  name: string;
  checked: boolean;
  onCheck: RowSelection['set'];
  classes: { cell: string; box: string };
}) {
  const { t } = useTranslation();
  return (
    <td className={classes.cell}>
      <input
        type="checkbox"
        className={classes.box}
        aria-label={t('admin.inbox.bulk.selectRow', { name })}
        checked={checked}
        onChange={(e) => onCheck(lead.id, e.currentTarget.checked)}
      />
    </td>
  );
}
