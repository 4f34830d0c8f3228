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

export type CsvRow = (string | number)[];

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
  columns: readonly RecordsColumn<Row>[];
  /** A row's opened details, drawn in a full-width row under it; null when it is closed. */
  detail?: (row: Row) => ReactNode;
  /** A server-paged list: the page shown and the answer's page count. Without it the rows are all of the range. */
  pager?: { page: number; onPage: (page: number) => void; of: (data: D) => Paged };
  /** The export: a file name's prefix (the range's first and last day are added) and its rows, heading first. */
  csv: { file: string; rows: (data: D) => CsvRow[] | Promise<CsvRow[]> };
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
    const rows = await csv.rows(data);
    downloadCsv(`${csv.file}-${time.isoDate(range.from)}-${time.isoDate(range.to - 1)}.csv`, rows);
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
      <RecordsTable label={label} rows={rows} rowKey={rowKey} columns={columns} detail={detail} />
    </>
  );
}
