import { PageIntro } from '../components/ui/page-intro';

/** /lottery: SPEC.md 2.1. */
export default function LotteryPage() {
  return <PageIntro id="lottery" />;
}
