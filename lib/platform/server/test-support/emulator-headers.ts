import { DEV_EMULATOR_TOKEN } from '@/lib/env';

/** Headers every call to the test controls needs: the dev/test token, and JSON (required on writes). */
export const emulatorHeaders = {
  'x-emulator-token': DEV_EMULATOR_TOKEN,
  'content-type': 'application/json',
} as const;
