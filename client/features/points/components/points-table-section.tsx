import type { ReactNode } from 'react';
import type { Paged } from '@shared/api';
import { useTranslation } from '@client/lib/use-translation';
import { Pager } from '@client/components/ui/pager';
import { TableScroll } from '@client/components/ui/table-scroll';
import { FormAlert } from '@client/components/ui/text-field';
import { pointsErrorKey } from '../errors';

interface Props<T> {
  title: string;
  empty: string;
  page: { data: Paged<T> | undefined; isError: boolean; error: unknown };
  pageNo: number;
  onPage: (pageNo: number) => void;
  /** the table's head row */
  head: ReactNode;
  row: (item: T) => ReactNode;
}

/** A paged table of the point mall (history, details): its title, the load's state, the rows and the page buttons. */
export function PointsTableSection<T>({ title, empty, page: { data, isError, error }, pageNo, onPage, head, row }: Props<T>) {
  const { t } = useTranslation();
  return (
    <section>
      {/* the table's scroll region carries the name: one region, not two of the same name */}
      <h2>{title}</h2>
      {isError && <FormAlert message={t(pointsErrorKey(error))} />}
      {!data && !isError && <p>{t('points.loading')}</p>}
      {data && data.list.length === 0 && <p className="empty">{empty}</p>}
      {data && data.list.length > 0 && (
        <TableScroll label={title}>
          <table className="points-table">
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{data.list.map(row)}</tbody>
          </table>
        </TableScroll>
      )}
      {data && <Pager page={pageNo} total={data.totalPages} onPage={onPage} />}
    </section>
  );
}
