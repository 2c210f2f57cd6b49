// @vitest-environment jsdom
import { act, type ComponentProps } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { NextIntlClientProvider } from 'next-intl';
import apply from '@/messages/en/apply.json';
import errors from '@/messages/en/errors.json';
import formWords from '@/messages/en/form.json';
import { ApplyFormRoot } from './apply-form-root';

/** The form as a page renders it: in a language (English). */
const Page = () => (
  <NextIntlClientProvider locale="en" messages={{ apply, errors, form: formWords }}>
    <ApplyFormRoot {...props} />
  </NextIntlClientProvider>
);

/**
 * The candidate's input made while the page hydrates is theirs: typed before the code ran, or in the gap
 * while React renders (it yields to the browser), it survives the form library taking the fields over.
 * The gap is made deterministic here: the error summary (rendered after the form root, before the commit)
 * runs `duringRender` once, as a click in that gap would.
 */
const hooks = vi.hoisted(() => ({
  duringRender: null as null | (() => void),
  /** Runs what was set, once (a click happens once). */
  runDuringRender() {
    const act = this.duringRender;
    this.duringRender = null;
    act?.();
  },
}));
vi.mock('./error-summary', async (importOriginal) => {
  const original = await importOriginal<typeof import('./error-summary')>();
  function ErrorSummaryRenderedMidHydration(props: ComponentProps<typeof original.ErrorSummary>) {
    hooks.runDuringRender();
    return <original.ErrorSummary {...props} />;
  }
  return { ...original, ErrorSummary: ErrorSummaryRenderedMidHydration };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form: RenderedForm = {
  postingId: 'posting-1',
  questions: [
    {
      id: 'q-skills',
      label: 'Skills',
      repeatable: false,
      diversity: false,
      fields: [
        {
          id: 'f-langs',
          label: 'Languages',
          kind: 'multiselect',
          required: true,
          options: ['en', 'de', 'fr'].map((id) => ({ id, label: id })),
        },
        { id: 'f-remote', label: 'Remote', kind: 'checkbox', required: false, options: [] },
        { id: 'f-note', label: 'Note', kind: 'text', required: false, options: [] },
      ],
    },
  ],
  avatarUpload: false,
  consent: { type: 'BOOLEAN', box: { id: 'CONSENT', label: 'I agree', required: true } },
  privacyPolicies: [],
  unsupportedQuestions: [],
};

const props: ComponentProps<typeof ApplyFormRoot> = {
  form,
  state: idleState,
  formAction: () => {},
  pending: false,
  countries: [{ code: 'GB', name: 'United Kingdom' }],
  formToken: 'token',
  announcement: '',
  onAnnounce: () => {},
};

const input = (name: string, value?: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]${value ? `[value="${value}"]` : ''}`)!;
const remote = () => input('answers.q-skills.0.f-remote');
const language = (id: string) => input('answers.q-skills.0.f-langs', id);
const note = () => input('answers.q-skills.0.f-note');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server markup in the page, `beforeCode` run on it, then hydration (with `duringRender` in its gap). */
async function hydrate(beforeCode: () => void, duringRender: (() => void) | null) {
  hooks.duringRender = null;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  beforeCode();
  hooks.duringRender = duringRender;
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  expect(hooks.duringRender).toBeNull();
}

function userTypes(element: HTMLInputElement, value: string) {
  element.value = value;
}

describe('input made while the apply form hydrates', () => {
  for (const [moment, when] of [
    ['before the code runs', 'before'],
    ['while React renders', 'during'],
  ] as const) {
    it(`keeps a box, a choice and text given ${moment}`, async () => {
      const act = () => {
        remote().checked = true;
        language('de').checked = true;
        userTypes(note(), 'Hello');
      };
      await hydrate(when === 'before' ? act : () => {}, when === 'during' ? act : null);

      expect(remote().checked).toBe(true);
      expect(language('de').checked).toBe(true);
      expect(note().value).toBe('Hello');
      // The form library holds them too: another choice adds to the first instead of replacing it.
      await actClick(language('fr'));
      expect([language('de').checked, language('fr').checked]).toEqual([true, true]);
      expect(remote().checked).toBe(true);
    });
  }
});

async function actClick(element: HTMLInputElement) {
  await act(async () => {
    element.click();
  });
}
