import type { users } from '../store/schema';
import { offsetFromBase } from './dates';
import { emailLocalPart, FIRST_NAMES, LAST_NAMES } from './names';
import { hashPasswordSync as hashPassword } from '../auth/password';
import { randomFor, type Random } from './random';

type UserRow = typeof users.$inferInsert;

export const EMAIL_DOMAIN = 'acme.example';
export const CUSTOM_ROLE_ID = 'custom-role-recruiter-lite';
/** How many users the seed writes, staff included (the spec's list tests need several pages of 100). */
export const SEEDED_USER_COUNT = 320;

export type SeededStaff = {
  email: string;
  password: string;
  role: string;
  active: boolean;
  firstName: string;
  lastName: string;
};

/** The accounts that can sign in on the OAuth login page; documented in the README. */
export const seededStaff: SeededStaff[] = [
  {
    email: 'ada.admin@acme.example',
    password: 'acme-admin-pass',
    role: 'ADMINISTRATOR',
    active: true,
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    email: 'rita.restricted@acme.example',
    password: 'acme-restricted-pass',
    role: 'RESTRICTED',
    active: true,
    firstName: 'Rita',
    lastName: 'Restricted',
  },
  {
    email: 'sam.standard@acme.example',
    password: 'acme-standard-pass',
    role: 'STANDARD',
    active: true,
    firstName: 'Sam',
    lastName: 'Standard',
  },
  {
    email: 'ian.inactive@acme.example',
    password: 'acme-inactive-pass',
    role: 'ADMINISTRATOR',
    active: false,
    firstName: 'Ian',
    lastName: 'Inactive',
  },
];

export const ACCESS_GROUPS = [
  { id: 'ag-emea-engineering', name: 'EMEA Engineering' },
  { id: 'ag-emea-sales', name: 'EMEA Sales' },
  { id: 'ag-us-operations', name: 'US Operations' },
  { id: 'ag-marketing', name: 'Marketing' },
  { id: 'ag-customer-success', name: 'Customer Success' },
] as const;

const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'pl'] as const;
/** Weighted so STANDARD dominates, as in a real company. */
const ROLES = [
  'STANDARD',
  'STANDARD',
  'STANDARD',
  'STANDARD',
  'STANDARD',
  'RESTRICTED',
  'RESTRICTED',
  'RESTRICTED',
  'ADMINISTRATOR',
  CUSTOM_ROLE_ID,
] as const;
const SSO_MODES = [null, 'PASSWORD', 'PASSWORD', 'SSO'] as const;

function accessGroupsFor(role: string, random: Random): UserRow['accessGroups'] {
  if (role !== 'RESTRICTED') return null;
  return random
    .shuffle(ACCESS_GROUPS)
    .slice(0, random.int(1, 2))
    .map((group) => ({ ...group }));
}

/** Mongo-style 24-hex id, as the user API returns. */
function userId(random: Random): string {
  return random.hex(24);
}

function staffRows(random: Random): UserRow[] {
  return seededStaff.map((staff, index) => ({
    id: userId(random),
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email,
    active: staff.active,
    systemRole: staff.role,
    updatedOn: offsetFromBase(-60 + index, 30),
    language: 'en',
    ssoLoginMode: 'PASSWORD',
    accessGroups: accessGroupsFor(staff.role, random),
    passwordHash: hashPassword(staff.password, random.hex(32)),
  }));
}

function uniqueEmail(firstName: string, lastName: string, taken: Set<string>): string {
  const local = emailLocalPart(firstName, lastName);
  let email = `${local}@${EMAIL_DOMAIN}`;
  for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${EMAIL_DOMAIN}`;
  taken.add(email);
  return email;
}

function memberRow(random: Random, id: string, email: (first: string, last: string) => string): UserRow {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const systemRole = random.pick(ROLES);
  return {
    id,
    firstName,
    lastName,
    email: email(firstName, lastName),
    active: random.chance(0.88),
    systemRole,
    // Spread over ten weeks so `updatedAfter` filters cut the list somewhere interesting.
    updatedOn: offsetFromBase(-random.int(0, 70), random.int(0, 24 * 60 - 1)),
    language: random.pick(LANGUAGES),
    ssoLoginMode: random.pick(SSO_MODES),
    accessGroups: accessGroupsFor(systemRole, random),
    passwordHash: null,
  };
}

/** Staff first (in `seededStaff` order), then members up to SEEDED_USER_COUNT. */
export function buildUsers(): UserRow[] {
  const random = randomFor('users');
  const rows = staffRows(random);
  const taken = new Set(rows.map((row) => row.email));
  while (rows.length < SEEDED_USER_COUNT) {
    rows.push(memberRow(random, userId(random), (first, last) => uniqueEmail(first, last, taken)));
  }
  return rows;
}

/** Extra users for bulk tests; row n is the same whatever the batch it is built in. */
export function syntheticUsers(count: number, startIndex: number): UserRow[] {
  return Array.from({ length: count }, (_, offset) => {
    const n = startIndex + offset;
    const random = randomFor('synthetic-user', n);
    // The index leads the id (like an ObjectId's counter) so synthetic ids can never collide with each other.
    const id = `${n.toString(16).padStart(8, '0')}${random.hex(16)}`;
    return memberRow(random, id, () => `extra-${n}@${EMAIL_DOMAIN}`);
  });
}
