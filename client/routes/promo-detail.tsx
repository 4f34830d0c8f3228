import { PageIntro } from '../components/ui/page-intro';

/** /promoDetail: SPEC.md 2.1. */
export default function PromoDetailPage() {
  return <PageIntro id="promoDetail" />;
}
