import type { CheckStatus, DoctorReport } from './run-doctor';

const marks: Record<CheckStatus, string> = { pass: 'ok  ', warn: 'WARN', fail: 'FAIL', skip: '--  ' };

/** The report as a few lines of plain text: one line per check, the next step under each warning or failure. */
export function formatReport(report: DoctorReport): string {
  const width = Math.max(...report.checks.map((check) => check.name.length));
  const lines = [`Platform doctor: ${report.target}`, ''];
  for (const check of report.checks) {
    lines.push(`  ${marks[check.status]}  ${check.name.padEnd(width)}  ${check.detail}`);
    if (check.next) lines.push(`        ${' '.repeat(width)}  next: ${check.next}`);
  }
  const failed = report.checks.filter((check) => check.status === 'fail').length;
  lines.push(
    '',
    report.ok
      ? 'Ready: the site can work with this platform.'
      : `Not ready: ${failed} check(s) failed. Fix them in order; later checks depend on earlier ones.`,
  );
  return lines.join('\n');
}
