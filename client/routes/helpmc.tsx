import { PageIntro } from '../components/ui/page-intro';

/** /helpmc: SPEC.md 2.1. */
export default function HelpmcPage() {
  return <PageIntro id="helpmc" />;
}
