import { PageIntro } from '../components/ui/page-intro';

/** /vnlottery: SPEC.md 2.1. */
export default function VnlotteryPage() {
  return <PageIntro id="vnlottery" />;
}
