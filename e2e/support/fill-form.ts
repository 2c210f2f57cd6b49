import { expect, type Locator, type Page } from '@playwright/test';

/** A page, or a frame inside one (the embed): what the helpers below look things up in. */
type Scope = Pick<Page, 'getByLabel' | 'getByRole' | 'locator'>;

export const platformUrl = `http://localhost:${process.env.E2E_PLATFORM_PORT ?? 4110}`;
export const postings = {
  /** INFORMATION, text, textarea, radio, select; a conditional (referred → referrer); diversity; separate consent; photo. */
  intern: '8ffa8532-89a4-477e-996f-2c3aa1ff83cc',
  /** Checkbox, multi-select, text, textarea; single consent; two privacy policies. */
  accountExecutive: 'c802ce95-eb35-4229-866f-591ee51eb977',
  /** A repeatable question, and the visa → work permit conditional. */
  onboarding: '11c5eca1-59c1-4deb-addb-ecf1de4548a6',
  /** No questions at all. */
  noQuestions: '185043d8-d40e-4bce-8464-c216b7317500',
} as const;

export const pdf = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The form's own fields every application has. */
export async function fillStandardFields(page: Scope, email: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0958');
  await page.getByLabel('City (optional)').fill('London');
}

/**
 * Answers whatever the page asks in its questions: text, first option of every select and radio group,
 * first box of every multi-choice group, every checkbox. Conditional questions that appear are
 * answered on the next pass.
 */
export async function answerQuestions(page: Scope, { passes = 3 }: { passes?: number } = {}) {
  for (let pass = 0; pass < passes; pass++) {
    const questions = page.locator('fieldset.question[id^="question-"]');
    for (const question of await questions.all()) await answerQuestion(question);
  }
}

async function answerQuestion(question: Locator) {
  for (const input of await question.locator('input[type="text"], textarea').all()) {
    if (!(await input.inputValue())) await input.fill('A thoughtful answer');
  }
  for (const select of await question.locator('select').all()) {
    if (!(await select.inputValue())) {
      const value = await select.locator('option:not([value=""])').first().getAttribute('value');
      if (value) await select.selectOption(value);
    }
  }
  for (const group of await question.locator('fieldset.choice-group').all()) {
    const boxes = group.locator('input');
    const checked = await group.locator('input:checked').count();
    if (checked === 0) await boxes.first().check();
  }
  // Single checkboxes (a multi-choice group's boxes sit in fieldset.choice-group, handled above).
  for (const box of await question.locator('div.field.choice > input[type="checkbox"]').all()) {
    if (!(await box.isChecked())) await box.check();
  }
}

/** Ticks every consent box. */
export async function consentToEverything(page: Scope) {
  const consent = page.getByRole('group', { name: 'Your data' });
  for (const box of await consent.getByRole('checkbox').all()) await box.check();
}

/** Applies to the posting without questions, as a candidate does; answers the job's title. */
export async function applyWithoutQuestions(page: Page, email: string): Promise<string> {
  await page.goto(`/jobs/${postings.noQuestions}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await fillStandardFields(page, email);
  await consentToEverything(page);
  await submit(page).click();
  await expect(received(page)).toBeVisible();
  return title;
}

type Candidate = {
  id: string;
  email: string;
  sourceDetails?: Record<string, string>;
};

/** The platform's own records for an email (the test's independent check that the application arrived). */
export async function candidatesOnPlatform(email: string): Promise<Candidate[]> {
  const response = await fetch(`${platformUrl}/candidates?q=${encodeURIComponent(email)}`, {
    headers: { 'x-service-token': 'dev-service-token' },
  });
  return ((await response.json()) as { content: Candidate[] }).content;
}

export const submit = (page: Scope) => page.getByRole('button', { name: 'Submit application' });
export const received = (page: Scope) => page.getByRole('heading', { name: /your application was received/ });

/** Sends the form, sees it received, and checks on the platform itself that exactly one application arrived. */
export async function submitAndExpectArrival(page: Scope, email: string) {
  await submit(page).click();
  await expect(received(page)).toBeVisible();
  await expect.poll(async () => (await candidatesOnPlatform(email)).length).toBe(1);
}
