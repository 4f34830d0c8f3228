import { Link } from 'react-router';
import { useTranslation } from '@client/lib/use-translation';
import { categoryPage, type SIDE_MENU_CATEGORIES } from '@shared/constants';
import { displayVendorCode, vendorsOf } from '@shared/vendors';
import { useApp, useImageUrl } from '../app/app-context';
import { FallbackImage } from '../components/ui/fallback-image';
import { useLayoutData } from './use-layout-data';

/** The side menu's group of a game category: 'all', then each of its vendors (none: no group). */
export function SideCategory({ category }: { category: (typeof SIDE_MENU_CATEGORIES)[number] }) {
  const { t } = useTranslation();
  const { portal } = useApp();
  const { vendorGroups } = useLayoutData();
  const image = useImageUrl();
  const tySupported = portal.brand.languages.includes('ty');
  const vendors = vendorsOf(vendorGroups, category);
  if (vendors.length === 0) return null;
  const page = categoryPage(category);
  return (
    <li>
      <details className="side-group">
        <summary>{t(`category.${category}`)}</summary>
        <ul>
          <li>
            <Link to={page}>{t('layout.all')}</Link>
          </li>
          {vendors.map((v) => (
            <li key={v.vassalage}>
              <Link to={`${page}?vendor=${encodeURIComponent(v.vassalage)}`}>
                <FallbackImage className="side-vendor-icon" src={image(v.icon.COLOR)} alt="" width={40} height={18} />
                {v.name}
                {displayVendorCode(v.vassalage, tySupported) && <small className="vendor-code"> {displayVendorCode(v.vassalage, tySupported)}</small>}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
