import { Fragment, type ReactNode } from 'react';
import { TableScroll } from '@client/components/ui/table-scroll';
import '@client/styles/cashier.css';

/**
 * One column of a records table: its heading, its cell, and the cell's class (money in or out).
 * On a phone the table reads as cards, one per row: the `title` column heads the card, the `main`
 * column (an amount, a balance) stands beside it in large type, and every other column is a line
 * of its heading and value, so nothing needs a sideways scroll.
 */
export interface RecordsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: (row: Row) => string | undefined;
  card?: 'title' | 'main';
}

export interface RecordsTableProps<Row> {
  /** The table's accessible name (the page's title). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly RecordsColumn<Row>[];
  /** A row's opened details, drawn in a full-width row under it; null when it is closed. */
  detail?: (row: Row) => ReactNode;
  testId?: string;
}

/**
 * The table of every records page and list of the centres (records, reports, the team): a table
 * wide enough, cards where it is narrower than 600 px, a phone's or a tablet's (cashier.css
 * `.records-cards`, a container query on its frame).
 */
export function RecordsTable<Row>({ label, rows, rowKey, columns, detail, testId }: RecordsTableProps<Row>) {
  return (
    <TableScroll label={label} className="records-frame">
      <table className="records-table records-cards" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const opened = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr>
                  {columns.map((c) => (
                    <td key={c.header} className={c.className?.(row)} data-label={c.header} data-card={c.card}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
                {opened != null && (
                  <tr className="bet-detail">
                    <td colSpan={columns.length}>{opened}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The class of a signed amount's cell: green in, red out, plain for nothing either way. */
export const signClass = (amount: number) => (amount > 0 ? 'amount-in' : amount < 0 ? 'amount-out' : undefined);
