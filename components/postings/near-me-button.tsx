'use client';
import { useRef, useState } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import { NEAR_ME_RADIUS, nearestCity, type PlacedCity } from '@/lib/careers/near/nearest-city';
import styles from './job-search-form.module.css';

type Words = { button: string; finding: string; denied: string; failed: string };
type Outcome = keyof Omit<Words, 'button'>;

/** Set a select of the form to a value it offers; false when it has no such field or option. */
function choose(form: HTMLFormElement, name: string, value: string): boolean {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLSelectElement)) return false;
  if (![...field.options].some((option) => option.value === value)) return false;
  field.value = value;
  return true;
}

/**
 * "Jobs near me": the browser's position picks the placed city nearest it, and the search form is sent
 * with that city and a distance around it. The position stays in the browser; only the city travels,
 * as if chosen by hand. It needs a script and the browser's permission, so without a script it is not
 * offered, and a refusal says to choose a city instead. The words come from the server, as CopyLink's.
 */
export function NearMeButton({ cities, words }: { cities: PlacedCity[]; words: Words }) {
  const running = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!running || cities.length === 0) return null;
  const findMe = () => {
    const form = button.current?.form;
    if (!form || !('geolocation' in navigator)) return setOutcome('failed');
    setOutcome('finding');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const nearest = nearestCity(cities, { latitude: coords.latitude, longitude: coords.longitude });
        if (!nearest || !choose(form, 'city', nearest.city)) return setOutcome('failed');
        // Distance knows no borders: a country chosen before would hide the jobs across one.
        choose(form, 'country', '');
        const within = form.elements.namedItem('within');
        if (within instanceof HTMLSelectElement && !within.value)
          choose(form, 'within', String(NEAR_ME_RADIUS));
        form.requestSubmit();
      },
      (error) => {
        setOutcome(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
        // The words say to choose a city: on a phone it is behind the folded filters, so they open.
        const city = form.elements.namedItem('city');
        if (city instanceof HTMLElement) city.closest('details')?.setAttribute('open', '');
      },
      // A position from the last ten minutes will do: a city is all it chooses.
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        onClick={findMe}
        aria-describedby="near-me-outcome"
      >
        {words.button}
      </button>
      <p id="near-me-outcome" role="status" className={styles.nearMeOutcome}>
        {outcome ? words[outcome] : null}
      </p>
    </>
  );
}
