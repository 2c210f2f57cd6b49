import type { FieldValues, Resolver } from 'react-hook-form';
import type { RenderedForm } from '@/lib/careers/rendered-form';

/**
 * react-hook-form's resolver for the form's zod schema (zodResolver over the same schema the server
 * action uses), with the schema and zod loaded in their own chunk: fetched when the browser is idle or
 * at the first check, so they are not part of the page's first load.
 */
export function lazySchemaResolver(form: RenderedForm): {
  resolver: Resolver<FieldValues>;
  preload: () => void;
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
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => {}),
  };
}
