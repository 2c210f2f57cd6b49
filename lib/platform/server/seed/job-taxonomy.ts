import type { IdLabel, PostingLocation } from '../../contract';

/**
 * The fixed vocabularies seeded jobs are described with (posting API id/label pairs). Locations as the
 * platform documents them: `country` is the lower-case ISO code, `fullLocation` the display text.
 */
export type SeedLocation = PostingLocation & { country: string; city: string };

export const LOCATIONS = {
  berlin: {
    city: 'Berlin',
    region: 'Berlin',
    regionCode: 'BE',
    country: 'de',
    postalCode: '10115',
    remote: false,
    fullLocation: 'Berlin, Berlin, Germany',
  },
  munich: {
    city: 'Munich',
    region: 'Bavaria',
    regionCode: 'BY',
    country: 'de',
    postalCode: '80331',
    remote: false,
    fullLocation: 'Munich, Bavaria, Germany',
  },
  london: {
    city: 'London',
    region: 'England',
    regionCode: 'ENG',
    country: 'gb',
    postalCode: 'EC2A 4NE',
    remote: false,
    fullLocation: 'London, England, United Kingdom',
  },
  amsterdam: {
    city: 'Amsterdam',
    region: 'North Holland',
    regionCode: 'NH',
    country: 'nl',
    postalCode: '1012 AB',
    remote: false,
    fullLocation: 'Amsterdam, North Holland, Netherlands',
  },
  warsaw: {
    city: 'Warsaw',
    region: 'Masovia',
    regionCode: 'MZ',
    country: 'pl',
    postalCode: '00-001',
    remote: false,
    fullLocation: 'Warsaw, Masovia, Poland',
  },
  austin: {
    city: 'Austin',
    region: 'Texas',
    regionCode: 'TX',
    country: 'us',
    postalCode: '78701',
    remote: false,
    fullLocation: 'Austin, Texas, United States',
  },
  // No region on purpose: the posting columns and filters must cope with a missing one.
  remote: { city: 'Lisbon', country: 'pt', remote: true, fullLocation: 'Lisbon, Portugal' },
} as const satisfies Record<string, SeedLocation>;
export type LocationKey = keyof typeof LOCATIONS;

export const DEPARTMENTS = {
  engineering: { id: 'engineering', label: 'Engineering' },
  sales: { id: 'sales', label: 'Sales' },
  marketing: { id: 'marketing', label: 'Marketing' },
  operations: { id: 'operations', label: 'Operations' },
  customerSuccess: { id: 'customer-success', label: 'Customer Success' },
} as const satisfies Record<string, IdLabel>;
export type DepartmentKey = keyof typeof DEPARTMENTS;

export const FUNCTIONS = {
  software: { id: 'software_engineering', label: 'Software Engineering' },
  hardware: { id: 'hardware_engineering', label: 'Hardware Engineering' },
  it: { id: 'information_technology', label: 'Information Technology' },
  qa: { id: 'quality_assurance', label: 'Quality Assurance' },
  research: { id: 'research', label: 'Research' },
  sales: { id: 'sales', label: 'Sales' },
  marketing: { id: 'marketing', label: 'Marketing' },
  supplyChain: { id: 'supply_chain', label: 'Supply Chain' },
  fieldService: { id: 'field_service', label: 'Field Service' },
  hr: { id: 'human_resources', label: 'Human Resources' },
  finance: { id: 'finance', label: 'Finance' },
  support: { id: 'customer_service', label: 'Customer Service' },
} as const satisfies Record<string, IdLabel>;

export const EMPLOYMENT_TYPES = {
  permanent: { id: 'permanent', label: 'Full-time' },
  partTime: { id: 'part-time', label: 'Part-time' },
  contract: { id: 'contract', label: 'Contract' },
  intern: { id: 'intern', label: 'Internship' },
} as const satisfies Record<string, IdLabel>;

export const EXPERIENCE_LEVELS = {
  internship: { id: 'internship', label: 'Internship' },
  entry: { id: 'entry_level', label: 'Entry Level' },
  associate: { id: 'associate', label: 'Associate' },
  senior: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
  director: { id: 'director', label: 'Director' },
} as const satisfies Record<string, IdLabel>;

export const LANGUAGES = {
  en: { code: 'en', label: 'English', labelNative: 'English' },
  de: { code: 'de', label: 'German', labelNative: 'Deutsch' },
} as const;
