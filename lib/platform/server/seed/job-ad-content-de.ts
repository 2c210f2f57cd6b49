import { ENGLISH_COPY, type AdCopy } from './job-ad-content';

/** German ads for the German-language postings; departments without German copy fall back to English. */
export const GERMAN_COPY: AdCopy = {
  sectionTitles: {
    company: 'Unternehmensbeschreibung',
    job: 'Stellenbeschreibung',
    qualifications: 'Qualifikationen',
    additional: 'Zusätzliche Informationen',
  },
  company:
    'Acme Robotics baut kollaborative Roboter, die sicher neben Menschen in Lagern, Kliniken und Laboren arbeiten. ' +
    'Gegründet 2014 in München, sind wir heute 900 Menschen in Europa und Nordamerika.',
  departments: {
    ...ENGLISH_COPY.departments,
    sales: {
      intro: 'Unser Vertriebsteam berät Logistik- und Klinikleitungen, ob Roboter zu ihnen passen.',
      duties: [
        'Du unterstützt unsere Account Executives bei Angeboten und Präsentationen',
        'Du recherchierst Zielkunden und pflegst unser CRM',
        'Du organisierst Kundentermine in unserem Showroom',
      ],
      requirements: [
        'Eingeschriebenes Studium der Wirtschafts- oder Ingenieurwissenschaften',
        'Sehr gute Deutsch- und gute Englischkenntnisse',
        '15 bis 20 Stunden pro Woche verfügbar',
      ],
    },
    operations: {
      intro: 'Unser Serviceteam sorgt dafür, dass jeder Roboter beim Kunden zuverlässig läuft.',
      duties: [
        'Du installierst und wartest Roboter bei Kunden in Süddeutschland',
        'Du findest Fehler in Mechanik, Elektrik und Software',
        'Du schulst Kundenteams im sicheren Umgang mit unseren Robotern',
      ],
      requirements: [
        'Abgeschlossene Ausbildung als Mechatroniker:in oder vergleichbar',
        'Führerschein Klasse B und Reisebereitschaft',
        'Gute Deutschkenntnisse, Englisch von Vorteil',
      ],
    },
  },
  benefits: [
    '30 Tage Urlaub',
    'Jährliches Weiterbildungsbudget von 1.500 EUR',
    'Deutschlandticket oder Jobrad',
    'Firmenwagen für Servicetechniker:innen',
  ],
  closing:
    'Wir freuen uns über Bewerbungen von allen Menschen, unabhängig von Herkunft, Geschlecht oder Alter.',
};
