import { expect } from '@playwright/test';
import { mailsTo } from './read-mail';

/** The link the "Your applications" mail to `email` carries to the page of them all (`/applications/all/<token>`). */
export async function mailedAllApplicationsLink(email: string): Promise<string> {
  const linksMail = async () =>
    (await mailsTo(email)).find((mail) => mail.subject.startsWith('Your applications at'));
  await expect.poll(async () => (await linksMail())?.text ?? null, { timeout: 20_000 }).toContain('/all/');
  return /(https?:\/\/\S+\/applications\/all\/\S+)/.exec((await linksMail())!.text)![1]!;
}
