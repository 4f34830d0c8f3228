import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@client/lib/use-translation';
import { GAME_CATEGORIES } from '@shared/api';
import { useApp } from '@client/app/app-context';
import { ChoiceFilter } from '@client/components/records/records-filters';
import { vendorsQuery } from '@client/lib/vendors';

const CATEGORIES = [...GAME_CATEGORIES, 'INHOUSE'] as const;

interface Props {
  category: string;
  vendor: string;
  onCategory: (category: string) => void;
  onVendor: (vendor: string) => void;
}

/** The betting record's own filters: a game category, and a vendor among that category's (each vendor once). */
export function BetFilters({ category, vendor, onCategory, onVendor }: Props) {
  const { t } = useTranslation();
  const { api } = useApp();
  const vendors = useQuery(vendorsQuery(api));
  const vendorChoices = (vendors.data ?? []).filter((g) => !category || g.gameCategory === category).flatMap((g) => g.vendors);
  return (
    <>
      <ChoiceFilter
        label={t('bets.category')}
        all={t('records.allTypes')}
        value={category}
        choices={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        onChange={onCategory}
      />
      <ChoiceFilter
        label={t('bets.vendor')}
        all={t('bets.allVendors')}
        value={vendor}
        choices={[...new Map(vendorChoices.map((v) => [v.vassalage, { value: v.vassalage, label: v.name }])).values()]}
        onChange={onVendor}
      />
    </>
  );
}
