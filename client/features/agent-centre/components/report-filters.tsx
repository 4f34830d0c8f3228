import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { RangeFilter, type useRangeFilter } from '@client/components/ui/range-filter';

/**
 * A report's filters: the period (docs/product.md 9 presets or two dates), a downline's account, and a
 * page's own select (category, type). The account applies on submit, the rest at once.
 */
export function ReportFilters({
  dates,
  onMember,
  onChange,
  children,
}: {
  dates: ReturnType<typeof useRangeFilter>;
  onMember: (username: string) => void;
  onChange: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onMember(typed.trim());
    onChange();
  };
  return (
    <form className="records-filters" onSubmit={submit}>
      <RangeFilter filter={dates} onChange={onChange} />
      <label className="records-kind">
        {t('agent.filterMember')}
        <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={50} autoComplete="off" />
      </label>
      {children}
      <button type="submit" className="btn btn-secondary">
        {t('agent.apply')}
      </button>
    </form>
  );
}
