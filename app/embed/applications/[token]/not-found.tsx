import { ApplicationNotFound } from '@/components/status/application-not-found';
import { statusNotFoundMetadata } from '@/components/status/status-view';

export const generateMetadata = statusNotFoundMetadata;

export default function StatusLinkNotFound() {
  return <ApplicationNotFound jobsHref="/embed/jobs" />;
}
