import { PageIntro } from '../components/ui/page-intro';

/** /promotions: SPEC.md 2.1. */
export default function PromotionsPage() {
  return <PageIntro id="promotions" />;
}
