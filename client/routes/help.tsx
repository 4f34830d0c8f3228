import { PageIntro } from '../components/ui/page-intro';

/** /help: SPEC.md 2.1. */
export default function HelpPage() {
  return <PageIntro id="help" />;
}
