import { PageIntro } from '../components/ui/page-intro';

/** /game: SPEC.md 2.1. */
export default function GamePage() {
  return <PageIntro id="game" />;
}
