import { PageIntro } from '../components/ui/page-intro';

/** /register: SPEC.md 2.1. */
export default function RegisterPage() {
  return <PageIntro id="register" />;
}
