import { useTranslations } from 'next-intl';
import { finalSteps, statusSteps, type StatusStepId } from '@/lib/careers/status/status-steps';
import styles from './status.module.css';

/**
 * The steps an application goes through, with the current one marked in words (not only by colour)
 * and by `aria-current`. An application that ended shows how it ended in place of the later steps, after
 * "Sent to the employer" only if it was (`sent`: one withdrawn while it waited to be sent was not).
 */
export function StatusTimeline({ step, sent }: { step: StatusStepId; sent: boolean }) {
  const t = useTranslations('status');
  const ended = finalSteps.find((entry) => entry.id === step);
  const reached = statusSteps.findIndex((entry) => entry.id === step);
  const steps = ended
    ? [...statusSteps.filter((entry) => entry.id === 'received' || (sent && entry.id === 'sent')), ended]
    : statusSteps;
  const currentIndex = ended ? steps.length - 1 : reached;
  return (
    <ol className={styles.timeline}>
      {steps.map((entry, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <li
            key={entry.id}
            className={styles[state]}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : state === 'current' ? '●' : ''}
            </span>
            <span>
              {t('step', { step: entry.id })}
              <span className="visually-hidden"> {t('stepState', { state })}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
