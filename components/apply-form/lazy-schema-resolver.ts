import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { avatarTypes, MAX_UPLOAD_BYTES, resumeTypes } from '@/lib/careers/application-form';
import type { RenderedForm } from '@/lib/careers/rendered-form';
import { messageKey } from '@/lib/i18n/message-key';

/**
 * Without the schema, the one check kept in the browser: a file over the size limit. Sent, it would make
 * the request larger than the site takes, which fails as if the site could not be reached.
 */
function oversizedFiles(values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of [
    ['resume', resumeTypes],
    ['avatar', avatarTypes],
  ] as const) {
    const chosen: unknown = values[name];
    const file = typeof FileList !== 'undefined' && chosen instanceof FileList ? chosen.item(0) : null;
    if (file && file.size > MAX_UPLOAD_BYTES)
      errors[name] = {
        type: 'size',
        message: messageKey('errors.fileTooLarge', { types: { anyOf: rule.typeNames } }),
      };
  }
  return errors;
}

/**
 * react-hook-form's resolver for the form's zod schema (zodResolver over the same schema the server
 * action uses), with the schema and zod loaded in their own chunk: fetched once the page is up or at the
 * first check, so they are not part of the first load. If the chunk cannot be had (offline, blocked),
 * the form is posted as it is (files over the size limit aside) and the server action checks it — never a
 * dead end.
 */
export function lazySchemaResolver(form: RenderedForm): {
  resolver: Resolver<FieldValues>;
  /** Loads the schema; true once the browser checks the answers itself. */
  preload: () => Promise<boolean>;
} {
  let loading: Promise<Resolver<FieldValues>> | null = null;
  const load = () => {
    loading ??= Promise.all([import('@/lib/careers/form-schema'), import('@hookform/resolvers/zod')]).then(
      ([{ buildApplicationSchema }, { zodResolver }]) =>
        zodResolver(buildApplicationSchema(form, { files: 'browser' })) as Resolver<FieldValues>,
    );
    // A failed chunk load is not kept: the next check tries again.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const serverChecks: Resolver<FieldValues> = (values) => {
    const errors = oversizedFiles(values);
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  return {
    resolver: async (values, context, options) => {
      const resolve = await load().catch(() => serverChecks);
      return resolve(values, context, options);
    },
    preload: () =>
      load().then(
        () => true,
        () => false,
      ),
  };
}
