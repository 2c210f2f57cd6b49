'use client';
import { useActionState, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { ApplicationValues } from '@/lib/careers/application-values';
import { formDataToValues } from '@/lib/careers/form-data';
import { idleState, type ApplyFormState } from '@/lib/careers/form-state';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { ApplySuccess } from './apply-success';
import { defaultValues } from './default-values';
import type { FormRootProps } from './form-root-props';
import { PlainFormRoot } from './plain-form-root';
import { carryInputState } from './carry-input-state';
import './apply-form.css';

type Props = {
  form: RenderedForm;
  action: (state: ApplyFormState, formData: FormData) => Promise<ApplyFormState>;
  countries: { code: string; name: string }[];
  /** Signed when the page was rendered: the idempotency key and the form's start time (spam check). */
  formToken: string;
  /** Sent with the application as they are (the embed's campaign tracking). */
  hiddenFields?: Record<string, string>;
  /** Where the status link points: the embed keeps it under /embed with its query. */
  statusLink?: { prefix: string; query: string };
};

/** Fired (bubbling) from the confirmation when an application was received, for a surrounding page such as the embed. */
export const APPLICATION_RECEIVED_EVENT = 'apply-form:received';

type Enhanced = { Root: ComponentType<FormRootProps>; startValues: ApplicationValues };

/**
 * The application form. Without JavaScript it posts to the server action and comes back with its errors
 * and values. With it, the page hydrates that same form (posting through the action in a transition),
 * and once the browser is idle swaps in the react-hook-form version, which checks the same schema as
 * the candidate goes — loaded in its own chunk, so the page's first load stays small.
 */
export function ApplyForm({ form, action, countries, formToken, hiddenFields, statusLink }: Props) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [announcement, setAnnouncement] = useState(state.status === 'editing' ? state.announcement : '');
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  const successRef = useRef<HTMLDivElement>(null);

  // The enhanced form loads right after hydration (outside the first load) and is swapped in when no
  // post is under way and no pointer is pressed (a click must land on the form it started on).
  useEffect(() => {
    let cancelled = false;
    let pointerDown = false;
    const down = () => (pointerDown = true);
    const up = () => (pointerDown = false);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    const settle = () => new Promise((resolve) => window.setTimeout(resolve, 50));
    void import('./enhanced-form-root')
      .then(async ({ EnhancedFormRoot }) => {
        while ((pendingRef.current || pointerDown) && !cancelled) await settle();
        if (cancelled) return;
        // Read what the candidate has typed and commit the swap in one task: no keystroke falls between.
        const element = formRef.current;
        const typed = element ? formDataToValues(form, new FormData(element)) : undefined;
        const { resume: _resume, avatar: _avatar, ...kept } = typed ?? {};
        const carried = carryInputState(element);
        flushSync(() =>
          setEnhanced({
            Root: EnhancedFormRoot,
            startValues: defaultValues(
              form,
              typed ? (kept as Omit<ApplicationValues, 'resume' | 'avatar'>) : undefined,
            ),
          }),
        );
        carried.restoreFocus(formRef.current);
        carried.followDetachedFileInputs();
        window.setTimeout(() => carried.restoreFiles(formRef.current), 0);
      })
      // Not loaded (offline, blocked): the form goes on working through the server.
      .catch(() => {});
    return () => {
      cancelled = true;
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, [form]);

  useEffect(() => {
    if (state.status !== 'ok') return;
    successRef.current?.focus();
    successRef.current?.dispatchEvent(
      new CustomEvent(APPLICATION_RECEIVED_EVENT, { bubbles: true, detail: { reference: state.reference } }),
    );
  }, [state]);

  if (state.status === 'ok') {
    const href = statusLink ? `${statusLink.prefix}${state.statusPath}${statusLink.query}` : state.statusPath;
    return <ApplySuccess ref={successRef} statusHref={href} />;
  }
  const Root = enhanced?.Root ?? PlainFormRoot;
  return (
    <Root
      form={form}
      state={state}
      formAction={formAction}
      pending={pending}
      formRef={formRef}
      startValues={enhanced?.startValues ?? defaultValues(form)}
      body={{ countries, formToken, hiddenFields, announcement, onAnnounce: setAnnouncement }}
    />
  );
}
