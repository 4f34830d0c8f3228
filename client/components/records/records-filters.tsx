import { useState, type ReactNode } from 'react';
import { RangeFilter, useRangeFilter } from '@client/components/ui/range-filter';

/** Rows on a page of a paged list, and the most rows a CSV export fetches at once. */
export const PAGE_SIZE = 20;
export const EXPORT_MAX = 1000;

/** A records page's range and page number: a new range, like any new filter, starts again at page 1. */
export function usePagedRange() {
  const dates = useRangeFilter();
  const [page, setPage] = useState(1);
  /** A filter's setter that also goes back to page 1. */
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { dates, range: dates.range, page, setPage, firstPage: () => setPage(1), resetting };
}

/** The plain filters row: the range, and the page's own selects after it. */
export function RangeFilters({ dates, onChange, children }: { dates: ReturnType<typeof useRangeFilter>; onChange?: () => void; children?: ReactNode }) {
  return (
    <div className="records-filters">
      <RangeFilter filter={dates} onChange={onChange} />
      {children}
    </div>
  );
}

/** A select that narrows a list (a type, a category, a vendor); the empty choice is "all". */
export function ChoiceFilter({
  label,
  all,
  value,
  choices,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="records-kind">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Totals above a list: name and amount pairs, each amount with its own class (and test id); a pair never wraps between its name and its amount. */
export function RecordsTotals({
  testId,
  items,
}: {
  testId: string;
  items: readonly { label: string; value: ReactNode; className?: string; valueTestId?: string }[];
}) {
  return (
    <dl className="records-totals" data-testid={testId}>
      {items.map((i) => (
        <Totals key={i.label} {...i} />
      ))}
    </dl>
  );
}

function Totals({ label, value, className, valueTestId }: { label: string; value: ReactNode; className?: string; valueTestId?: string }) {
  return (
    <div className="records-total">
      <dt>{label}</dt>
      <dd className={className} data-testid={valueTestId}>
        {value}
      </dd>
    </div>
  );
}
