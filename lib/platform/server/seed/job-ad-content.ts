import type { DepartmentKey } from './job-taxonomy';

/** Words for one job ad; the builder turns them into the four HTML sections. */
export type AdCopy = {
  sectionTitles: { company: string; job: string; qualifications: string; additional: string };
  company: string;
  departments: Record<DepartmentKey, { intro: string; duties: string[]; requirements: string[] }>;
  benefits: string[];
  closing: string;
};

export const ENGLISH_COPY: AdCopy = {
  sectionTitles: {
    company: 'Company Description',
    job: 'Job Description',
    qualifications: 'Qualifications',
    additional: 'Additional Information',
  },
  company:
    'Acme Robotics builds collaborative robots that work safely beside people in warehouses, hospitals and labs. ' +
    'Founded in Munich in 2014, we are now 900 people across Europe and North America.',
  departments: {
    engineering: {
      intro: 'Our engineers ship the software and hardware that keeps 12,000 robots moving every day.',
      duties: [
        'Design, build and operate features end to end, from prototype to fleet rollout',
        'Review code and designs with a team that values clarity over cleverness',
        'Own reliability: write the tests, dashboards and runbooks for what you build',
      ],
      requirements: [
        'Solid experience with at least one of TypeScript, Go, Rust or C++',
        'Comfort debugging systems that span firmware, cloud and people',
        'Clear written English; German is a plus, never a requirement',
      ],
    },
    sales: {
      intro:
        'Our sales team helps logistics and healthcare leaders decide whether robots are right for them.',
      duties: [
        'Run discovery with operations leaders and map their workflows',
        'Build business cases together with our solutions engineers',
        'Forecast honestly and keep the CRM tidy',
      ],
      requirements: [
        'A track record of closing complex B2B deals',
        'Curiosity about warehouses, hospitals and how they really run',
        'Willingness to travel up to 30% of the time',
      ],
    },
    marketing: {
      intro: 'Marketing tells the story of what our robots make possible, with evidence instead of hype.',
      duties: [
        'Plan campaigns with product and sales from brief to results',
        'Write and edit copy for the web, events and customer stories',
        'Measure what works and stop what does not',
      ],
      requirements: [
        'Experience in B2B marketing, ideally for technical products',
        'Excellent writing in English',
        'Comfort with analytics tools and spreadsheets',
      ],
    },
    operations: {
      intro: 'Operations keeps parts, people and robots where they need to be.',
      duties: [
        'Coordinate with suppliers, field teams and finance',
        'Improve the processes you touch and document them',
        'Keep an eye on cost, quality and safety',
      ],
      requirements: [
        'Experience in operations, logistics, people or finance roles',
        'A structured way of working and an eye for detail',
        'Good spoken and written English',
      ],
    },
    customerSuccess: {
      intro: 'Customer Success makes sure every robot we sell delivers what we promised.',
      duties: [
        'Onboard new customers and train their teams',
        'Be the first point of contact when something goes wrong',
        'Turn customer feedback into clear requests for product teams',
      ],
      requirements: [
        'Experience in a customer-facing technical role',
        'Patience, empathy and a calm head under pressure',
        'Fluent English; another European language is a plus',
      ],
    },
  },
  benefits: [
    '30 days of paid holiday',
    'A yearly learning budget of EUR 1,500',
    'Flexible hours and up to three days a week from home',
    'Public transport ticket or bike leasing',
  ],
  closing:
    'We welcome applications from people of every background. Tell us if you need adjustments for the interview.',
};
