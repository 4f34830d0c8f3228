import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/app-context';
import { vendorLanesQuery } from '../features/games/api/get-vendor-lanes';
import { VendorLanes } from '../features/games/components/vendor-lanes';
import { useCurrentPage } from '../layout/use-layout-data';

/**
 * /rng /live /fish /pvp /sports /esports /inhouse /elott: the category's vendor lanes,
 * narrowed to one vendor by ?vendor= (the side menu's vendor items).
 */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { api } = useApp();
  const category = useCurrentPage()!.category!;
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  const { data: lanes = [] } = useQuery(vendorLanesQuery(api, category));
  const shown = vendor ? lanes.filter((lane) => lane.cards.some((c) => c.vassalage === vendor)) : lanes;
  return (
    <div className="lobby">
      <h1 className="page-title">{t(`category.${category}`)}</h1>
      <VendorLanes lanes={shown} />
    </div>
  );
}
