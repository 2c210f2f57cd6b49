import { z } from 'zod';

export const apiErrorDetailSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** Every error the emulator answers: a meaningful status and this body, never a stack trace. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(apiErrorDetailSchema),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/**
 * An error body as the client reads it: the documented `{message, errors: [{code, message}]}` or the
 * SDK's `{id, code, message}`; either way a message and any details, whatever else is missing.
 */
export const apiErrorReadSchema = z
  .looseObject({
    id: z.string().optional().catch(undefined),
    code: z.string().optional().catch(undefined),
    message: z.string().optional().catch(undefined),
    errors: z
      .array(
        z.looseObject({
          code: z.string().optional(),
          message: z.string().optional(),
          field: z.string().optional(),
        }),
      )
      .optional()
      .catch(undefined),
  })
  .transform((body) => ({
    message: body.message ?? body.errors?.find((detail) => detail.message)?.message ?? body.code ?? 'Error',
    code: body.code,
    errors: (body.errors ?? []).map((detail) => ({
      code: detail.code ?? body.code ?? 'ERROR',
      message: detail.message ?? '',
      ...(detail.field ? { field: detail.field } : {}),
    })),
  }));
export type ApiErrorRead = z.output<typeof apiErrorReadSchema>;
