import { eq } from 'drizzle-orm';
import type { Configuration } from '../../contract';
import type { PlatformDb } from '../store/db';
import { configurations, postings, type ConfigurationTranslations } from '../store/schema';
import { localizeConfiguration, pickLanguage } from './localize-configuration';

type Entry = {
  active: boolean;
  jobId: string;
  body: Configuration;
  translations: ConfigurationTranslations;
  /** Serialised answers by `${language}|${conditionals}`: the hot read path does no work twice. */
  rendered: Map<string, string>;
};

/**
 * Configurations change only with a reset, and the configuration endpoint is the platform's hottest
 * read: keep each posting's configuration in memory after its first read.
 */
export class ConfigurationCache {
  private entries = new Map<string, Promise<Entry | null>>();

  constructor(private readonly db: PlatformDb) {}

  clear() {
    this.entries.clear();
  }

  async get(postingUuid: string): Promise<Entry | null> {
    let entry = this.entries.get(postingUuid);
    if (!entry) {
      entry = this.load(postingUuid);
      this.entries.set(postingUuid, entry);
      entry
        .then((value) => value === null && this.entries.delete(postingUuid))
        .catch(() => this.entries.delete(postingUuid));
    }
    return entry;
  }

  /** The configuration as JSON text for one language, with or without the conditionals. */
  async render(
    postingUuid: string,
    acceptLanguage: string | undefined,
    withConditionals: boolean,
  ): Promise<string | null> {
    const entry = await this.get(postingUuid);
    if (!entry) return null;
    const language = pickLanguage(acceptLanguage, Object.keys(entry.translations));
    const key = `${language ?? ''}|${withConditionals}`;
    let text = entry.rendered.get(key);
    if (text === undefined) {
      const localized = localizeConfiguration(
        entry.body,
        language ? entry.translations[language] : undefined,
      );
      const { conditionals = [], ...settings } = localized.settings;
      // Without conditionalsIncluded the follow-up questions are not enabled: neither the conditions nor
      // the questions they point to are served.
      const followUps = new Set(conditionals.flatMap((conditional) => conditional.conditionalQuestions));
      text = JSON.stringify(
        withConditionals
          ? { ...localized, settings: { ...settings, conditionals } }
          : {
              ...localized,
              questions: localized.questions.filter((question) => !followUps.has(question.id)),
              settings,
            },
      );
      entry.rendered.set(key, text);
    }
    return text;
  }

  private async load(postingUuid: string): Promise<Entry | null> {
    const [row] = await this.db
      .select({
        body: configurations.body,
        translations: configurations.translations,
        active: postings.active,
        jobId: postings.jobId,
      })
      .from(configurations)
      .innerJoin(postings, eq(postings.uuid, configurations.postingUuid))
      .where(eq(configurations.postingUuid, postingUuid));
    return row ? { ...row, rendered: new Map() } : null;
  }
}
