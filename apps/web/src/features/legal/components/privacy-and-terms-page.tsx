import { TermsText } from '../../../components/terms/terms-text';

/** The public terms and privacy page (/privacyAndTerms), readable without a session. */
export function PrivacyAndTermsPage() {
  return <TermsText />;
}
