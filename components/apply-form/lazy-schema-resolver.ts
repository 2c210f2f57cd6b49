import type { FieldValues, Resolver } from 'react-hook-form';
import type { RenderedForm } from '@/lib/careers/rendered-form';

/**
 * react-hook-form's resolver for the form's zod schema (zodResolver over the same schema the server
 * action uses), with the schema and zod loaded in their own chunk: fetched once the page is up or at the
 * first check, so they are not part of the first load. If the chunk cannot be had (offline, blocked),
 * the form is posted as it is and the server action checks it — never a dead end.
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
  const serverChecks: Resolver<FieldValues> = (values) => ({ values, errors: {} });
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
