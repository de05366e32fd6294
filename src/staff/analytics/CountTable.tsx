import { Heading, Table, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { count } from './range';

export interface CountColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** A count: formatted ('12,345') and aligned to the end of the cell. */
  numeric?: boolean;
}

/** A cell's content: a number formatted, anything else as it is. */
const shown = (value: ReactNode) => (typeof value === 'number' ? count(value) : value);

/**
 * The analytics screen's tables (each list, and the chart's numbers): the rows, or a line saying there are none.
 * The first column names the row for screen readers; the caption names the table.
 */
export function CountTable<Row>({ caption, columns, rows, rowKey, empty }: { caption: string; columns: CountColumn<Row>[]; rows: Row[]; rowKey(row: Row): string; empty: string }) {
  if (rows.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {empty}
      </Text>
    );
  }
  return (
    <Table.Root variant="surface" size="1">
      <caption className="admin-sr-only">{caption}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column.header} justify={column.numeric ? 'end' : 'start'}>
              {column.header}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)}>
            {columns.map((column, i) =>
              i === 0 ? (
                <Table.RowHeaderCell key={column.header} className="analytics-name">
                  {shown(column.cell(row))}
                </Table.RowHeaderCell>
              ) : (
                <Table.Cell key={column.header} justify={column.numeric ? 'end' : 'start'} className={column.numeric ? 'analytics-number' : undefined}>
                  {shown(column.cell(row))}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** A part of the analytics screen: its heading, a sentence saying what it counts, then its content. */
export function AnalyticsSection({ title, about, children }: { title: string; about?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="analytics-section">
      <Heading as="h2" size="4" mb="1" id={headingId}>
        {title}
      </Heading>
      {about ? (
        <Text as="p" size="2" color="gray" mb="3">
          {about}
        </Text>
      ) : null}
      {children}
    </section>
  );
}
