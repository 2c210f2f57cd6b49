'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/site/use-hydrated';
import {
  buildEmbedSnippet,
  embedFonts,
  embedPreviewPath,
  type EmbedOptions,
  type FallbackWords,
} from '@/lib/admin/embed-snippet';
import { localeNames, locales } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';

type Posting = { id: string; title: string };
/** An option; `lang` when its label is in another language than the console's (a language's own name). */
type Choice = { value: string; label: string; lang?: string };
type Props = {
  siteUrl: string;
  /** The site's own accent: what the frame uses until another is picked. */
  siteAccent: string;
  postings: Posting[];
  /** The teams and countries with open jobs, to narrow the list to one (a team's own page). */
  departments: Choice[];
  countries: Choice[];
  /**
   * The cities with open jobs, and the distances around one in the site's unit (none when the platform
   * places no job).
   */
  cities: Choice[];
  distances: Choice[];
  /** The contracts open jobs have, to narrow the list to one (internships for a students' page). */
  employmentTypes: Choice[];
  words: FallbackWords;
};

/** A select of optional choices; "" is none. */
function OptionalSelect(props: {
  label: string;
  none: string;
  value: string | undefined;
  choices: Choice[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value || undefined)}>
        <option value="">{props.none}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const fontChoices: Choice[] = embedFonts.map((font) => ({ value: font, label: font }));
const languageChoices: Choice[] = locales.map((locale) => ({
  value: locale,
  label: localeNames[locale],
  lang: locale,
}));

/** Pick what to embed, how it looks and its language; the snippet updates as you go and can be previewed. */
export function EmbedBuilder({
  siteUrl,
  siteAccent,
  postings,
  departments,
  countries,
  cities,
  distances,
  employmentTypes,
  words,
}: Props) {
  const [options, setOptions] = useState<EmbedOptions>({
    kind: 'jobs',
    postingId: postings[0]?.id,
    radius: 8,
  });
  // Until its code runs, a choice would change the fields and not the snippet: they wait for it.
  const running = useHydrated();
  const [preview, setPreview] = useState(false);
  const [copied, setCopied] = useState('');
  const snippet = buildEmbedSnippet(siteUrl, options, words);
  const set = (change: Partial<EmbedOptions>) => setOptions((current) => ({ ...current, ...change }));

  return (
    <>
      <noscript>
        <p className="admin-notice">
          Choosing what to embed needs JavaScript: without it, the snippet below embeds the whole job list.
        </p>
      </noscript>
      <fieldset className="admin-panel" disabled={!running} aria-label="What the snippet embeds">
        <fieldset className="admin-filters admin-choices">
          <legend>What to embed</legend>
          <label>
            <input
              type="radio"
              name="kind"
              checked={options.kind === 'jobs'}
              onChange={() => set({ kind: 'jobs' })}
            />{' '}
            The job list
          </label>
          <label>
            <input
              type="radio"
              name="kind"
              checked={options.kind === 'posting'}
              // Without the postings (the platform did not answer) there is none to choose.
              disabled={postings.length === 0}
              onChange={() => set({ kind: 'posting' })}
            />{' '}
            One posting
          </label>
        </fieldset>
        <div className="admin-filters">
          {options.kind === 'posting' ? (
            <label>
              Posting
              <select
                value={options.postingId ?? ''}
                onChange={(event) => set({ postingId: event.target.value })}
              >
                {postings.map((posting) => (
                  <option key={posting.id} value={posting.id}>
                    {posting.title}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <>
              <OptionalSelect
                label="Department"
                none="Every department"
                value={options.department}
                choices={departments}
                onChange={(department) => set({ department })}
              />
              <OptionalSelect
                label="Country"
                none="Every country"
                value={options.country}
                choices={countries}
                onChange={(country) => set({ country })}
              />
              <OptionalSelect
                label="City"
                none="Every city"
                value={options.city}
                choices={cities}
                onChange={(city) => set({ city })}
              />
              {distances.length > 0 && options.city ? (
                <OptionalSelect
                  label="Around the city"
                  none="The city only"
                  value={options.within?.toString()}
                  choices={distances}
                  onChange={(within) => set({ within: within ? Number(within) : undefined })}
                />
              ) : null}
              <OptionalSelect
                label="Employment type"
                none="Every employment type"
                value={options.employmentType}
                choices={employmentTypes}
                onChange={(employmentType) => set({ employmentType })}
              />
            </>
          )}
          <label>
            Accent colour
            <input
              type="color"
              value={options.accent ?? siteAccent}
              onChange={(event) => set({ accent: event.target.value })}
            />
          </label>
          <OptionalSelect
            label="Font"
            none="The site’s font"
            value={options.font}
            choices={fontChoices}
            onChange={(font) => set({ font })}
          />
          <OptionalSelect
            label="Language"
            none="The visitor’s browser language"
            value={options.lang}
            choices={languageChoices}
            onChange={(lang) => set({ lang })}
          />
          <label>
            Corner radius (px)
            <input
              type="number"
              min={0}
              max={24}
              value={options.radius ?? 0}
              onChange={(event) => set({ radius: Number(event.target.value) })}
            />
          </label>
        </div>
      </fieldset>
      <h2 id="snippet-title">Snippet</h2>
      <pre className="admin-snippet" aria-labelledby="snippet-title">
        <code>{snippet}</code>
      </pre>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          disabled={!running}
          onClick={() =>
            void navigator.clipboard.writeText(snippet).then(
              () => setCopied('Snippet copied.'),
              () => setCopied('Copying is not allowed here: select the snippet and copy it.'),
            )
          }
        >
          Copy snippet
        </button>
        <button
          type="button"
          className="admin-button admin-button-quiet"
          disabled={!running}
          onClick={() => setPreview((shown) => !shown)}
        >
          {preview ? 'Hide live preview' : 'Show live preview'}
        </button>
        <span role="status">{copied}</span>
      </div>
      {preview ? (
        <iframe
          className="admin-preview"
          title="Live preview of the embedded page"
          // Without a chosen language the snippet follows each visitor's browser (embed.js): so does the
          // preview, in this browser's.
          src={embedPreviewPath({
            ...options,
            lang: options.lang ?? negotiateLocale(navigator.languages.join(',')),
          })}
        />
      ) : null}
    </>
  );
}
