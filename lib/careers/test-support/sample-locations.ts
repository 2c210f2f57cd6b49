import type { JobLocation } from '../job';

/** Places as the site reads a job: the country named in English, `text` the English kept beside it. */
export const munich: JobLocation = {
  city: 'Munich',
  country: 'Germany',
  countryCode: 'DE',
  remote: false,
  hybrid: false,
  text: 'Munich, Germany',
};

export const remotePortugal: JobLocation = {
  country: 'Portugal',
  countryCode: 'PT',
  remote: true,
  hybrid: false,
  text: 'Remote (Portugal)',
};
