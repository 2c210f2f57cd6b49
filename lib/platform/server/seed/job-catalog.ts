import type {
  DepartmentKey,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  FUNCTIONS,
  LANGUAGES,
  LocationKey,
} from './job-taxonomy';

/** Static facts about the seeded jobs; ids and dates are drawn later from the PRNG. */
export type JobSpec = {
  title: string;
  department: DepartmentKey;
  function: keyof typeof FUNCTIONS;
  location: LocationKey;
  employment: keyof typeof EMPLOYMENT_TYPES;
  experience: keyof typeof EXPERIENCE_LEVELS;
  language?: keyof typeof LANGUAGES;
  /** false: the job exists but its posting is unpublished. */
  published?: false;
  /** The one ad carrying script and event-handler HTML, for the site's sanitiser. */
  hostileAd?: true;
  configuration?: 'no-questions' | 'two-privacy-policies';
};

type Extras = Pick<JobSpec, 'language' | 'published' | 'hostileAd' | 'configuration'>;

// Positional so the catalog reads as a table, one job per line.
function job(
  title: string,
  department: DepartmentKey,
  fn: JobSpec['function'],
  location: LocationKey,
  employment: JobSpec['employment'],
  experience: JobSpec['experience'],
  extras: Extras = {},
): JobSpec {
  return { title, department, function: fn, location, employment, experience, ...extras };
}

/** 26 published jobs and 2 unpublished ones, in the order they are inserted. */
export const JOB_SPECS: readonly JobSpec[] = [
  job('Senior Robotics Software Engineer', 'engineering', 'software', 'munich', 'permanent', 'senior'),
  job('Embedded Systems Engineer', 'engineering', 'hardware', 'munich', 'permanent', 'associate'),
  job('Frontend Engineer (React)', 'engineering', 'software', 'berlin', 'permanent', 'associate'),
  job('Site Reliability Engineer', 'engineering', 'it', 'amsterdam', 'permanent', 'senior'),
  job('Machine Learning Engineer, Perception', 'engineering', 'software', 'london', 'permanent', 'senior'),
  job('Security Engineer', 'engineering', 'it', 'warsaw', 'permanent', 'senior', { hostileAd: true }),
  job('QA Automation Engineer', 'engineering', 'qa', 'warsaw', 'contract', 'associate'),
  job('Engineering Intern, Motion Planning', 'engineering', 'software', 'munich', 'intern', 'internship', {
    configuration: 'no-questions',
  }),
  job('Staff Backend Engineer', 'engineering', 'software', 'remote', 'permanent', 'senior'),
  job('Account Executive, DACH', 'sales', 'sales', 'berlin', 'permanent', 'senior'),
  job('Sales Development Representative', 'sales', 'sales', 'amsterdam', 'permanent', 'entry'),
  job('Enterprise Account Executive', 'sales', 'sales', 'austin', 'permanent', 'senior', {
    configuration: 'two-privacy-policies',
  }),
  job('Solutions Engineer', 'sales', 'sales', 'london', 'permanent', 'senior'),
  job('Werkstudent Vertrieb (m/w/d)', 'sales', 'sales', 'berlin', 'partTime', 'entry', { language: 'de' }),
  job('Product Marketing Manager', 'marketing', 'marketing', 'london', 'permanent', 'senior'),
  job('Content Marketing Specialist', 'marketing', 'marketing', 'remote', 'partTime', 'associate'),
  job('Marketing Operations Analyst', 'marketing', 'marketing', 'amsterdam', 'contract', 'associate'),
  job('Events Coordinator', 'marketing', 'marketing', 'austin', 'partTime', 'entry'),
  job('Supply Chain Planner', 'operations', 'supplyChain', 'warsaw', 'permanent', 'associate'),
  job('Field Service Technician', 'operations', 'fieldService', 'austin', 'permanent', 'entry'),
  job('Servicetechniker Robotik (m/w/d)', 'operations', 'fieldService', 'munich', 'permanent', 'associate', {
    language: 'de',
  }),
  job('People Partner', 'operations', 'hr', 'potsdam', 'permanent', 'senior'),
  job('Finance Operations Intern', 'operations', 'finance', 'warsaw', 'intern', 'internship'),
  job('Customer Success Manager', 'customerSuccess', 'support', 'amsterdam', 'permanent', 'associate'),
  job('Technical Support Engineer', 'customerSuccess', 'support', 'warsaw', 'permanent', 'associate'),
  job('Customer Onboarding Specialist', 'customerSuccess', 'support', 'austin', 'contract', 'entry'),
  job('Head of Robotics Research', 'engineering', 'research', 'munich', 'permanent', 'director', {
    published: false,
  }),
  job('Regional Sales Director, Nordics', 'sales', 'sales', 'london', 'permanent', 'director', {
    published: false,
  }),
];
