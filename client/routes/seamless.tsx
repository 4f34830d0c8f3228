import { PageIntro } from '../components/ui/page-intro';

/** /seamless: SPEC.md 2.1. */
export default function SeamlessPage() {
  return <PageIntro id="seamless" />;
}
