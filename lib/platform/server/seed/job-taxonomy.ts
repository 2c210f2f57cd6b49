import type { IdLabel, PostingLocation } from '../../contract';

/**
 * The fixed vocabularies seeded jobs are described with (posting API id/label pairs). Locations as the
 * platform documents them: `country` is the lower-case ISO code, `fullLocation` the display text, the
 * coordinates strings of decimal degrees (the remote hub has none, as a live account's may not).
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
    latitude: '52.5200',
    longitude: '13.4050',
  },
  munich: {
    city: 'Munich',
    region: 'Bavaria',
    regionCode: 'BY',
    country: 'de',
    postalCode: '80331',
    remote: false,
    fullLocation: 'Munich, Bavaria, Germany',
    latitude: '48.1351',
    longitude: '11.5820',
  },
  london: {
    city: 'London',
    region: 'England',
    regionCode: 'ENG',
    country: 'gb',
    postalCode: 'EC2A 4NE',
    remote: false,
    fullLocation: 'London, England, United Kingdom',
    latitude: '51.5074',
    longitude: '-0.1278',
  },
  amsterdam: {
    city: 'Amsterdam',
    region: 'North Holland',
    regionCode: 'NH',
    country: 'nl',
    postalCode: '1012 AB',
    remote: false,
    fullLocation: 'Amsterdam, North Holland, Netherlands',
    latitude: '52.3676',
    longitude: '4.9041',
  },
  warsaw: {
    city: 'Warsaw',
    region: 'Masovia',
    regionCode: 'MZ',
    country: 'pl',
    postalCode: '00-001',
    remote: false,
    fullLocation: 'Warsaw, Masovia, Poland',
    latitude: '52.2297',
    longitude: '21.0122',
  },
  austin: {
    city: 'Austin',
    region: 'Texas',
    regionCode: 'TX',
    country: 'us',
    postalCode: '78701',
    remote: false,
    fullLocation: 'Austin, Texas, United States',
    latitude: '30.2672',
    longitude: '-97.7431',
  },
  // A town near Berlin (about 27 km): what a search around a city finds beside the city's own jobs.
  potsdam: {
    city: 'Potsdam',
    region: 'Brandenburg',
    regionCode: 'BB',
    country: 'de',
    postalCode: '14467',
    remote: false,
    fullLocation: 'Potsdam, Brandenburg, Germany',
    latitude: '52.3906',
    longitude: '13.0645',
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
