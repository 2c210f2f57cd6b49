// Alone in its file: the alert form (a client component) needs only this list, not the search code.
/** The fields of a search an alert keeps, as the list's form and the alert's form post them. */
export const ALERT_SEARCH_FIELDS = [
  'q',
  'country',
  'city',
  'within',
  'department',
  'language',
  'workMode',
  'employmentType',
  'payCurrency',
  'minPay',
] as const;
