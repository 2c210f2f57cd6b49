import type { ConfigurationTranslations } from '../store/schema';

/** German labels keyed by question, field or option id; ids absent here fall back to the English label. */
const SHARED_DE: Record<string, string> = {
  'opt-yes': 'Ja',
  'opt-no': 'Nein',
  'opt-prefer-not': 'Keine Angabe',
};

const ENGINEERING_DE: Record<string, string> = {
  'q-work-experience': 'Berufserfahrung',
  'f-company': 'Unternehmen',
  'f-job-title': 'Position',
  'f-years': 'Jahre in der Position',
  'opt-years-0-1': 'Weniger als 1',
  'opt-years-1-3': '1–3',
  'opt-years-3-5': '3–5',
  'opt-years-5-plus': 'Mehr als 5',
  'q-visa': 'Benötigen Sie ein Visum, um in diesem Land zu arbeiten?',
  'f-visa': 'Visum',
  'q-work-permit': 'Aus welchem Land stammt Ihre Arbeitserlaubnis?',
  'f-work-permit': 'Arbeitserlaubnis',
  'opt-permit-eu': 'Europäische Union / EWR',
  'opt-permit-uk': 'Vereinigtes Königreich',
  'opt-permit-us': 'Vereinigte Staaten',
  'opt-permit-none': 'Noch keine',
  'f-permit-notes': 'Gibt es noch etwas, das wir zu Ihrem Visum wissen sollten?',
  'q-portfolio': 'Link zu Ihrem GitHub-Profil oder Portfolio',
  'q-relocate': 'Wären Sie bereit umzuziehen?',
  'f-relocate': 'Umzug',
  'opt-maybe': 'Vielleicht, lassen Sie uns sprechen',
};

const DIVERSITY_DE: Record<string, string> = {
  'q-process-info': 'Über unseren Bewerbungsprozess',
  'f-process-info':
    'Wir antworten innerhalb von **fünf Werktagen**. Lesen Sie unseren [Interview-Leitfaden](https://acme.example/interviews).',
  'q-motivation': 'Warum möchten Sie zu **Acme Robotics**?',
  'f-motivation': 'Ihre Antwort',
  'q-notice-period': 'Wie lang ist Ihre Kündigungsfrist?',
  'f-notice-period': 'Kündigungsfrist',
  'opt-notice-none': 'Keine, ich kann sofort anfangen',
  'opt-notice-1m': 'Ein Monat',
  'opt-notice-3m': 'Drei Monate',
  'opt-notice-more': 'Mehr als drei Monate',
  'q-referred': 'Wurden Sie von jemandem bei Acme empfohlen?',
  'f-referred': 'Empfehlung',
  'q-referrer': 'Wer hat Sie empfohlen?',
  'f-referrer-name': 'Name der Person, die Sie empfohlen hat',
  'f-referrer-email': 'Deren geschäftliche E-Mail, falls bekannt',
  'q-div-gender': 'Wie beschreiben Sie Ihr Geschlecht?',
  'f-div-gender': 'Geschlecht',
  'opt-gender-woman': 'Frau',
  'opt-gender-man': 'Mann',
  'opt-gender-non-binary': 'Nicht-binär',
  'opt-gender-self': 'Ich beschreibe mich anders',
  'q-div-age': 'Wie alt sind Sie?',
  'f-div-age': 'Altersgruppe',
  'opt-age-55-plus': '55 oder älter',
  'q-div-disability': 'Haben Sie eine Behinderung?',
  'f-div-disability': 'Behinderung',
};

export const ENGINEERING_TRANSLATIONS: ConfigurationTranslations = {
  de: { ...SHARED_DE, ...ENGINEERING_DE },
};
/** Consent scope labels, keyed `consent:<scope>` (lib/platform/server/apply/localize-configuration.ts). */
const CONSENT_DE: Record<string, string> = {
  'consent:SMART_RECRUIT': 'Meine Daten zur Prüfung dieser Bewerbung verarbeiten',
  'consent:SMART_CRM': 'Mein Profil bis zu zwei Jahre für künftige Stellen aufbewahren',
  'consent:SMART_MESSAGE_SMS': 'Mich per SMS zu meiner Bewerbung kontaktieren',
  'consent:SMART_MESSAGE_WHATSAPP': 'Mich über WhatsApp zu meiner Bewerbung kontaktieren',
};

export const DIVERSITY_TRANSLATIONS: ConfigurationTranslations = {
  de: { ...SHARED_DE, ...DIVERSITY_DE, ...CONSENT_DE },
};
