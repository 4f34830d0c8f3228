import { PageIntro } from '../components/ui/page-intro';

/** /download: SPEC.md 2.1. */
export default function DownloadPage() {
  return <PageIntro id="download" />;
}
