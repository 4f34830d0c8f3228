import { PageIntro } from '../components/ui/page-intro';

/** /pointMall: SPEC.md 2.1. */
export default function PointMallPage() {
  return <PageIntro id="pointMall" />;
}
