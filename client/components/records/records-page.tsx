import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useBrandTime } from '@client/lib/brand-time';
import { downloadCsv } from '@client/lib/date-range';
import { Pager } from '@client/components/ui/pager';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { type RecordsColumn, RecordsTable, signClass } from './records-table';
import '@client/styles/cashier.css';

export { type RecordsColumn, signClass };

/**
 * A records page's column, written once for the table and the CSV export: the header names it in
 * both (`heading`, when given, is the table's, where it says more: the time's zone), `cell` draws it
 * and `csv` is its value in the file. A column without a cell is the file's only (a bet's id).
 */
export type RecordsPageColumn<Row> = (RecordsColumn<Row> | { header: string; cell?: undefined }) & {
  heading?: string;
  csv: (row: Row) => string | number;
};

/** The CSV file of rows: the columns' headers, then each row's values. */
export const csvTable = <Row,>(columns: readonly RecordsPageColumn<Row>[], rows: readonly Row[]) => [
  columns.map((c) => c.header),
  ...rows.map((row) => columns.map((c) => c.csv(row))),
];

/** The table's columns: those with a cell, under their heading. */
const tableColumns = <Row,>(columns: readonly RecordsPageColumn<Row>[]): RecordsColumn<Row>[] =>
  columns.flatMap((c) => (c.cell ? [{ ...c, header: c.heading ?? c.header, cell: c.cell }] : []));

/** The page numbers of a paged answer (every paged report answers them). */
export interface Paged {
  total: number;
  totalPages: number;
}

export interface RecordsPageProps<D, Row> {
  /** The filters above the list: a range, and the page's own selects. */
  filters: ReactNode;
  /** null while the range's two dates are upside down: nothing is loaded then. */
  range: { from: number; to: number } | null;
  query: UseQueryResult<D>;
  /** A page's own error texts (for example a range longer than the gateway allows). */
  keyOf?: (error: unknown) => string;
  /** Totals and counts above the table. */
  summary?: (data: D) => ReactNode;
  /** Drawn between the summary and the table when there are rows (a chart of the days). */
  chart?: (data: D) => ReactNode;
  /** The table's accessible name (the page's title). */
  label: string;
  rows: (data: D) => readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly RecordsPageColumn<Row>[];
  /** A row's opened details, drawn in a full-width row under it; null when it is closed. */
  detail?: (row: Row) => ReactNode;
  /** A server-paged list: the page shown and the answer's page count. Without it the rows are all of the range. */
  pager?: { page: number; onPage: (page: number) => void; of: (data: D) => Paged };
  /** The export of the columns: a file name's prefix (the range's first and last day are added) and the rows of the whole range (the loaded ones when absent). */
  csv: { file: string; rows?: (data: D) => Promise<readonly Row[]> };
}

/**
 * The scaffold of every records page (betting record, account record, the agents' reports):
 * filters, the load's state, totals, the table, page buttons and a CSV export of the range.
 * The page says what it loads and how its rows read; this says how a records page behaves.
 */
export function RecordsPage<D, Row>(props: RecordsPageProps<D, Row>) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const { query, range, pager, csv } = props;
  const data = query.data;

  const exportCsv = async () => {
    if (!data || !range) return;
    const rows = csv.rows ? await csv.rows(data) : props.rows(data);
    downloadCsv(`${csv.file}-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, csvTable(props.columns, rows));
  };

  return (
    <div className="records">
      {props.filters}
      {query.isError && <QueryError error={query.error} keyOf={props.keyOf} onRetry={() => void query.refetch()} />}
      {range && query.isPending && <Loading />}
      {data && (
        <>
          {props.summary?.(data)}
          <RecordsList {...props} data={data} />
          {pager && <Pager page={pager.page} total={pager.of(data).totalPages} onPage={pager.onPage} />}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void exportCsv()}
            // a paged list may show an empty page of a full range: the range's total decides
            disabled={pager ? pager.of(data).total === 0 : props.rows(data).length === 0}
          >
            {t('records.exportCsv')}
          </button>
        </>
      )}
    </div>
  );
}

function RecordsList<D, Row>({ data, rows: rowsOf, rowKey, columns, detail, chart, label }: RecordsPageProps<D, Row> & { data: D }) {
  const { t } = useTranslation();
  const rows = rowsOf(data);
  if (rows.length === 0) return <p className="centre-empty">{t('records.empty')}</p>;
  return (
    <>
      {chart?.(data)}
      <RecordsTable label={label} rows={rows} rowKey={rowKey} columns={tableColumns(columns)} detail={detail} />
    </>
  );
}
