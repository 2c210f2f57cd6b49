import { z } from 'zod';

export const apiErrorDetailSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** Every error the platform answers: a meaningful status and this body, never a stack trace. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(apiErrorDetailSchema),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;
