import { isSupportedCountry, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/**
 * International numbers as typed; national ones read in the candidate's country when given.
 * Its own module: the browser loads the phone library only when there is a number to check.
 */
export function readPhoneNumber(text: string, country: string): PhoneNumber | undefined {
  const region = isSupportedCountry(country) ? country : undefined;
  const phone = parsePhoneNumberFromString(text.trim(), region);
  return phone?.isValid() ? phone : undefined;
}
