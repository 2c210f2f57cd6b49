export const ALL_SCOPES = [
  'candidate_applications_manage',
  'candidates_read',
  'users_read',
  'jobs_read',
  'jobs_manage',
  'reviews_read',
  'offers_read',
  'reports_read',
  'webhooks_manage',
] as const;
export type Scope = (typeof ALL_SCOPES)[number];
