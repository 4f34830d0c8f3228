import { PageIntro } from '../components/ui/page-intro';

/** /login: SPEC.md 2.1. */
export default function LoginPage() {
  return <PageIntro id="login" />;
}
