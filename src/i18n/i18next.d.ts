/**
 * The English translations are the type of every key: a misspelt key, or one that exists in no
 * language, fails `npm run check`. The other languages must have the same keys (src/i18n/parity.ts).
 * Add a namespace here when you add its `locales/{lang}/<namespace>.json` files.
 */
import type about from '../../locales/en/about.json';
import type academy from '../../locales/en/academy.json';
import type assessment from '../../locales/en/assessment.json';
import type assistant from '../../locales/en/assistant.json';
import type careers from '../../locales/en/careers.json';
import type common from '../../locales/en/common.json';
import type consent from '../../locales/en/consent.json';
import type consultancy from '../../locales/en/consultancy.json';
import type contact from '../../locales/en/contact.json';
import type developments from '../../locales/en/developments.json';
import type forms from '../../locales/en/forms.json';
import type geo from '../../locales/en/geo.json';
import type home from '../../locales/en/home.json';
import type partners from '../../locales/en/partners.json';
import type privacy from '../../locales/en/privacy.json';
import type runner from '../../locales/en/runner.json';
import type search from '../../locales/en/search.json';
import type terms from '../../locales/en/terms.json';
import type testimonials from '../../locales/en/testimonials.json';
import type validation from '../../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      academy: typeof academy;
      assessment: typeof assessment;
      assistant: typeof assistant;
      careers: typeof careers;
      common: typeof common;
      consent: typeof consent;
      consultancy: typeof consultancy;
      contact: typeof contact;
      developments: typeof developments;
      forms: typeof forms;
      geo: typeof geo;
      home: typeof home;
      partners: typeof partners;
      privacy: typeof privacy;
      runner: typeof runner;
      search: typeof search;
      terms: typeof terms;
      testimonials: typeof testimonials;
      validation: typeof validation;
    };
  }
}
