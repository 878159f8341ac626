import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column's header: its text, or a header with its cells aligned at the end (numbers, so their digits line up). */
export type StaffColumn = string | { label: ReactNode; end?: boolean };

/** The header of a column of numbers. */
export const atEnd = (label: ReactNode): StaffColumn => ({ label, end: true });

interface StaffTableProps {
  /** Read by screen readers only: what the rows are (the page's heading says it to the eye). */
  caption: string;
  columns: readonly StaffColumn[];
  striped?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A staff page's table: framed, scrolling sideways on a phone rather than squeezing its columns. The
 * scrolling frame is a named region that takes focus, so a keyboard can scroll it too (a table wider
 * than the screen is otherwise out of reach of the arrow keys).
 */
export function StaffTable({ caption, columns, striped, children }: StaffTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" role="region" aria-label={caption} tabIndex={0} focusRing="outside">
      <Table.Root size="sm" striped={striped}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => {
              const { label, end } = typeof column === 'string' ? { label: column, end: false } : column;
              return (
                <Table.ColumnHeader key={index} scope="col" textAlign={end ? 'end' : undefined}>
                  {label}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
