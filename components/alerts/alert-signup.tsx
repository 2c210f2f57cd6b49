import { PageMessages } from '@/components/i18n/page-messages';
import { AlertSignupForm, type AlertSignupProps } from './alert-signup-form';

/** The list's job alert form, with the `alerts` sentences it needs in the browser (and only there). */
export function AlertSignup(props: AlertSignupProps) {
  return (
    <PageMessages namespaces={['alerts']}>
      <AlertSignupForm {...props} />
    </PageMessages>
  );
}
